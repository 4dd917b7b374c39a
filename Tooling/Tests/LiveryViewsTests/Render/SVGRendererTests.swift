import LiveryViews
import Testing

/// The SVG renderer's output, fragment by fragment, on small screens.
struct SVGRendererTests {
    static func svg(_ css: String, layout: String = "<view id=\"root\"><view id=\"box\"/></view>") -> String {
        SVGRenderer.render(RenderTest.screen(layout, css: "#root { width: 200; height: 100; } " + css,
                                             environment: ["screen=100x200", "orientation=landscape"]))
    }

    @Test func documentHasTheWindowSizeAndBackground() {
        let svg = Self.svg("")
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\" viewBox=\"0 0 200 100\">\n<title>screen.xml</title>\n<rect width=\"200\" height=\"100\" fill=\"#ffffff\"/>\n"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test(arguments: [
        ("#box { width: 50; height: 20; backgroundColor: #ff000080; }",
         ["<g data-type=\"UIView\" data-id=\"box\" transform=\"translate(0 0)\">", "<rect width=\"50\" height=\"20\" fill=\"#ff0000\" fill-opacity=\"0.502\"/>"]),
        ("#box { width: 50; height: 20; backgroundColor: white; cornerRadius: 6; borderWidth: 2; borderColor: #123456; }",
         ["<rect width=\"50\" height=\"20\" rx=\"6\" fill=\"#ffffff\"/>",
          "<rect x=\"1\" y=\"1\" width=\"48\" height=\"18\" rx=\"5\" fill=\"none\" stroke=\"#123456\" stroke-width=\"2\"/>"]),
        ("#box { width: 40; height: 40; cornerRadius: 100; backgroundColor: red; alpha: 0.25; }",
         ["<g data-type=\"UIView\" data-id=\"box\" transform=\"translate(0 0)\" opacity=\"0.25\">", "<rect width=\"40\" height=\"40\" rx=\"20\" fill=\"#ff0000\"/>"]),
        ("#box { width: 40; height: 20; margin-left: 10; transform: rotate(90); backgroundColor: red; }",
         ["<g data-type=\"UIView\" data-id=\"box\" transform=\"translate(10 0) matrix(0 1 -1 0 30 -10)\">"]),
        ("#box { width: 40; height: 20; backgroundColor: linear-gradient(90deg, red, blue); }",
         ["<linearGradient id=\"lv-1\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"10\" x2=\"40\" y2=\"10\"><stop offset=\"0\" stop-color=\"#ff0000\"/><stop offset=\"1\" stop-color=\"#0000ff\"/></linearGradient>",
          "<rect width=\"40\" height=\"20\" fill=\"url(#lv-1)\"/>"]),
        ("#box { width: 40; height: 20; backgroundColor: linear-gradient(90deg, red 25%, blue 75%); }",
         ["<stop offset=\"0.25\" stop-color=\"#ff0000\"/><stop offset=\"0.75\" stop-color=\"#0000ff\"/>"]),
    ] as [(String, [String])])
    func elementFragments(css: String, fragments: [String]) {
        let svg = Self.svg(css)
        for fragment in fragments {
            #expect(svg.contains(fragment), "\(fragment) not in\n\(svg)")
        }
    }

    @Test func hiddenElementsAndTheirChildrenAreNotDrawn() {
        let svg = Self.svg("#box { hidden: YES; width: 10; height: 10; }",
                           layout: "<view id=\"root\"><view id=\"box\"><view id=\"child\"/></view></view>")
        #expect(!svg.contains("data-id=\"box\""))
        #expect(!svg.contains("data-id=\"child\""))
    }

    @Test func clipsToBoundsClipsChildrenToTheRoundedBounds() {
        let svg = Self.svg("#box { width: 40; height: 30; cornerRadius: 5; clipsToBounds: YES; } #child { width: 80; height: 10; }",
                           layout: "<view id=\"root\"><view id=\"box\"><view id=\"child\"/></view></view>")
        #expect(RenderTest.lines(svg, containing: "lv-1") == [
            "<clipPath id=\"lv-1\"><rect width=\"40\" height=\"30\" rx=\"5\"/></clipPath>",
            "<g clip-path=\"url(#lv-1)\">",
        ])
    }

    @Test func labelTextIsPlacedAtItsBaselineWithFontAndColor() {
        let svg = Self.svg("#title { font: bold 20 system; textColor: #222222; textAlignment: center; width: 200; height: 40; }",
                           layout: "<view id=\"root\"><label id=\"title\">Hi &amp; &lt;bye&gt;</label></view>")
        // Block of one 24-point line centred in 40 points: top 8; baseline 8 + (24 - 22.34)/2 + 18.1.
        #expect(RenderTest.lines(svg, containing: "<text") == [
            "<text font-family=\"-apple-system, &#39;SF Pro Text&#39;, &#39;Helvetica Neue&#39;, Helvetica, Arial, &#39;Liberation Sans&#39;, sans-serif\" font-size=\"20\" font-weight=\"700\" fill=\"#222222\" text-anchor=\"middle\"><tspan x=\"100\" y=\"26.93\">Hi &amp; &lt;bye&gt;</tspan></text>",
        ])
    }

    @Test func buttonTitleFollowsItsState() {
        let svg = Self.svg("button { titleColor(normal): #111111; titleColor(selected): #ee0000; title(selected): On; }",
                           layout: "<view id=\"root\"><button id=\"a\">Off</button><button id=\"b\" selected=\"true\">Off</button></view>")
        let texts = RenderTest.lines(svg, containing: "<text")
        #expect(texts.count == 2)
        #expect(texts[0].contains("fill=\"#111111\"") && texts[0].contains(">Off</tspan>"))
        #expect(texts[1].contains("fill=\"#ee0000\"") && texts[1].contains(">On</tspan>"))
    }

    @Test func userTextCannotBreakTheDocument() {
        let svg = Self.svg("",
                           layout: "<view id=\"root\" class=\"a&quot;b x&lt;y\"><label id=\"l\">]]&gt; &lt;/svg&gt;</label></view>")
        #expect(svg.contains("data-classes=\"a&quot;b x&lt;y\""))
        #expect(svg.contains(">]]&gt; &lt;/svg&gt;</tspan>"))
    }

    @Test func imageViewsAreLabelledPlaceholders() {
        let svg = Self.svg("#photo { width: 80; height: 40; }",
                           layout: "<view id=\"root\"><imageView id=\"photo\" src=\"cat&lt;1&gt;.png\"/></view>")
        #expect(svg.contains("<rect x=\"0.5\" y=\"0.5\" width=\"79\" height=\"39\" fill=\"#8e8e93\" fill-opacity=\"0.2\" stroke=\"#8e8e93\" stroke-opacity=\"0.6\" stroke-dasharray=\"4 3\"/>"))
        #expect(svg.contains(">cat&lt;1&gt;.png</tspan>"))
    }

    @Test func textFieldsShowTheirPlaceholderInPlaceholderGray() {
        let svg = Self.svg("#field { width: 150; height: 30; textColor: red; }",
                           layout: "<view id=\"root\"><textField id=\"field\" placeholder=\"Search\"/></view>")
        let texts = RenderTest.lines(svg, containing: "<text")
        #expect(texts.count == 1)
        #expect(texts.first?.contains("fill=\"#3c3c43\" fill-opacity=\"0.298\"><tspan x=\"0\"") == true)
        #expect(texts.first?.contains(">Search</tspan>") == true)
    }
}
