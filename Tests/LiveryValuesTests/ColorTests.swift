import Testing
import LiverySyntax
@testable import LiveryValues

@Suite struct ColorTests {
    @Test(arguments: [
        ("#abc", "\"#aabbccff\""),
        ("#abcd", "\"#aabbccdd\""),
        ("#112233", "\"#112233ff\""),
        ("#11223344", "\"#11223344\""),
        ("#FFAA00", "\"#ffaa00ff\""),
        ("rgb(128, 128, 128)", "\"#808080ff\""),
        ("rgba(64, 64, 64, 0.5)", "\"#40404080\""),
        ("rgb(100%, 0%, 50%)", "\"#ff0080ff\""),
        ("rgb(255 0 0 / 50%)", "\"#ff000080\""),
        ("hsl(120, 100%, 75%)", "\"#80ff80ff\""),
        ("hsla(120, 60%, 70%, 0.3)", "\"#85e0854d\""),
        ("hsl(0, 100%, 50%)", "\"#ff0000ff\""),
        // Hue in every angle unit: 200grad, 0.5turn and π rad are 180°.
        ("hsl(200grad 50% 50%)", "\"#40bfbfff\""),
        ("hsl(0.5turn, 50%, 50%)", "\"#40bfbfff\""),
        ("hsl(3.14159265rad 50% 50%)", "\"#40bfbfff\""),
        ("red", "\"#ff0000ff\""),
        ("green", "\"#008000ff\""),
        ("darkgray", "\"#a9a9a9ff\""),
        ("DarkGray", "\"#a9a9a9ff\""),
        ("lightGray", "\"#d3d3d3ff\""),
        ("rebeccapurple", "\"#663399ff\""),
        ("transparent", "\"#00000000\""),
        ("clear", "\"#00000000\""),
        ("clearColor", "\"#00000000\""),
        ("greenColor", "\"#00ff00ff\""),
        ("darkGrayColor", "\"#555555ff\""),
        ("lightGrayColor", "\"#aaaaaaff\""),
        ("orangeColor", "\"#ff8000ff\""),
        ("brownColor", "\"#996633ff\""),
        ("systemRed", "\"#ff3b30ff\""),
        ("systemBlueColor", "\"#007affff\""),
        ("systemGray6", "\"#f2f2f7ff\""),
        ("secondaryLabel", "\"#3c3c4399\""),
        ("\"#123\"", "\"#112233ff\""),
        ("'red'", "\"#ff0000ff\""),
        ("lighten(#808080, 50%)", "\"#c0c0c0ff\""),
        ("darken(#808080, 50%)", "\"#404040ff\""),
        ("lighten(#ff0000, 50%)", "\"#ff0000ff\""),
        ("saturate(#806060, 50%)", "\"#805050ff\""),
        ("desaturate(#806060, 50%)", "\"#807070ff\""),
        ("desaturate(magenta, 25%)", "\"#ff40ffff\""),
        ("fadeout(#112233, 50%)", "\"#11223380\""),
        ("fadein(#11223380, 50%)", "\"#112233c0\""),
        ("fadein(#112233, 50%)", "\"#112233ff\""),
        ("saturate(fadeout(#112233, 50%), 50%)", "\"#001a3380\""),
        ("alpha(#112233, 0.5)", "\"#11223380\""),
        ("opacity(red, 25%)", "\"#ff000040\""),
        ("mix(#ff0000, #0000ff)", "\"#800080ff\""),
        ("mix(#ff0000, #0000ff, 25%)", "\"#4000bfff\""),
        ("stripes", "{\"patternImage\":\"stripes\"}"),
        ("image(stripes.png)", "{\"patternImage\":\"stripes.png\"}"),
        ("linear-gradient(red, #00ff00)", "{\"colors\":[\"#ff0000ff\",\"#00ff00ff\"],\"direction\":180}"),
        ("linear-gradient(to right, red, blue, lime)", "{\"colors\":[\"#ff0000ff\",\"#0000ffff\",\"#00ff00ff\"],\"direction\":90}"),
        ("linear-gradient(45deg, red, blue)", "{\"colors\":[\"#ff0000ff\",\"#0000ffff\"],\"direction\":45}"),
        ("gradient(white, lighten(black, 10%))", "{\"colors\":[\"#ffffffff\",\"#000000ff\"],\"direction\":180}"),
        // Stop positions: missing ends are 0 and 1, missing middles spaced evenly, a
        // position below an earlier one moves up to it.
        ("linear-gradient(to right, red 20%, blue 80%)",
         "{\"colors\":[\"#ff0000ff\",\"#0000ffff\"],\"direction\":90,\"locations\":[0.2,0.8]}"),
        ("linear-gradient(red, lime, blue 40%, white)",
         "{\"colors\":[\"#ff0000ff\",\"#00ff00ff\",\"#0000ffff\",\"#ffffffff\"],\"direction\":180,\"locations\":[0,0.2,0.4,1]}"),
        ("linear-gradient(red 50%, blue 30%)",
         "{\"colors\":[\"#ff0000ff\",\"#0000ffff\"],\"direction\":180,\"locations\":[0.5,0.5]}"),
    ])
    func colors(_ text: String, _ expected: String) {
        #expect(json(text, as: .color) == expected, "\(text)")
    }

    @Test(arguments: [
        ("systemRed", "\"#ff453aff\""),
        ("label", "\"#ffffffff\""),
        ("systemGray2Color", "\"#636366ff\""),
        ("red", "\"#ff0000ff\""),
        ("fadeout(systemBlue, 50%)", "\"#0a84ff80\""),
        ("dynamic(#ffffff, #000000)", "\"#000000ff\""),
    ])
    func darkAppearance(_ text: String, _ expected: String) {
        #expect(json(text, as: .color, in: ValueContext(isDark: true)) == expected, "\(text)")
    }

    @Test func bareUIKitNamesForUISS() {
        #expect(NamedColors.color(named: "green", bareUIKitNames: true) == .rgba(Color(rgb: 0x00FF00)))
        #expect(NamedColors.color(named: "darkGray", bareUIKitNames: true) == .rgba(Color(rgb: 0x555555)))
        #expect(NamedColors.color(named: "green") == .rgba(Color(rgb: 0x008000)))
        #expect(NamedColors.css.count == 149)
    }

    @Test func hsbRoundTrip() {
        let color = Color(rgb: 0x3366CC)
        let (h, s, b, a) = color.hsb
        #expect(Color(hue: h, saturation: s, brightness: b, alpha: a) == color)
    }
}
