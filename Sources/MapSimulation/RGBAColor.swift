/// An sRGB colour with alpha, 8 bits per channel (`#RRGGBBAA`).
public struct RGBAColor: Hashable, Sendable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// A colour from its channels, 0–255; opaque unless `alpha` is given.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `UIColor.lightGray`: white 2/3, alpha 1 = #AAAAAA, the default map background
    /// (Google Maps SDK for iOS, `GMSMapViewOptions.backgroundColor`).
    public static let lightGray = RGBAColor(red: 170, green: 170, blue: 170)

    /// The colour from components in [0, 1] (clamped, rounded to the nearest step; NaN → 0).
    public init(unitRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func byte(_ v: Double) -> UInt8 { v.isFinite ? UInt8((min(max(v, 0), 1) * 255).rounded()) : 0 }
        self.init(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }

    /// The colour written `#RRGGBB` (opaque) or `#RRGGBBAA`, hex digits in either case;
    /// nil for any other text.
    public init?(hex text: String) {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else { return nil }
        func digit(_ b: UInt8) -> UInt8? {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
            default: return nil
            }
        }
        var channels: [UInt8] = []
        for i in stride(from: 1, to: bytes.count, by: 2) {
            guard let high = digit(bytes[i]), let low = digit(bytes[i + 1]) else { return nil }
            channels.append(high << 4 | low)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA`, upper-case hex.
    public var hexString: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for byte in alpha == 255 ? [red, green, blue] : [red, green, blue, alpha] {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return text
    }
}
