import MapMath
import TraceFormat
import TraceJSON

/// Turns Linux multi-touch input events into trace touch events, for both protocols of
/// the kernel's multi-touch documentation (`Documentation/input/multi-touch-protocol`).
///
/// - Protocol B (slots): ABS_MT_SLOT selects a slot (0 until the first one);
///   ABS_MT_TRACKING_ID ≥ 0 starts a contact in it, −1 lifts it; positions are kept per
///   slot across contacts, as the kernel only sends changed values. A recording with no
///   SYN_MT_REPORT at all is read as protocol B.
/// - Protocol A (anonymous contacts): each contact's values end with SYN_MT_REPORT; a
///   frame lists every contact down. Identity: by ABS_MT_TRACKING_ID when every contact
///   of the frame has one; otherwise by nearest neighbour: all pairs of previous and
///   new contacts are taken in order of increasing distance in view points (ties by
///   previous, then new, order), each pairing contacts not yet paired, with no distance
///   limit; unpaired new contacts are new fingers, unpaired old ones lifted. A frame with
///   no contacts lifts all.
/// - SYN_REPORT ends a frame; each frame that changes anything becomes one trace sample
///   at its SYN_REPORT time, in ms from the first such frame (so the trace starts at 0),
///   with microsecond resolution. A frame
///   whose time is not after the previous sample's is placed 1 µs after it. After
///   SYN_DROPPED, events up to and including the next SYN_REPORT are skipped.
/// - Each contact gets a new pointer id, in order of appearance from 0. In a sample,
///   lifted pointers come first (`up`), then moved ones (`move`, only when the position
///   changed), then new ones (`down`), each group by pointer id. Contacts still down at
///   the end of the recording stay down (the replay cancels them).
/// - Raw positions map onto the view through `TouchMapping` (linear per axis: stretched
///   onto the whole view, or one scale for both axes under `--fit contain`); a contact is
///   reported once both its x and y are known.
/// - A frame has at most `maxContacts` (20) contacts, so matching and pairing cost a
///   bounded amount per frame and decoding is linear in the events. Protocol A: a
///   frame's 21st contact with a position is an error at the SYN_MT_REPORT (or
///   SYN_REPORT) ending it; protocol B: a SYN_REPORT with more than 20 slots holding a
///   tracking id is an error at that SYN_REPORT.
struct MultitouchDecoder {
    /// Largest slot index accepted: 1023 (our choice; devices have at most a few dozen).
    static let maxSlot = 1023
    /// Most contacts in one frame: `TraceDecoder.maxPointersDown` (20), as each contact
    /// is a pointer down in the trace.
    static let maxContacts = TraceDecoder.maxPointersDown

    let mapping: TouchMapping
    let fileName: String?

    private var builder = TouchStreamBuilder()

    init(mapping: TouchMapping, fileName: String?) {
        self.mapping = mapping
        self.fileName = fileName
    }

    func error(_ line: Int, _ message: String) -> TraceError {
        TraceError(.invalidData, fileName: fileName, location: .line(line), message: message)
    }

    /// The error for a frame with more than `maxContacts` contacts, at `line`.
    func tooManyContacts(_ line: Int) -> TraceError {
        error(line, "more than \(Self.maxContacts) contacts in one frame (the simulator models at most \(Self.maxContacts) fingers down at once)")
    }

    private func point(_ x: Int32, _ y: Int32) -> ScreenPoint { mapping.point(x: x, y: y) }

    /// Whether `events` use protocol A (any SYN_MT_REPORT).
    static func usesProtocolA(_ events: [InputEvent]) -> Bool {
        events.contains { $0.type == InputEvent.evSyn && $0.code == InputEvent.synMTReport }
    }

    /// How `events` report contacts, for trace descriptions: "multi-touch protocol A",
    /// "multi-touch protocol B", or "multi-touch protocol B, slot 0 only" when tracking
    /// ids come without slot events (as some single-contact controllers do).
    static func protocolDescription(_ events: [InputEvent]) -> String {
        if usesProtocolA(events) { return "multi-touch protocol A" }
        if events.contains(where: { $0.type == InputEvent.evAbs && $0.code == InputEvent.absMTSlot }) {
            return "multi-touch protocol B"
        }
        return "multi-touch protocol B, slot 0 only"
    }

    /// Decodes `events` (in recording order) into touches.
    mutating func decode(_ events: [InputEvent]) throws(TraceError) -> [TraceTouch] {
        guard let first = events.first else { return [] }
        var previousTime = first.timeMicros
        for event in events {
            if event.timeMicros < previousTime {
                throw error(event.line, "time goes backwards")
            }
            previousTime = event.timeMicros
        }
        if Self.usesProtocolA(events) {
            try decodeProtocolA(events)
        } else {
            try decodeProtocolB(events)
        }
        return builder.touches
    }

    private struct Slot {
        var contactKey: Int?
        var trackingID: Int32 = -1
        var x: Int32?
        var y: Int32?
    }

    /// Slot numbers 0...`maxSlot` as bits: the slots holding a contact, visited in order
    /// at each SYN_REPORT in 16 words rather than by walking all slots.
    private struct SlotSet {
        private var words = [UInt64](repeating: 0, count: (MultitouchDecoder.maxSlot + 64) / 64)

        var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

        mutating func insert(_ slot: Int) { words[slot >> 6] |= 1 << UInt64(slot & 63) }
        mutating func remove(_ slot: Int) { words[slot >> 6] &= ~(1 << UInt64(slot & 63)) }

        /// Calls `body` with each slot in the set, in increasing order.
        func forEach(_ body: (Int) -> Void) {
            for (w, word) in words.enumerated() where word != 0 {
                var bits = word
                while bits != 0 {
                    body(w << 6 | bits.trailingZeroBitCount)
                    bits &= bits - 1
                }
            }
        }
    }

    private mutating func decodeProtocolB(_ events: [InputEvent]) throws(TraceError) {
        var slots = [Slot](repeating: Slot(), count: 16)
        var occupied = SlotSet()
        var current = 0
        var nextKey = 0
        var dropping = false
        for event in events {
            if dropping {
                if event.type == InputEvent.evSyn && event.code == InputEvent.synReport { dropping = false }
                continue
            }
            switch (event.type, event.code) {
            case (InputEvent.evSyn, InputEvent.synReport):
                guard occupied.count <= Self.maxContacts else { throw tooManyContacts(event.line) }
                var contacts: [TouchStreamBuilder.Contact] = []
                occupied.forEach { i in
                    if let key = slots[i].contactKey, let x = slots[i].x, let y = slots[i].y {
                        contacts.append(.init(key: key, location: point(x, y)))
                    }
                }
                builder.frame(timeMicros: event.timeMicros, contacts: contacts)
            case (InputEvent.evSyn, InputEvent.synDropped):
                dropping = true
            case (InputEvent.evAbs, InputEvent.absMTSlot):
                guard event.value >= 0 && event.value <= Self.maxSlot else {
                    throw error(event.line, "slot \(event.value) out of range 0...\(Self.maxSlot)")
                }
                current = Int(event.value)
                if current >= slots.count {
                    slots.append(contentsOf: repeatElement(Slot(), count: current + 1 - slots.count))
                }
            case (InputEvent.evAbs, InputEvent.absMTTrackingID):
                if event.value < 0 {
                    slots[current].contactKey = nil
                    slots[current].trackingID = -1
                    occupied.remove(current)
                } else if slots[current].contactKey == nil || slots[current].trackingID != event.value {
                    slots[current].contactKey = nextKey
                    slots[current].trackingID = event.value
                    nextKey += 1
                    occupied.insert(current)
                }
            case (InputEvent.evAbs, InputEvent.absMTPositionX):
                slots[current].x = event.value
            case (InputEvent.evAbs, InputEvent.absMTPositionY):
                slots[current].y = event.value
            default:
                break
            }
        }
    }

    private struct PendingContact {
        var trackingID: Int32?
        var x: Int32?
        var y: Int32?
    }

    private mutating func decodeProtocolA(_ events: [InputEvent]) throws(TraceError) {
        var pending = PendingContact()
        var frame: [PendingContact] = []
        var keyByTrackingID: [Int32: Int] = [:]
        var nextKey = 0
        var dropping = false
        for event in events {
            if dropping {
                if event.type == InputEvent.evSyn && event.code == InputEvent.synReport { dropping = false }
                continue
            }
            switch (event.type, event.code) {
            case (InputEvent.evSyn, InputEvent.synMTReport):
                if pending.x != nil && pending.y != nil {
                    guard frame.count < Self.maxContacts else { throw tooManyContacts(event.line) }
                    frame.append(pending)
                }
                pending = PendingContact()
            case (InputEvent.evSyn, InputEvent.synReport):
                if pending.x != nil && pending.y != nil {
                    guard frame.count < Self.maxContacts else { throw tooManyContacts(event.line) }
                    frame.append(pending)
                }
                pending = PendingContact()
                let located = frame.map { (id: $0.trackingID, location: point($0.x!, $0.y!)) }
                var contacts: [TouchStreamBuilder.Contact] = []
                if !located.isEmpty && located.allSatisfy({ $0.id != nil }) {
                    var next: [Int32: Int] = [:]
                    for c in located {
                        let id = c.id!
                        if next[id] != nil { continue } // the same id twice in a frame: keep the first
                        let key: Int
                        if let known = keyByTrackingID[id] {
                            key = known
                        } else {
                            key = nextKey
                            nextKey += 1
                        }
                        next[id] = key
                        contacts.append(.init(key: key, location: c.location))
                    }
                    keyByTrackingID = next
                } else {
                    keyByTrackingID = [:]
                    let keys = builder.matchNearest(located.map(\.location), nextKey: &nextKey)
                    for (i, c) in located.enumerated() {
                        contacts.append(.init(key: keys[i], location: c.location))
                    }
                }
                builder.frame(timeMicros: event.timeMicros, contacts: contacts)
                frame.removeAll()
            case (InputEvent.evSyn, InputEvent.synDropped):
                dropping = true
                pending = PendingContact()
                frame.removeAll()
            case (InputEvent.evAbs, InputEvent.absMTTrackingID):
                pending.trackingID = event.value >= 0 ? event.value : nil
            case (InputEvent.evAbs, InputEvent.absMTPositionX):
                pending.x = event.value
            case (InputEvent.evAbs, InputEvent.absMTPositionY):
                pending.y = event.value
            default:
                break
            }
        }
    }
}

/// Turns frames of identified contacts into down/move/up touch events.
struct TouchStreamBuilder {
    /// A contact in a frame: its identity across frames and where it is.
    struct Contact {
        var key: Int
        var location: ScreenPoint
    }

    private struct Active {
        var key: Int
        var pointer: Int
        var location: ScreenPoint
    }

    /// The time origin: the first frame that produced touch events.
    private var startMicros: Int64?
    private(set) var touches: [TraceTouch] = []
    private var active: [Active] = []
    private var nextPointer = 0
    private var lastTimeMs = -1.0

    /// Keys for new contacts by nearest neighbour against the active ones (see
    /// `MultitouchDecoder`); new contacts get keys from `nextKey`. Quadratic in the
    /// contacts, which `MultitouchDecoder.maxContacts` bounds per frame.
    func matchNearest(_ locations: [ScreenPoint], nextKey: inout Int) -> [Int] {
        var pairs: [(distance: Double, old: Int, new: Int)] = []
        for (i, a) in active.enumerated() {
            for (j, p) in locations.enumerated() {
                pairs.append((a.location.distance(to: p), i, j))
            }
        }
        pairs.sort { ($0.distance, $0.old, $0.new) < ($1.distance, $1.old, $1.new) }
        var keys = [Int?](repeating: nil, count: locations.count)
        var oldUsed = [Bool](repeating: false, count: active.count)
        for pair in pairs where !oldUsed[pair.old] && keys[pair.new] == nil {
            oldUsed[pair.old] = true
            keys[pair.new] = active[pair.old].key
        }
        return keys.map { key in
            if let key { return key }
            defer { nextKey += 1 }
            return nextKey
        }
    }

    mutating func frame(timeMicros: Int64, contacts: [Contact]) {
        var ups: [Active] = []
        var moves: [(pointer: Int, location: ScreenPoint)] = []
        var downs: [(pointer: Int, location: ScreenPoint)] = []
        var next: [Active] = []
        for a in active where !contacts.contains(where: { $0.key == a.key }) {
            ups.append(a)
        }
        for c in contacts {
            if let i = active.firstIndex(where: { $0.key == c.key }) {
                if active[i].location != c.location { moves.append((active[i].pointer, c.location)) }
                next.append(Active(key: c.key, pointer: active[i].pointer, location: c.location))
            } else {
                downs.append((nextPointer, c.location))
                next.append(Active(key: c.key, pointer: nextPointer, location: c.location))
                nextPointer += 1
            }
        }
        active = next
        if ups.isEmpty && moves.isEmpty && downs.isEmpty { return }
        let origin = startMicros ?? timeMicros
        startMicros = origin
        var timeMs = Double(timeMicros - origin) / 1000
        if timeMs <= lastTimeMs { timeMs = lastTimeMs + 0.001 }
        lastTimeMs = timeMs
        for a in ups.sorted(by: { $0.pointer < $1.pointer }) {
            touches.append(TraceTouch(timeMs: timeMs, phase: .up, pointerID: a.pointer, location: a.location))
        }
        for m in moves.sorted(by: { $0.pointer < $1.pointer }) {
            touches.append(TraceTouch(timeMs: timeMs, phase: .move, pointerID: m.pointer, location: m.location))
        }
        for d in downs.sorted(by: { $0.pointer < $1.pointer }) {
            touches.append(TraceTouch(timeMs: timeMs, phase: .down, pointerID: d.pointer, location: d.location))
        }
    }
}
