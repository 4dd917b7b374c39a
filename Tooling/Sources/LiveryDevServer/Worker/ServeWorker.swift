import Foundation
import LiveryFormats
#if canImport(Glibc)
import Glibc
#endif

/// The child-process side of `WorkerPool`: `livery serve-worker` says `ready` on a line of
/// stdout once it has started, then reads `WorkerJob`s from stdin, one JSON object per
/// line, and answers each with its `WorkerResult` on one line of stdout, within an
/// address-space limit it sets on itself. A job that needs more memory ends the child (an
/// allocation fails), never the server.
public enum ServeWorker {
    /// The line a child writes when it is ready for jobs: a job's time budget starts then,
    /// not while the child starts (which takes seconds on a loaded machine).
    static let readyLine = "ready"

    /// The body of `livery serve-worker FOLDER`: answers jobs until stdin ends (status 0);
    /// status 1 when the folder cannot be served or a line is no job.
    public static func main(folder path: String, defaultFormat: StyleSheetFormat, memoryLimit: Int) -> Int32 {
        limitAddressSpace(to: memoryLimit)
        BackgroundWorker.returnLargeBlocksWhenFreed()
        guard let folder = try? ServedFolder(path, defaultFormat: defaultFormat) else { return 1 }
        // A child is started before its first job: build the catalogs and tables a first
        // check builds now, while nobody waits for it.
        warmUp(folder)
        guard (try? FileHandle.standardOutput.write(contentsOf: Data((readyLine + "\n").utf8))) != nil else { return 0 }
        while let line = readLine(strippingNewline: true) {
            guard let job = try? JSONDecoder().decode(WorkerJob.self, from: Data(line.utf8)),
                  var output = try? JSONEncoder().encode(job.perform(folder: folder)) else { return 1 }
            output.append(0x0A)
            // The server stopped listening (it killed this job, or it ended): end quietly.
            guard (try? FileHandle.standardOutput.write(contentsOf: output)) != nil else { return 0 }
            BackgroundWorker.returnFreedMemory()
        }
        return 0
    }

    /// Whether this process was built with ThreadSanitizer or AddressSanitizer.
    static var runsUnderSanitizer: Bool {
        let everything = UnsafeMutableRawPointer(bitPattern: 0)
        return dlsym(everything, "__tsan_init") != nil || dlsym(everything, "__asan_init") != nil
    }

    /// Checks a small stylesheet and layout (in memory, importing nothing).
    static func warmUp(_ folder: ServedFolder) {
        _ = DiagnosticsChecker.check(".warm-up.css", contents: ".a { textColor: #ff0000; alpha: 0.5; font: bold 12 system; }\n",
                                     folder: folder)
        _ = DiagnosticsChecker.check(".warm-up.xml", contents: "<layout><view class=\"a\"><label>x</label></view></layout>\n",
                                     folder: folder)
    }

    /// `RLIMIT_AS`: past `bytes` of address space an allocation fails and the process ends.
    /// Not under a sanitizer: ThreadSanitizer and AddressSanitizer reserve terabytes of
    /// address space for their shadow memory, so no job could start.
    static func limitAddressSpace(to bytes: Int) {
        guard bytes > 0, !runsUnderSanitizer else { return }
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        #if os(Linux)
        setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        #else
        setrlimit(RLIMIT_AS, &limit)
        #endif
    }
}
