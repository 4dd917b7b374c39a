import LiveryValues
extension SelectorMatcher {
    /// Whether a pseudo class holds for the element under the matcher's environment.
    public func matches<E: StyleElement>(_ pseudo: PseudoClass, _ element: E) -> Bool {
        switch pseudo {
        case .simple(let simple): return matches(simple, element)
        case .nth(let kind, let formula): return formula.matches(position(of: element, kind))
        case .osVersion(let comparison, let version):
            return comparison == .atLeast ? environment.osVersion >= version : environment.osVersion <= version
        case .screen(let dimension, let comparison, let value):
            let side = dimension == .width ? min(environment.screenWidth, environment.screenHeight)
                                           : max(environment.screenWidth, environment.screenHeight)
            switch comparison {
            case .lessThan: return side < value
            case .greaterThan: return side > value
            default: return side == value
            }
        case .deviceModel(let model): return environment.deviceModel.lowercased().hasPrefix(model.lowercased())
        case .contentSize(let comparison, let category):
            switch comparison {
            case .atLeast: return environment.contentSize >= category
            case .atMost: return environment.contentSize <= category
            default: return environment.contentSize == category
            }
        case .not(let selectors): return !selectors.contains { matches($0, element) }
        case .custom(let name, let argument):
            guard let test = customPseudoClasses[PropertyName.normalize(name)] else { return false }
            return test(element, argument)
        }
    }

    func matches<E: StyleElement>(_ simple: SimplePseudoClass, _ element: E) -> Bool {
        let state = element.styleState
        switch simple {
        case .root:
            guard let parent = element.styleParent else { return true }
            return parent.styleTypeChain.includes(lowercased: "uiviewcontroller")
        case .empty: return element.styleChildren.isEmpty
        case .firstChild: return isChild(element) && element.styleIndexInParent == 0
        case .lastChild: return isChild(element) && element.styleIndexInParent == siblingCount(element) - 1
        case .onlyChild: return isChild(element) && siblingCount(element) == 1
        case .firstOfType: return isChild(element) && position(of: element, .ofType) == 1
        case .lastOfType: return isChild(element) && position(of: element, .lastOfType) == 1
        case .onlyOfType:
            return isChild(element) && position(of: element, .ofType) == 1 && position(of: element, .lastOfType) == 1
        case .enabled: return !state.contains(.disabled)
        case .disabled: return state.contains(.disabled)
        case .selected: return state.contains(.selected)
        case .highlighted: return state.contains(.highlighted)
        case .focused: return state.contains(.focused)
        case .phone: return environment.idiom == .phone
        case .pad: return environment.idiom == .pad
        case .tv: return environment.idiom == .tv
        case .mac: return environment.idiom == .mac
        case .carplay: return environment.idiom == .carplay
        case .landscape: return environment.orientation.isLandscape
        case .landscapeLeft: return environment.orientation == .landscapeLeft
        case .landscapeRight: return environment.orientation == .landscapeRight
        case .portrait: return !environment.orientation.isLandscape
        case .portraitUpright: return environment.orientation == .portrait
        case .portraitUpsideDown: return environment.orientation == .portraitUpsideDown
        case .regularWidth: return environment.horizontalSizeClass == .regular
        case .compactWidth: return environment.horizontalSizeClass == .compact
        case .regularHeight: return environment.verticalSizeClass == .regular
        case .compactHeight: return environment.verticalSizeClass == .compact
        case .dark: return environment.colorScheme == .dark
        case .light: return environment.colorScheme == .light
        }
    }

    /// Whether the element takes part in structural pseudo classes: children in their
    /// parent's list, and the root (the only child of the window). Nested elements do not.
    private func isChild<E: StyleElement>(_ element: E) -> Bool {
        element.styleNestedKeyPath == nil
    }

    private func siblingCount<E: StyleElement>(_ element: E) -> Int {
        element.styleParent?.styleChildren.count ?? 1
    }

    /// The 1-based position counted as `kind` says (from the end for `last` kinds, among
    /// same-type siblings for `of-type` kinds).
    func position<E: StyleElement>(of element: E, _ kind: PseudoClass.NthKind) -> Int {
        guard let parent = element.styleParent, element.styleNestedKeyPath == nil else { return 1 }
        let siblings = parent.styleChildren
        let index = element.styleIndexInParent
        switch kind {
        case .child: return index + 1
        case .lastChild: return siblings.count - index
        case .ofType, .lastOfType:
            let type = element.styleTypeChain.canonical
            let range = kind == .ofType ? Array(0..<min(index, siblings.count)) : Array((index + 1)..<max(index + 1, siblings.count))
            return 1 + range.filter { siblings[$0].styleTypeChain.canonical == type }.count
        }
    }
}
