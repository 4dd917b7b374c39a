import Testing
import LiverySyntax
@testable import LiveryValues

@Suite struct EnumTests {
    @Test(arguments: [
        ("bottomRight", EnumCatalog.contentMode, "bottomRight"),
        ("UIViewContentModeBottomRight", EnumCatalog.contentMode, "bottomRight"),
        ("bottom-right", EnumCatalog.contentMode, "bottomRight"),
        ("BOTTOMRIGHT", EnumCatalog.contentMode, "bottomRight"),
        ("mode-scale-to-fill", EnumCatalog.contentMode, "scaleToFill"),
        ("aspectFit", EnumCatalog.contentMode, "scaleAspectFit"),
        ("12", EnumCatalog.contentMode, "bottomRight"),
        ("\"center\"", EnumCatalog.contentMode, "center"),
        ("NSLineBreakByWordWrapping", EnumCatalog.lineBreakMode, "byWordWrapping"),
        ("byTruncatingTail", EnumCatalog.lineBreakMode, "byTruncatingTail"),
        ("tail-truncate", EnumCatalog.lineBreakMode, "byTruncatingTail"),
        ("character-wrap", EnumCatalog.lineBreakMode, "byCharWrapping"),
        ("NSTextAlignmentCenter", EnumCatalog.textAlignment, "center"),
        ("justified", EnumCatalog.textAlignment, "justified"),
        ("prominent", EnumCatalog.barButtonItemStyle, "done"),
        ("UIBarButtonItemStyleProminent", EnumCatalog.barButtonItemStyle, "done"),
        ("UIBarMetricsDefault", EnumCatalog.barMetrics, "default"),
        ("landscapePhone", EnumCatalog.barMetrics, "compact"),
        ("UIKeyboardTypeEmailAddress", EnumCatalog.keyboardType, "emailAddress"),
        ("url", EnumCatalog.keyboardType, "URL"),
        ("UIReturnKeyDone", EnumCatalog.returnKeyType, "done"),
        ("continue", EnumCatalog.returnKeyType, "continue"),
        ("dark", EnumCatalog.keyboardAppearance, "dark"),
        ("UITextAutocapitalizationTypeAllCharacters", EnumCatalog.autocapitalizationType, "allCharacters"),
        ("no", EnumCatalog.autocorrectionType, "no"),
        ("UITextBorderStyleRoundedRect", EnumCatalog.textBorderStyle, "roundedRect"),
        ("whileEditing", EnumCatalog.textFieldViewMode, "whileEditing"),
        ("UIActivityIndicatorViewStyleWhiteLarge", EnumCatalog.activityIndicatorStyle, "whiteLarge"),
        ("white", EnumCatalog.scrollIndicatorStyle, "white"),
        ("UISegmentedControlSegmentLeft", EnumCatalog.segment, "left"),
        ("UISearchBarIconSearch", EnumCatalog.searchBarIcon, "search"),
        ("UIToolbarPositionTopAttached", EnumCatalog.barPosition, "topAttached"),
        ("UIBarStyleBlack", EnumCatalog.barStyle, "black"),
        ("grouped", EnumCatalog.tableViewStyle, "grouped"),
        ("UITableViewCellSeparatorStyleSingleLine", EnumCatalog.separatorStyle, "singleLine"),
        ("UITableViewCellSelectionStyleNone", EnumCatalog.cellSelectionStyle, "none"),
        ("UITableViewCellAccessoryDisclosureIndicator", EnumCatalog.cellAccessoryType, "disclosureIndicator"),
        ("UIButtonTypeCustom", EnumCatalog.buttonType, "custom"),
        ("UIControlContentHorizontalAlignmentLeft", EnumCatalog.contentHorizontalAlignment, "left"),
        ("fill", EnumCatalog.contentVerticalAlignment, "fill"),
        ("UIDatePickerModeDateAndTime", EnumCatalog.datePickerMode, "dateAndTime"),
        ("align-centers", EnumCatalog.baselineAdjustment, "alignCenters"),
    ])
    func enums(_ text: String, _ definition: EnumDefinition, _ expected: String) {
        #expect(json(text, as: .enumeration(definition)) == "\"\(expected)\"", "\(text)")
    }

    @Test(arguments: [
        ("width height", EnumCatalog.autoresizingMask, #"["flexibleHeight","flexibleWidth"]"#),
        ("width height left right top bottom", EnumCatalog.autoresizingMask,
         #"["flexibleBottomMargin","flexibleHeight","flexibleLeftMargin","flexibleRightMargin","flexibleTopMargin","flexibleWidth"]"#),
        ("flexibleWidth, flexibleHeight", EnumCatalog.autoresizingMask, #"["flexibleHeight","flexibleWidth"]"#),
        ("UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleLeftMargin", EnumCatalog.autoresizingMask,
         #"["flexibleLeftMargin","flexibleWidth"]"#),
        ("flexible-height,flexible-width,flexible-left-margin", EnumCatalog.autoresizingMask,
         #"["flexibleHeight","flexibleLeftMargin","flexibleWidth"]"#),
        ("none", EnumCatalog.autoresizingMask, "[]"),
        ("dimensions", EnumCatalog.autoresizingMask, #"["flexibleHeight","flexibleWidth"]"#),
        ("18", EnumCatalog.autoresizingMask, #"["flexibleHeight","flexibleWidth"]"#),
        ("selected", EnumCatalog.controlState, #"["selected"]"#),
        ("UIControlStateSelected", EnumCatalog.controlState, #"["selected"]"#),
        ("selectedHighlighted", EnumCatalog.controlState, #"["highlighted","selected"]"#),
        ("selected-highlighted", EnumCatalog.controlState, #"["highlighted","selected"]"#),
        ("normal", EnumCatalog.controlState, "[]"),
        ("UIControlStateNormal", EnumCatalog.controlState, "[]"),
        ("single dash", EnumCatalog.underlineStyle, #"["patternDash","single"]"#),
        ("double|byWord", EnumCatalog.underlineStyle, #"["byWord","double"]"#),
    ])
    func optionSets(_ text: String, _ definition: OptionSetDefinition, _ expected: String) {
        #expect(json(text, as: .optionSet(definition)) == expected, "\(text)")
    }

    @Test func rawValues() {
        let (value, _) = parseValue("width | height", as: .optionSet(EnumCatalog.autoresizingMask))
        guard case .optionSet(let set) = value else { Issue.record("not an option set"); return }
        #expect(set.rawValue == 18)
        #expect(EnumCatalog.contentMode.lookup("UIViewContentModeRedraw")?.rawValue == 3)
        #expect(EnumCatalog.enumDefinition(named: "content-mode") == EnumCatalog.contentMode)
    }

    @Test func catalogNamesAreUnique() {
        let names = EnumCatalog.enums.map(\.name) + EnumCatalog.optionSets.map(\.name)
        #expect(Set(names).count == names.count)
        for definition in EnumCatalog.enums {
            #expect(Set(definition.cases.map(\.name)).count == definition.cases.count, "\(definition.name)")
        }
    }
}
