/// Reading JSON strings: the fast path for strings without escapes, the escape decoder
/// (`\uXXXX` surrogate pairs included) and the UTF-8 check.
extension JSONScanner {
    /// Reads a string starting at the opening quote.
    mutating func readString() throws(JSONScanFailure) -> String {
        position += 1
        let start = position
        var sawNonASCII = false
        while position < bytes.count {
            let b = bytes[position]
            if b == ASCII.quote {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
                if sawNonASCII, let bad = Self.firstInvalidUTF8(slice) {
                    throw fail(start + bad, "invalid UTF-8 in string")
                }
                position += 1
                return String(decoding: slice, as: UTF8.self)
            }
            if b == ASCII.backslash {
                return try readEscapedString(from: start, sawNonASCII: sawNonASCII)
            }
            if b < 0x20 {
                throw fail(position, "control character in string (must be escaped)")
            }
            if b >= 0x80 { sawNonASCII = true }
            position += 1
        }
        throw fail(position, "unterminated string")
    }

    /// The slow path: a string with escapes; `position` is at the first backslash.
    private mutating func readEscapedString(from start: Int, sawNonASCII: Bool) throws(JSONScanFailure) -> String {
        stringScratch.removeAll(keepingCapacity: true)
        stringScratch.append(contentsOf: bytes[start..<position])
        var nonASCII = sawNonASCII
        while position < bytes.count {
            let b = bytes[position]
            if b == ASCII.quote {
                position += 1
                if nonASCII {
                    let bad: Int? = stringScratch.withUnsafeBufferPointer { Self.firstInvalidUTF8($0) }
                    if bad != nil { throw fail(start, "invalid UTF-8 in string") }
                }
                return String(decoding: stringScratch, as: UTF8.self)
            }
            if b < 0x20 {
                throw fail(position, "control character in string (must be escaped)")
            }
            if b != ASCII.backslash {
                if b >= 0x80 { nonASCII = true }
                stringScratch.append(b)
                position += 1
                continue
            }
            let escapeOffset = position
            position += 1
            guard position < bytes.count else { break }
            let e = bytes[position]
            position += 1
            switch e {
            case ASCII.quote: stringScratch.append(ASCII.quote)
            case ASCII.backslash: stringScratch.append(ASCII.backslash)
            case ASCII.slash: stringScratch.append(ASCII.slash)
            case 0x62: stringScratch.append(0x08) // b
            case 0x66: stringScratch.append(0x0C) // f
            case 0x6E: stringScratch.append(0x0A) // n
            case 0x72: stringScratch.append(0x0D) // r
            case 0x74: stringScratch.append(0x09) // t
            case 0x75: // u
                var scalar = try readHex4(escapeOffset: escapeOffset)
                if scalar >= 0xD800 && scalar <= 0xDBFF {
                    guard position + 1 < bytes.count, bytes[position] == ASCII.backslash,
                          bytes[position + 1] == 0x75 else {
                        throw fail(escapeOffset, "unpaired surrogate in \\u escape")
                    }
                    let lowOffset = position
                    position += 2
                    let low = try readHex4(escapeOffset: lowOffset)
                    guard low >= 0xDC00 && low <= 0xDFFF else {
                        throw fail(escapeOffset, "unpaired surrogate in \\u escape")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                    throw fail(escapeOffset, "unpaired surrogate in \\u escape")
                }
                appendUTF8(scalar)
            default:
                throw fail(escapeOffset, "invalid escape sequence")
            }
        }
        throw fail(position, "unterminated string")
    }

    private mutating func readHex4(escapeOffset: Int) throws(JSONScanFailure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw fail(escapeOffset, "invalid \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let h = bytes[position]
            let digit: UInt32
            switch h {
            case 0x30...0x39: digit = UInt32(h - 0x30)
            case 0x41...0x46: digit = UInt32(h - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(h - 0x61 + 10)
            default: throw fail(escapeOffset, "invalid \\u escape")
            }
            v = v << 4 | digit
            position += 1
        }
        return v
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            stringScratch.append(UInt8(scalar))
        case 0x80..<0x800:
            stringScratch.append(UInt8(0xC0 | (scalar >> 6)))
            stringScratch.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            stringScratch.append(UInt8(0xE0 | (scalar >> 12)))
            stringScratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            stringScratch.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            stringScratch.append(UInt8(0xF0 | (scalar >> 18)))
            stringScratch.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            stringScratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            stringScratch.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ s: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let n = s.count
        @inline(__always) func isContinuation(_ j: Int) -> Bool { j < n && s[j] & 0xC0 == 0x80 }
        while i < n {
            let b = s[i]
            if b < 0x80 { i += 1; continue }
            switch b {
            case 0xC2...0xDF:
                guard isContinuation(i + 1) else { return i }
                i += 2
            case 0xE0...0xEF:
                guard i + 1 < n else { return i }
                let b1 = s[i + 1]
                let lowOK: Bool
                switch b {
                case 0xE0: lowOK = b1 >= 0xA0 && b1 <= 0xBF
                case 0xED: lowOK = b1 >= 0x80 && b1 <= 0x9F
                default: lowOK = b1 & 0xC0 == 0x80
                }
                guard lowOK, isContinuation(i + 2) else { return i }
                i += 3
            case 0xF0...0xF4:
                guard i + 1 < n else { return i }
                let b1 = s[i + 1]
                let lowOK: Bool
                switch b {
                case 0xF0: lowOK = b1 >= 0x90 && b1 <= 0xBF
                case 0xF4: lowOK = b1 >= 0x80 && b1 <= 0x8F
                default: lowOK = b1 & 0xC0 == 0x80
                }
                guard lowOK, isContinuation(i + 2), isContinuation(i + 3) else { return i }
                i += 4
            default:
                return i
            }
        }
        return nil
    }
}
