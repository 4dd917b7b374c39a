/// A stylesheet as the styling manager holds it: the sheet and the group it belongs to.
///
/// A sheet without a group styles every element. A sheet in a group styles only elements
/// under an element whose `styleSheetGroups` includes the group (a layout's own `<style>`
/// blocks form a group named after the layout).
public struct ScopedStyleSheet: Sendable {
    public var sheet: StyleSheet
    public var group: String?

    public init(sheet: StyleSheet, group: String? = nil) {
        self.sheet = sheet
        self.group = group
    }
}
