import LiverySyntax

/// Reporting problems, and putting the tree together at the end.
extension XMLReader {
    /// A note of a diagnostic: its message and where it points.
    typealias Note = (message: String, range: SourceRange)

    /// Reports a problem at `range` (an error with `layout.malformed-xml` unless told
    /// otherwise). Beyond the cap, problems are dropped without building their messages.
    mutating func report(_ message: @autoclosure () -> String, _ range: SourceRange, notes: @autoclosure () -> [Note] = [],
                         id: DiagnosticID = LayoutDiagnosticID.malformedXML, severity: Diagnostic.Severity = .error) {
        // One more than the cap is kept, so that `makeTree` knows there were more.
        guard diagnostics.count <= XMLReader.maximumDiagnostics else { return }
        let notes = notes().map { Diagnostic.Note($0.message, at: span($0.range)) }
        diagnostics.append(Diagnostic(severity, id, message(), at: span(range), notes: notes))
    }

    /// Reports a problem of the start tag at `tag` (its `<`), from there to `end`; only
    /// the first problem of each tag is reported.
    mutating func tagProblem(_ message: @autoclosure () -> String, tag: Int, end: Int, notes: @autoclosure () -> [Note] = []) {
        guard !tagReported else { return }
        tagReported = true
        report(message(), SourceRange(start: tag, end: max(end, tag + 1)), notes: notes())
    }

    func span(_ range: SourceRange) -> SourceSpan {
        SourceSpan(file: file, range: range)
    }

    /// The finished tree: the diagnostics of the markup and of the character check merged
    /// in order of position, capped.
    func makeTree() -> XMLTree {
        let limit = XMLReader.maximumDiagnostics
        var all = diagnostics
        if !isForeignEncoding {
            for problem in XMLCharacterCheck.problems(in: bytes, from: documentStart, limit: limit + 1) {
                all.append(.error(LayoutDiagnosticID.malformedXML, problem.message, at: span(problem.range)))
            }
        }
        all = all.enumerated().sorted { lhs, rhs in
            (lhs.element.span.range.start, lhs.offset) < (rhs.element.span.range.start, rhs.offset)
        }.map(\.element)
        if all.count > limit {
            let first = all[limit]
            all.removeSubrange(limit...)
            all.append(.error(LayoutDiagnosticID.malformedXML,
                              "too many problems; only the first \(limit) are reported", at: first.span))
        }
        return XMLTree(file: file, nodes: nodes, diagnostics: all, firstTopLevel: firstTopLevel.map(XMLTree.NodeID.init))
    }
}
