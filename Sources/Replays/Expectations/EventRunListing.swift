import MapSimulation

/// The event stream as an event failure message prints it, taken one event at a time:
/// the types in order with repeats folded (`willMove, didChangeCameraPosition ×12,
/// idleAtCameraPosition`), each run one item of a `BoundedListing`, so a long stream
/// prints in `ExpectationListing`'s bounded form.
struct EventRunListing {
    /// One run: an event type and how many events of it came one after another.
    struct Run {
        var type: MapEventType
        var count: Int
    }

    private var runs = BoundedListing<Run>()
    /// The run still growing, nil before the first event.
    private var open: Run?
    /// Whether the last event appended began a run.
    private(set) var lastBeganRun = false

    /// Appends the next event's type.
    mutating func append(_ type: MapEventType) {
        if let run = open, run.type == type {
            open?.count += 1
            lastBeganRun = false
        } else {
            if let run = open { runs.append(run) }
            open = Run(type: type, count: 1)
            lastBeganRun = true
        }
    }

    /// Makes the run holding the last event appended the focus; `beforeIt`: the run
    /// holding the event before it.
    mutating func focusOnLastEvent(beforeIt: Bool = false) {
        guard open != nil else { return }
        if beforeIt && lastBeganRun {
            if runs.count > 0 { runs.focus(on: runs.count - 1) }
        } else {
            runs.focus(on: runs.count)
        }
    }

    /// Makes the end of the stream the focus (its last runs).
    mutating func focusOnEnd() {
        finish()
        runs.focus(on: runs.count)
    }

    /// Closes the last run: call before `text` once the stream has ended.
    mutating func finish() {
        if let run = open { runs.append(run) }
        open = nil
    }

    /// The window of the folded stream around the focused run, bracketed:
    /// `[… 2 more, willMove, didChangeCameraPosition ×3, idleAtCameraPosition]` (the stream
    /// must be finished and a run focused).
    var windowText: String {
        precondition(open == nil, "EventRunListing.windowText: finish() first")
        return "[" + runs.window { Self.text($0) }.joined(separator: ", ") + "]"
    }

    /// A run as messages print it: `didChangeCameraPosition ×12`.
    private static func text(_ run: Run) -> String {
        run.count > 1 ? "\(run.type.rawValue) ×\(run.count)" : run.type.rawValue
    }

    /// The folded stream, `no events` when empty (the stream must be finished).
    var text: String {
        precondition(open == nil, "EventRunListing.text: finish() first")
        guard runs.count > 0 else { return "no events" }
        return runs.entries(Self.text).joined(separator: ", ")
    }
}
