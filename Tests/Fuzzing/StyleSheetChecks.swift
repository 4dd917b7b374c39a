import LiveryCore
import LiverySyntax
import LiveryTestSupport
import LiveryValues

/// Properties of Livery CSS loading, value typing and selectors.
enum StyleSheetChecks {
    /// Loads `text` as a Livery CSS sheet from memory (imports find nothing).
    static func load(_ bytes: [UInt8], path: String = "fuzz.css") -> StyleSheet {
        StyleSheetLoader(sourceLoader: InMemorySourceLoader([:])).load(SourceFile(path: path, bytes: bytes))
    }

    static func load(_ text: String) -> StyleSheet { load(Array(text.utf8)) }

    /// Diagnostics positioned and bounded; rules and declarations inside the file; the
    /// same input always gives the same result.
    static func checkStyleSheet(_ bytes: [UInt8], _ failures: inout FuzzFailures) {
        let sheet = load(bytes)
        DiagnosticChecks.check(sheet.diagnostics, &failures)
        for rule in sheet.rules {
            failures.expect(!rule.selectors.isEmpty, "a rule without selectors at \(rule.span)")
            DiagnosticChecks.checkSpan(rule.span, "a rule", &failures)
            for declaration in rule.declarations {
                DiagnosticChecks.checkSpan(declaration.span, "declaration \(declaration.property)", &failures)
            }
        }
        let again = load(bytes)
        failures.expect(sameResult(again, sheet), "loading the same sheet twice gave different results")
    }

    /// Whether two loads produced the same diagnostics (ids and places) and the same rules.
    /// Selectors compare as values: printing every one of thousands of nested selectors
    /// would cost more than the load itself.
    static func sameResult(_ a: StyleSheet, _ b: StyleSheet) -> Bool {
        a.diagnostics.map { "\($0.id) \($0.span.range.start)" } == b.diagnostics.map { "\($0.id) \($0.span.range.start)" }
            && a.rules.count == b.rules.count
            && zip(a.rules, b.rules).allSatisfy { first, second in
                first.selectors == second.selectors
                    && first.declarations.map { "\($0.property): \($0.value.cssText)" }
                        == second.declarations.map { "\($0.property): \($0.value.cssText)" }
            }
    }

    /// Every catalog property (owner and name), sorted, so that an input's first two bytes
    /// pick the same property in every run.
    static let properties: [(owner: String, name: String)] = PropertyCatalog.standard.classes.values
        .flatMap { definition in definition.properties.values.map { (owner: definition.name, name: $0.name) } }
        .sorted { ($0.owner, $0.name) < ($1.owner, $1.name) }

    /// The first two bytes pick a catalog property, the rest is its value. Whatever types,
    /// printed back as CSS, types again to the same value.
    static func checkValues(_ bytes: [UInt8], _ failures: inout FuzzFailures) {
        guard bytes.count >= 2 else { return }
        let property = properties[(Int(bytes[0]) << 8 | Int(bytes[1])) % properties.count]
        let prefix = Array("\(property.owner) { \(property.name): ".utf8)
        let sheet = load(prefix + bytes.dropFirst(2) + Array(" }".utf8))
        DiagnosticChecks.check(sheet.diagnostics, &failures)
        for rule in sheet.rules {
            let selectors = rule.selectors.map(\.description).joined(separator: ", ")
            for declaration in rule.declarations { checkRoundTrip(declaration, selectors: selectors, &failures) }
        }
    }

    /// A typed declaration, printed back as CSS under the same selectors, types again to the
    /// same value.
    static func checkRoundTrip(_ declaration: Declaration, selectors: String, _ failures: inout FuzzFailures) {
        for (type, typed) in declaration.typedValues {
            let printed = typed.cssText
            let reread = load("\(selectors) { \(declaration.property): \(printed) }")
            let retyped = reread.rules.first?.declarations.first?.typedValues[type]
            guard let retyped else {
                let typed = reread.rules.flatMap(\.declarations).map { "\($0.property): \($0.typedValues.keys.map(\.description))" }
            let reasons = (reread.diagnostics.map { "\($0.id): \($0.message)" } + typed).joined(separator: "; ")
                failures.fail("\(selectors) { \(declaration.property) } as \(type): printed `\(printed)` does not type again (\(reasons))")
                continue
            }
            failures.expect(retyped.cssText == printed,
                            "\(declaration.property) as \(type): `\(printed)` reads back as `\(retyped.cssText)`")
        }
    }

    /// A tree with types, ids, classes, states and nested elements for selectors to match.
    static func sampleTree() -> TestElement {
        let root = TestElement("UIView", id: "root", classes: ["a", "screen"])
        let list = root.add(TestElement("UITableView", id: "list", classes: ["a", "b"]))
        for index in 0..<4 {
            let cell = list.add(TestElement("UITableViewCell", classes: index.isMultiple(of: 2) ? ["a", "even"] : ["b"]))
            let label = cell.add(TestElement("UILabel", id: "title\(index)", classes: ["a", "title"]))
            label.styleState = index == 1 ? [.highlighted] : []
            cell.add(TestElement("UIButton", classes: ["a", "b", "action"]))
        }
        let button = root.add(TestElement("UIButton", id: "go", classes: ["c"]))
        button.nest("titleLabel", TestElement("UILabel", classes: ["a"]))
        return root
    }

    /// The input is a selector list. What loads prints back to the same selectors, and
    /// styles a tree (matching stays bounded: libFuzzer's timeout catches a blow-up).
    static func checkSelectors(_ bytes: [UInt8], _ failures: inout FuzzFailures) {
        let sheet = load(bytes + Array(" { alpha: 0.5 }".utf8))
        DiagnosticChecks.check(sheet.diagnostics, &failures)
        for rule in sheet.rules where !rule.selectors.isEmpty {
            let printed = rule.selectors.map(\.description).joined(separator: ", ")
            let reread = load(printed + " { alpha: 0.5 }")
            let selectors = reread.rules.first?.selectors ?? []
            failures.expect(selectors == rule.selectors,
                            "selectors `\(printed)` read back as `\(selectors.map(\.description).joined(separator: ", "))`")
        }
        let manager = StylingManager<TestElement>()
        manager.add(sheet)
        let root = sampleTree()
        manager.style(root)
        for element in root.all {
            failures.expect(element.computedStyle != nil, "\(element.path) was not styled")
        }
    }
}
