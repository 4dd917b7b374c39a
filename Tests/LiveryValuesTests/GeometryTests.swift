import Testing
import LiverySyntax
@testable import LiveryValues

@Suite struct GeometryTests {
    /// Parent 200×100 at (0, 0), window 400×800, element 40×20 that fits in 30×10.
    static let context = ValueContext(
        elementBounds: Frame(width: 40, height: 20), parentBounds: Frame(width: 200, height: 100),
        windowBounds: Frame(x: -10, y: -20, width: 400, height: 800), sizeThatFits: { _, _ in (30, 10) })

    @Test(arguments: [
        ("point(5, 6)", ValueType.point, #"{"x":5,"y":6}"#),
        ("(50, 50)", .point, #"{"x":50,"y":50}"#),
        ("point(10)", .point, #"{"x":10,"y":10}"#),
        ("\"{3, 4}\"", .point, #"{"x":3,"y":4}"#),
        ("point(100px, 200px)", .point, #"{"x":100,"y":200}"#),
        ("point(50%, 50%)", .point, #"{"x":100,"y":50}"#),
        ("1, 2", .point, #"{"x":1,"y":2}"#),
        ("size(3, 4)", .size, #"{"width":3,"height":4}"#),
        ("(3, 4)", .size, #"{"width":3,"height":4}"#),
        ("size(7)", .size, #"{"width":7,"height":7}"#),
        ("\"{3, 4}\"", .size, #"{"width":3,"height":4}"#),
        ("size(123px, 456px)", .size, #"{"width":123,"height":456}"#),
        ("offset(1, 2)", .offset, #"{"horizontal":1,"vertical":2}"#),
        ("offset(-1)", .offset, #"{"horizontal":-1,"vertical":-1}"#),
        ("\"{1, 2}\"", .offset, #"{"horizontal":1,"vertical":2}"#),
        ("insets(10, 20, 30, 40)", .insets, #"{"top":10,"left":20,"bottom":30,"right":40}"#),
        ("insets(10)", .insets, #"{"top":10,"left":10,"bottom":10,"right":10}"#),
        ("insets(10, 0)", .insets, #"{"top":10,"left":0,"bottom":10,"right":0}"#),
        ("(1, 2, 3, 4)", .insets, #"{"top":1,"left":2,"bottom":3,"right":4}"#),
        ("\"{1, 2, 3, 4}\"", .insets, #"{"top":1,"left":2,"bottom":3,"right":4}"#),
        ("edge-insets(1px, 2px, 3px, 4px)", .insets,
         #"{"top":2,"left":1,"bottom":4,"right":3}"#),
        ("rect(1, 2, 3, 4)", .rect, #"{"x":1,"y":2,"width":3,"height":4}"#),
        ("(1, 2, 3, 4)", .rect, #"{"x":1,"y":2,"width":3,"height":4}"#),
        ("\"{{1,2},{3,4}}\"", .rect, #"{"x":1,"y":2,"width":3,"height":4}"#),
        ("rect(0px, 0px, 100px, 200px)", .rect, #"{"x":0,"y":0,"width":100,"height":200}"#),
        ("rect(10%, 10%, 50%, 50%)", .rect, #"{"x":20,"y":10,"width":100,"height":50}"#),
    ])
    func fixed(_ text: String, _ type: ValueType, _ expected: String) {
        #expect(json(text, as: type, in: Self.context) == expected, "\(text)")
    }

    @Test(arguments: [
        ("parent", #"{"x":0,"y":0,"width":200,"height":100}"#),
        ("superview", #"{"x":0,"y":0,"width":200,"height":100}"#),
        ("parent(10, 20)", #"{"x":10,"y":20,"width":180,"height":60}"#),
        ("parent(10, 20, 30, 40)", #"{"x":20,"y":10,"width":140,"height":60}"#),
        ("parent(100, 10, 10, 10)", #"{"x":10,"y":100,"width":180,"height":0}"#),
        ("window", #"{"x":-10,"y":-20,"width":400,"height":800}"#),
        ("window(10, 10)", #"{"x":0,"y":-10,"width":380,"height":780}"#),
        ("size(10%, 20%).left(10).top(20)", #"{"x":10,"y":20,"width":20,"height":20}"#),
        ("size(auto, 50%).left(5%).right(50)", #"{"x":10,"y":0,"width":140,"height":50}"#),
        ("size(auto, auto).left(50%).right(3%)", #"{"x":100,"y":0,"width":94,"height":100}"#),
        ("size(auto, auto).insets(10%, 20%, 30%, 40%)", #"{"x":40,"y":10,"width":80,"height":60}"#),
        ("left(50%).right(5).top(0)", #"{"x":100,"y":0,"width":95,"height":100}"#),
        ("size(100, 50).right(10).bottom(20)", #"{"x":90,"y":30,"width":100,"height":50}"#),
        ("size(100, 50).insets(auto, auto, auto, auto)", #"{"x":50,"y":25,"width":100,"height":50}"#),
        ("size(100,100).insets(auto,auto,auto,auto)", #"{"x":50,"y":0,"width":100,"height":100}"#),
        ("size(50, 50)", #"{"x":0,"y":0,"width":50,"height":50}"#),
        ("sizeToFit()", #"{"x":0,"y":0,"width":30,"height":10}"#),
        ("sizeToFit(100%, 100%).bottom(10).right(20)", #"{"x":150,"y":80,"width":30,"height":10}"#),
        ("sizeToFit().left(auto).top(auto)", #"{"x":85,"y":45,"width":30,"height":10}"#),
    ])
    func relativeRects(_ text: String, _ expected: String) {
        #expect(json(text, as: .rect, in: Self.context) == expected, "\(text)")
    }

    @Test(arguments: [
        ("parent", #"{"x":100,"y":50}"#),
        ("parent(50, -50)", #"{"x":150,"y":0}"#),
        ("window(50,-50)", #"{"x":240,"y":330}"#),
        ("superview()", #"{"x":100,"y":50}"#),
    ])
    func relativePoints(_ text: String, _ expected: String) {
        #expect(json(text, as: .point, in: Self.context) == expected, "\(text)")
    }

    @Test func sizeToFitWithoutCallbackKeepsElementSize() {
        let context = ValueContext(elementBounds: Frame(width: 40, height: 20), parentBounds: Frame(width: 200, height: 100))
        #expect(json("sizeToFit().right(0)", as: .rect, in: context) == #"{"x":160,"y":0,"width":40,"height":20}"#)
    }

    @Test func parentOriginOffsetsFrames() {
        let context = ValueContext(parentBounds: Frame(x: 0, y: 300, width: 200, height: 100))
        #expect(json("parent(10, 10)", as: .rect, in: context) == #"{"x":10,"y":310,"width":180,"height":80}"#)
    }
}
