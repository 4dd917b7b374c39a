import Testing
import LiverySyntax
@testable import LiveryValues

@Suite struct ImageTests {
    @Test(arguments: [
        ("image.png", #"{"name":"image.png"}"#),
        ("\"image.png\"", #"{"name":"image.png"}"#),
        ("'image.png'", #"{"name":"image.png"}"#),
        ("image(image.png)", #"{"name":"image.png"}"#),
        ("image('image.png')", #"{"name":"image.png"}"#),
        ("icons/arrow@2x.png", #"{"name":"icons/arrow@2x.png"}"#),
        ("image(button.png, 1, 2, 3, 4)", #"{"name":"button.png","capInsets":{"top":1,"left":2,"bottom":3,"right":4}}"#),
        ("image(button.png, 10, 5)", #"{"name":"button.png","leftCapWidth":10,"topCapHeight":5}"#),
        ("#112233", ##"{"color":"#112233ff"}"##),
        ("lighten(#112233, 50%)", ##"{"color":"#1a334dff"}"##),
        ("red", ##"{"color":"#ff0000ff"}"##),
        ("url(https://example.com/a.png)", #"{"url":"https://example.com/a.png"}"#),
        ("url('https://example.com/a b.png')", #"{"url":"https://example.com/a b.png"}"#),
        ("https://example.com/img/a.png", #"{"url":"https://example.com/img/a.png"}"#),
    ])
    func images(_ text: String, _ expected: String) {
        #expect(json(text, as: .image) == expected, "\(text)")
    }

    @Test(arguments: [
        ("vector(2px, 23px, #bbbbbb, #cccccc)", ValueType.vector, ##"[2,23,"#bbbbbbff","#ccccccff"]"##),
        ("vector(1, true, 'a', point(1, 2))", .vector, #"[1,true,"a",{"x":1,"y":2}]"#),
        ("url(https://x.org/a.css)", .url, #""https://x.org/a.css""#),
        ("\"https://x.org/a.css\"", .url, #""https://x.org/a.css""#),
        ("https://x.org/a.css", .url, #""https://x.org/a.css""#),
        ("12", .any, "12"),
        ("YES", .any, "true"),
        ("#fff", .any, ##""#ffffffff""##),
        ("rect(1, 2, 3, 4)", .any, #"{"x":1,"y":2,"width":3,"height":4}"#),
        ("Hello", .any, #""Hello""#),
    ])
    func other(_ text: String, _ type: ValueType, _ expected: String) {
        #expect(json(text, as: type) == expected, "\(text)")
    }
}
