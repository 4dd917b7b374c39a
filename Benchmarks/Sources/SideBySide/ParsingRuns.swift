import LiveryBenchmarkInputs
import LiveryCore
import LiverySyntax

/// Tokenizing, parsing and loading the generated stylesheets (both sizes, both dialects).
struct ParsingRuns {
    let inputs: InputFolder
    let iterations: Int

    func run(into report: inout Report) {
        for size in ["small", "large"] {
            let css = SourceFile(path: "sheet.css", text: inputs.text("sheet-\(size).css.css"))
            let liveryText = inputs.text("sheet-\(size).livery.css")
            let livery = SourceFile(path: "sheet.css", text: liveryText)
            report.add("tokenize.\(size)", seconds: median(iterations) { _ = Tokenizer.tokenize(css) })
            var rules = 0
            report.add("parse.\(size)", seconds: median(iterations) { rules = Parser.parse(css).items.count }, count: rules,
                       note: "\(Parser.parse(css).diagnostics.count) diagnostics")
            var liveryRules = 0
            report.add("parseLivery.\(size)", seconds: median(iterations) { liveryRules = Parser.parse(livery).items.count },
                       count: liveryRules)
            let loader = StyleSheetLoader(sourceLoader: InMemorySourceLoader(["sheet.css": liveryText]))
            var loaded = 0
            report.add("load.\(size)", seconds: median(iterations) { loaded = loader.load("sheet.css").rules.count }, count: loaded)
        }
    }
}
