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
    /// declarations first (recursively), then the rule's own.
    mutating func resolveExtends() -> [[PendingDeclaration]] {
        // Without any `@extend` (most sheets) every rule keeps its own declarations; skip
        // indexing every rule by its selectors' text.
        if rules.allSatisfy({ $0.extends.isEmpty }) { return rules.map(\.declarations) }
        var bySelector: [String: [Int]] = [:]
        for (index, rule) in rules.enumerated() {
            for selector in rule.selectors { bySelector[selector.description, default: []].append(index) }
        }
        var resolved: [[PendingDeclaration]?] = Array(repeating: nil, count: rules.count)
        var visiting: Set<Int> = []
        for index in rules.indices {
            _ = declarations(of: index, bySelector: bySelector, resolved: &resolved, visiting: &visiting)
        }
        return resolved.map { $0 ?? [] }
    }

    private mutating func declarations(of index: Int, bySelector: [String: [Int]], resolved: inout [[PendingDeclaration]?],
                                       visiting: inout Set<Int>) -> [PendingDeclaration]? {
        if let done = resolved[index] { return done }
        if visiting.contains(index) { return nil }
        visiting.insert(index)
        defer { visiting.remove(index) }
        var result: [PendingDeclaration] = []
        var seenMatches: Set<Int> = []
        for (target, span) in rules[index].extends {
            let matches = (bySelector[target.description] ?? []).filter { $0 != index }
            if matches.isEmpty {
                diagnostics.append(.error(CoreDiagnosticID.extendNotFound, "@extend target '\(target)' matches no rule", at: span))
                continue
            }
            // A rule listed under several equal selectors, or extended twice, counts once.
            for match in matches where seenMatches.insert(match).inserted {
                guard let inherited = declarations(of: match, bySelector: bySelector, resolved: &resolved, visiting: &visiting) else {
                    diagnostics.append(.error(CoreDiagnosticID.extendCycle,
                                              "@extend of '\(target)' leads back to this rule; ignored", at: span))
                    continue
                }
                guard extendedDeclarationCount + inherited.count <= StyleSheetLoader.maximumExtendedDeclarationsPerLoad else {
                    diagnostics.append(.error(CoreDiagnosticID.extendTooLarge,
                                              "@extend has copied \(StyleSheetLoader.maximumExtendedDeclarationsPerLoad) declarations "
                                                  + "in this sheet already; '\(target)' is not extended here", at: span))
                    continue
                }
                extendedDeclarationCount += inherited.count
                result.append(contentsOf: inherited)
            }
        }
        result.append(contentsOf: rules[index].declarations)
        result = result.keepingLast { Place(file: $0.file, start: $0.syntax.range.start) }
        resolved[index] = result
        return result
    }

    /// Where a declaration stands in the source: its identity among `@extend`'s copies.
    struct Place: Hashable {
        let file: SourceFile
        let start: Int
    }
}
