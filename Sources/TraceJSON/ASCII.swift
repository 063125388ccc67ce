/// The ASCII bytes JSON's grammar is made of.
public enum ASCII {
    public static let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, slash: UInt8 = 0x2F
    public static let comma: UInt8 = 0x2C, colon: UInt8 = 0x3A
    public static let openBracket: UInt8 = 0x5B, closeBracket: UInt8 = 0x5D
    public static let openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D
    public static let minus: UInt8 = 0x2D, plus: UInt8 = 0x2B, dot: UInt8 = 0x2E
    public static let zero: UInt8 = 0x30, nine: UInt8 = 0x39
    public static let lowerE: UInt8 = 0x65, upperE: UInt8 = 0x45
    public static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
}
