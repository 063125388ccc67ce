import MapMath
import TraceFormat
import TraceJSON

/// Imports W3C WebDriver actions (the JSON body of the Perform Actions command, as
/// Appium, Selenium and WebdriverIO send it) as a trace: each touch pointer source is one
/// finger.
///
/// The document and its rules are `WebDriverActions`' (`WebDriverActions+JSON.swift`).
/// Playing them follows the "Actions" section of W3C WebDriver ("dispatch actions",
/// "computing the tick duration", "perform a pointer move"), with the choices below
/// marked "our choice":
///
/// - Ticks run in lockstep: tick i holds action i of every source that has one, and the
///   ticks run one after another from time 0. A tick lasts as long as its longest
///   duration: the durations of its pauses and pointerMoves (a missing duration counts
///   as 0; key actions count as pauses of 0). A tick with no duration takes no time.
/// - A pointer starts up at (0, 0), the spec's initial position. pointerDown puts its
///   finger down where it is, pointerUp lifts it and pointerCancel cancels its touch,
///   all at the start of their tick. pointerDown while down, and pointerUp or
///   pointerCancel while up, are errors (our choice: a touch pointer has one contact).
/// - pointerMove goes to (x, y): from the viewport's top-left with origin "viewport"
///   (the default), from the pointer's position at the start of the tick with origin
///   "pointer". A target outside the view, x not in [0, width] or y not in [0, height],
///   is an error, as the spec's "move target out of bounds".
/// - A pointerMove with a duration d > 0 is sampled at `WebDriverImportOptions.sampleRate`
///   (default 120 Hz): at k/rate s after the tick's start (rounded to the µs) for every
///   k ≥ 1 before d, by linear interpolation from the position at the tick's start to the
///   target, then exactly at the target at d. A pointerMove with no duration jumps there
///   at the tick's start. Moves of a finger that is up change its position only, and a
///   sample that would not change a finger's position is left out (touchscreens report
///   changes only; the spec also dispatches a move only when the position changed).
/// - One event per finger per instant, as a trace sample allows (our choice for ticks of
///   no duration): a later move at the same instant replaces the earlier move or moves
///   the down that came before it; a move then an up or cancel stay both (the finger
///   moves, then lifts); a pointerUp or pointerCancel at the instant of the finger's
///   pointerDown, or a pointerDown at the instant of its pointerUp, is an error naming
///   the action: put a pause between them.
/// - Pointer ids are 0, 1, … in the order of the pointer sources; at most
///   `TraceDecoder.maxPointersDown` (20) pointer sources. Fingers still down at the end
///   stay down (the replay cancels them). Times are ms from the start of tick 0, with µs
///   resolution. Actions that put no finger down are an error ("no touches").
/// - Limits (our choice), so that the work is linear in the input and the output
///   bounded: the ticks together last at most `maxDurationMs` (24 h), and the moves give
///   at most `maxSamples` touch samples in all; beyond either is an error naming the
///   action, before anything is generated for it.
///
/// Every error is a one-line `TraceError` (`.invalidData`, exit 65) naming the file and
/// the JSON path (`pinch.json: actions[1].actions[3].origin: ...`), or the line and column
/// of a JSON syntax error; the JSON is read by `JSONParser` (strict RFC 8259).
public enum WebDriverActionsImporter {
    /// Longest time the ticks may take together: 86,400,000 ms (24 h; our choice).
    public static let maxDurationMs = 86_400_000
    /// Most touch samples the pointerMoves may give in all: 1,000,000 (our choice: 2.3 h
    /// of one finger moving at 120 Hz).
    public static let maxSamples = 1_000_000

    /// Reads and imports the actions file at `path`; errors name the file as `path`.
    public static func importFile(path: String, options: WebDriverImportOptions) throws(TraceError) -> TraceFile {
        let bytes = try FileBytes.contents(ofPath: path)
        return try importActions(bytes, fileName: path, options: options)
    }

    /// Imports actions from their JSON bytes; `fileName` labels errors and names the trace.
    public static func importActions(_ bytes: [UInt8], fileName: String,
                                     options: WebDriverImportOptions) throws(TraceError) -> TraceFile {
        let document: JSONValue
        do {
            document = try JSONParser().parse(bytes)
        } catch {
            throw TraceError(.invalidData, fileName: fileName,
                             location: .textPosition(line: error.line, column: error.column), message: error.message)
        }
        let actions: WebDriverActions
        let timeline: Timeline
        do {
            actions = try WebDriverActions.decode(document)
            timeline = try play(actions, options: options)
        } catch {
            throw error.withFileName(fileName)
        }
        guard !timeline.touches.isEmpty else {
            throw TraceError(.invalidData, fileName: fileName, message: "the actions have no touches (no touch pointer goes down)")
        }
        let pointers = actions.sources.filter { $0.kind == .pointer }
        let ids = pointers.map { JSONValue.string($0.id).compactText }.joined(separator: ", ")
        let pointerWord = pointers.count == 1 ? "touch pointer" : "touch pointers"
        let ticks = actions.tickCount
        let description = "Imported from W3C WebDriver actions \(ImportNaming.lastComponent(fileName)) "
            + "(\(pointers.count) \(pointerWord) \(ids) as pointer ids 0…\(pointers.count - 1); "
            + "\(ticks) \(ticks == 1 ? "tick" : "ticks") over \(JSONValue.numberText(Double(timeline.durationMicros) / 1000)) ms; "
            + "moves sampled at \(JSONValue.numberText(options.sampleRate)) Hz)"
        let trace = TraceFile(name: ImportNaming.lastComponent(fileName), description: description,
                              viewport: options.viewport, camera: options.camera, touches: timeline.touches)
        try trace.validate(fileName: fileName)
        return trace
    }

    /// The touches of a set of actions and how long their ticks take.
    struct Timeline {
        var touches: [TraceTouch]
        var durationMicros: Int64
    }

    /// One finger's event at a time in µs (its `timeMs` is set once all are made).
    private struct TimedEvent {
        var micros: Int64
        var sequence: Int
        var touch: TraceTouch
    }

    /// Plays `actions` tick by tick (see the type's rules): the tick durations first, in
    /// one pass over every action, then each pointer source on its own against them.
    static func play(_ actions: WebDriverActions, options: WebDriverImportOptions) throws(TraceError) -> Timeline {
        guard WebDriverImportOptions.isValidSampleRate(options.sampleRate) else {
            throw TraceError(.invalidData, message: "sample rate \(JSONValue.numberText(options.sampleRate)) Hz is not in (0, \(JSONValue.numberText(WebDriverImportOptions.maxSampleRate))]")
        }
        let pointerSources = actions.sources.filter { $0.kind == .pointer }
        if pointerSources.count > TraceDecoder.maxPointersDown {
            throw TraceError(.invalidData, location: .jsonPath(pointerSources[TraceDecoder.maxPointersDown].path),
                             message: "more than \(TraceDecoder.maxPointersDown) touch pointer sources (the simulator models at most \(TraceDecoder.maxPointersDown) fingers)")
        }
        // Each tick's duration, and the action that gives it (for the limit's error).
        let tickCount = actions.tickCount
        var durations = [Int](repeating: 0, count: tickCount)
        var longest = [JSONPath?](repeating: nil, count: tickCount)
        for source in actions.sources {
            for (tick, action) in source.actions.enumerated() where action.kind.tickDurationMs > durations[tick] {
                durations[tick] = action.kind.tickDurationMs
                longest[tick] = action.path
            }
        }
        var starts = [Int64](repeating: 0, count: tickCount)
        var totalMs = 0
        for tick in 0..<tickCount {
            starts[tick] = Int64(totalMs) * 1000
            totalMs += durations[tick]
            if totalMs > maxDurationMs {
                throw TraceError(.invalidData, location: longest[tick].map { .jsonPath($0) },
                                 message: "the ticks up to this one last \(totalMs) ms, beyond the importer's limit of \(maxDurationMs) ms (24 h)")
            }
        }
        var events: [TimedEvent] = []
        var samples = 0
        for (pointer, source) in pointerSources.enumerated() {
            try playPointer(source, pointer: pointer, starts: starts, options: options, samples: &samples, into: &events)
        }
        events.sort { ($0.micros, $0.touch.pointerID, $0.sequence) < ($1.micros, $1.touch.pointerID, $1.sequence) }
        let touches = events.map { event in
            var touch = event.touch
            touch.timeMs = Double(event.micros) / 1000
            return touch
        }
        return Timeline(touches: touches, durationMicros: Int64(totalMs) * 1000)
    }

    /// Plays one touch pointer's actions, appending its events to `events`.
    private static func playPointer(_ source: WebDriverActions.Source, pointer: Int, starts: [Int64],
                                    options: WebDriverImportOptions, samples: inout Int,
                                    into events: inout [TimedEvent]) throws(TraceError) {
        let width = options.viewport.width, height = options.viewport.height
        var position = ScreenPoint(x: 0, y: 0)
        var isDown = false
        /// The index in `events` of this finger's last event.
        var last: Int?
        /// Adds `touch` at `micros`, keeping one event per finger per instant (a move
        /// then its up or cancel excepted); `path` names the action for errors.
        func emit(_ micros: Int64, _ touch: TraceTouch, for path: JSONPath) throws(TraceError) {
            if let last, events[last].micros == micros {
                switch (events[last].touch.phase, touch.phase) {
                case (.down, .move), (.move, .move):
                    events[last].touch.location = touch.location
                    return
                case (.move, .up), (.move, .cancel):
                    break
                case (.down, _):
                    throw TraceError(.invalidData, location: .jsonPath(path),
                                     message: "\(touch.phase == .up ? "pointerUp" : "pointerCancel") at the same instant as this pointer's pointerDown (no time passes between them); put a pause between them")
                default:
                    throw TraceError(.invalidData, location: .jsonPath(path),
                                     message: "pointerDown at the same instant as this pointer's pointerUp or pointerCancel (no time passes between them); put a pause between them")
                }
            }
            last = events.count
            events.append(TimedEvent(micros: micros, sequence: events.count, touch: touch))
        }
        func touch(_ location: ScreenPoint) -> TraceTouch {
            TraceTouch(timeMs: 0, phase: .move, pointerID: pointer, location: location)
        }
        for (tick, action) in source.actions.enumerated() {
            let start = starts[tick]
            switch action.kind {
            case .pause, .key:
                continue
            case let .pointerMove(durationMs, x, y, origin):
                let target = origin == .viewport ? ScreenPoint(x: x, y: y) : ScreenPoint(x: position.x + x, y: position.y + y)
                guard target.x >= 0, target.x <= width, target.y >= 0, target.y <= height else {
                    throw TraceError(.invalidData, location: .jsonPath(action.path),
                                     message: "move target out of bounds: (\(JSONValue.numberText(target.x)), \(JSONValue.numberText(target.y))) is outside the \(JSONValue.numberText(width)) × \(JSONValue.numberText(height)) pt viewport (W3C WebDriver)")
                }
                defer { position = target }
                guard isDown, target != position else { continue }
                let durationMicros = Int64(durationMs ?? 0) * 1000
                if durationMicros > 0 {
                    let step = 1_000_000 / options.sampleRate
                    // At most durationMicros / step + 1 samples, checked before making any.
                    let bound = Int((Double(durationMicros) / step).rounded(.down)) + 1
                    guard samples + bound <= maxSamples else {
                        throw TraceError(.invalidData, location: .jsonPath(action.path),
                                         message: "this move needs up to \(bound) samples at \(JSONValue.numberText(options.sampleRate)) Hz, beyond the importer's limit of \(maxSamples) samples in all; lower --rate or shorten the moves")
                    }
                    var k = 1
                    var previous = position
                    while true {
                        let offset = (Double(k) * step).rounded()
                        guard offset < Double(durationMicros) else { break }
                        let fraction = offset / Double(durationMicros)
                        let point = ScreenPoint(x: position.x + fraction * (target.x - position.x),
                                                y: position.y + fraction * (target.y - position.y))
                        if point != previous {
                            try emit(start + Int64(offset), touch(point), for: action.path)
                            samples += 1
                            previous = point
                        }
                        k += 1
                    }
                    try emit(start + durationMicros, touch(target), for: action.path)
                    samples += 1
                } else {
                    try emit(start, touch(target), for: action.path)
                }
            case .pointerDown:
                guard !isDown else {
                    throw TraceError(.invalidData, location: .jsonPath(action.path),
                                     message: "pointerDown while the pointer is already down (a touch pointer has one contact)")
                }
                try emit(start, TraceTouch(timeMs: 0, phase: .down, pointerID: pointer, location: position), for: action.path)
                isDown = true
            case .pointerUp, .pointerCancel:
                let name = action.kind == .pointerUp ? "pointerUp" : "pointerCancel"
                guard isDown else {
                    throw TraceError(.invalidData, location: .jsonPath(action.path), message: "\(name) while the pointer is up")
                }
                try emit(start, TraceTouch(timeMs: 0, phase: action.kind == .pointerUp ? .up : .cancel, pointerID: pointer,
                                             location: position), for: action.path)
                isDown = false
            }
        }
    }
}
