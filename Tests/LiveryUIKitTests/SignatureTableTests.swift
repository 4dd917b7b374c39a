// Only where the stand-in exists (Linux): on Apple platforms the real UIKit is used.
#if canImport(UIKitStandIn)
import Foundation
import LiveryTestSupport
import Testing

/// The stand-in declares UIKit's API with Apple's signatures, and the table beside it
/// (`Tests/UIKitStandIn/Signatures/*.md`) lists each declaration as Apple's documentation
/// shows it. This test extracts the stand-in's symbol graph from the build and fails when a
/// declaration and its row differ, or when either lacks the other.
struct SignatureTableTests {
    @Test func everyStandInDeclarationMatchesItsTableRow() throws {
        let declared = try StandInSymbols.extract()
        let table = try SignatureTable.read()
        #expect(declared.count > 1000, "only \(declared.count) symbols extracted")
        var mismatches: [String] = []
        for (symbol, declaration) in declared.sorted(by: { $0.key < $1.key }) {
            guard let row = table[symbol] else {
                mismatches.append("\(symbol): no table row (declared `\(declaration)`)")
                continue
            }
            let expected = SignatureTable.normalize(row)
            let actual = SignatureTable.normalize(declaration)
            if expected != actual { mismatches.append("\(symbol): table `\(expected)` ≠ stand-in `\(actual)`") }
        }
        for symbol in table.keys.sorted() where declared[symbol] == nil {
            mismatches.append("\(symbol): in the table but not declared by the stand-in")
        }
        #expect(mismatches.isEmpty, Comment(rawValue: "\(mismatches.count) differences:\n" + mismatches.joined(separator: "\n")))
    }

    @Test func normalizationKeepsWhatMakesASignature() {
        // Optionality, labels and numeric types survive; modifiers Apple's pages omit do not.
        #expect(SignatureTable.normalize("var alpha: CGFloat") == "var alpha: CGFloat { get set }")
        #expect(SignatureTable.normalize("@MainActor override var alpha: CGFloat { get set }") == "var alpha: CGFloat { get set }")
        #expect(SignatureTable.normalize("var value: Float { get set }") != SignatureTable.normalize("var value: Double { get set }"))
        #expect(SignatureTable.normalize("init?(named name: String)") != SignatureTable.normalize("init(named name: String)"))
        #expect(SignatureTable.normalize("@MainActor class UIView : UIResponder") == "@MainActor class UIView")
        #expect(SignatureTable.normalize("@NSCopying var attributedText: NSAttributedString?")
            != SignatureTable.normalize("var attributedText: NSAttributedString?"))
        #expect(SignatureTable.normalize("@NSCopying class var `default`: NSParagraphStyle { get }")
            == SignatureTable.normalize("class var `default`: NSParagraphStyle { get }"))
    }
}

/// The stand-in module's own public declarations (not the standard library's conformance
/// members), by symbol path, from `swift-symbolgraph-extract` run on the built module.
enum StandInSymbols {
    static func extract() throws -> [String: String] {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var modules = executable.deletingLastPathComponent().appendingPathComponent("Modules")
        if !FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKitStandIn.swiftmodule").path) {
            modules = executable.deletingLastPathComponent()
        }
        let output = try Fixtures.scratchFolder("symbolgraph")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift-symbolgraph-extract", "-module-name", "UIKitStandIn", "-I", modules.path,
                             "-target", targetTriple, "-output-dir", output.path, "-minimum-access-level", "public"]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SymbolGraphError("swift-symbolgraph-extract failed (\(process.terminationStatus)) for \(modules.path)")
        }
        var symbols: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".symbols.json") {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let list = graph["symbols"] as? [[String: Any]] else { continue }
            for symbol in list {
                guard let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                      let path = symbol["pathComponents"] as? [String],
                      let fragments = symbol["declarationFragments"] as? [[String: Any]] else { continue }
                // Declared by the stand-in (directly, in an extension, or in a protocol
                // extension it conforms to) — not the standard library's defaults.
                let origin = identifier.components(separatedBy: "::SYNTHESIZED::")[0]
                guard origin.contains("12UIKitStandIn") else { continue }
                let name = path.joined(separator: ".")
                guard !exempt.contains(path.last ?? ""), !name.contains("._") else { continue }
                symbols[name] = fragments.compactMap { $0["spelling"] as? String }.joined()
            }
        }
        return symbols
    }

    /// Members every raw-value type has; the table leaves them out.
    static let exempt: Set<String> = ["rawValue", "init(rawValue:)", "hashValue", "hash(into:)"]

    static var targetTriple: String {
        var info = utsname()
        uname(&info)
        let machine = withUnsafeBytes(of: &info.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(machine)-unknown-linux-gnu"
    }
}

struct SymbolGraphError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The signature tables: symbol → declaration as Apple's documentation shows it.
enum SignatureTable {
    static func read() throws -> [String: String] {
        let folder = Fixtures.repository.appendingPathComponent("Tests/UIKitStandIn/Signatures")
        var rows: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".md") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("| `") {
                let cells = cells(of: String(line))
                guard cells.count >= 2 else { continue }
                rows[unquote(cells[0])] = unquote(cells[1])
            }
        }
        return rows
    }

    /// The cells of a Markdown table row, splitting on `|` outside code spans.
    static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var ticks = 0
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "`" {
                var run = 0
                while index < line.endIndex, line[index] == "`" { run += 1; index = line.index(after: index) }
                current += String(repeating: "`", count: run)
                ticks = ticks == 0 ? run : (ticks == run ? 0 : ticks)
                continue
            }
            if character == "|", ticks == 0 {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            index = line.index(after: index)
        }
        return cells.filter { !$0.isEmpty }
    }

    /// A code span's content (`` `x` `` or ``` `` x `` ```).
    static func unquote(_ cell: String) -> String {
        var text = cell
        while text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 {
            text = String(text.dropFirst().dropLast())
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// A declaration without what Apple's pages leave out or Swift forces on a stand-in:
    /// access and inheritance modifiers, member `@MainActor` (the class carries it),
    /// `optional` (Swift protocols have none), superclasses of type rows, `class let`
    /// spelled `static let`, `@NSCopying` on a property you can only get (Apple's pages keep
    /// it from the Objective-C `copy` attribute; Swift allows it only where there is a setter
    /// to copy in, and a getter copies nothing); a stored `var` reads as `{ get set }`, a
    /// `let` as `var … { get }`.
    static func normalize(_ declaration: String) -> String {
        var words = declaration.split(whereSeparator: \.isWhitespace).map(String.init)
        let dropped: Set<String> = ["open", "public", "override", "required", "convenience", "nonisolated", "final",
                                    "@preconcurrency", "dynamic", "@objc", "optional"]
        words.removeAll { dropped.contains($0) }
        let isType = words.contains { ["class", "struct", "enum", "protocol"].contains($0) }
            && !words.contains { ["var", "let", "func", "init", "init?", "case"].contains($0) || $0.hasPrefix("init") }
        if !isType { words.removeAll { $0 == "@MainActor" } }
        var text = words.joined(separator: " ")
        if isType, let colon = text.range(of: " :") { text = String(text[..<colon.lowerBound]) }
        text = text.replacingOccurrences(of: "class let ", with: "static let ")
            .replacingOccurrences(of: "class var ", with: "static var ")
        if let index = words.firstIndex(of: "let"), !isType, words.count > index + 1 {
            // A constant reads as a property you can only get.
            text = text.replacingOccurrences(of: "let ", with: "var ", options: [], range: text.range(of: "let "))
            if !text.hasSuffix("}") { text += " { get }" }
        }
        let isProperty = words.contains("var")
        if isProperty, !text.hasSuffix("}") { text += " { get set }" }
        if text.hasSuffix("{ get }") { text = text.replacingOccurrences(of: "@NSCopying ", with: "") }
        return text
    }
}
#endif
