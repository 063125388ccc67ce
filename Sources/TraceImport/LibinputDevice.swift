import TraceFormat

/// One device of a libinput recording: its name, position axes and evdev events.
struct LibinputDevice {
    /// `evdev.name`, if given.
    var name: String?
    /// The ABS_MT_POSITION_X/Y ranges of `evdev.absinfo`; nil unless both are given.
    var ranges: TouchAxisRanges?
    /// The evdev events in file order.
    var events: [InputEvent] = []
    /// Whether an event is a multi-touch position (EV_ABS 53 or 54).
    var hasPositions = false

    init(_ node: YAMLNode, document: YAMLDocument,
         failure: (Int?, String) -> TraceError) throws(TraceError) {
        guard node.entries != nil else { throw failure(node.line, "a device is not a mapping") }
        if let evdev = node.member("evdev") {
            guard evdev.entries != nil else { throw failure(evdev.line, "'evdev' is not a mapping") }
            name = evdev.member("name").flatMap { document.text($0) }
            if let absinfo = evdev.member("absinfo") {
                guard let entries = absinfo.entries else { throw failure(absinfo.line, "'absinfo' is not a mapping") }
                var x: (Int, Int, Int)?, y: (Int, Int, Int)?
                for entry in entries where entry.key == "53" || entry.key == "54" {
                    guard let values = entry.value.items, values.count >= 5,
                          let numbers = Self.integers(values.prefix(5), document) else {
                        throw failure(entry.value.line, "absinfo \(entry.key): expected [min, max, fuzz, flat, resolution]")
                    }
                    let axis = (numbers[0], numbers[1], numbers[4])
                    if entry.key == "53" { x = axis } else { y = axis }
                }
                if let x, let y {
                    ranges = TouchAxisRanges(xMin: x.0, xMax: x.1, yMin: y.0, yMax: y.1, xResolution: x.2, yResolution: y.2)
                }
            }
        }
        guard let eventsNode = node.member("events"), eventsNode.value != .null else { return }
        guard let frames = eventsNode.items else { throw failure(eventsNode.line, "'events' is not a list") }
        for frame in frames {
            guard frame.entries != nil else { throw failure(frame.line, "an event is not a mapping such as {evdev: [...]}") }
            guard let evdev = frame.member("evdev") else { continue }
            guard let rows = evdev.items else { throw failure(evdev.line, "'evdev' events are not a list") }
            for row in rows {
                guard let values = row.items, values.count == 5, let n = Self.integers(values[...], document) else {
                    throw failure(row.line, "expected an event [sec, usec, type, code, value] of decimal integers")
                }
                guard n[0] >= 0, Int64(n[0]) <= LibinputImporter.maxSeconds, (0..<1_000_000).contains(n[1]) else {
                    throw failure(row.line, "invalid time \(n[0]) s \(n[1]) µs (expected 0 ≤ usec < 1000000, seconds from the first event)")
                }
                guard let type = UInt16(exactly: n[2]), let code = UInt16(exactly: n[3]), let value = Int32(exactly: n[4]) else {
                    throw failure(row.line, "event type or code outside 0...65535, or value outside 32 bits")
                }
                let event = InputEvent(timeMicros: Int64(n[0]) * 1_000_000 + Int64(n[1]),
                                       type: type, code: code, value: value, line: row.line)
                if type == InputEvent.evAbs, code == InputEvent.absMTPositionX || code == InputEvent.absMTPositionY {
                    hasPositions = true
                }
                events.append(event)
            }
        }
    }

    /// The decimal integers of `nodes`; nil if any is not one.
    private static func integers(_ nodes: ArraySlice<YAMLNode>, _ document: YAMLDocument) -> [Int]? {
        var result: [Int] = []
        for node in nodes {
            guard let value = document.integer(node, as: Int.self) else { return nil }
            result.append(value)
        }
        return result
    }
}
