#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import LiveryToolingTestSupport
@testable import LiveryUIKit
import LiveryValues
import Testing

/// The same layout and stylesheets, built into UIKit views by the UIKit backend and printed
/// by `livery style --format json`, agree element by element: type, id, classes, every
/// property the command prints (in the view's computed style, and — for every property with
/// a UIKit binding — the value UIKit holds), and the frame. (Text is measured with the approximate
/// measurer on both sides, the one `livery style` uses.)
@MainActor
struct UIKitParityTests {
    nonisolated static let screens: [(layout: String, stylesheets: [String])] = [
        ("Examples/Inbox/inbox.xml", ["Examples/Inbox/inbox.css"]),
        ("Tests/Fixtures/style/login.xml", ["Tests/Fixtures/style/login.css"]),
        ("Tests/Fixtures/style/relative.xml", ["Tests/Fixtures/style/relative.css"]),
        ("Tests/Fixtures/style/web.xml", ["Tests/Fixtures/style/web.css"]),
        ("Tests/Fixtures/render/shapes.xml", ["Tests/Fixtures/render/shapes.css"]),
        ("Tests/Fixtures/layouts/inbox.xml", []),
        ("Tests/Fixtures/layouts/login.xml", []),
        ("Tests/Fixtures/layouts/profile.xml", []),
        ("Tests/Fixtures/layouts/settings.xml", []),
        // Every dialect in one load: UISS, ReflektorKit and Livery CSS.
        ("Tests/Fixtures/dialects/screen.xml", ["Tests/Fixtures/dialects/theme.json", "Tests/Fixtures/dialects/cards.rflk",
                                                "Tests/Fixtures/dialects/app.css"]),
    ]

    @Test(arguments: screens.indices)
    func viewsEqualWhatLiveryStylePrints(_ index: Int) throws {
        let (layout, stylesheets) = Self.screens[index]
        let layoutPath = Fixtures.repository.appendingPathComponent(layout).path
        let stylesheetPaths = stylesheets.map { Fixtures.repository.appendingPathComponent($0).path }
        let result = try LiveryProcess.run(["style", "--format", "json", "--layout", layoutPath]
            + stylesheetPaths.flatMap { ["--stylesheet", $0] })
        #expect(result.status == 0, "\(result.stderr)")
        let printed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let expectedRoot = try #require(printed["root"] as? [String: Any])

        let builder = ViewBuilder()
        // The app's classes the layouts name with `implementation=`, registered as an app does.
        builder.register(SettingsViewController.self) { SettingsViewController(nibName: nil, bundle: nil) }
        let backend = UIKitLayoutBackend(builder: builder, textMeasurement: .approximate)
        let screen = StyledViews(layoutPath: layoutPath, stylesheetPaths: stylesheetPaths, backend: backend)
        let root = try #require(backend.built?.root)
        var tally = Tally()
        compare(root, with: expectedRoot, path: "root", tally: &tally)
        #expect(tally.elements >= 3, "\(tally.elements) elements compared")
        if !stylesheets.isEmpty { #expect(tally.valuesInUIKit > 0, "no property value was read back from UIKit") }
        _ = screen
    }

    /// The settings fixture's controller class.
    final class SettingsViewController: UIViewController {}

    /// What a comparison covered.
    struct Tally {
        var elements = 0
        /// Printed properties.
        var properties = 0
        /// Printed properties whose UIKit value was read back through its binding and found
        /// equal to what the cascade's value converts to.
        var valuesInUIKit = 0
    }

    /// Compares a built object (and its subtree) with the element the command printed.
    func compare(_ object: AnyObject, with expected: [String: Any], path: String, tally: inout Tally) {
        tally.elements += 1
        let view = (object as? UIView) ?? (object as? UIViewController)?.view
        let style = view.flatMap { $0.livery.computedStyle } ?? (object as? UIViewController)?.livery.computedStyle
        let typeName = (expected["type"] as? String) ?? "?"
        #expect(Self.classChain(of: object).contains(typeName), "\(path): \(type(of: object)) is not a \(typeName)")
        let livery = (object as? UIView)?.livery ?? (object as? UIViewController)?.livery
        #expect(livery?.styleID == expected["id"] as? String, "\(path): id")
        #expect(livery?.styleClasses == (expected["classes"] as? [String] ?? []), "\(path): classes")
        if let frame = expected["frame"] as? [String: Double], let view, !(object is UIViewController) {
            // The box before any transform, as printed (under one, UIKit's frame is the box
            // around the transformed view).
            let size = view.bounds.size
            let actual = view.transform.isIdentity ? view.frame
                : CGRect(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width, height: size.height)
            for (name, value) in [("x", actual.origin.x), ("y", actual.origin.y), ("width", actual.width), ("height", actual.height)] {
                #expect(abs(Double(value) - (frame[name] ?? .nan)) < 0.001, "\(path) (\(typeName)): frame \(name) \(value) ≠ \(frame[name] ?? .nan)")
            }
        }
        for (name, value) in (expected["properties"] as? [String: Any]) ?? [:] {
            tally.properties += 1
            checkProperty(name, value, of: object, style: style, path: path)
            if let style, checkUIKitValue(name, of: object, style: style, path: path) { tally.valuesInUIKit += 1 }
        }
        let children = (expected["children"] as? [[String: Any]]) ?? []
        let actualChildren = Self.children(of: object)
        #expect(actualChildren.count == children.count, "\(path): \(actualChildren.count) children, printed \(children.count)")
        for (index, (child, expectedChild)) in zip(actualChildren, children).enumerated() {
            compare(child, with: expectedChild, path: "\(path)/\(index)", tally: &tally)
        }
    }

    /// A printed property: styled (in the computed style) or given by the layout (text,
    /// titles, states); where UIKit holds a comparable value, that value too.
    func checkProperty(_ name: String, _ value: Any, of object: AnyObject, style: ComputedStyle?, path: String) {
        let base = String(name.prefix { $0 != "(" && $0 != "." })
        let inStyle = style?.values.keys.contains { $0.description == name || ($0.keyPath.isEmpty && $0.name == base) } ?? false
        switch (name, object) {
        case ("text", let label as UILabel):
            #expect(label.text == value as? String, "\(path): text")
        case ("title(normal)", let button as UIButton), ("title", let button as UIButton):
            #expect(button.title(for: .normal) == value as? String, "\(path): title")
        case ("textColor", let label as UILabel):
            #expect(Self.hex(label.textColor) == value as? String, "\(path): textColor")
        case ("backgroundColor", let view as UIView):
            #expect(Self.hex(view.backgroundColor) == value as? String, "\(path): backgroundColor")
        case ("numberOfLines", let label as UILabel):
            #expect(label.numberOfLines == (value as? Int), "\(path): numberOfLines")
        case ("font", let label as UILabel):
            let size = (value as? [String: Any])?["size"] as? Double
            #expect(size.map { abs(Double(label.font.pointSize) - $0) < 0.001 } ?? false, "\(path): font size")
        default:
            let given = ["text", "title", "image", "src", "enabled", "selected", "highlighted", "focused", "placeholder"]
            #expect(inStyle || given.contains(base), "\(path): '\(name)' is printed but not in the view's computed style")
        }
    }

    /// The value UIKit holds for a printed property, read through the property's binding,
    /// equals what the cascade's winning value converts to — the value reached the view.
    /// Returns whether the property has a binding (layout-only and given properties have
    /// none, and are checked by frame and by `checkProperty`).
    func checkUIKitValue(_ name: String, of object: AnyObject, style: ComputedStyle, path: String) -> Bool {
        // Frames are compared as frames (after layout); line height and letter spacing are
        // read back from the text's attributes in points, whatever unit the sheet used.
        guard !["frame", "bounds", "center", "lineHeight", "letterSpacing"].contains(name),
              let (key, matched) = style.values.first(where: { $0.key.description == name }),
              let value = matched.typedValue,
              let element = ElementRegistry.shared.existingElement(for: object),
              let (target, binding) = StyleApplication.resolve(key, on: object, element: element, styler: nil) else { return false }
        let expected = binding.convert(value, ConversionContext.of(target, strings: nil))
        let actual = binding.read(target, key.parameters)
        #expect(Self.same(actual, expected), "\(path): \(name) is \(String(describing: actual)) in UIKit, the cascade gives \(String(describing: expected))")
        return true
    }

    /// Whether two values a binding reads or converts are the same UIKit value.
    static func same(_ first: Any?, _ second: Any?) -> Bool {
        canonical(first) == canonical(second)
    }

    /// A value written out through UIKit's public getters: colors by their components, fonts
    /// by name and size, images by the name Livery loaded them by and their cap insets;
    /// enums, structs and optionals by their parts.
    static func canonical(_ value: Any?) -> String {
        guard let value else { return "nil" }
        switch value {
        case let color as UIColor:
            return "color\(UIKitParityTests.hex(color) ?? "?")"
        case let font as UIFont:
            return "font(\(font.fontName) \(font.pointSize))"
        case let image as UIImage:
            return "image(\(ImageLookup.name(of: image) ?? "?") \(image.capInsets))"
        case let text as NSAttributedString:
            return "attributed(\(text.string))"
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { canonical($0.value) } ?? "nil"
        }
        guard !mirror.children.isEmpty, mirror.displayStyle != .class else { return String(describing: value) }
        let parts = mirror.children.map { "\($0.label ?? ""):\(canonical($0.value))" }
        return "\(mirror.subjectType)(\(parts.joined(separator: ", ")))"
    }

    static func hex(_ color: UIColor?) -> String? {
        guard let color else { return nil }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        return "#" + [red, green, blue, alpha].map { String(format: "%02x", Int((Double($0) * 255).rounded())) }.joined()
    }

    /// The object's class and superclasses, by name.
    static func classChain(of object: AnyObject) -> [String] {
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            names.append(String(describing: current.subjectType))
            mirror = current.superclassMirror
        }
        return names
    }

    /// What the layout made children: subviews (a controller for its root view) but not
    /// the views UIKit makes itself that the catalog names as nested elements (a button's
    /// title label, a cell's content view).
    static func children(of object: AnyObject) -> [AnyObject] {
        if let controller = object as? UIViewController { return [controller.view] }
        guard let view = object as? UIView else { return [] }
        // The element's children: its subviews but nested views and UIKit's own parts (a
        // scroll view's indicators), which the printed tree does not have either.
        return ElementRegistry.shared.element(for: view).styleChildren.compactMap { child in
            child.object is UIViewController ? (child.object as? UIViewController)?.view : child.object
        }
    }
}
