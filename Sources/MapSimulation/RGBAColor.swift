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
