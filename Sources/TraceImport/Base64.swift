/// Standard base64 (RFC 4648, with padding), for inlining bytes into a page.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in base64, with a line break every `lineLength` characters.
    static func encode(_ bytes: [UInt8], lineLength: Int) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count / 3 * 4 + bytes.count / 3 * 4 / lineLength + 4)
        var column = 0
        func put(_ byte: UInt8) {
            if column == lineLength {
                out.append(UInt8(ascii: "\n"))
                column = 0
            }
            out.append(byte)
            column += 1
        }
        var i = 0
        while i < bytes.count {
            let b0 = Int(bytes[i]), b1 = i + 1 < bytes.count ? Int(bytes[i + 1]) : 0, b2 = i + 2 < bytes.count ? Int(bytes[i + 2]) : 0
            let n = b0 << 16 | b1 << 8 | b2
            put(alphabet[n >> 18 & 63])
            put(alphabet[n >> 12 & 63])
            put(i + 1 < bytes.count ? alphabet[n >> 6 & 63] : UInt8(ascii: "="))
            put(i + 2 < bytes.count ? alphabet[n & 63] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
