extension SourceFile {
    /// How many bytes at the start of a file decide whether it is text.
    public static let textSampleSize = 8192

    /// Why the file is not UTF-8 text, or `nil` when it is.
    ///
    /// Only the first `textSampleSize` bytes are looked at (a byte order mark skipped): a
    /// NUL byte there means binary, as git and grep decide; so does a sample of which more
    /// than one byte in eight is a control character (other than tab, line feed, form feed
    /// and carriage return) or starts an invalid UTF-8 sequence. A stylesheet with a stray
    /// bad byte is still text: the tokenizer reports that byte and the rest loads.
    public var notTextReason: String? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let end = min(bytes.count, start + Self.textSampleSize)
        var suspicious = 0
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == 0 { return "a NUL byte at offset \(index)" }
            if byte < 0x80 {
                if (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D) || byte == 0x7F {
                    suspicious += 1
                }
                index += 1
                continue
            }
            let length = Self.validSequenceLength(bytes, at: index)
            if length == 0 {
                suspicious += 1
                index += 1
            } else {
                index += length
            }
        }
        let sampled = end - start
        guard suspicious > 0, suspicious * 8 > sampled else { return nil }
        return "\(suspicious) of its first \(sampled) bytes are control characters or invalid UTF-8"
    }
}

extension Diagnostic {
    /// `file.not-text` for a file given as a stylesheet that is not text. It stands at
    /// 1:1 of an empty file of the same path, so nothing of the file is kept or shown.
    public static func notText(path: String, reason: String) -> Diagnostic {
        .error(SyntaxDiagnosticID.fileNotText, "not a text file (\(reason)); nothing of it is loaded",
               at: SourceSpan(file: SourceFile(path: path, bytes: []), range: SourceRange(at: 0)))
    }
}
