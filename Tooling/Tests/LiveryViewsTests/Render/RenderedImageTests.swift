import LiveryTestSupport
import LiveryToolingTestSupport
import Foundation
import LiveryViews
import Testing

/// Screenshots of rendered screens in real headless Chromium, compared with reference
/// PNGs checked in beside the examples (`LIVERY_RECORD=1` re-records them from the SVG).
///
/// Both formats must match the same reference, so SVG and HTML draw the same picture.
/// Fonts are pinned to Liberation Sans (see `Chromium`); a pixel counts as different
/// when a channel is off by more than `threshold`, and a picture matches when at most
/// `tolerance` of its pixels differ (anti-aliasing and font hinting across versions).
@Suite(.serialized)
struct RenderedImageTests {
    /// One picture: a layout, stylesheets and an environment, and its reference PNG.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var layout: String
        var stylesheets: [String]
        var environment: [String] = []
        var reference: String
        var width = 390
        var height = 844

        var description: String { name }
    }

    static let threshold = 48
    static let tolerance = 0.01

    static let inbox = ["Examples/Inbox/inbox.css"]
    static let cases: [Case] = [
        Case(name: "inbox", layout: "Examples/Inbox/inbox.xml", stylesheets: inbox, reference: "Examples/Inbox/inbox.png"),
        Case(name: "inbox-dark", layout: "Examples/Inbox/inbox.xml", stylesheets: inbox, environment: ["color-scheme=dark"],
             reference: "Examples/Inbox/inbox-dark.png"),
        Case(name: "inbox-pad", layout: "Examples/Inbox/inbox.xml", stylesheets: inbox,
             environment: ["idiom=pad", "screen=820x1180"], reference: "Tests/Fixtures/render/inbox-pad.png",
             width: 820, height: 1180),
        Case(name: "shapes", layout: "Tests/Fixtures/render/shapes.xml", stylesheets: ["Tests/Fixtures/render/shapes.css"],
             environment: ["screen=320x480"], reference: "Tests/Fixtures/render/shapes.png", width: 320, height: 480),
    ]

    @Test(arguments: cases, RenderFormat.allCases)
    func screenshotMatchesTheReference(_ item: Case, format: RenderFormat) throws {
        let screen = RenderTest.screen(layout: item.layout, stylesheets: item.stylesheets, environment: item.environment)
        #expect(!screen.hasErrors, "\(screen.diagnostics)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(item.name).\(format.rawValue)")
        try format.render(screen).write(to: file, atomically: true, encoding: .utf8)
        let shot = try Chromium.screenshot(of: file, width: item.width, height: item.height)
        let reference = RenderTest.root.appendingPathComponent(item.reference)
        if GoldenFiles.isRecording, format == .svg {
            try shot.write(to: reference)
        }
        let actual = try PNGImage(data: Array(shot))
        let expected = try PNGImage(contentsOf: reference)
        let kept = folder.appendingPathComponent("\(item.name)-\(format.rawValue).png")
        try shot.write(to: kept)
        let differing = try #require(actual.differingPixels(from: expected, threshold: Self.threshold),
                                     "size \(actual.width)×\(actual.height), reference \(expected.width)×\(expected.height)")
        let share = Double(differing) / Double(actual.width * actual.height)
        #expect(share <= Self.tolerance, "\(differing) pixels (\(share * 100)%) differ from \(item.reference); screenshot: \(kept.path)")
        if share <= Self.tolerance { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func pngDecoderReadsEveryFilterOfAChromiumScreenshot() throws {
        let image = try PNGImage(contentsOf: RenderTest.root.appendingPathComponent("Examples/Inbox/inbox.png"))
        #expect(image.width == 390 && image.height == 844)
        // The header's brand blue, the canvas, and the window's white under the tab bar.
        #expect(pixel(image, x: 200, y: 10) == [0x1d, 0x6f, 0xe0, 255])
        #expect(pixel(image, x: 5, y: 700) == [0xf2, 0xf4, 0xf7, 255])
        #expect(pixel(image, x: 2, y: 840) == [0xff, 0xff, 0xff, 255])
    }

    func pixel(_ image: PNGImage, x: Int, y: Int) -> [UInt8] {
        let start = (y * image.width + x) * 4
        return Array(image.rgba[start..<start + 4])
    }
}
