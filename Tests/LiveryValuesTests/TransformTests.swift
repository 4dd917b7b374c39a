import Testing
import LiverySyntax
@testable import LiveryValues

@Suite struct TransformTests {
    @Test(arguments: [
        ("rotate(90)", #"{"a":0,"b":1,"c":-1,"d":0,"tx":0,"ty":0}"#),
        ("rotate(90deg)", #"{"a":0,"b":1,"c":-1,"d":0,"tx":0,"ty":0}"#),
        ("rotate(-90)", #"{"a":0,"b":-1,"c":1,"d":0,"tx":0,"ty":0}"#),
        ("rotate(180)", #"{"a":-1,"b":0,"c":0,"d":-1,"tx":0,"ty":0}"#),
        ("scale(2)", #"{"a":2,"b":0,"c":0,"d":2,"tx":0,"ty":0}"#),
        ("scale(20, 30)", #"{"a":20,"b":0,"c":0,"d":30,"tx":0,"ty":0}"#),
        ("translate(40, 50)", #"{"a":1,"b":0,"c":0,"d":1,"tx":40,"ty":50}"#),
        ("translate(5)", #"{"a":1,"b":0,"c":0,"d":1,"tx":5,"ty":5}"#),
        ("rotate(90) translate(10, 0)", #"{"a":0,"b":1,"c":-1,"d":0,"tx":10,"ty":0}"#),
        ("translate(10, 0) rotate(90)", #"{"a":0,"b":1,"c":-1,"d":0,"tx":0,"ty":10}"#),
        ("rotate(90) scale(2, 3) translate(4, 5)", #"{"a":0,"b":3,"c":-2,"d":0,"tx":4,"ty":5}"#),
        ("scale(2) translate(4, 5)", #"{"a":2,"b":0,"c":0,"d":2,"tx":4,"ty":5}"#),
        ("translate(4, 5) scale(2)", #"{"a":2,"b":0,"c":0,"d":2,"tx":8,"ty":10}"#),
        ("transform-rotate(3.141592653589793rad)", #"{"a":-1,"b":0,"c":0,"d":-1,"tx":0,"ty":0}"#),
        ("transform-scale(2, 4)", #"{"a":2,"b":0,"c":0,"d":4,"tx":0,"ty":0}"#),
        ("transform-translate(30px, 60px)", #"{"a":1,"b":0,"c":0,"d":1,"tx":30,"ty":60}"#),
        ("identity", #"{"a":1,"b":0,"c":0,"d":1,"tx":0,"ty":0}"#),
    ])
    func transforms(_ text: String, _ expected: String) {
        #expect(json(text, as: .transform) == expected, "\(text)")
    }

    /// Scales of scales and translations of translations stay finite: UIKit raises on a
    /// non-finite geometry.
    @Test(arguments: [
        ("scale(1e300) scale(1e300)", #"{"a":1000000,"b":0,"c":0,"d":1000000,"tx":0,"ty":0}"#),
        ("scale(-1e300, 1e-300) scale(1e300)", #"{"a":-1000000,"b":0,"c":0,"d":1,"tx":0,"ty":0}"#),
        ("translate(1e308px, -1e308px) translate(1e308px, -1e308px)", #"{"a":1,"b":0,"c":0,"d":1,"tx":1000000,"ty":-1000000}"#),
        ("translate(1e308px, 0) scale(1e300)", #"{"a":1000000,"b":0,"c":0,"d":1000000,"tx":1000000,"ty":0}"#),
    ])
    func matricesStayWithinTheBounds(_ text: String, _ expected: String) {
        #expect(json(text, as: .transform) == expected, "\(text)")
    }

    @Test func rotationByThirtyDegrees() throws {
        let (value, _) = parseValue("rotate(30)", as: .transform)
        guard case .transform(let transform) = try #require(value) else { Issue.record("not a transform"); return }
        let m = transform.matrix(in: ValueContext())
        #expect(abs(m.a - 0.8660254037844387) < 1e-12 && abs(m.b - 0.5) < 1e-12 && abs(m.c + 0.5) < 1e-12)
    }
}
