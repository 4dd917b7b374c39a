/// The syntax tree of one stylesheet file, as written: nesting, variables, `@import`,
/// `@media` and `@extend` are kept as they appear. `LiveryCore` flattens and resolves it.
public struct StyleSheetSyntax: Sendable {
    public let source: TokenizedSource
    /// Top-level items in source order.
    public let items: [BlockItem]
    /// The diagnostics of tokenizing and parsing, in source order: at most
    /// `Diagnostic.maximumPerFile`, then one saying there were more.
    public let diagnostics: [Diagnostic]

    public var file: SourceFile { source.file }

    public init(source: TokenizedSource, items: [BlockItem], diagnostics: [Diagnostic]) {
        self.source = source
        self.items = items
        self.diagnostics = diagnostics
    }
}

/// One item of a stylesheet or of a rule's block.
public enum BlockItem: Sendable {
    case rule(RuleSyntax)
    case declaration(DeclarationSyntax)
    case variable(VariableSyntax)
    case media(MediaRuleSyntax)
    case importRule(ImportSyntax)
    case extend(ExtendSyntax)
}

/// `selector, selector { items }`.
public struct RuleSyntax: Sendable {
    public let selectors: [ComplexSelectorSyntax]
    public let items: [BlockItem]
    /// The selector list's range.
    public let preludeRange: SourceRange
    /// From the first selector to the closing `}`.
    public let range: SourceRange
}

/// A property name as written: `layer.borderWidth`, `titleColor(selected, highlighted)`,
/// `title__selected_highlighted`.
public struct PropertyNameSyntax: Hashable, Sendable {
    /// Key path of nested elements before the property (`["titleLabel"]` for `titleLabel.font`).
    public let keyPath: [String]
    /// The property name itself as written, without parameters (`titleColor`, `background-color`).
    public let name: String
    /// Parameters as written, each trimmed with inner whitespace collapsed (`["selected", "highlighted"]`).
    public let parameters: [String]
    public let range: SourceRange

    public init(keyPath: [String], name: String, parameters: [String], range: SourceRange) {
        self.keyPath = keyPath
        self.name = name
        self.parameters = parameters
        self.range = range
    }
}

/// `name: value;` or `name = value;`.
public struct DeclarationSyntax: Sendable {
    public let name: PropertyNameSyntax
    /// The value's component values (whitespace trimmed, `!important` removed).
    public let value: [ComponentValue]
    public let important: Bool
    /// From the name to the end of the value (the `;` excluded).
    public let range: SourceRange
}

/// A variable declaration: `@name: value;` or `--name: value;`.
public struct VariableSyntax: Sendable {
    public enum Style: Sendable { case at, dashes }
    /// The name without `@` or `--`.
    public let name: String
    public let style: Style
    public let value: [ComponentValue]
    public let nameRange: SourceRange
    public let range: SourceRange
}

/// `@media query, query { items }`.
public struct MediaRuleSyntax: Sendable {
    /// The queries; the block applies when any of them holds.
    public let queries: [MediaQuerySyntax]
    public let items: [BlockItem]
    public let preludeRange: SourceRange
    public let range: SourceRange
}

/// One media query: `[not] [type and] (feature: value) and (feature)…`.
public struct MediaQuerySyntax: Sendable {
    public let negated: Bool
    /// A media type such as `screen` or `all`, lowercased, if one was given.
    public let mediaType: String?
    public let features: [MediaFeatureSyntax]
    public let range: SourceRange
}

/// `(name: value)` or `(name)` in a media query.
public struct MediaFeatureSyntax: Sendable {
    /// The feature name, as written.
    public let name: String
    public let value: [ComponentValue]?
    public let range: SourceRange
}

/// `@import "file.css";` / `@import url(file.css);`.
public struct ImportSyntax: Sendable {
    /// The path as written.
    public let path: String
    public let pathRange: SourceRange
    public let range: SourceRange
}

/// `@extend selector, …;` (also `@extends`, optional `:`).
public struct ExtendSyntax: Sendable {
    public let targets: [ComplexSelectorSyntax]
    public let range: SourceRange
}
