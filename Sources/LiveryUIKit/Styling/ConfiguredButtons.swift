#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Buttons with a `UIButton.Configuration` (the default for buttons from Interface Builder
/// since Xcode 13) draw from their configuration, and UIKit ignores part of the classic
/// API there: the edge insets and the image-adjustment flags (documented as "ignored when
/// using UIButtonConfiguration") are left alone with a problem that says where to set them,
/// rather than written to no effect. `contentEdgeInsets` goes on into the configuration's
/// `contentInsets`, its documented replacement, and the title label's font, letter spacing
/// and line height into the configuration's `titleTextAttributesTransformer`, which UIKit
/// applies to the title whenever the button's state changes (`StyledTitle`).
@MainActor
enum ConfiguredButtons {
    /// The button properties UIKit ignores on a configured button.
    static let ignoredButtonProperties: Set<String> = [
        "titleEdgeInsets", "imageEdgeInsets", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
    ]
    /// Why `binding` has no effect on `object`, or `nil` when it has one. (The binding is
    /// looked at first: most writes are of neither kind.)
    static func refusal(of binding: PropertyBinding, on object: AnyObject) -> String? {
        guard binding.owner == "UIButton", ignoredButtonProperties.contains(binding.name),
              let button = object as? UIButton, button.configuration != nil else { return nil }
        return "UIKit ignores \(binding.api) on a button with a configuration; set it through `UIButton.Configuration`. Left as it is"
    }

    /// Where `binding` of the title label `object` (of `element`) is written when its button
    /// has a configuration, since the configuration sets the label's font and text
    /// attributes again: into the button's title transformer. `nil` for a label written as
    /// it is. A title label is known by being its button's nested `titleLabel`
    /// element: in a configured button UIKit may put it in a view of its own, not directly
    /// in the button.
    static func titleBinding(replacing binding: PropertyBinding, on object: AnyObject,
                             element: UIKitElement) -> (UIButton, PropertyBinding)? {
        guard binding.owner == "UILabel", let field = StyledTitle.Field(rawValue: binding.name), object === element.object,
              element.nestedKeyPath == "titleLabel", let button = element.owner?.object as? UIButton,
              button.configuration != nil, let redirected = titleBindings[field] else { return nil }
        return (button, redirected)
    }

    /// One binding per title field, converting as the label's own does.
    static let titleBindings: [StyledTitle.Field: PropertyBinding] = {
        var bindings: [StyledTitle.Field: PropertyBinding] = [:]
        for field in StyledTitle.Field.allCases {
            guard let label = BindingTable.byKey[BindingTable.key("UILabel", field.rawValue)] else { continue }
            bindings[field] = PropertyBinding(
                owner: label.owner, name: label.name,
                api: "UIButton.Configuration.titleTextAttributesTransformer (\(field.attribute))",
                read: { object, _ in
                    let styled = (object as? UIButton)?.configuration.flatMap { StyledTitle.of($0.titleTextAttributesTransformer) }
                    return StyledTitle.Original(value: styled?.fields[field])
                },
                write: { object, value, _ in
                    guard let button = object as? UIButton, var configuration = button.configuration else { return }
                    let installed = configuration.titleTextAttributesTransformer
                    let current = StyledTitle.of(installed)
                    var fields = current?.fields ?? [:]
                    if let original = value as? StyledTitle.Original {
                        fields[field] = original.value
                    } else {
                        fields[field] = value
                    }
                    // The app's own transformer runs first; once nothing is styled it is
                    // the configuration's again.
                    let app = if let current { current.app } else { installed }
                    configuration.titleTextAttributesTransformer = fields.isEmpty
                        ? app : StyledTitle(app: app, fields: fields).transformer()
                    button.configuration = configuration
                },
                convert: label.convert)
        }
        return bindings
    }()

    /// The original of `contentEdgeInsets`: the classic insets and, on a configured button,
    /// the configuration's.
    struct InsetsOriginal {
        let classic: UIEdgeInsets
        let configured: NSDirectionalEdgeInsets?
    }

    /// `contentEdgeInsets`, also as the configuration's `contentInsets` on a configured
    /// button (left and right as leading and trailing in the button's layout direction).
    static let contentEdgeInsets: PropertyBinding = {
        let classic = PropertyBinding.property("UIButton", "contentEdgeInsets", \UIButton.contentEdgeInsets, .insets)
        return PropertyBinding(
            owner: classic.owner, name: classic.name, api: classic.api,
            read: { object, _ in
                guard let button = object as? UIButton else { return nil }
                return InsetsOriginal(classic: button.contentEdgeInsets, configured: button.configuration?.contentInsets)
            },
            write: { object, value, _ in
                guard let button = object as? UIButton else { return }
                if let original = value as? InsetsOriginal {
                    button.contentEdgeInsets = original.classic
                    if let configured = original.configured, button.configuration != nil {
                        button.configuration?.contentInsets = configured
                    }
                    return
                }
                guard let insets = value as? UIEdgeInsets else { return }
                button.contentEdgeInsets = insets
                guard button.configuration != nil else { return }
                let rightToLeft = button.effectiveUserInterfaceLayoutDirection == .rightToLeft
                button.configuration?.contentInsets = NSDirectionalEdgeInsets(
                    top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                    bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
            },
            convert: classic.convert)
    }()
}
/// The title attributes Livery styled on a configured button, applied by the transformer
/// it installs after the app's own (`app`), which it keeps. The transformer answers a probe
/// with this record, so Livery finds what it styled in the configuration itself, and knows a
/// transformer the app set later for the app's. Immutable (each change installs a new one),
/// hence `Sendable`, which an attribute's value must be.
final class StyledTitle: Hashable, @unchecked Sendable {
    enum Field: String, CaseIterable {
        case font, letterSpacing, lineHeight

        /// The text attribute the field sets.
        var attribute: String {
            switch self {
            case .font: "font"
            case .letterSpacing: "kern"
            case .lineHeight: "paragraphStyle"
            }
        }
    }

    /// A field's value before Livery styled it (`nil`: not styled).
    struct Original {
        let value: Any?
    }

    let app: UIConfigurationTextAttributesTransformer?
    /// `UIFont` for `font`, `TextSpacing` for the other two.
    let fields: [Field: Any]

    init(app: UIConfigurationTextAttributesTransformer?, fields: [Field: Any]) {
        self.app = app
        self.fields = fields
    }

    /// Asks for the record; UIKit never sets it.
    private enum Probe: AttributedStringKey {
        typealias Value = Bool
        static let name = "LiveryStyledTitleProbe"
    }

    private enum Record: AttributedStringKey {
        typealias Value = StyledTitle
        static let name = "LiveryStyledTitle"
    }

    /// The record of a transformer Livery installed, or `nil` for any other.
    static func of(_ transformer: UIConfigurationTextAttributesTransformer?) -> StyledTitle? {
        guard let transformer else { return nil }
        var probe = AttributeContainer()
        probe[Probe.self] = true
        return transformer(probe)[Record.self]
    }

    /// The app's transformer, then the styled attributes: spacing in fractions of the font
    /// size is resolved against the font the title ends up with.
    func transformer() -> UIConfigurationTextAttributesTransformer {
        UIConfigurationTextAttributesTransformer { [self] incoming in
            let probed = incoming[Probe.self] != nil
            var outgoing = app?(incoming) ?? incoming
            if let font = fields[.font] as? UIFont {
                outgoing[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
            }
            let fontSize = outgoing[AttributeScopes.UIKitAttributes.FontAttribute.self]?.pointSize ?? 17
            if let spacing = fields[.letterSpacing] as? TextSpacing {
                // 0 is the font's own spacing, as for a label: no kern at all.
                let points = spacing.points(fontSize: fontSize)
                outgoing[AttributeScopes.UIKitAttributes.KernAttribute.self] = points == 0 ? nil : points
            }
            if let spacing = fields[.lineHeight] as? TextSpacing {
                let existing = outgoing[AttributeScopes.UIKitAttributes.ParagraphStyleAttribute.self]
                let style = (existing?.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
                let points = spacing.points(fontSize: fontSize)
                style.minimumLineHeight = points
                style.maximumLineHeight = points
                outgoing[AttributeScopes.UIKitAttributes.ParagraphStyleAttribute.self] = style
            }
            if probed { outgoing[Record.self] = self }
            return outgoing
        }
    }

    static func == (lhs: StyledTitle, rhs: StyledTitle) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif
