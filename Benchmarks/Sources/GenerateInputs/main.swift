import Foundation
import LiveryBenchmarkInputs

// Writes the benchmark inputs into a folder (default: $TMPDIR/livery-bench-inputs), for
// `SideBySide` and the peer engines (`peers/run_peers.py`). Inputs are deterministic and
// never committed. `--smoke` writes small inputs for CI.
let arguments = CommandLine.arguments.dropFirst()
let smoke = arguments.contains("--smoke")
let folder = arguments.first { !$0.hasPrefix("--") }
    ?? (NSTemporaryDirectory() + "livery-bench-inputs" + (smoke ? "-smoke" : ""))
let sizes = InputSizes(smoke: smoke)
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

func write(_ name: String, _ text: String) throws {
    try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    print("wrote \(name) (\(text.utf8.count) bytes)")
}

for (label, bytes) in [("small", sizes.smallSheet), ("large", sizes.largeSheet)] {
    for dialect in StyleSheetGenerator.Dialect.allCases {
        try write("sheet-\(label).\(dialect.rawValue).css", StyleSheetGenerator.stylesheet(bytes: bytes, dialect: dialect))
    }
}
for (label, count) in [("small", sizes.smallTree), ("large", sizes.largeTree)] {
    try write("tree-\(label).html", GeneratedTree.generate(count: count).html())
}
let selectors = MatchingRuleGenerator.selectors(count: sizes.rules, treeSize: sizes.smallTree)
for dialect in StyleSheetGenerator.Dialect.allCases {
    try write("rules.\(dialect.rawValue).css", MatchingRuleGenerator.stylesheet(selectors: selectors, dialect: dialect))
}
try write("selectors.txt", selectors.joined(separator: "\n") + "\n")
for shape in GeneratedLayout.Shape.allCases {
    try write("layout-\(shape.rawValue).json", GeneratedLayout.generate(shape, count: sizes.layoutNodes).json())
}
try write("sizes.json", sizes.json)
