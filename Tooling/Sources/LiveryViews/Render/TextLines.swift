import LiveryLayout

/// Breaks text into the lines a renderer draws, with the same approximate metrics the
/// layout measured it with (`TextMeasurer.approximate`), so lines match the frames.
///
/// Greedy wrapping at white space (runs count as one space), at most `maximumLines`
/// lines; when text is left over, the last line takes it and is shortened with `…`
/// (truncating the tail, as `UILabel` does by default). Widths are in points.
struct TextLines {
    /// Font size in points.
    var fontSize: Double
    /// Slack for widths that pixel rounding made a little narrower than measured, in points.
    static let tolerance = 0.5

    /// The width of `text` on one line, in points.
    func width(_ text: String) -> Double {
        TextMeasurer.approximate(text: text, fontSize: fontSize).maxContentWidth
    }

    /// The lines of `text` within `width` points; `maximumLines` 0 means no limit, 1 keeps
    /// the text on one line.
    func lines(_ text: String, width: Double, maximumLines: Int, truncates: Bool = true) -> [String] {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return [] }
        if maximumLines == 1 {
            let line = words.joined(separator: " ")
            return [truncates ? truncated(line, width: width) : line]
        }
        let measurer = TextMeasurer.approximate(text: text, fontSize: fontSize)
        var lines: [[String]] = []
        var current: [String] = []
        var used = 0.0
        for (word, wordWidth) in zip(words, measurer.wordWidths) {
            if current.isEmpty {
                used = wordWidth
                current = [word]
            } else if used + measurer.spaceWidth + wordWidth <= width + Self.tolerance {
                used += measurer.spaceWidth + wordWidth
                current.append(word)
            } else {
                lines.append(current)
                current = [word]
                used = wordWidth
            }
        }
        lines.append(current)
        guard maximumLines > 0, lines.count > maximumLines else { return lines.map { $0.joined(separator: " ") } }
        var kept = lines.prefix(maximumLines - 1).map { $0.joined(separator: " ") }
        let rest = lines.dropFirst(maximumLines - 1).flatMap { $0 }.joined(separator: " ")
        kept.append(truncates ? truncated(rest, width: width, force: true) : lines[maximumLines - 1].joined(separator: " "))
        return kept
    }

    /// `line` shortened to fit `width` with a trailing `…` (`force`: the ellipsis is added
    /// even when the line fits, because text follows it).
    func truncated(_ line: String, width: Double, force: Bool = false) -> String {
        if !force, self.width(line) <= width + Self.tolerance { return line }
        // The longest prefix that fits with the ellipsis (widths grow with the prefix).
        let characters = Array(line)
        func candidate(_ count: Int) -> String { String(characters[..<count]).trimmingTrailingSpaces + "…" }
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if self.width(candidate(middle)) <= width + Self.tolerance { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }
}

extension String {
    /// The string without trailing white space.
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last?.isWhitespace == true { copy.removeLast() }
        return copy
    }
}
