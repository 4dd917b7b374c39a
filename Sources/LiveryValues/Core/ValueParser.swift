import LiverySyntax

/// Converts declaration values (component values) to typed values, once, at load time.
///
/// Contract: a parse function is given exactly the component values of one value (or of
/// one function argument); it either consumes all of them and returns the value, or throws
/// a `ValueError` pointing at the offending component. The public entry point turns the
/// error into a diagnostic and returns `nil`, and the caller drops the declaration.
public struct ValueParser {
    let reader: ValueReader

    init(file: SourceFile) {
        self.reader = ValueReader(file: file)
    }

    /// Parses `values` as a value of `type`. On failure reports one error diagnostic at the
    /// offending component (`value.*` ids) and returns `nil`.
    ///
    /// - Parameters:
    ///   - values: the declaration's value, variables already substituted.
    ///   - emptyRange: where to report an empty value (the declaration's range).
    public static func parse(_ values: [ComponentValue], as type: ValueType, in file: SourceFile,
                             diagnostics: inout DiagnosticBag, emptyRange: SourceRange? = nil) -> TypedValue? {
        let trimmed = values.trimmingWhitespace()
        if containsInvalid(trimmed) { return nil }
        let parser = ValueParser(file: file)
        do {
            return try parser.parse(trimmed, as: type, at: trimmed.range ?? emptyRange ?? SourceRange(at: 0))
        } catch {
            diagnostics.error(error.id, error.message, file: file, range: error.range)
            return nil
        }
    }

    /// Whether any value is `invalid` (already diagnosed by the tokenizer or builder).
    static func containsInvalid(_ values: [ComponentValue]) -> Bool {
        contains(values) { if case .invalid = $0.kind { true } else { false } }
    }

    /// Whether any value, or any value inside their functions and blocks, passes `test`.
    static func contains(_ values: [ComponentValue], where test: (ComponentValue) -> Bool) -> Bool {
        values.contains { value in
            if test(value) { return true }
            switch value.kind {
            case .function(_, let inner), .block(_, let inner): return contains(inner, where: test)
            default: return false
            }
        }
    }

    /// Parses trimmed `values` as `type`; `range` is where to report an empty value.
    func parse(_ values: [ComponentValue], as type: ValueType, at range: SourceRange) throws(ValueError) -> TypedValue {
        guard !values.isEmpty else {
            throw ValueError(ValueDiagnosticID.empty, "expected a \(type), found nothing", at: range)
        }
        switch type {
        case .number: return try number(values)
        case .length: return .length(try length(values))
        case .bool: return .bool(try bool(values))
        case .string: return .string(try text(values))
        case .color: return try colorOrGradient(values)
        case .gradient: return .gradient(try gradient(values))
        case .font: return .font(try font(values))
        case .image: return .image(try image(values))
        case .point: return try point(values)
        case .size: return .size(try size(values))
        case .offset: return .offset(try offset(values))
        case .rect: return try rect(values)
        case .insets: return .insets(try insets(values))
        case .transform: return .transform(try transform(values))
        case .enumeration(let definition): return .enumCase(try enumCase(values, definition))
        case .optionSet(let definition): return .optionSet(try optionSet(values, definition))
        case .attributedText: return .attributedText(try attributedText(values))
        case .vector: return .vector(try vector(values))
        case .layout: return .layout(try relativeLayout(values))
        case .url: return .url(try url(values))
        case .any: return try anyValue(values)
        }
    }

    // MARK: - Shared helpers

    /// The single significant value of `values`, or an error naming what was expected.
    func single(_ values: [ComponentValue], expected: String, id: DiagnosticID) throws(ValueError) -> ComponentValue {
        // The usual case, without building the array of significant values.
        if let only = ValueReader.onlySignificant(values) { return only }
        let significant = ValueReader.significant(values)
        guard let first = significant.first else {
            throw ValueError(ValueDiagnosticID.empty, "expected \(expected), found nothing", at: values.range ?? SourceRange(at: 0))
        }
        if significant.count > 1 {
            throw ValueError(ValueDiagnosticID.unexpected, "unexpected '\(significant[1].cssText)' after \(expected)",
                             at: significant[1])
        }
        return first
    }

    /// The comma-separated arguments of a function, each trimmed; empty parts are errors.
    func arguments(of function: ComponentValue, _ inner: [ComponentValue], count: ClosedRange<Int>,
                   name: String) throws(ValueError) -> [[ComponentValue]] {
        let parts = inner.trimmingWhitespace().isEmpty ? [] : ValueReader.splitByCommas(inner)
        guard count.contains(parts.count) else {
            let expected = count.lowerBound == count.upperBound ? "\(count.lowerBound)"
                : count.upperBound == Int.max ? "at least \(count.lowerBound)"
                : count.upperBound == count.lowerBound + 1 ? "\(count.lowerBound) or \(count.upperBound)"
                : "\(count.lowerBound) to \(count.upperBound)"
            let plural = count.lowerBound == 1 && count.upperBound == 1 ? "argument" : "arguments"
            throw ValueError(ValueDiagnosticID.argumentCount,
                             "'\(name)()' takes \(expected) \(plural), found \(parts.count)", at: function)
        }
        for part in parts where part.isEmpty {
            throw ValueError(ValueDiagnosticID.empty, "empty argument in '\(name)()'", at: function)
        }
        return parts
    }

    /// A function's lowercased name and arguments, if `value` is a function.
    static func function(_ value: ComponentValue) -> (name: String, arguments: [ComponentValue])? {
        guard case .function(let name, let arguments) = value.kind else { return nil }
        return (name.lowercased(), arguments)
    }
}
