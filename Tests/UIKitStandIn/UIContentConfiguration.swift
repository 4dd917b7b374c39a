#if os(Linux)
import Foundation

/// The content and look of a cell, set as a whole (iOS 14). The stand-in's protocol has no
/// requirements: nothing here makes content views from it.
@MainActor public protocol UIContentConfiguration {}

/// A list cell's content configuration: the stand-in keeps its text.
public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String?

    init() {}
}
#endif
