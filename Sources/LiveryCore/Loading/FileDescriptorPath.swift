#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an open file descriptor really is: its path now.
///
/// Imports and the dev server check the file they *opened*, not a path resolved earlier
/// (`FileSystemSourceLoader.regularFileBytes`), so a symbolic link swapped between a check
/// and a read cannot make them read another file.
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
}
