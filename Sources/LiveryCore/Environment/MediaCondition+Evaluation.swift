import LiveryValues
extension MediaCondition {
    /// Whether every clause holds in `environment`.
    public func holds(in environment: StyleEnvironment) -> Bool {
        clauses.allSatisfy { queries in queries.contains { $0.holds(in: environment) } }
    }
}

extension MediaQuery {
    /// Whether the query holds; an invalid query never holds (not even negated, as in CSS).
    public func holds(in environment: StyleEnvironment) -> Bool {
        guard isValid else { return false }
        let all = features.allSatisfy { $0.holds(in: environment) }
        return negated ? !all : all
    }
}

extension MediaFeature {
    /// Whether the feature holds. Width and height are the window's in the current orientation.
    public func holds(in environment: StyleEnvironment) -> Bool {
        let window = environment.windowSize
        guard let value else { return true }
        switch (name, value) {
        case (.idiom, .keyword(let idiom)): return environment.idiom.rawValue == idiom
        case (.orientation, .keyword(let word)):
            switch word {
            case "landscape": return environment.orientation.isLandscape
            case "portrait": return !environment.orientation.isLandscape
            default: return environment.orientation.rawValue == word
            }
        case (.colorScheme, .keyword(let scheme)): return environment.colorScheme.rawValue == scheme
        case (.horizontalSizeClass, .keyword(let sizeClass)): return environment.horizontalSizeClass.rawValue == sizeClass
        case (.verticalSizeClass, .keyword(let sizeClass)): return environment.verticalSizeClass.rawValue == sizeClass
        case (.deviceModel, .keyword(let model)):
            return environment.deviceModel.lowercased().hasPrefix(model.lowercased())
        case (.width, .number(let number)): return window.width == number
        case (.minWidth, .number(let number)): return window.width >= number
        case (.maxWidth, .number(let number)): return window.width <= number
        case (.height, .number(let number)): return window.height == number
        case (.minHeight, .number(let number)): return window.height >= number
        case (.maxHeight, .number(let number)): return window.height <= number
        case (.scale, .number(let number)): return environment.scale == number
        case (.minScale, .number(let number)): return environment.scale >= number
        case (.maxScale, .number(let number)): return environment.scale <= number
        case (.osVersion, .version(let version)): return environment.osVersion == version
        case (.minOSVersion, .version(let version)): return environment.osVersion >= version
        case (.maxOSVersion, .version(let version)): return environment.osVersion <= version
        case (.contentSize, .contentSize(let category)): return environment.contentSize == category
        case (.minContentSize, .contentSize(let category)): return environment.contentSize >= category
        case (.maxContentSize, .contentSize(let category)): return environment.contentSize <= category
        default: return false
        }
    }
}
