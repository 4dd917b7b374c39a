/// A zlib/DEFLATE decompressor (RFC 1950/1951), enough to read the PNGs Chromium writes.
struct Inflate {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let bytes: [UInt8]
    private var position = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// The decompressed bytes of a zlib stream (the Adler-32 checksum is not checked).
    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 2, data[0] & 0x0F == 8 else { throw Failure(description: "not a zlib stream") }
        var inflate = Inflate(bytes: Array(data.dropFirst(2)))
        try inflate.run()
        return inflate.output
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < bytes.count else { throw Failure(description: "truncated stream") }
            bitBuffer |= UInt32(bytes[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
        bitBuffer >>= UInt32(count)
        bitCount -= count
        return value
    }

    private mutating func run() throws {
        var isLast = false
        while !isLast {
            isLast = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1: try huffmanBlock(Huffman.fixedLiterals, Huffman.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try huffmanBlock(literals, distances)
            default: throw Failure(description: "bad block type")
            }
        }
    }

    private mutating func storedBlock() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= bytes.count else { throw Failure(description: "truncated stored block") }
        let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
        position += 4
        guard position + length <= bytes.count else { throw Failure(description: "truncated stored block") }
        output += bytes[position..<position + length]
        position += length
    }

    private mutating func dynamicTables() throws -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
        let codeTable = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeTable)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "repeat without a length") }
                lengths += Array(repeating: previous, count: try bits(2) + 3)
            case 17: lengths += Array(repeating: 0, count: try bits(3) + 3)
            default: lengths += Array(repeating: 0, count: try bits(7) + 11)
            }
        }
        return (Huffman(lengths: Array(lengths[0..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }

    private mutating func decode(_ table: Huffman) throws -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            code |= try bits(1)
            let count = table.counts[length]
            if code - count < first { return table.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw Failure(description: "bad Huffman code")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private mutating func huffmanBlock(_ literals: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw Failure(description: "bad length symbol") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < 30 else { throw Failure(description: "bad distance symbol") }
                let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw Failure(description: "distance too far back") }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}

/// A canonical Huffman code: how many codes of each length, and the symbols in code order.
struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    static let fixedLiterals = Huffman(lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
                                       + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
    static let fixedDistances = Huffman(lengths: Array(repeating: 5, count: 30))
}
