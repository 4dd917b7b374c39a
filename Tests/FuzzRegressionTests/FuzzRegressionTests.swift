import Foundation
@testable import LiveryFuzzing
import LiverySyntax
import LiveryTestSupport
import Testing

/// Every input the fuzzers found (and the inputs reported from outside) replayed through
/// the fuzz targets' properties: each once crashed, hung or broke a property.
struct FuzzRegressionTests {
    /// `Tests/Fixtures/fuzz/<target>/<input>` for every target.
    static let inputs: [(target: FuzzTarget, url: URL)] = FuzzTarget.allCases.flatMap { target in
        let folder = Fixtures.url("fuzz/\(target.rawValue)")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { (target, $0) }
    }

    @Test func everyTargetHasRegressionInputs() {
        let targets = Set(Self.inputs.map(\.target))
        #expect(targets == Set(FuzzTarget.allCases), "targets without inputs: \(Set(FuzzTarget.allCases).subtracting(targets))")
    }

    // On the main thread, as libFuzzer runs the targets (the pipeline's views are
    // main-actor objects).
    @Test(arguments: inputs.indices) @MainActor
    func inputKeepsEveryProperty(_ index: Int) throws {
        let (target, url) = Self.inputs[index]
        let bytes = try [UInt8](Data(contentsOf: url))
        let failures = target.check(bytes)
        #expect(failures.isEmpty, "\(target.rawValue)/\(url.lastPathComponent): \(failures.joined(separator: "\n"))")
    }

    /// The properties are not vacuous: a span outside its file, a runaway count of
    /// diagnostics and a long message are each reported.
    @Test func diagnosticPropertiesCatchViolations() {
        let file = SourceFile(path: "x.css", bytes: Array("a { }".utf8))
        var failures = FuzzFailures()
        DiagnosticChecks.checkSpan(SourceSpan(file: file, range: SourceRange(start: 3, end: 9)), "outside", &failures)
        let one = Diagnostic.error(SyntaxDiagnosticID.fileNotFound, "m", at: SourceSpan(file: file, range: SourceRange(at: 0)))
        DiagnosticChecks.check(Array(repeating: one, count: Diagnostic.maximumPerFile + 2), &failures)
        #expect(failures.messages.count == 2, "\(failures.messages)")
    }

    /// The pipeline target builds real view trees from its inputs (not only diagnostics).
    @Test @MainActor func pipelineInputsMakeLayoutsAndSheets() {
        let input = PipelineInput((0..<200).map { UInt8(($0 * 37 + 11) % 256) })
        #expect(input.layout.components(separatedBy: "id=\"e").count > 3, "\(input.layout)")
        #expect(input.stylesheet.contains("{"), "\(input.stylesheet)")
        #expect(FuzzTarget.pipeline.check((0..<200).map { UInt8(($0 * 37 + 11) % 256) }).isEmpty)
    }
}
