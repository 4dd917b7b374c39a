#if os(iOS) || os(Linux)
import Foundation
import LiveryCore
import LiveryFormats
@testable import LiveryFuzzing
import LiveryTestSupport
import LiveryViews
import Testing

/// The `pipeline` fuzz target's layouts and sheets (`PipelineInput`), which the fuzzers run
/// through the UIKit backend, run through the headless tree that `livery style`, `render`
/// and the preview use: random ones, and every input the fuzzers ever kept. Every frame is
/// finite with a non-negative size, and the SVG, HTML and JSON hold no NaN or infinity.
struct HeadlessPipelineTests {
    /// What is wrong with the headless screen of `input`; empty when nothing is.
    static func failures(_ input: PipelineInput) -> [String] {
        let reader = FormatLoader(sourceLoader: InMemorySourceLoader(["fuzz.xml": input.layout, "fuzz.css": input.stylesheet]))
        let screen = StyledScreen(layoutPath: "fuzz.xml", stylesheetPaths: ["fuzz.css"], reader: reader)
        guard screen.root != nil else { return screen.hasErrors ? [] : ["no tree from a layout without errors"] }
        return ExtremeValueTests.failures(screen)
    }

    static func report(_ failures: [String], _ input: PipelineInput) -> String {
        failures.prefix(5).joined(separator: "\n") + "\nlayout:\n\(input.layout)\nstylesheet:\n\(input.stylesheet)"
    }

    @Test func randomLayoutsAndSheets() {
        var generator = SplitMix(seed: 17)
        var failed = 0
        for _ in 0..<600 {
            let count = Int.random(in: 8...400, using: &generator)
            let input = PipelineInput((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
            let found = Self.failures(input)
            if !found.isEmpty {
                failed += 1
                if failed <= 3 { Issue.record(Comment(rawValue: Self.report(found, input))) }
            }
        }
        #expect(failed == 0)
    }

    @Test func everyInputTheFuzzersKept() throws {
        let folder = Fixtures.repository.appendingPathComponent("Tests/Fixtures/fuzz/pipeline")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count > 5)
        for name in names {
            let input = PipelineInput([UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
            let found = Self.failures(input)
            #expect(found.isEmpty, "\(name): \(Self.report(found, input))")
        }
    }
}
#endif
