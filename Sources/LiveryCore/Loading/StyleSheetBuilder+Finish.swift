import LiverySyntax

extension StyleSheetBuilder {
    /// Resolves extends and variables, drops empty rules and returns the sheet.
    mutating func finish(name: String, file: SourceFile, inheritedVariables: VariableTable) -> StyleSheet {
        let extended = resolveExtends()
        let resolver = VariableResolver(variables: inheritedVariables.merging(variables))
        let typer = DeclarationTyper(catalog: loader.catalog)
        var result: [Rule] = []
        for (index, pending) in rules.enumerated() {
            let chains = typer.chains(for: pending.selectors)
            let chainKey = DeclarationTyper.chainKey(chains)
            var declarations: [Declaration] = []
            declarations.reserveCapacity(extended[index].count)
            for item in extended[index] {
                let syntax = item.syntax
                guard let value = resolver.resolve(syntax.value, file: item.file, diagnostics: &diagnostics) else { continue }
                let property = PropertyName(keyPath: syntax.name.keyPath, written: syntax.name.name,
                                            parameters: syntax.name.parameters)
                let declaration = Declaration(property: property, value: value, rawValue: syntax.value,
                                              important: syntax.important,
                                              span: SourceSpan(file: item.file, range: syntax.range))
                typer.typeExpanding(declaration, chains: chains, chainKey: chainKey, into: &declarations,
                                    diagnostics: &diagnostics)
            }
            guard !declarations.isEmpty else { continue }
            result.append(Rule(selectors: pending.selectors, condition: pending.condition,
                               declarations: declarations, span: pending.span))
        }
        var all = diagnostics.diagnostics
        // Stable order: by file (main file first, then each file before those it imports,
        // in the order their rules stand), then position; at most so many per file.
        var fileOrder: [SourceFile: Int] = [file: 0]
        for imported in files where fileOrder[imported] == nil {
            fileOrder[imported] = fileOrder.count
        }
        for diagnostic in all where fileOrder[diagnostic.span.file] == nil {
            fileOrder[diagnostic.span.file] = fileOrder.count
        }
        all = all.enumerated().sorted { lhs, rhs in
            let left = (fileOrder[lhs.element.span.file]!, lhs.element.span.range.start, lhs.offset)
            let right = (fileOrder[rhs.element.span.file]!, rhs.element.span.range.start, rhs.offset)
            return left < right
        }.map(\.element)
        return StyleSheet(name: name, file: file, rules: result, variables: variables,
                          diagnostics: Diagnostic.limitedPerFile(all))
    }

    /// The declarations of every rule with `@extend`s applied: the extended rules'
    /// declarations first (each extended rule resolved before the rules extending it), then
    /// the rule's own.
    mutating func resolveExtends() -> [[PendingDeclaration]] {
        // Without any `@extend` (most sheets) every rule keeps its own declarations; skip
        // indexing every rule by its selectors' text.
        if rules.allSatisfy({ $0.extends.isEmpty }) { return rules.map(\.declarations) }
        var bySelector: [String: [Int]] = [:]
        for (index, rule) in rules.enumerated() {
            for selector in rule.selectors { bySelector[selector.description, default: []].append(index) }
        }
        var resolved: [[PendingDeclaration]?] = Array(repeating: nil, count: rules.count)
        for index in rules.indices where resolved[index] == nil {
            resolveExtends(from: index, bySelector: bySelector, resolved: &resolved)
        }
        return resolved.map { $0 ?? [] }
    }

    /// One rule being resolved: where it stands among its `@extend`s and their matches.
    private struct ExtendFrame {
        let index: Int
        /// The next `@extend` of the rule to look at.
        var nextExtend = 0
        /// The current `@extend`'s target, where it is written, and the rules it matches.
        var target: Selector?
        var span: SourceSpan?
        var matches: [Int] = []
        var nextMatch = 0
        /// Rules already inherited from (a rule listed under several equal selectors, or
        /// extended twice, counts once).
        var seen: Set<Int> = []
        var result: [PendingDeclaration] = []

        init(_ index: Int) { self.index = index }
    }

    /// Resolves the rule at `start` and every rule it extends, depth first with a stack of
    /// its own: a chain of thousands of rules each extending the next must not take a
    /// stack frame per link.
    private mutating func resolveExtends(from start: Int, bySelector: [String: [Int]], resolved: inout [[PendingDeclaration]?]) {
        var stack = [ExtendFrame(start)]
        var visiting: Set<Int> = [start]
        while var frame = stack.popLast() {
            var descend: Int?
            while descend == nil {
                if frame.nextMatch < frame.matches.count, let target = frame.target, let span = frame.span {
                    let match = frame.matches[frame.nextMatch]
                    if frame.seen.contains(match) {
                        frame.nextMatch += 1
                    } else if let inherited = resolved[match] {
                        frame.seen.insert(match)
                        frame.nextMatch += 1
                        inherit(inherited, from: target, at: span, into: &frame.result)
                    } else if visiting.contains(match) {
                        frame.seen.insert(match)
                        frame.nextMatch += 1
                        diagnostics.append(.error(CoreDiagnosticID.extendCycle,
                                                  "@extend of '\(target)' leads back to this rule; ignored", at: span))
                    } else {
                        descend = match
                    }
                    continue
                }
                let extends = rules[frame.index].extends
                guard frame.nextExtend < extends.count else { break }
                let (target, span) = extends[frame.nextExtend]
                frame.nextExtend += 1
                frame.target = target
                frame.span = span
                frame.matches = (bySelector[target.description] ?? []).filter { $0 != frame.index }
                frame.nextMatch = 0
                if frame.matches.isEmpty {
                    diagnostics.append(.error(CoreDiagnosticID.extendNotFound, "@extend target '\(target)' matches no rule", at: span))
                }
            }
            if let child = descend {
                // Resolve the extended rule first; this rule picks it up when it resumes.
                stack.append(frame)
                stack.append(ExtendFrame(child))
                visiting.insert(child)
                continue
            }
            frame.result.append(contentsOf: rules[frame.index].declarations)
            resolved[frame.index] = frame.result.keepingLast { Place(file: $0.file, start: $0.syntax.range.start) }
            visiting.remove(frame.index)
        }
    }

    /// Adds an extended rule's declarations to `result`, within the per-load budget.
    private mutating func inherit(_ inherited: [PendingDeclaration], from target: Selector, at span: SourceSpan,
                                  into result: inout [PendingDeclaration]) {
        guard extendedDeclarationCount + inherited.count <= StyleSheetLoader.maximumExtendedDeclarationsPerLoad else {
            diagnostics.append(.error(CoreDiagnosticID.extendTooLarge,
                                      "@extend has copied \(StyleSheetLoader.maximumExtendedDeclarationsPerLoad) declarations "
                                          + "in this sheet already; '\(target)' is not extended here", at: span))
            return
        }
        extendedDeclarationCount += inherited.count
        result.append(contentsOf: inherited)
    }

    /// Where a declaration stands in the source: its identity among `@extend`'s copies.
    struct Place: Hashable {
        let file: SourceFile
        let start: Int
    }
}
