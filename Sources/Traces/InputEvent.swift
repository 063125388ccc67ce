/// One Linux input event from a recording (`struct input_event`), with the line it came
/// from for error messages.
struct InputEvent: Hashable, Sendable {
    /// Event time in microseconds (the recording's clock).
    var timeMicros: Int64
    /// Event type (EV_SYN 0, EV_KEY 1, EV_ABS 3, ...).
    var type: UInt16
    /// Event code within the type.
    var code: UInt16
    /// Event value (two's complement for ABS_MT_TRACKING_ID −1).
    var value: Int32
    /// 1-based line in the recording.
    var line: Int

    // Linux input-event-codes.h
    static let evSyn: UInt16 = 0x00
    static let evKey: UInt16 = 0x01
    static let evAbs: UInt16 = 0x03
    static let synReport: UInt16 = 0x00
    static let synMTReport: UInt16 = 0x02
    static let synDropped: UInt16 = 0x03
    static let absMTSlot: UInt16 = 0x2F
    static let absMTPositionX: UInt16 = 0x35
    static let absMTPositionY: UInt16 = 0x36
    static let absMTTrackingID: UInt16 = 0x39

    /// Parses `seconds.fraction` (fraction of up to 9 digits) into microseconds;
    /// digits beyond microseconds are dropped.
    static func parseMicros(_ text: Substring) -> Int64? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let secondsText = parts.first, !secondsText.isEmpty,
              secondsText.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), secondsText.count <= 12,
              let seconds = Int64(secondsText) else { return nil }
        var micros: Int64 = 0
        if parts.count == 2 {
            let fraction = parts[1]
            guard !fraction.isEmpty, fraction.count <= 9,
                  fraction.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            var digits = Array(fraction.utf8.map { Int64($0 - 0x30) })
            while digits.count < 6 { digits.append(0) }
            for d in digits.prefix(6) { micros = micros * 10 + d }
        }
        return seconds * 1_000_000 + micros
    }
}
