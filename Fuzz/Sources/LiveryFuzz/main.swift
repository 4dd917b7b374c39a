import Foundation
import LiveryFuzzing

/// The target this run fuzzes (`LIVERY_FUZZ_TARGET`).
let target = FuzzTarget.fromEnvironment

/// libFuzzer calls this for every input it generates.
@_cdecl("LLVMFuzzerTestOneInput")
public func liveryFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    return target.fuzz(data, size)
}

// libFuzzer's driver, started from this program's own entry point (SwiftPM gives every
// executable one). All its arguments are pointers and its result an `int`, which Swift
// passes as C does.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<Int32>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                     _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv, liveryFuzzOneInput))
