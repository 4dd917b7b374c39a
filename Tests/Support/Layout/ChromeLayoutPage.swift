import Foundation

/// Lays out fixture trees in headless Chromium: one HTML page holds a batch of trees,
/// its script builds them as `<div>`s with their inline styles, and records every
/// node's border box (`getBoundingClientRect`) relative to its parent's, in LTR and with
/// `dir="rtl"` on each root.
///
/// The page sets Livery's defaults on every `div` (column direction, `flex-shrink: 0`,
/// `align-content: flex-start`, border-box sizing, `position: relative`, solid zero
/// borders) and places each tree absolutely in a zero-sized container, as the Yoga
/// fixtures' harness does, so `ChromeFixtureRunner.layout` lays the trees out alike.
/// Frames of `display: none` subtrees and `display: contents` boxes are zero.
public enum ChromeLayoutPage {
    /// The trees with their `ltr` and `rtl` frames as Chromium computed them.
    public static func render(_ trees: [ChromeFixtureNode]) throws -> [ChromeFixtureNode] {
        let folder = try Fixtures.scratchFolder("livery-layout-page")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("trees.html")
        try html(trees).write(to: page, atomically: true, encoding: .utf8)
        return try frames(fromDOM: Chromium.dumpDOM(of: page), trees: trees)
    }

    /// The page for a batch of trees.
    public static func html(_ trees: [ChromeFixtureNode]) throws -> String {
        let encoder = JSONEncoder()
        let json = String(decoding: try encoder.encode(trees.map(StyleTree.init)), as: UTF8.self)
            .replacingOccurrences(of: "</", with: "<\\/")
        return """
            <!DOCTYPE html>
            <html><head><meta charset="UTF-8"><style>
            body { margin: 0; padding: 0; font: 10px/1 monospace; }
            div { box-sizing: border-box; position: relative; display: flex; flex-direction: column;
                  align-items: stretch; align-content: flex-start; justify-content: flex-start;
                  flex-shrink: 0; margin: 0; padding: 0; border: 0 solid black; }
            #container { position: absolute; }
            #container > div { position: absolute; }
            </style></head><body>
            <div id="container"></div>
            <script type="application/json" id="livery-trees">\(json)</script>
            <script>\(script)</script>
            </body></html>
            """
    }

    /// A tree as nested `<div>`s with inline styles (a reproduction to paste into a page
    /// that sets the defaults of `html(_:)`), indented two spaces per level.
    public static func markup(_ tree: ChromeFixtureNode, indent: String = "") -> String {
        let style = tree.style.keys.sorted().map { "\($0): \(tree.style[$0]!)" }.joined(separator: "; ")
        let open = style.isEmpty ? "<div>" : "<div style=\"\(style)\">"
        if tree.children.isEmpty { return indent + open + (tree.text ?? "") + "</div>" }
        let children = tree.children.map { markup($0, indent: indent + "  ") }
        return ([indent + open] + children + [indent + "</div>"]).joined(separator: "\n")
    }

    /// Reads the frames the page recorded into copies of `trees`.
    public static func frames(fromDOM dom: String, trees: [ChromeFixtureNode]) throws -> [ChromeFixtureNode] {
        let open = "<script type=\"application/json\" id=\"livery-result\">"
        guard let start = dom.range(of: open), let end = dom.range(of: "</script>", range: start.upperBound..<dom.endIndex)
        else { throw Chromium.Failure(description: "the layout page recorded no result") }
        let result = try JSONDecoder().decode(PageResult.self, from: Data(dom[start.upperBound..<end.lowerBound].utf8))
        guard result.ltr.count == trees.count, result.rtl.count == trees.count else {
            throw Chromium.Failure(description: "the layout page recorded \(result.ltr.count) of \(trees.count) trees")
        }
        return trees.indices.map { index in
            var tree = trees[index]
            var ltr = result.ltr[index][...], rtl = result.rtl[index][...]
            fill(&tree, ltr: &ltr, rtl: &rtl)
            return tree
        }
    }

    /// Sets frames in document order from the recorded `[x, y, width, height]` lists.
    private static func fill(
        _ node: inout ChromeFixtureNode, ltr: inout ArraySlice<[Double]>, rtl: inout ArraySlice<[Double]>
    ) {
        func frame(_ values: [Double]?) -> ExpectedFrame {
            guard let v = values, v.count == 4 else { return .zero }
            return ExpectedFrame(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        node.ltr = frame(ltr.popFirst())
        node.rtl = frame(rtl.popFirst())
        for index in node.children.indices { fill(&node.children[index], ltr: &ltr, rtl: &rtl) }
    }

    /// The part of a tree the page needs.
    private struct StyleTree: Encodable {
        var style: [String: String]
        var text: String?
        var children: [StyleTree]

        init(_ node: ChromeFixtureNode) {
            style = node.style
            text = node.text
            children = node.children.map(StyleTree.init)
        }
    }

    /// Per tree, the frames of its nodes in document order.
    private struct PageResult: Decodable {
        var ltr: [[[Double]]]
        var rtl: [[[Double]]]
    }

    /// Builds the trees, lays them out and writes the frames into `#livery-result`.
    private static let script = """
        (function () {
          'use strict';
          const trees = JSON.parse(document.getElementById('livery-trees').textContent);
          const container = document.getElementById('container');
          function build(node) {
            const element = document.createElement('div');
            for (const name of Object.keys(node.style).sort()) element.style.setProperty(name, node.style[name]);
            if (node.text) element.appendChild(document.createTextNode(node.text));
            for (const child of node.children) element.appendChild(build(child));
            return element;
          }
          const roots = trees.map(build);
          for (const root of roots) container.appendChild(root);
          function hidden(element, root) {
            for (let e = element; e && e !== root.parentElement; e = e.parentElement) {
              if (getComputedStyle(e).display === 'none') return true;
            }
            return false;
          }
          function boxOwner(element) {
            let e = element.parentElement;
            while (e && getComputedStyle(e).display === 'contents') e = e.parentElement;
            return e;
          }
          function record(root) {
            const out = [];
            (function walk(element) {
              if (getComputedStyle(element).display === 'contents' || hidden(element, root)) {
                out.push([0, 0, 0, 0]);
              } else {
                const r = element.getBoundingClientRect();
                const p = boxOwner(element).getBoundingClientRect();
                out.push([r.left - p.left, r.top - p.top, r.width, r.height]);
              }
              for (const child of element.children) walk(child);
            })(root);
            return out;
          }
          const ltr = roots.map(record);
          for (const root of roots) root.setAttribute('dir', 'rtl');
          const rtl = roots.map(record);
          const out = document.createElement('script');
          out.type = 'application/json';
          out.id = 'livery-result';
          out.textContent = JSON.stringify({ ltr: ltr, rtl: rtl });
          document.body.appendChild(out);
        })();
        """
}
