import LiveryCore
import LiveryFormats
import LiverySyntax

/// Properties of the foreign dialect readers (UISS, ReflektorKit, Nimbus, NUI).
enum DialectChecks {
    static func check(_ bytes: [UInt8], format: StyleSheetFormat, _ failures: inout FuzzFailures) {
        let path = "fuzz." + (format == .uiss ? "json" : format == .reflektor ? "rflk" : format == .nui ? "nss" : "css")
        let file = SourceFile(path: path, bytes: bytes)
        let loader = InMemorySourceLoader([:])
        let sheet = FormatLoader(sourceLoader: loader).load(file, format: format)
        DiagnosticChecks.check(sheet.diagnostics, &failures)
        // What converts without errors is Livery CSS that loads without errors.
        let converted = FormatConverter(sourceLoader: loader).convert(file, from: format)
        DiagnosticChecks.check(converted.diagnostics, &failures)
        guard !converted.hasErrors else { return }
        let reloaded = StyleSheetChecks.load(Array(converted.css.utf8), path: "converted.css")
        for error in reloaded.diagnostics where error.severity == .error {
            failures.fail("converted \(format) has an error at \(error.location): \(error.id) \(error.message)")
        }
    }
}
