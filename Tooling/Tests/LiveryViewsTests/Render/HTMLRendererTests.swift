import Testing
@testable import LiveryViews

/// The HTML renderer's page and element markup, and the escaping shared by both renderers.
struct HTMLRendererTests {
    static func html(_ css: String, layout: String = "<view id=\"root\"><view id=\"box\"/></view>",
                     options: HTMLRenderer.Options = HTMLRenderer.Options()) -> String {
        HTMLRenderer.render(RenderTest.screen(layout, css: "#root { width: 200; height: 100; } " + css,
                                              environment: ["screen=100x200", "orientation=landscape"]), options: options)
    }

    @Test func pageIsSelfContained() {
        let html = Self.html("")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(html.contains("<div class=\"lv-screen\" data-title=\"screen.xml\" style=\"width:200px;height:100px;background:#ffffff\">"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="))
    }

    @Test(arguments: [
        ("#box { width: 50; height: 20; margin-left: 5; backgroundColor: #ff000080; cornerRadius: 4; alpha: 0.5; }",
         "<div class=\"lv\" data-type=\"UIView\" data-id=\"box\" style=\"left:5px;top:0px;width:50px;height:20px;background-color:#ff000080;border-radius:4px;opacity:0.5\">"),
        ("#box { width: 40; height: 20; transform: rotate(90) translate(3, 4); clipsToBounds: YES; }",
         "<div class=\"lv\" data-type=\"UIView\" data-id=\"box\" style=\"left:0px;top:0px;width:40px;height:20px;transform:matrix(0,1,-1,0,3,4);overflow:hidden\">"),
        ("#box { width: 40; height: 20; backgroundColor: linear-gradient(red, blue); }",
         "<div class=\"lv\" data-type=\"UIView\" data-id=\"box\" style=\"left:0px;top:0px;width:40px;height:20px;background-image:linear-gradient(180deg,#ff0000 0%,#0000ff 100%)\">"),
        ("#box { width: 40; height: 20; borderWidth: 2; borderColor: blue; cornerRadius: 3; }",
         "<div class=\"lv-border\" style=\"border:2px solid #0000ff;border-radius:3px\"></div>"),
    ] as [(String, String)])
    func elementMarkup(css: String, fragment: String) {
        let html = Self.html(css)
        #expect(html.contains(fragment), "\(fragment) not in\n\(html)")
    }

    @Test func hiddenElementsAreNotDrawn() {
        #expect(!Self.html("#box { hidden: YES; }").contains("data-id=\"box\""))
    }

    @Test func textLinesAreBrokenAsTheLayoutMeasuredThem() {
        let html = Self.html("#l { width: 100; numberOfLines: 2; font: 10 system; textColor: #333333; }",
                             layout: "<view id=\"root\"><label id=\"l\">one two three four five six seven eight nine ten eleven twelve</label></view>")
        #expect(RenderTest.lines(html, containing: "<div class=\"lv-line\"") == [
            "<div class=\"lv-line\" style=\"left:0px;top:0px;width:1100px;height:12px;line-height:12px\">one two three four five</div>",
            "<div class=\"lv-line\" style=\"left:0px;top:12px;width:1100px;height:12px;line-height:12px\">six seven eight nine t…</div>",
        ])
    }

    /// A line count too large for an `Int` (which traps past its range) is bounded: the text
    /// draws on as many lines as it needs.
    @Test func aHugeLineCountIsBounded() {
        let html = Self.html("#l { width: 100; numberOfLines: 1e300; font: 10 system; }",
                             layout: "<view id=\"root\"><label id=\"l\">one two three four five six seven eight nine ten eleven twelve</label></view>")
        #expect(RenderTest.lines(html, containing: "<div class=\"lv-line\"").count == 3)
    }

    @Test func userTextIdsAndClassesAreEscaped() {
        let html = Self.html("", layout: """
            <view id="root" class="x&quot;onload=&quot;alert(1)"><label id="a&lt;b">&lt;script&gt;alert('x')&lt;/script&gt;</label></view>
            """)
        #expect(html.contains("data-classes=\"x&quot;onload=&quot;alert(1)\""))
        #expect(html.contains("data-id=\"a&lt;b\""))
        #expect(html.contains(">&lt;script&gt;alert('x')&lt;/script&gt;</div>"))
        #expect(!html.contains("<script>"))
    }

    @Test func fontNamesCannotLeaveTheirCSSString() {
        let html = Self.html("#l { font: \"Evil'; background:url(x)<b>\" 12; }", layout: "<view id=\"root\"><label id=\"l\">Hi</label></view>")
        #expect(html.contains("font-family:&#39;Evil\\27 \\3b  background:url(x)\\3c b\\3e &#39;, -apple-system"))
    }

    @Test func scriptsAreAddedAtTheEndOfTheBody() {
        let options = HTMLRenderer.Options(title: "Preview <1>", scripts: ["const ws = new WebSocket('ws://x/ws'); // </script><b>"])
        let html = Self.html("", options: options)
        #expect(html.contains("<title>Preview &lt;1&gt;</title>"))
        #expect(html.hasSuffix("<script>\nconst ws = new WebSocket('ws://x/ws'); // <\\/script><b>\n</script>\n</body>\n</html>\n"))
    }

    @Test(arguments: [
        ("plain", "plain"), ("a<b>&c", "a&lt;b&gt;&amp;c"), ("bell\u{7}", "bell\u{FFFD}"), ("tab\tline\n", "tab\tline\n"),
    ])
    func textEscaping(input: String, expected: String) {
        #expect(Markup.text(input) == expected)
    }

    @Test(arguments: [
        ("Avenir", "'Avenir'"), ("it's", "'it\\27 s'"), ("a\"b\\c", "'a\\22 b\\5c c'"), ("x;}{<", "'x\\3b \\7d \\7b \\3c '"),
        ("new\nline", "'new\\fffd line'"),
    ])
    func cssStrings(input: String, expected: String) {
        #expect(Markup.cssString(input) == expected)
    }
}
