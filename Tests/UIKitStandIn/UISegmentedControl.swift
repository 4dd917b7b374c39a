#if os(Linux)
import Foundation

/// A segmented control: records its segments' titles, selection, flags and tint, and its
/// appearance values keyed exactly by state / segment type / bar metrics (no fallback).
@MainActor
open class UISegmentedControl: UIControl {
    /// Which segments a content position adjustment applies to (Apple's raw values).
    public enum Segment: Int, @unchecked Sendable {
        case any = 0
        case left = 1
        case center = 2
        case right = 3
        case alone = 4
    }

    /// One entry per segment: its title (nil for an image segment).
    private var segmentTitles: [String?] = []

    private struct StateMetricsKey: Hashable {
        let state: UInt
        let metrics: Int
    }

    private struct SegmentMetricsKey: Hashable {
        let segment: Int
        let metrics: Int
    }

    private struct DividerKey: Hashable {
        let left: UInt
        let right: UInt
        let metrics: Int
    }

    private var backgroundImages: [StateMetricsKey: UIImage] = [:]
    private var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    private var contentPositionAdjustments: [SegmentMetricsKey: UIOffset] = [:]
    private var dividerImages: [DividerKey: UIImage] = [:]

    /// Segments from `items`: a `String` item makes a titled segment, any other an untitled one.
    public init(items: [Any]?) {
        segmentTitles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var selectedSegmentIndex: Int = -1

    open var isMomentary: Bool = false

    open var apportionsSegmentWidthsByContent: Bool = false

    open var selectedSegmentTintColor: UIColor?

    open var numberOfSegments: Int { segmentTitles.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(0, segment), segmentTitles.count)
        segmentTitles.insert(title, at: index)
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segmentTitles.indices.contains(segment) else { return }
        segmentTitles[segment] = title
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[StateMetricsKey(state: state.rawValue, metrics: barMetrics.rawValue)] = backgroundImage
    }

    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[StateMetricsKey(state: state.rawValue, metrics: barMetrics.rawValue)]
    }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributesByState[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state.rawValue]
    }

    open func setContentPositionAdjustment(_ adjustment: UIOffset,
                                           forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                           barMetrics: UIBarMetrics) {
        let key = SegmentMetricsKey(segment: leftCenterRightOrAlone.rawValue, metrics: barMetrics.rawValue)
        contentPositionAdjustments[key] = adjustment
    }

    /// `.zero` when nothing was set for the segment type and metrics.
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                        barMetrics: UIBarMetrics) -> UIOffset {
        let key = SegmentMetricsKey(segment: leftCenterRightOrAlone.rawValue, metrics: barMetrics.rawValue)
        return contentPositionAdjustments[key] ?? .zero
    }

    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        let key = DividerKey(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics.rawValue)
        dividerImages[key] = dividerImage
    }

    open func dividerImage(forLeftSegmentState leftState: UIControl.State,
                           rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics.rawValue)]
    }
}
#endif
