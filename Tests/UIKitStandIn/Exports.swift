// UIKit makes Foundation visible to the files that import it; so does the stand-in.
@_exported import Foundation
