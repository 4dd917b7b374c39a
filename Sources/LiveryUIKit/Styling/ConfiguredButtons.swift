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

    /// The binding `binding` of the title label `object` (of `element`) is written through,
    /// with its target: for the title's font and spacing, one on the button that writes the
    /// label of a classic button and the title transformer of a configured one (which sets
    /// the label's font and text attributes again), whichever the button is at each write.
    /// `nil` for any other property. A title label is known by being its button's nested
    /// `titleLabel` element: in a configured button UIKit may put it in a view of its own,
    /// not directly in the button.
    static func titleBinding(replacing binding: PropertyBinding, on object: AnyObject,
                             element: UIKitElement) -> (UIButton, PropertyBinding)? {
        guard binding.owner == "UILabel", let field = StyledTitle.Field(rawValue: binding.name), object === element.object,
              element.nestedKeyPath == "titleLabel", let button = element.owner?.object as? UIButton,
              let title = titleBindings[field] else { return nil }
        return (button, title)
    }

    /// The original of a title property: the label's value. Read once, before the first
    /// write; the button may get or lose its configuration before it is put back.
    struct TitleOriginal {
        let label: Any?
        /// Whether the button had no configuration when the original was read, so the label
        /// was written.
        let readWhileClassic: Bool
    }

    /// One binding per title field, converting as the label's own does.
    static let titleBindings: [StyledTitle.Field: PropertyBinding] = {
        var bindings: [StyledTitle.Field: PropertyBinding] = [:]
        for field in StyledTitle.Field.allCases {
            guard let label = BindingTable.byKey[BindingTable.key("UILabel", field.rawValue)] else { continue }
            bindings[field] = PropertyBinding(
                owner: label.owner, name: label.name,
                api: "\(label.api); on a button with a configuration, its titleTextAttributesTransformer (\(field.attribute))",
                read: { object, parameters in
                    guard let button = object as? UIButton else { return nil }
                    return TitleOriginal(label: button.titleLabel.flatMap { label.read($0, parameters) },
                                         readWhileClassic: button.configuration == nil)
                },
                write: { object, value, parameters in
                    guard let button = object as? UIButton else { return }
                    guard let original = value as? TitleOriginal else {
                        if button.configuration == nil, let titleLabel = button.titleLabel {
                            label.write(titleLabel, value, parameters)
                        }
                        // Also while it has none: a configuration assigned back follows.
                        StyledTitle.set(field, to: value, on: button)
                        return
                    }
                    // Whatever the button was styled as: the label if it was written (it was
                    // if the button had no configuration then, or has none now), and the
                    // title transformer's field.
                    if original.readWhileClassic || button.configuration == nil, let titleLabel = button.titleLabel {
                        label.write(titleLabel, original.label, parameters)
                    }
                    StyledTitle.set(field, to: nil, on: button)
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
                    if let configured = original.configured { setContentInsets(configured, of: button) }
                    return
                }
                guard let insets = value as? UIEdgeInsets else { return }
                button.contentEdgeInsets = insets
                let rightToLeft = button.effectiveUserInterfaceLayoutDirection == .rightToLeft
                setContentInsets(NSDirectionalEdgeInsets(top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                                                         bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right),
                                 of: button)
            },
            convert: classic.convert)
    }()

    /// A configured button's content insets, when they differ. The configuration goes back
    /// with Livery's title transformer made anew (see `StyledTitle.reinstall`).
    static func setContentInsets(_ insets: NSDirectionalEdgeInsets, of button: UIButton) {
        guard var configuration = button.configuration, configuration.contentInsets != insets else { return }
        configuration.contentInsets = insets
        StyledTitle.reinstall(in: &configuration)
        button.configuration = configuration
    }
}

/// The title attributes Livery styled on a button with a configuration, one record per
/// button. Every transformer Livery installs on the button (an `Install`) reads them when
/// UIKit calls it, so a copy of the configuration the app kept follows the current style
/// too. The installs own the record; the button's element only points to it (weakly), so it
/// lives as long as a configuration holds one of them.
///
/// A transformer read back from a button is UIKit's wrapper around a block over attribute
/// dictionaries, not the closure Livery set, and carries only the attributes of UIKit's
/// scope. So each install answers a probe (a link no title has) with a link of its own,
/// which tells it from a transformer the app set and gives back the app's transformer it
/// runs first.
final class StyledTitle {
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

        /// Whether two styled values of the field are the same.
        func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
            switch self {
            case .font: (lhs as? UIFont) == (rhs as? UIFont)
            case .letterSpacing, .lineHeight: (lhs as? TextSpacing) == (rhs as? TextSpacing)
            }
        }
    }

    typealias Font = AttributeScopes.UIKitAttributes.FontAttribute
    typealias Color = AttributeScopes.UIKitAttributes.ForegroundColorAttribute
    typealias Kern = AttributeScopes.UIKitAttributes.KernAttribute
    typealias ParagraphStyle = AttributeScopes.UIKitAttributes.ParagraphStyleAttribute
    typealias Link = AttributeScopes.FoundationAttributes.LinkAttribute

    /// `UIFont` for `font`, `TextSpacing` for the other two.
    private(set) var fields: [Field: Any] = [:]

    @MainActor private init() {}

    /// One transformer Livery installed: the record it reads, and the app's transformer it
    /// runs first (the one the configuration held when it was installed).
    final class Install {
        let record: StyledTitle
        let app: UIConfigurationTextAttributesTransformer?
        /// The link it answers the probe with.
        let mark: URL
        /// Whether it is running `app` (an app's transformer that calls it again must not loop).
        private var runningApp = false

        @MainActor private static var made = 0
        /// Every install, by its mark's number (weakly: configurations hold them), swept
        /// of freed ones when it has doubled since the last sweep.
        @MainActor private static var all: [Int: Weak] = [:]
        @MainActor private static var sweepAt = 64

        private struct Weak {
            weak var install: Install?
        }

        @MainActor
        init(record: StyledTitle, app: UIConfigurationTextAttributesTransformer?) {
            self.record = record
            self.app = app
            Self.made += 1
            mark = URL(string: "\(StyledTitle.scheme):\(Self.made)")!
            if Self.all.count >= Self.sweepAt {
                Self.all = Self.all.filter { $0.value.install != nil }
                Self.sweepAt = max(64, 2 * Self.all.count)
            }
            Self.all[Self.made] = Weak(install: self)
        }

        /// The install a probe's answer names, if it is alive.
        @MainActor
        static func named(by answer: URL?) -> Install? {
            guard let answer, answer.scheme == StyledTitle.scheme,
                  let number = Int(answer.absoluteString.dropFirst(StyledTitle.scheme.count + 1)) else { return nil }
            return all[number]?.install
        }

        /// The app's transformer, then the record's attributes: spacing in fractions of the
        /// font size is resolved against the font the title ends up with (17 points when it
        /// has none).
        func transformer() -> UIConfigurationTextAttributesTransformer {
            UIConfigurationTextAttributesTransformer { [self] incoming in
                if incoming[Link.self] == StyledTitle.probe {
                    var answer = incoming
                    answer[Link.self] = mark
                    return answer
                }
                var outgoing = incoming
                if let app, !runningApp {
                    runningApp = true
                    outgoing = app(incoming)
                    runningApp = false
                }
                let fields = record.fields
                if let font = fields[.font] as? UIFont {
                    outgoing[Font.self] = font
                }
                let fontSize = outgoing[Font.self]?.pointSize ?? 17
                if let spacing = fields[.letterSpacing] as? TextSpacing {
                    outgoing[Kern.self] = TextSpacing.kern(letterSpacing: spacing.points(fontSize: fontSize))
                }
                if let spacing = fields[.lineHeight] as? TextSpacing {
                    outgoing[ParagraphStyle.self] = TextSpacing.paragraphStyle(
                        lineHeight: spacing.points(fontSize: fontSize), over: outgoing[ParagraphStyle.self])
                }
                return outgoing
            }
        }
    }

    fileprivate static let probe = URL(string: "livery-styled-title:probe")!
    fileprivate static let scheme = "livery-styled-title"

    /// The install `transformer` is, or `nil` for the app's own. A transformer of the app's
    /// runs on the probe, which carries what a title has (a font, a color, a paragraph
    /// style); one that wraps Livery's counts as Livery's.
    @MainActor
    private static func install(of transformer: UIConfigurationTextAttributesTransformer) -> Install? {
        var probe = AttributeContainer()
        probe[Font.self] = UIFont.systemFont(ofSize: 17)
        probe[Color.self] = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        probe[ParagraphStyle.self] = NSParagraphStyle()
        probe[Link.self] = Self.probe
        return Install.named(by: transformer(probe)[Link.self])
    }

    /// `configuration` with Livery's title transformer, if it holds one, made anew: a
    /// transformer read back from a button is UIKit's wrapper around it, and assigning that
    /// back would wrap it once more at every round trip Livery makes.
    @MainActor
    static func reinstall(in configuration: inout UIButton.Configuration) {
        guard let transformer = configuration.titleTextAttributesTransformer, let install = install(of: transformer) else { return }
        configuration.titleTextAttributesTransformer = install.transformer()
    }

    /// Styles `field` of `button`'s title as `value` (`nil`: not at all). On a button with a
    /// configuration, installs a transformer of Livery's that runs the app's first (once one
    /// is installed it stays, running only the app's when no field is styled: putting the
    /// app's back would have UIKit wrap it once more at each round trip); nothing is
    /// assigned when the field and the app's transformer are as they were. On a button
    /// without one, only the record changes (a configuration the app assigns back follows).
    @MainActor
    static func set(_ field: Field, to value: Any?, on button: UIButton) {
        let element = ElementRegistry.shared.element(for: button)
        guard var configuration = button.configuration else {
            element.styledTitle?.fields[field] = value
            return
        }
        let current = configuration.titleTextAttributesTransformer.flatMap(install(of:))
        // Nothing of Livery's to take away from a configuration the app assigned.
        if value == nil, current == nil {
            element.styledTitle?.fields[field] = nil
            return
        }
        // The app's transformer: the one the configuration holds, or the one Livery's runs
        // (that install's: a kept or copied configuration keeps its own).
        let app = if let current { current.app } else { configuration.titleTextAttributesTransformer }
        // The button's record is alive while a configuration holds one of its installs.
        let record = element.styledTitle ?? StyledTitle()
        element.styledTitle = record
        if let current, current.record === record, field.same(record.fields[field], value) { return }
        record.fields[field] = value
        configuration.titleTextAttributesTransformer = record.fields.isEmpty && app == nil
            ? nil : Install(record: record, app: app).transformer()
        button.configuration = configuration
    }
}
#endif
