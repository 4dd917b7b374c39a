#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The few C math functions value parsing needs (no Foundation).
enum Math {
    /// `a` to the power `b`.
    static func pow(_ a: Double, _ b: Double) -> Double {
        #if canImport(Glibc)
        Glibc.pow(a, b)
        #elseif canImport(Musl)
        Musl.pow(a, b)
        #elseif canImport(Darwin)
        Darwin.pow(a, b)
        #else
        ucrt.pow(a, b)
        #endif
    }

    /// Sine and cosine of an angle in degrees, exact at multiples of 90°.
    static func sinCos(degrees: Double) -> (sin: Double, cos: Double) {
        let reduced = degrees.truncatingRemainder(dividingBy: 360)
        if reduced == reduced.rounded(), Int(reduced) % 90 == 0 {
            switch (Int(reduced) + 360) % 360 {
            case 0: return (0, 1)
            case 90: return (1, 0)
            case 180: return (0, -1)
            default: return (-1, 0)
            }
        }
        let radians = degrees * Double.pi / 180
        #if canImport(Glibc)
        return (Glibc.sin(radians), Glibc.cos(radians))
        #elseif canImport(Musl)
        return (Musl.sin(radians), Musl.cos(radians))
        #elseif canImport(Darwin)
        return (Darwin.sin(radians), Darwin.cos(radians))
        #else
        return (ucrt.sin(radians), ucrt.cos(radians))
        #endif
    }
}
