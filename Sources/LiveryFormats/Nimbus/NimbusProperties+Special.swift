import LiveryCore
import LiverySyntax

extension NimbusProperties {
    /// The properties that need more than a new name; `false` for an unknown one.
    mutating func mapSpecial(_ name: String, _ syntax: DeclarationSyntax, _ value: [ComponentValue], _ span: SourceSpan) -> Bool {
        let parts = value.filter { !$0.isWhitespace && !$0.isComma }
        switch name {
        case "border":
            return border(syntax, parts, span)
        case "visibility":
            guard parts.count == 1, parts[0].isIdentifier("hidden") || parts[0].isIdentifier("visible") else {
                return invalid(syntax, "expected 'hidden' or 'visible'")
            }
            let hidden = parts[0].isIdentifier("hidden") ? "true" : "false"
            add("hidden", SyntheticValues.make(hidden, at: parts[0].range), span)
        case "padding":
            guard parts.count == 1 || parts.count == 2 else { return invalid(syntax, "expected '<vertical> [<horizontal>]'") }
            add("paddingVertical", [parts[0]], span)
            add("paddingHorizontal", [parts[parts.count - 1]], span)
        case "color":
            // `color` is each class's text color in Livery too (`textColor`, a button's `titleColor`).
            if state != nil { add("titleColor", value, span, parameters: stateParameters) } else { add("color", value, span) }
        case "font":
            if isButton { add("font", value, span, keyPath: ["titleLabel"]) } else { add("font", value, span) }
        case "fontfamily", "fontsize", "fontstyle", "fontweight":
            if fontSpan == nil {
                fontSpan = span
                fontPosition = declarations.count
            }
            fontParts[name] = value
        case "textshadow":
            return textShadow(syntax, parts, span)
        case "iosbuttonadjust":
            add("nimbusButtonAdjust", value, span, isCustom: true)
            unexpressible.append((FormatDiagnosticID.nimbusCustomProperty,
                                  "'\(syntax.name.name)' has no Livery property; it is kept as the custom property 'nimbusButtonAdjust'", span))
        case "mobiletextkey":
            guard parts.count == 1, case .string(let key) = parts[0].kind else {
                return invalid(syntax, "expected a quoted key")
            }
            let localized = SyntheticValues.make("L(\(ComponentValue.quote(key)))", at: parts[0].range)
            if state == "empty" {
                add("placeholder", localized, span)
            } else if isButton {
                add("title", localized, span, parameters: stateParameters)
            } else {
                add("text", localized, span)
            }
        case "mobileimage":
            guard let image = imageName(parts) else { return invalid(syntax, "expected url(name)") }
            add("image", SyntheticValues.make("image(\(ComponentValue.quote(image)))", at: span.range), span,
                parameters: stateParameters)
        case "backgroundimage":
            guard let image = imageName(parts) else { return invalid(syntax, "expected url(name)") }
            backgroundImage = (image, span)
        case "mobilebackgroundstretch":
            guard parts.count == 4 else { return invalid(syntax, "expected '<top> <left> <bottom> <right>'") }
            backgroundStretch = value
        default:
            guard let (target, keywords, fallback) = Self.keywordProperties[name] else { return false }
            guard parts.count == 1, case .ident(let word) = parts[0].kind else {
                return invalid(syntax, "expected one of " + keywords.keys.sorted().map { "'\($0)'" }.joined(separator: ", "))
            }
            let keyword = keywords[word.lowercased()] ?? fallback
            add(target, SyntheticValues.make(keyword, at: parts[0].range), span)
        }
        return true
    }

    /// Nimbus's enum properties: the Livery property, Nimbus's words for its values, and the
    /// value Nimbus took for any other word (`NICSSRuleset`'s converters).
    static let keywordProperties: [String: (String, [String: String], String)] = [
        "iosactivityindicatorstyle": ("activityIndicatorViewStyle", ["white": "white", "gray": "gray", "white-large": "whiteLarge"],
                                      "whiteLarge"),
        "iostableviewcellseparatorstyle": ("separatorStyle", ["none": "none", "single-line": "singleLine",
                                                              "single-line-etched": "singleLineEtched"], "singleLine"),
        "iosscrollviewindicatorstyle": ("indicatorStyle", ["default": "default", "black": "black", "white": "white"], "default"),
        "mobilecontentvalign": ("contentVerticalAlignment", ["middle": "center", "top": "top", "bottom": "bottom", "fill": "fill"],
                                "center"),
        "mobilecontenthalign": ("contentHorizontalAlignment", ["center": "center", "left": "left", "right": "right", "fill": "fill"],
                                "center"),
    ]

    /// `border: <width> [<style> <color>]`, read as Nimbus read it: the width is the first
    /// value (`none` is 0), the color the third; a second value alone (`1px black`) sets no
    /// color in Nimbus, so Livery sets none either and says so.
    mutating func border(_ syntax: DeclarationSyntax, _ parts: [ComponentValue], _ span: SourceSpan) -> Bool {
        guard let first = parts.first, parts.count <= 3 else { return invalid(syntax, "expected '<width> [<style> <color>]'") }
        if first.isIdentifier("none") {
            add("borderWidth", SyntheticValues.make("0", at: first.range), span)
        } else {
            add("borderWidth", [first], span)
        }
        if parts.count == 3 {
            add("borderColor", [parts[2]], span)
        } else if parts.count == 2 {
            unexpressible.append((FormatDiagnosticID.nimbusIgnoredValue,
                                  "Nimbus takes the border color from the third value ('<width> <style> <color>'); '\(parts[1].cssText)' is ignored, as Nimbus ignored it",
                                  SourceSpan(file: file, range: parts[1].range)))
        }
        return true
    }

    /// `text-shadow: <color> [<x> <y>]`: the shadow color (per state on buttons) and offset.
    mutating func textShadow(_ syntax: DeclarationSyntax, _ parts: [ComponentValue], _ span: SourceSpan) -> Bool {
        guard parts.count == 1 || parts.count == 3 else { return invalid(syntax, "expected '<color> [<x-offset> <y-offset>]'") }
        if isButton {
            add("titleShadowColor", [parts[0]], span, parameters: stateParameters)
        } else {
            add("shadowColor", [parts[0]], span)
        }
        guard parts.count == 3 else { return true }
        let offset = SyntheticValues.make("size(\(parts[1].cssText), \(parts[2].cssText))", at: parts[1].range.union(parts[2].range))
        if state != nil {
            unexpressible.append((FormatDiagnosticID.nimbusStateProperty,
                                  "the text-shadow offset does not depend on the control state; it is left out of this ':\(state!)' rule", span))
        } else {
            add("shadowOffset", offset, span, keyPath: isButton ? ["titleLabel"] : [])
        }
        return true
    }

    /// The image name of `url(name)`, `url('name')` or a quoted name.
    func imageName(_ parts: [ComponentValue]) -> String? {
        guard parts.count == 1 else { return nil }
        switch parts[0].kind {
        case .url(let name), .string(let name): return name.isEmpty ? nil : name
        case .function(let function, let arguments) where function.lowercased() == "url":
            let inner = arguments.filter { !$0.isWhitespace }
            if inner.count == 1, case .string(let name) = inner[0].kind, !name.isEmpty { return name }
            return nil
        default: return nil
        }
    }

    /// `font-family`, `font-size`, `font-style`, `font-weight` as one Livery font value.
    mutating func mergedFont(_ span: SourceSpan) -> [ComponentValue]? {
        var words: [String] = []
        if let family = fontParts["fontfamily"] { words.append(family.trimmingWhitespace().cssText) }
        if let weight = fontParts["fontweight"], !weight.trimmingWhitespace().cssText.lowercased().hasPrefix("normal") {
            words.append(weight.trimmingWhitespace().cssText)
        }
        if let style = fontParts["fontstyle"], style.trimmingWhitespace().cssText.lowercased() == "italic" { words.append("italic") }
        if let size = fontParts["fontsize"] { words.append(size.trimmingWhitespace().cssText) }
        if fontParts["fontfamily"] == nil || fontParts["fontsize"] == nil {
            unexpressible.append((FormatDiagnosticID.nimbusPartialFont,
                                  "Livery sets whole fonts: without both 'font-family' and 'font-size' the missing part is the system font's",
                                  span))
        }
        guard !words.isEmpty else { return nil }
        return SyntheticValues.make(words.joined(separator: " "), at: span.range)
    }

    /// Reports a value that does not fit; returns `true` (the name was known).
    mutating func invalid(_ syntax: DeclarationSyntax, _ expected: String) -> Bool {
        diagnostics.error(FormatDiagnosticID.nimbusInvalidValue, "'\(syntax.name.name)': \(expected)",
                          file: file, range: syntax.value.range ?? syntax.range)
        return true
    }
}
