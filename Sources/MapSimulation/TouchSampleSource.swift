import Gestures

/// Raw touch samples in time order that can be read one at a time without a view: what a
/// delivery model pulls from as it runs (`TouchDeliveryCursor`). Raw input delivers them
/// as they are (`TouchCursor`). The sources are `RawTouches` (an array) and Replays'
/// cursor over a trace's rows and its closing cancels. Package-wide, not public.
package protocol TouchSampleSource: TouchCursor {
    /// The next sample (the events of one time, in order) and moves past it; nil when none
    /// is left. The slice may share storage the source reuses: read it before the next call.
    mutating func nextSample() -> ArraySlice<TouchEvent>?
    /// Whether the last sample (the events at `lastTime`) is moves only, with no down, up
    /// or cancel; false when there are no samples.
    var endsWithMovesOnly: Bool { get }
}

extension RawTouches: TouchSampleSource {
    mutating func nextSample() -> ArraySlice<TouchEvent>? {
        guard index < touches.count else { return nil }
        let start = index
        let time = touches[start].time
        index += 1
        while index < touches.count && touches[index].time == time { index += 1 }
        return touches[start..<index]
    }

    var endsWithMovesOnly: Bool {
        guard let last = touches.last else { return false }
        return touches.reversed().prefix { $0.time == last.time }.allSatisfy { $0.phase == .move }
    }
}
