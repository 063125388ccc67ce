/// Trimming of spaces and tabs around byte slices, for input lines and option values.
public enum ByteTrimming {
    /// Whether `byte` is a space or a tab.
    @inline(__always)
    public static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// `bytes` without leading and trailing spaces and tabs (a slice of the same memory).
    @inline(__always)
    public static func trimmed(_ bytes: UnsafeMutableBufferPointer<UInt8>) -> UnsafeMutableBufferPointer<UInt8> {
        var lower = 0, upper = bytes.count
        while lower < upper, isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, isBlank(bytes[upper - 1]) { upper -= 1 }
        return UnsafeMutableBufferPointer(rebasing: bytes[lower..<upper])
    }
}
