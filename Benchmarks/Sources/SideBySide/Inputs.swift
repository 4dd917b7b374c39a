import Foundation
import LiveryBenchmarkInputs

/// The generated input folder (see `GenerateInputs`).
struct InputFolder {
    let path: String
    let sizes: InputSizes

    func text(_ name: String) -> String {
        guard let text = try? String(contentsOfFile: path + "/" + name, encoding: .utf8) else {
            fatalError("missing input \(path)/\(name): run GenerateInputs first")
        }
        return text
    }
}
