import TraceFormat
import TraceJSON

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

    /// Parses `seconds.fraction` (ASCII; up to 12 digits of seconds, a fraction of 1 to 9
    /// digits, or none) into microseconds; digits beyond microseconds are dropped.
    static func parseMicros(_ text: RecordingText.Bytes) -> Int64? {
        let dot = text.firstIndex(of: UInt8(ascii: "."))
        let secondsText = text[..<(dot ?? text.endIndex)]
        guard !secondsText.isEmpty, secondsText.count <= 12, secondsText.allSatisfy(isDigit) else { return nil }
        var micros: Int64 = 0
        for d in secondsText { micros = micros * 10 + Int64(d - UInt8(ascii: "0")) }
        micros *= 1_000_000
        if let dot {
            let fraction = text[(dot + 1)...]
            guard !fraction.isEmpty, fraction.count <= 9, fraction.allSatisfy(isDigit) else { return nil }
            var scale: Int64 = 100_000
            for d in fraction.prefix(6) {
                micros += Int64(d - UInt8(ascii: "0")) * scale
                scale /= 10
            }
        }
        return micros
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
