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
import LiveryUIKit
import LiveryValues
import Testing

/// The same layout and stylesheets, built into UIKit views by the UIKit backend and printed
/// by `livery style --format json`, agree element by element: type, id, classes, every
/// property the command prints, and the frame. (Text is measured with the approximate
/// measurer on both sides, the one `livery style` uses.)
@MainActor
struct UIKitParityTests {
    nonisolated static let screens: [(layout: String, stylesheet: String)] = [
        ("Examples/Inbox/inbox.xml", "Examples/Inbox/inbox.css"),
        ("Tests/Fixtures/style/login.xml", "Tests/Fixtures/style/login.css"),
        ("Tests/Fixtures/style/relative.xml", "Tests/Fixtures/style/relative.css"),
    ]

    @Test(arguments: screens.indices)
    func viewsEqualWhatLiveryStylePrints(_ index: Int) throws {
        let (layout, stylesheet) = Self.screens[index]
        let layoutPath = Fixtures.repository.appendingPathComponent(layout).path
        let stylesheetPath = Fixtures.repository.appendingPathComponent(stylesheet).path
        let result = try LiveryProcess.run(["style", "--format", "json", "--layout", layoutPath, "--stylesheet", stylesheetPath])
        #expect(result.status == 0, "\(result.stderr)")
        let printed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let expectedRoot = try #require(printed["root"] as? [String: Any])

        let backend = UIKitLayoutBackend(builder: ViewBuilder(), textMeasurement: .approximate)
        let screen = StyledViews(layoutPath: layoutPath, stylesheetPaths: [stylesheetPath], backend: backend)
        let root = try #require(backend.built?.root)
        var compared = 0
        compare(root, with: expectedRoot, path: "root", compared: &compared)
        #expect(compared >= 5, "\(compared) elements compared")
        _ = screen
    }

    /// Compares a built object (and its subtree) with the element the command printed.
    func compare(_ object: AnyObject, with expected: [String: Any], path: String, compared: inout Int) {
        compared += 1
        let view = (object as? UIView) ?? (object as? UIViewController)?.view
        let style = view.flatMap { $0.livery.computedStyle } ?? (object as? UIViewController)?.livery.computedStyle
        let typeName = (expected["type"] as? String) ?? "?"
        #expect(Self.classChain(of: object).contains(typeName), "\(path): \(type(of: object)) is not a \(typeName)")
        let livery = (object as? UIView)?.livery ?? (object as? UIViewController)?.livery
        #expect(livery?.styleID == expected["id"] as? String, "\(path): id")
        #expect(livery?.styleClasses == (expected["classes"] as? [String] ?? []), "\(path): classes")
        if let frame = expected["frame"] as? [String: Double], let view, !(object is UIViewController) {
            let actual = view.frame
            for (name, value) in [("x", actual.origin.x), ("y", actual.origin.y), ("width", actual.width), ("height", actual.height)] {
                #expect(abs(Double(value) - (frame[name] ?? .nan)) < 0.001, "\(path) (\(typeName)): frame \(name) \(value) ≠ \(frame[name] ?? .nan)")
            }
        }
        for (name, value) in (expected["properties"] as? [String: Any]) ?? [:] {
            checkProperty(name, value, of: object, style: style, path: path)
        }
        let children = (expected["children"] as? [[String: Any]]) ?? []
        let actualChildren = Self.children(of: object)
        #expect(actualChildren.count == children.count, "\(path): \(actualChildren.count) children, printed \(children.count)")
        for (index, (child, expectedChild)) in zip(actualChildren, children).enumerated() {
            compare(child, with: expectedChild, path: "\(path)/\(index)", compared: &compared)
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
    /// the views UIKit adds itself (a button's title label and image view).
    static func children(of object: AnyObject) -> [AnyObject] {
        if let controller = object as? UIViewController { return controller.view.subviews }
        guard let view = object as? UIView else { return [] }
        return view.subviews.filter { subview in
            if let button = view as? UIButton, subview === button.titleLabel || subview === button.imageView { return false }
            if let field = view as? UITextField, subview === field.leftView || subview === field.rightView { return false }
            return true
        }
    }
}
