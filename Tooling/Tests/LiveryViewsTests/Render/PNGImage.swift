import Foundation

/// An 8-bit RGBA image decoded from a PNG (8-bit gray, RGB, gray+alpha or RGBA;
/// not interlaced, not paletted), for comparing screenshots.
struct PNGImage {
    var width: Int
    var height: Int
    /// Pixels row by row, 4 bytes (red, green, blue, alpha) each.
    var rgba: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(contentsOf url: URL) throws {
        try self.init(data: Array(try Data(contentsOf: url)))
    }

    init(data: [UInt8]) throws {
        guard data.count > 8, data[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Failure(description: "not a PNG file")
        }
        var position = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        while position + 8 <= data.count {
            let length = data[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: data[position + 4..<position + 8], as: UTF8.self)
            guard position + 12 + length <= data.count else { throw Failure(description: "truncated chunk \(type)") }
            let body = data[position + 8..<position + 8 + length]
            if type == "IHDR" { header = Array(body) }
            if type == "IDAT" { compressed += body }
            if type == "IEND" { break }
            position += 12 + length
        }
        guard header.count == 13 else { throw Failure(description: "missing IHDR") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let channels: Int
        switch header[9] {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw Failure(description: "unsupported color type \(header[9])")
        }
        guard header[8] == 8, header[12] == 0 else { throw Failure(description: "only 8-bit, non-interlaced PNGs") }
        let raw = try Inflate.zlib(compressed)
        let pixels = try Self.unfilter(raw, width: width, height: height, channels: channels)
        rgba = Self.expand(pixels, channels: channels)
    }

    /// Undoes the per-row filters (None, Sub, Up, Average, Paeth).
    static func unfilter(_ raw: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw Failure(description: "short image data") }
        var result = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let input = row * (stride + 1) + 1
            let out = row * stride
            for index in 0..<stride {
                let x = Int(raw[input + index])
                let a = index >= channels ? Int(result[out + index - channels]) : 0
                let b = row > 0 ? Int(result[out - stride + index]) : 0
                let c = row > 0 && index >= channels ? Int(result[out - stride + index - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Failure(description: "bad filter \(filter)")
                }
                result[out + index] = UInt8((x + predictor) & 0xFF)
            }
        }
        return result
    }

    static func expand(_ pixels: [UInt8], channels: Int) -> [UInt8] {
        guard channels != 4 else { return pixels }
        var result: [UInt8] = []
        result.reserveCapacity(pixels.count / channels * 4)
        for start in stride(from: 0, to: pixels.count, by: channels) {
            switch channels {
            case 1: result += [pixels[start], pixels[start], pixels[start], 255]
            case 2: result += [pixels[start], pixels[start], pixels[start], pixels[start + 1]]
            default: result += [pixels[start], pixels[start + 1], pixels[start + 2], 255]
            }
        }
        return result
    }

    /// How many pixels differ from `other` by more than `threshold` in any channel (0…255);
    /// `nil` when the sizes differ.
    func differingPixels(from other: PNGImage, threshold: Int) -> Int? {
        guard width == other.width, height == other.height else { return nil }
        var count = 0
        for start in stride(from: 0, to: rgba.count, by: 4) {
            for channel in 0..<4 where abs(Int(rgba[start + channel]) - Int(other.rgba[start + channel])) > threshold {
                count += 1
                break
            }
        }
        return count
    }
}
