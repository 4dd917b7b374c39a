import Foundation
import LiveryBenchmarkInputs

// Times Livery on the generated inputs and prints one JSON object of results (seconds,
// counts, checksums) for `peers/run_peers.py`, which runs the peers on the same files.
// Usage: SideBySide INPUT_FOLDER [--smoke] [--iterations N]
let arguments = Array(CommandLine.arguments.dropFirst())
let smoke = arguments.contains("--smoke")
let iterationFlag = arguments.firstIndex(of: "--iterations").map { Int(arguments[$0 + 1]) ?? 5 }
let iterations = iterationFlag ?? (smoke ? 2 : 5)
guard let path = arguments.first(where: { !$0.hasPrefix("--") && Int($0) == nil && !["parsing", "matching", "restyle", "layout"].contains($0) }) else {
    fatalError("usage: SideBySide INPUT_FOLDER [--smoke] [--iterations N]")
}
let inputs = InputFolder(path: path, sizes: InputSizes(smoke: smoke))
// `--only parsing|matching|restyle|layout` runs one group (for profiling under callgrind).
let only = arguments.firstIndex(of: "--only").map { arguments[$0 + 1] }
var report = Report()
if only == nil || only == "parsing" { ParsingRuns(inputs: inputs, iterations: iterations).run(into: &report) }
if only == nil || only == "matching" { MatchingRuns(inputs: inputs, iterations: iterations, verify: smoke).run(into: &report) }
if only == nil || only == "restyle" { RestyleRuns(inputs: inputs, iterations: iterations).run(into: &report) }
if only == nil || only == "layout" { LayoutRuns(inputs: inputs, iterations: iterations).run(into: &report) }
print(report.json, terminator: "")
