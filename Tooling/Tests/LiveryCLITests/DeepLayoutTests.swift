import Foundation
import LiveryDocument
import LiveryTestSupport
import LiveryToolingTestSupport
import Testing

/// A layout 10,000 levels deep through every output of the command-line tool: each one
/// finishes, its text stays in proportion to the tree (indentation stops growing), and the
/// innermost element comes out with its frame.
struct DeepLayoutTests {
    static let depth = LayoutDocument.maximumDepth

    /// `<view class="n">` nested `depth` deep (the innermost `#leaf`, 10 points tall); each
    /// level sits in its parent's 1-point left padding, in a screen 20,000 points wide.
    static let layout = "<layout>\n<style>\n.n { padding-left: 1; }\n#leaf { height: 10; backgroundColor: red; }\n</style>\n"
        + String(repeating: "<view class=\"n\">", count: depth - 1) + "<view class=\"n\" id=\"leaf\"/>"
        + String(repeating: "</view>", count: depth - 1) + "\n</layout>\n"

    static let screen = ["--layout", "deep.xml", "--env", "screen=20000x30000"]
    /// The innermost element's width: the screen less one point per level above it.
    static let leafWidth = 20_000 - (depth - 1)

    /// Runs the command with a 1 MB main thread (iOS's): nothing may recurse per level.
    func run(_ arguments: [String]) throws -> LiveryProcess.Result {
        let folder = try Fixtures.scratchFolder(["deep.xml": Self.layout])
        defer { try? FileManager.default.removeItem(at: folder) }
        return try LiveryProcess.run(arguments, in: folder, stackLimit: 1024)
    }

    /// The deepest nesting of `[` and `{` outside strings, or `nil` when the brackets do not
    /// balance (a check of the JSON's shape that no recursive parser could make at this depth).
    static func nestingDepth(ofJSON text: String) -> Int? {
        var depth = 0, deepest = 0
        var inString = false, escaped = false
        for byte in text.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return nil }
            default: break
            }
        }
        return depth == 0 && !inString ? deepest : nil
    }

    @Test func styleJSON() throws {
        let result = try run(["style", "--format", "json"] + Self.screen)
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout
        // The document, then for each element its object and its children array; the
        // innermost holds its frame and properties objects.
        #expect(Self.nestingDepth(ofJSON: text) == 1 + 2 * Self.depth)
        #expect(text.components(separatedBy: "\"type\": \"UIView\"").count - 1 == Self.depth)
        let leaf = try #require(text.range(of: "\"id\": \"leaf\""))
        let rest = String(text[leaf.upperBound...].prefix(2_000))
        let frame = rest.components(separatedBy: .whitespacesAndNewlines).joined()
        #expect(frame.contains("\"frame\":{\"x\":1,\"y\":0,\"width\":\(Self.leafWidth),\"height\":10}"))
        // Indentation stops growing: no line is longer than a few hundred characters.
        #expect(text.split(separator: "\n").allSatisfy { $0.utf8.count < 400 })
        #expect(text.hasSuffix("\"diagnostics\": []\n}\n"))
    }

    @Test func styleText() throws {
        let result = try run(["style"] + Self.screen)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        let heads = lines.filter { $0.contains("UIView") }
        #expect(heads.count == Self.depth)
        #expect(heads.first == "UIView.n (0, 0, 20000, 30000)")
        #expect(heads.last == Substring(String(repeating: "  ", count: 64) + "[\(Self.depth - 1)] UIView#leaf.n (1, 0, \(Self.leafWidth), 10)"))
        #expect(lines.allSatisfy { $0.utf8.count < 400 })
    }

    @Test func renderSVG() throws {
        let result = try run(["render", "--out", "-"] + Self.screen)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = result.stdout
        #expect(svg.components(separatedBy: "<g ").count - 1 == Self.depth)
        #expect(svg.components(separatedBy: "</g>").count - 1 == Self.depth)
        let leaf = try #require(svg.range(of: "data-id=\"leaf\""))
        let line = svg[leaf.lowerBound...].prefix { $0 != "\n" }
        #expect(line.contains("transform=\"translate(1 0)\""))
        let next = svg[leaf.upperBound...].split(separator: "\n").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(next == "<rect width=\"\(Self.leafWidth)\" height=\"10\" fill=\"#ff0000\"/>")
    }

    @Test func renderHTML() throws {
        let result = try run(["render", "--out", "-", "--as", "html"] + Self.screen)
        #expect(result.status == 0, "\(result.stderr)")
        let html = result.stdout
        #expect(html.components(separatedBy: "<div class=\"lv\"").count - 1 == Self.depth)
        let leaf = try #require(html.range(of: "data-id=\"leaf\""))
        let line = html[leaf.lowerBound...].prefix { $0 != "\n" }
        #expect(line.contains("left:1px;top:0px;width:\(Self.leafWidth)px;height:10px;background-color:"))
    }

    @Test func explainTheInnermostElement() throws {
        let result = try run(["explain", "--element", "leaf"] + Self.screen)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("UIView#leaf.n\n"))
        #expect(result.stdout.contains("✓ 1  .n  deep.xml:3:"))
        #expect(result.stdout.contains("✓ 10  #leaf  deep.xml:4:"))
    }
}
