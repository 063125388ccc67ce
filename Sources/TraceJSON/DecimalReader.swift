#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a decimal number from UTF-8 bytes, correctly rounded: the result is always the
/// double nearest the text, ties to even. The one decimal reader of mapsim: the JSON
/// parser reads numbers with the `.json` grammar, the command line (`project` and
/// `unproject` input lines, option values) with `.plain`.
///
/// Speed: a JSON number in fixed-point form (up to 7 integer and 15 fraction digits, 19
/// in all: every coordinate and time of a recording) is read with two or three 8-byte
/// loads and no loop (`fixedPointJSONNumber`); any other is scanned, the grammar checked
/// and the digits gathered in one pass. A number with at most 19 significant digits and a
/// decimal exponent within ±22 is converted exactly, with one IEEE multiplication or
/// division (Clinger's fast path, for significands up to 2^53 and exponents within ±22),
/// or, above 2^53, with one x87 `Float80` division where it decides (`extendedQuotient`)
/// and else exact 128-bit integer arithmetic and one rounding (exponents within ±19). Any
/// other number goes to the C library's `strtod`, which is correctly rounded too (mapsim
/// never changes the "C" numeric locale, whose decimal point is '.'). Error: none, every
/// path is correctly rounded (`DecimalReaderTests`, `FixedPointNumberTests`: against
/// Swift's `Double(_:)` and `strtod` on seeded random texts). Allocates nothing but the
/// slow path's temporary copy of the text for `strtod` (on the stack when small).
public enum DecimalReader {
    /// Which texts are numbers. Neither allows spaces, hexadecimal, `inf` or `nan`.
    public enum Grammar: Sendable {
        /// JSON's numbers (RFC 8259 §6): `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
        case json
        /// Decimal text as people type it: an optional sign (`+` too), digits with an
        /// optional decimal point (leading zeros, `.5` and `1.` allowed; at least one
        /// digit in all), an optional exponent `e`/`E` with optional sign and at least
        /// one digit: `[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?`.
        case plain
    }

    /// Why the bytes are not a number by the grammar.
    public enum Failure: Sendable, Equatable {
        /// No digit where the number's digits should start (after its sign).
        case expectedDigit
        /// `.json` only: a digit after a leading `0`.
        case leadingZero
        /// `.json` only: no digit after the decimal point.
        case expectedFractionDigit
        /// No digit in the exponent (after `e` and its sign).
        case expectedExponentDigit
    }

    /// What `read(_:from:_:)` found.
    public enum Reading: Sendable, Equatable {
        /// A finite number, whose text ends just before offset `end`.
        case number(Double, end: Int)
        /// A number by the grammar whose magnitude is too large for a double (it would be
        /// infinite); its text ends just before offset `end`. (Numbers too small for a
        /// double read as 0 or a subnormal, with their sign.)
        case outOfRange(end: Int)
        /// Not a number: `failure` was found at offset `at` (the byte where a digit was
        /// expected, or the digit after a leading zero; possibly `bytes.count`).
        case invalid(Failure, at: Int)
    }

    /// Reads the number by `grammar` that starts at offset `start` of `bytes` (nothing is
    /// skipped before it). Text that starts as a number and then breaks the grammar (`1e`,
    /// and by JSON's `01` or `1.`) is invalid, not a shorter number. What follows the
    /// number is not looked at: a caller that wants the whole text to be the number checks
    /// that `end` is `bytes.count`.
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ grammar: Grammar) -> Reading {
        switch grammar {
        case .json: return read(bytes, from: start, json: true)
        case .plain: return read(bytes, from: start, json: false)
        }
    }

    // MARK: Grammar and digits

    /// The reader, for a grammar known where it is inlined: a JSON number in the common
    /// fixed-point form is read by `fixedPointJSONNumber`, anything else by `scan`.
    @inline(__always)
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, json: Bool) -> Reading {
        if json, let (value, end) = fixedPointJSONNumber(bytes, from: start) { return .number(value, end: end) }
        return scan(bytes, from: start, json: json)
    }

    /// The general scan: the grammar checked and the digits gathered in one pass, one byte
    /// at a time (a fraction's digits eight at a time while eight follow), then one
    /// correctly rounded conversion.
    @inline(__always)
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, json: Bool) -> Reading {
        let count = bytes.count
        var i = start
        var negative = false
        if i < count {
            if bytes[i] == ASCII.minus {
                negative = true
                i += 1
            } else if !json && bytes[i] == ASCII.plus {
                i += 1
            }
        }

        @inline(__always) func digit(_ i: Int) -> UInt64? {
            guard i < count else { return nil }
            let d = bytes[i] &- ASCII.zero
            return d < 10 ? UInt64(d) : nil
        }
        // The significand gathers every significant digit with wrapping arithmetic
        // (`accumulateDigits`); it is exact when there are at most 19 of them
        // (10^19 − 1 < 2^64), and only then used. Leading zeros are not significant: an
        // integer part is a lone 0 or starts with a non-zero digit, and a fraction's zeros
        // before any significant digit only lower the exponent.
        var significand: UInt64 = 0
        var significantDigits = 0
        var decimalExponent = 0
        let integerStart = i
        if json {
            guard let first = digit(i) else { return .invalid(.expectedDigit, at: i) }
            if first == 0 {
                i += 1
                if digit(i) != nil { return .invalid(.leadingZero, at: i) }
            } else {
                let end = accumulateDigits(bytes, from: i, into: &significand, eightAtOnce: false)
                significantDigits = end - i
                i = end
            }
        } else {
            while i < count && bytes[i] == ASCII.zero { i += 1 }
            let end = accumulateDigits(bytes, from: i, into: &significand, eightAtOnce: false)
            significantDigits = end - i
            i = end
        }
        var digitCount = i - integerStart
        if i < count && bytes[i] == ASCII.dot {
            i += 1
            let fractionStart = i
            if significantDigits == 0 {
                while i < count && bytes[i] == ASCII.zero { i += 1 }
            }
            let end = accumulateDigits(bytes, from: i, into: &significand, eightAtOnce: true)
            significantDigits += end - i
            i = end
            decimalExponent = fractionStart - i
            if json && i == fractionStart { return .invalid(.expectedFractionDigit, at: i) }
            digitCount += i - fractionStart
        }
        if digitCount == 0 { return .invalid(.expectedDigit, at: integerStart) }
        let exact = significantDigits <= 19

        // An exponent past 100,000 only goes to the slow path: its exact value does not
        // matter for the fast paths, but cut short it could seem to cancel a long fraction.
        var exponentTooLong = false
        if i < count && (bytes[i] == ASCII.lowerE || bytes[i] == ASCII.upperE) {
            i += 1
            var exponentNegative = false
            if i < count && (bytes[i] == ASCII.plus || bytes[i] == ASCII.minus) {
                exponentNegative = bytes[i] == ASCII.minus
                i += 1
            }
            guard digit(i) != nil else { return .invalid(.expectedExponentDigit, at: i) }
            var exponent = 0
            while let d = digit(i) {
                if exponent < 100_000 {
                    exponent = exponent * 10 + Int(d)
                } else {
                    exponentTooLong = true
                }
                i += 1
            }
            decimalExponent += exponentNegative ? -exponent : exponent
        }

        if significantDigits == 0 { return .number(negative ? -0.0 : 0.0, end: i) }
        if exact && !exponentTooLong, let value = exactValue(significand, decimalExponent: decimalExponent) {
            return .number(negative ? -value : value, end: i)
        }
        let value = strtodValue(bytes, from: start, to: i)
        return value.isFinite ? .number(value, end: i) : .outOfRange(end: i)
    }

    /// Adds the digits of `bytes` from `start` on to `significand` (wrapping: exact for at
    /// most 19 significant digits in all) and returns the offset after them. With
    /// `eightAtOnce`, eight at a time while eight digits follow (`eightDigits`: worth it
    /// only where long runs are common, as in fractions printed to full precision), then
    /// one at a time: one compare, one multiply-add and one increment per digit.
    @inline(__always)
    static func accumulateDigits(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into significand: inout UInt64,
                                 eightAtOnce: Bool) -> Int {
        let count = bytes.count
        var i = start
        var value = significand
        if eightAtOnce {
            while i + 8 <= count, let eight = eightDigits(bytes, at: i) {
                value = value &* 100_000_000 &+ eight
                i += 8
            }
        }
        while i < count {
            let d = bytes[i] &- ASCII.zero
            guard d < 10 else { break }
            value = value &* 10 &+ UInt64(d)
            i += 1
        }
        significand = value
        return i
    }

    /// The value of the eight bytes at `offset` (which must all be in `bytes`) as a decimal
    /// number, or nil when one of them is not an ASCII digit.
    ///
    /// Method (SWAR, "SIMD within a register"; the technique of Lemire's fast_float and of
    /// simdjson, written here from its description): load the bytes as one little-endian
    /// 64-bit word; they are all digits exactly when every byte's high nibble is 3 and
    /// adding 6 to every byte leaves it 3 (a byte 0x3A–0x3F carries into 4); then three
    /// multiplies combine neighbouring digits, pairs and quads in place: 10·a + b in each
    /// 16-bit lane, 100·ab + cd in each 32-bit lane, 10⁴·abcd + efgh in the top half.
    /// A fraction of the byte loop's work for eight digits.
    @inline(__always)
    static func eightDigits(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64? {
        let raw = UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        let word = UInt64(littleEndian: raw)
        let nibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        guard (word & nibbles) | (((word &+ 0x0606_0606_0606_0606) & nibbles) >> 4) == 0x3333_3333_3333_3333 else {
            return nil
        }
        // The first byte is the most significant digit and sits in the lowest lane.
        var v = word & 0x0F0F_0F0F_0F0F_0F0F
        v = (v &* (1 + (10 << 8))) >> 8                      // 16-bit lanes: 10·a + b
        v = ((v & 0x00FF_00FF_00FF_00FF) &* (1 + (100 << 16))) >> 16  // 32-bit lanes: 100·ab + cd
        return ((v & 0x0000_FFFF_0000_FFFF) &* (1 + (10_000 << 32))) >> 32
    }

    // MARK: Fixed-point JSON numbers

    /// The JSON number at `start` when it has the form `-?[0-9]{1,7}(\.[0-9]{1,15})?`
    /// (no exponent, at most 19 digits in all, at least 32 bytes from `start` to the end of
    /// `bytes`), with the offset just past it; nil for any other text, which `scan` then
    /// reads (a longer form, an exponent, a leading zero before a digit, no digit after
    /// the point, or not a number at all). Every coordinate and time a device or our writer
    /// prints, in the bundled traces 17 significant digits at most, has this form.
    ///
    /// Method: no loop and no byte-at-a-time branch: one 8-byte load for the integer part,
    /// one or two for the fraction, each with `digitRunLength` (where the digits stop) and
    /// `leadingDigitsValue` (their value, SWAR); the byte after each run is read from the
    /// loaded word. The significand is exact (below 10^19 < 2^64) and the exponent
    /// −15…0, so `exactValue` always converts it, correctly rounded: the same double and
    /// end as `scan`, as `DecimalReaderTests` checks on seeded random texts of every
    /// length the form allows, against `scan` and Swift's `Double(_:)`, with every byte
    /// after them. Cheaper than `scan` on the rows a recording holds. Reads no byte at or
    /// past
    /// `start + 32`; allocates nothing.
    @inline(__always)
    static func fixedPointJSONNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (value: Double, end: Int)? {
        guard start >= 0, bytes.count &- start >= 32 else { return nil }
        let base = UnsafeRawPointer(bytes.baseAddress!)
        @inline(__always) func word(at offset: Int) -> UInt64 {
            UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        @inline(__always) func byte(_ word: UInt64, _ index: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: word &>> UInt64(8 &* index))
        }
        let negative = base.load(fromByteOffset: start, as: UInt8.self) == ASCII.minus
        let integerStart = negative ? start &+ 1 : start
        let integerWord = word(at: integerStart)
        let integerDigits = digitRunLength(integerWord)
        // No digit, eight or more, or JSON's forbidden leading zero: left to the scan.
        guard integerDigits > 0, integerDigits < 8,
              integerDigits == 1 || byte(integerWord, 0) != ASCII.zero else { return nil }
        var significand = leadingDigitsValue(integerWord, count: integerDigits)
        var end = integerStart &+ integerDigits
        var fractionDigits = 0
        var next = byte(integerWord, integerDigits)
        if next == ASCII.dot {
            let fractionWord = word(at: end &+ 1)
            let run = digitRunLength(fractionWord)
            guard run > 0 else { return nil }
            significand = significand &* integerPowersOfTen[run] &+ leadingDigitsValue(fractionWord, count: run)
            fractionDigits = run
            if run < 8 {
                next = byte(fractionWord, run)
            } else {
                let tailWord = word(at: end &+ 9)
                let tail = digitRunLength(tailWord)
                guard tail < 8 else { return nil }
                if tail > 0 {
                    significand = significand &* integerPowersOfTen[tail] &+ leadingDigitsValue(tailWord, count: tail)
                }
                fractionDigits &+= tail
                next = byte(tailWord, tail)
            }
            end &+= 1 &+ fractionDigits
        }
        // An exponent ('e' or 'E', the only bytes that are 'e' with bit 5 set) or too many
        // digits for an exact significand: left to the scan.
        guard next | 0x20 != ASCII.lowerE, integerDigits &+ fractionDigits <= 19,
              let magnitude = exactValue(significand, decimalExponent: -fractionDigits) else { return nil }
        return (negative ? -magnitude : magnitude, end)
    }

    /// How many of the eight bytes of `word` (little-endian: its lowest byte first) are
    /// ASCII digits before the first byte that is not one: 0…8.
    ///
    /// Method (SWAR): a byte b is a digit exactly when neither b − 0x30 (below 0x30 it
    /// wraps to 0xD0 or more; 0xB0 or more stays there) nor b + 0x46 (0x3A–0xB9 reach
    /// 0x80–0xFF) has its top bit set, so one subtraction, one addition, an or and a mask
    /// mark every byte that is not a digit, and the lowest marked byte is the first
    /// non-digit. Across the word a byte below 0x30 borrows from, and one of 0xBA or more
    /// carries into, the byte after it: that only changes marks after the first non-digit
    /// (that byte), so the count is exact. Four operations where testing the high nibble
    /// of b and of b + 6 took seven.
    @inline(__always)
    static func digitRunLength(_ word: UInt64) -> Int {
        let notDigit = ((word &- 0x3030_3030_3030_3030) | (word &+ 0x4646_4646_4646_4646)) & 0x8080_8080_8080_8080
        return notDigit.trailingZeroBitCount &>> 3
    }

    /// The value of the first `count` (1…8) bytes of `word` as decimal digits, the first
    /// byte the most significant; they must be digits (`digitRunLength`), the bytes after
    /// them are ignored.
    ///
    /// Method: the digits' low nibbles are shifted to the top of the word, so that the
    /// bytes below them are zeros (leading zeros of an eight-digit number), then the three
    /// multiplies of `eightDigits` combine digits, pairs and quads in place.
    @inline(__always)
    static func leadingDigitsValue(_ word: UInt64, count: Int) -> UInt64 {
        var v = (word & 0x0F0F_0F0F_0F0F_0F0F) &<< UInt64(64 &- 8 &* count)
        v = (v &* (1 + (10 << 8))) &>> 8                              // 16-bit lanes: 10·a + b
        v = ((v & 0x00FF_00FF_00FF_00FF) &* (1 + (100 << 16))) &>> 16  // 32-bit lanes: 100·ab + cd
        return ((v & 0x0000_FFFF_0000_FFFF) &* (1 + (10_000 << 32))) &>> 32
    }

    // MARK: Conversion

    /// Exact powers of ten as doubles: 10^0 … 10^22 are exactly representable. (Literals,
    /// so that the table is built at compile time, not on first use.)
    private static let doublePowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
    ]

    #if (arch(i386) || arch(x86_64)) && !(os(Windows) || os(Android))
    /// 10^0 … 10^19 as `Float80`, all exact (5^19 < 2^64): one load, where converting the
    /// integer power needs a signed load and its unsigned correction.
    private static let extendedPowersOfTen: [Float80] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9,
        1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
    ]
    #endif

    /// Powers of ten that fit in 64 bits: 10^0 … 10^19.
    private static let integerPowersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000,
        100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000,
        10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
        10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ]

    /// significand · 10^decimalExponent correctly rounded, for a non-zero significand of
    /// at most 19 digits; nil when neither fast path covers the exponent.
    @inline(__always)
    static func exactValue(_ significand: UInt64, decimalExponent: Int) -> Double? {
        // Clinger: both operands are exact doubles, so one IEEE operation rounds once.
        if significand <= 1 << 53 && decimalExponent >= -22 && decimalExponent <= 22 {
            let s = Double(significand)
            return decimalExponent >= 0 ? s * doublePowersOfTen[decimalExponent]
                                        : s / doublePowersOfTen[-decimalExponent]
        }
        if decimalExponent >= 0 {
            guard decimalExponent <= 19 else { return nil }
            // The exact product fits in 128 bits.
            let product = significand.multipliedFullWidth(by: integerPowersOfTen[decimalExponent])
            return rounded(high: product.high, low: product.low, sticky: false, binaryExponent: 0)
        }
        guard decimalExponent >= -19 else { return nil }
        let divisor = integerPowersOfTen[-decimalExponent]
        #if (arch(i386) || arch(x86_64)) && !(os(Windows) || os(Android))
        if let value = extendedQuotient(significand, exponent: -decimalExponent) { return value }
        #endif
        // significand / 10^q: shift the significand up so the quotient has 63 or 64 bits,
        // divide exactly, and keep whether a remainder was lost.
        let shift = 63 - divisor.leadingZeroBitCount          // bit length of divisor − 1
        let leadingZeros = significand.leadingZeroBitCount
        let normalized = significand << leadingZeros             // top bit set
        let high = shift == 0 ? 0 : normalized >> (64 - shift)  // < 2^shift ≤ divisor
        let low = normalized << shift
        let (quotient, remainder) = divisor.dividingFullWidth((high: high, low: low))
        return rounded(high: 0, low: quotient, sticky: remainder != 0,
                       binaryExponent: -leadingZeros - shift)
    }

    #if (arch(i386) || arch(x86_64)) && !(os(Windows) || os(Android))
    /// significand / 10^q correctly rounded to a double (1 ≤ q ≤ 19)
    /// and a quotient far from the double range's ends, by one x87 division; nil in the
    /// one case that method cannot decide, which the exact 128-bit division then takes.
    ///
    /// Method: both operands are exact in `Float80` (64-bit significands), so the quotient
    /// is correctly rounded to 64 bits; rounding it again to 53 bits gives the correctly
    /// rounded double unless the 64-bit quotient is exactly halfway between two doubles
    /// (its 11 lowest significand bits 100_0000_0000): the doubles and their midpoints are
    /// all on the 64-bit grid, so the first rounding never crosses one. Error: none (0.5
    /// ulp, correctly rounded). Avoids the 128-bit division (a call of the compiler's
    /// `__udivti3`, the remainder and the rounding). Tested by
    /// `FixedPointNumberTests` against `strtod`, on halfway quotients too.
    @inline(__always)
    static func extendedQuotient(_ significand: UInt64, exponent q: Int) -> Double? {
        let quotient = Float80(significand) / extendedPowersOfTen[q]
        guard quotient.significandBitPattern & 0x7FF != 0x400 else { return nil }
        return Double(quotient)
    }
    #endif

    /// (high · 2^64 + low + ε) · 2^binaryExponent rounded to the nearest double, ties to
    /// even, where ε is in (0, 1) when `sticky` and 0 otherwise. The value must be
    /// non-zero and far from the double range's ends (true for the callers' inputs).
    @inline(__always)
    private static func rounded(high: UInt64, low: UInt64, sticky: Bool, binaryExponent: Int) -> Double {
        var top: UInt64
        var sticky = sticky
        var exponent = binaryExponent
        if high != 0 {
            let zeros = high.leadingZeroBitCount
            top = zeros == 0 ? high : (high << zeros) | (low >> (64 - zeros))
            if (zeros == 0 ? low : low << zeros) != 0 { sticky = true }
            exponent += 64 - zeros
        } else {
            let zeros = low.leadingZeroBitCount
            top = low << zeros
            exponent -= zeros
        }
        // top has its highest bit set: keep 53 bits, round on the 11 below.
        var mantissa = top >> 11
        let dropped = top & 0x7FF
        exponent += 11
        if dropped > 0x400 || (dropped == 0x400 && (sticky || mantissa & 1 == 1)) {
            mantissa += 1
            if mantissa == 1 << 53 {
                mantissa >>= 1
                exponent += 1
            }
        }
        // mantissa · 2^exponent with 2^52 ≤ mantissa < 2^53, as IEEE fields: the biased
        // exponent is exponent + 52 + 1023 and the leading bit is implicit (the generic
        // `Double(sign:exponent:significand:)` is an out-of-line call).
        return Double(bitPattern: UInt64(exponent + 1075) << 52 | (mantissa & ((1 << 52) - 1)))
    }

    /// The slow path: `strtod` on a NUL-terminated copy of `bytes[start..<end]`, text the
    /// scan has checked (both grammars are a subset of what `strtod` reads).
    @inline(never)
    static func strtodValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Double {
        let length = end - start
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { text in
            for k in 0..<length { text[k] = CChar(bitPattern: bytes[start + k]) }
            text[length] = 0
            return strtod(text.baseAddress!, nil)
        }
    }
}
