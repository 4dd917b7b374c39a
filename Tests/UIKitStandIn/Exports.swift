// The stand-in exists on Linux only: on Apple platforms the module is empty and apps
// use UIKit itself (every target that depends on it does so on Linux only).
#if os(Linux)
// UIKit makes Foundation visible to the files that import it; so does the stand-in.
@_exported import Foundation
#endif
