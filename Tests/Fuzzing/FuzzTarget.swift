import Foundation

/// One fuzz target: a part of Livery that reads untrusted bytes, and the properties that
/// must hold for every input (beyond not crashing, hanging or running out of memory).
///
/// The libFuzzer driver (`Fuzz/`, run by `Scripts/fuzz`) feeds each input to `check`, and
/// traps on a violation so that libFuzzer keeps the input; the regression tests replay
/// every input ever found (`Tests/Fixtures/fuzz/<target>/`) through the same `check`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Livery CSS: tokenizer, parser, nesting, variables, `@extend`, typing at load.
    case stylesheet
    /// Declaration values of every value type, and their printed form read back.
    case values
    /// Selector lists, their printed form read back, matched against a small tree.
    case selectors
    /// UISS JSON, read and converted to Livery CSS.
    case uiss
    /// The ReflektorKit dialect, read and converted.
    case reflektor
    /// Nimbus CSS, read and converted.
    case nimbus
    /// NUI `.nss`, read and converted.
    case nui
    /// Layout documents (the XML reader and the layout reader).
    case layout
    /// A random layout and stylesheet through the whole pipeline: load, style, lay out
    /// with the UIKit backend; every frame finite and non-negative.
    case pipeline
    /// The dev server's push stream as the app receives it: WebSocket frames in any split,
    /// then push messages.
    case push

    /// The violations of this target's properties for `bytes`; empty when all hold.
    public func check(_ bytes: [UInt8]) -> [String] {
        var failures = FuzzFailures()
        switch self {
        case .stylesheet: StyleSheetChecks.checkStyleSheet(bytes, &failures)
        case .values: StyleSheetChecks.checkValues(bytes, &failures)
        case .selectors: StyleSheetChecks.checkSelectors(bytes, &failures)
        case .uiss: DialectChecks.check(bytes, format: .uiss, &failures)
        case .reflektor: DialectChecks.check(bytes, format: .reflektor, &failures)
        case .nimbus: DialectChecks.check(bytes, format: .nimbus, &failures)
        case .nui: DialectChecks.check(bytes, format: .nui, &failures)
        case .layout: LayoutChecks.checkDocument(bytes, &failures)
        case .pipeline:
            #if canImport(UIKit) || os(Linux)
            PipelineChecks.check(bytes, &failures)
            #endif
        case .push: PushChecks.check(bytes, &failures)
        }
        return failures.messages
    }

    /// The entry point of the libFuzzer driver: checks one input and traps, printing the
    /// violations, when a property does not hold.
    public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        let failures = check(Array(UnsafeBufferPointer(start: data, count: size)))
        if !failures.isEmpty {
            fatalError("\(rawValue): " + failures.joined(separator: "\n"))
        }
        return 0
    }

    /// The target named by the `LIVERY_FUZZ_TARGET` environment variable (the driver is
    /// one program for every target).
    public static var fromEnvironment: FuzzTarget {
        let name = ProcessInfo.processInfo.environment["LIVERY_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("set LIVERY_FUZZ_TARGET to one of: \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return target
    }
}

/// The violations found while checking one input.
struct FuzzFailures {
    private(set) var messages: [String] = []

    mutating func fail(_ message: String) {
        if messages.count < 20 { messages.append(message) }
    }

    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }
}
