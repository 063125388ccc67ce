import MapMath
import TraceFormat
import TraceJSON

/// Writes a trace's touches as W3C WebDriver actions (the JSON body of Perform Actions,
/// `{"actions": [...]}`; W3C WebDriver, "Actions"), for Appium, Espresso or XCUITest
/// drivers to replay on a device; `WebDriverActionsImporter` reads them back.
///
/// - One `pointer` source of `pointerType` "touch" per finger slot (`finger0`, ...): a
///   finger that lands takes the lowest slot free since before that instant, so there
///   are as many sources as fingers ever down at once (at most 20) and ids come back
///   0, 1, ... in slot order.
/// - Times become whole ms (W3C durations are integers): each distinct touch time is
///   rounded to the nearest ms, or put 1 ms after the previous one when rounding would
///   merge them, so instants stay distinct and in order.
/// - Positions become whole points (W3C pointerMove x and y are integers), rounded to the
///   nearest; a point outside the view (a trace may have them) moves to the view's edge,
///   as W3C refuses a move target outside the viewport (`pointsOutside` counts them); a
///   move that rounds onto its finger's current position is left out (the importer would
///   drop it, as a touchscreen reports changes only). A lift away from its finger's last
///   point moves there first (W3C's pointerUp has no position), which the importer reads
///   as a move and then the lift.
/// - Lockstep ticks, every source one action a tick: between two instants, a tick of the
///   gap's length in which each finger that moves does a `pointerMove` with that
///   `duration` and a `viewport` origin and every other source a `pause` of it. A gap
///   longer than the period 1000/`sampleRate` ms (floored) is a pause tick and then a move
///   tick one period long, so that a finger at rest does not creep across the gap, and so
///   that `mapsim import webdriver --rate` at the same rate samples each move at its end
///   only. At an instant, zero-duration ticks: `pointerUp`/`pointerCancel` of lifted
///   fingers with a `pointerMove` of landing ones to their position, then their
///   `pointerDown`.
/// - Fingers still down at the end stay down, as in the trace.
///
/// So `import webdriver` at the same rate gives the trace's touches back within 0.5 pt and
/// 0.5 ms (more only where instants less than 1 ms apart were pushed to the next ms), with
/// finger ids renumbered by slot (a point outside the view: within 0.5 pt of the edge
/// point it moved to). Errors (`.invalidData`): a trace with no touches, a trace longer
/// than `WebDriverActionsImporter.maxDurationMs`.
public enum WebDriverActionsExporter {
    /// Default rate: 120 Hz, the importer's default.
    public static let defaultSampleRate = WebDriverImportOptions.defaultSampleRate
    /// Largest rate: 1000 Hz, so that a move tick lasts at least 1 ms (our choice).
    public static let maxSampleRate = 1000.0

    /// Whether `rate` is a valid export rate: in (0, `maxSampleRate`].
    public static func isValidSampleRate(_ rate: Double) -> Bool { rate > 0 && rate <= maxSampleRate }

    /// The actions document for `trace`'s touches; `sampleRate` in (0, 1000] Hz sets the
    /// longest move tick (1000/rate ms, floored). Errors name `fileName`.
    public static func export(_ trace: TraceFile, sampleRate: Double = defaultSampleRate,
                              fileName: String? = nil) throws(TraceError) -> JSONValue {
        func failure(_ message: String) -> TraceError { TraceError(.invalidData, fileName: fileName, message: message) }
        guard isValidSampleRate(sampleRate) else { throw failure("sample rate outside (0, 1000] Hz") }
        guard !trace.touches.isEmpty else { throw failure("the trace has no touches") }
        let period = max(1, Int((1000 / sampleRate).rounded(.down)))
        let width = trace.viewport.width, height = trace.viewport.height
        let maxX = width.rounded(.down), maxY = height.rounded(.down)

        // Instants: the touches grouped by time, in order, with whole-ms times.
        let touches = trace.touches.enumerated().sorted { ($0.element.timeMs, $0.offset) < ($1.element.timeMs, $1.offset) }
        var instants: [(ms: Int, touches: [TraceTouch])] = []
        var lastTime = -Double.infinity
        for (index, touch) in touches {
            guard touch.location.x.isFinite, touch.location.y.isFinite else {
                throw failure("touches[\(index)] is not at a finite point")
            }
            if touch.timeMs != lastTime {
                let rounded = Int(touch.timeMs.rounded())
                let ms = instants.last.map { max(rounded, $0.ms + 1) } ?? max(0, rounded)
                guard ms <= WebDriverActionsImporter.maxDurationMs else {
                    throw failure("the trace lasts more than \(WebDriverActionsImporter.maxDurationMs) ms, the longest actions mapsim reads back")
                }
                instants.append((ms, []))
                lastTime = touch.timeMs
            }
            instants[instants.count - 1].touches.append(touch)
        }

        var sources: [[JSONValue]] = []
        var slotOfPointer: [Int: Int] = [:]
        var position: [Int: (x: Double, y: Double)] = [:]  // by slot, rounded
        var freeSlots = Set<Int>()
        var ticks = 0
        /// Appends one tick: `actions[slot]` for the slots given, `filler` for the rest.
        func tick(_ actions: [Int: JSONValue], filler: JSONValue) {
            for slot in sources.indices { sources[slot].append(actions[slot] ?? filler) }
            ticks += 1
        }
        func rounded(_ p: ScreenPoint) -> (x: Double, y: Double) {
            (min(max(p.x.rounded(), 0), maxX), min(max(p.y.rounded(), 0), maxY))
        }
        func move(_ duration: Int, _ p: (x: Double, y: Double)) -> JSONValue {
            .object([.init("type", .string("pointerMove")), .init("duration", .number(Double(duration))),
                     .init("origin", .string("viewport")), .init("x", .number(p.x)), .init("y", .number(p.y))])
        }
        func pause(_ duration: Int) -> JSONValue {
            .object([.init("type", .string("pause")), .init("duration", .number(Double(duration)))])
        }

        var previousMs = 0
        for instant in instants {
            var moves: [Int: JSONValue] = [:]
            var lifts: [Int: JSONValue] = [:]
            var landings: [Int: (x: Double, y: Double)] = [:]
            let gap = instant.ms - previousMs
            let moveDuration = min(gap, period)
            var freedNow: [Int] = []
            for touch in instant.touches {
                switch touch.phase {
                case .down:
                    guard slotOfPointer[touch.pointerID] == nil else { continue }
                    let slot: Int
                    if let free = freeSlots.min() {
                        slot = free
                        freeSlots.remove(free)
                    } else {
                        slot = sources.count
                        sources.append(Array(repeating: pause(0), count: ticks))
                    }
                    slotOfPointer[touch.pointerID] = slot
                    let p = rounded(touch.location)
                    landings[slot] = p
                    position[slot] = p
                case .move:
                    guard let slot = slotOfPointer[touch.pointerID], landings[slot] == nil else { continue }
                    let p = rounded(touch.location)
                    guard let old = position[slot], old != p else { continue }
                    position[slot] = p
                    moves[slot] = move(moveDuration, p)
                case .up, .cancel:
                    guard let slot = slotOfPointer.removeValue(forKey: touch.pointerID) else { continue }
                    // W3C's pointerUp has no position: a lift elsewhere moves there first.
                    let p = rounded(touch.location)
                    if position[slot] != nil, position[slot]! != p, landings[slot] == nil {
                        position[slot] = p
                        moves[slot] = move(moveDuration, p)
                    }
                    lifts[slot] = .object([.init("type", .string(touch.phase == .up ? "pointerUp" : "pointerCancel"))]
                                          + (touch.phase == .up ? [.init("button", .number(0))] : []))
                    freedNow.append(slot)
                }
            }
            if moves.isEmpty {
                if gap > 0 { tick([:], filler: pause(gap)) }
            } else {
                if gap > period { tick([:], filler: pause(gap - period)) }
                tick(moves, filler: pause(moveDuration))
            }
            if !lifts.isEmpty || !landings.isEmpty {
                var zero = lifts
                for (slot, p) in landings { zero[slot] = move(0, p) }
                tick(zero, filler: pause(0))
            }
            if !landings.isEmpty {
                tick(landings.mapValues { _ in .object([.init("type", .string("pointerDown")), .init("button", .number(0))]) },
                     filler: pause(0))
            }
            freeSlots.formUnion(freedNow)
            previousMs = instant.ms
        }
        let document = sources.enumerated().map { slot, actions -> JSONValue in
            .object([.init("type", .string("pointer")), .init("id", .string("finger\(slot)")),
                     .init("parameters", .object([.init("pointerType", .string("touch"))])),
                     .init("actions", .array(actions))])
        }
        return .object([.init("actions", .array(document))])
    }

    /// How many of `trace`'s touches lie outside its view (the export moves them to its
    /// edge).
    public static func pointsOutside(_ trace: TraceFile) -> Int {
        let width = trace.viewport.width, height = trace.viewport.height
        return trace.touches.count { !($0.location.x >= 0 && $0.location.x <= width && $0.location.y >= 0 && $0.location.y <= height) }
    }

    /// The document's text: two-space indents, one action a line.
    public static func text(_ document: JSONValue) -> String {
        document.text(layout: JSONTextLayout(indent: "  ", inlineDepth: 4, spaced: true))
    }
}
