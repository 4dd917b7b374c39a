import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What an open file descriptor really is: its path now, and its bytes.
///
/// The dev server checks the file it *opened*, not a path it resolved earlier, so a
/// symbolic link swapped under a served path between a check and a read cannot make it
/// serve another file.
enum FileDescriptorPath {
    /// The absolute path of the file open as `descriptor` (symbolic links resolved), `nil`
    /// when the system cannot say. Linux: `/proc/self/fd/N`; Apple platforms: `F_GETPATH`.
    static func path(of descriptor: Int32) -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, Int(PATH_MAX))
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.hasPrefix("/") ? path : nil
        #else
        var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN) + 1)
        guard fcntl(descriptor, F_GETPATH, &buffer) != -1 else { return nil }
        return String(cString: buffer)
        #endif
    }

    /// Every byte of `descriptor` from its current offset, `nil` on a read error or when
    /// there are more than `limit` (the file grew after it was measured).
    static func readAll(_ descriptor: Int32, limit: Int) -> Data? {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            data.append(contentsOf: chunk[..<count])
            if data.count > limit { return nil }
        }
    }
}
