import MapMath
import Replays
import TraceFormat
import TraceJSON

/// The trace's markers and padding at one moment, following its `addMarker`,
/// `removeMarker`, `updateMarker` and `setPadding` commands (a command at time t applies
/// to the frame at t, as in the replay).
struct ReplaySVGMapState: Sendable {
    /// The markers present, in the order they were added.
    var markers: [TraceMarker]
    /// The map padding in points.
    var padding: EdgeInsets

    /// The state at `time` seconds.
    init(trace: TraceFile, time: Double) {
        markers = trace.markers
        padding = trace.viewport.padding
        for timed in trace.commands where timed.timeMs / 1000 <= time {
            switch timed.command {
            case let .addMarker(marker):
                markers.removeAll { $0.id == marker.id }
                markers.append(marker)
            case let .removeMarker(id):
                markers.removeAll { $0.id == id }
            case let .updateMarker(update):
                guard let index = markers.firstIndex(where: { $0.id == update.id }) else { continue }
                if let title = update.title { markers[index].title = title }
                if let snippet = update.snippet { markers[index].snippet = snippet }
                if let lat = update.latitude { markers[index].position.latitude = lat }
                if let lng = update.longitude { markers[index].position.longitude = lng }
            case let .setPadding(padding):
                self.padding = padding
            default:
                continue
            }
        }
        sortForDrawing()
    }

    /// The state at each of `times` (seconds, non-decreasing), in one pass over the
    /// commands: the same states as `init(trace:time:)` gives one by one, in time linear in
    /// the commands plus the markers present at each time (a picture of thousands of
    /// frames and marker commands once replayed every command for every frame).
    static func states(trace: TraceFile, times: [Double]) -> [ReplaySVGMapState] {
        // Markers in the order added; a removed or re-added marker leaves a hole.
        var slots: [TraceMarker?] = trace.markers
        var slotOfID: [String: Int] = [:]
        for (i, marker) in trace.markers.enumerated() { slotOfID[marker.id] = i }
        var padding = trace.viewport.padding
        var states: [ReplaySVGMapState] = []
        states.reserveCapacity(times.count)
        var next = 0
        let commands = trace.commands
        for time in times {
            var changed = states.isEmpty
            while next < commands.count, commands[next].timeMs / 1000 <= time {
                changed = true
                switch commands[next].command {
                case let .addMarker(marker):
                    if let old = slotOfID[marker.id] { slots[old] = nil }
                    slotOfID[marker.id] = slots.count
                    slots.append(marker)
                case let .removeMarker(id):
                    if let old = slotOfID.removeValue(forKey: id) { slots[old] = nil }
                case let .updateMarker(update):
                    guard let i = slotOfID[update.id], var marker = slots[i] else { break }
                    if let title = update.title { marker.title = title }
                    if let snippet = update.snippet { marker.snippet = snippet }
                    if let lat = update.latitude { marker.position.latitude = lat }
                    if let lng = update.longitude { marker.position.longitude = lng }
                    slots[i] = marker
                case let .setPadding(newPadding):
                    padding = newPadding
                default:
                    break
                }
                next += 1
            }
            if changed {
                // Holes are dropped once they are half the slots, keeping the rebuild linear.
                if slots.count > 2 * slotOfID.count + 16 {
                    slots = slots.filter { $0 != nil }
                    slotOfID = [:]
                    for (i, marker) in slots.enumerated() { slotOfID[marker!.id] = i }
                }
                states.append(ReplaySVGMapState(markers: slots.compactMap { $0 }, padding: padding))
            } else {
                states.append(states[states.count - 1])
            }
        }
        return states
    }

    /// A state of `markers` (in the order added) and `padding`.
    init(markers: [TraceMarker], padding: EdgeInsets) {
        self.markers = markers
        self.padding = padding
        sortForDrawing()
    }

    /// The markers in drawing order: by zIndex, then in the order they were added, each
    /// with its world point (zoom-0 units), computed once per state.
    private(set) var drawingOrder: [(marker: TraceMarker, world: WorldPoint)] = []

    /// `drawingOrder` from `markers`.
    private mutating func sortForDrawing() {
        drawingOrder = markersInDrawingOrder.map { ($0, WebMercator.worldPoint(for: $0.position)) }
    }

    /// The markers in drawing order: by zIndex, then in the order they were added.
    var markersInDrawingOrder: [TraceMarker] {
        markers.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// The viewport of `trace` with this padding.
    func viewport(of trace: TraceFile) -> Viewport {
        // The decoder has checked the size and every padding against it.
        Viewport(unchecked: trace.viewport.width, height: trace.viewport.height, padding: padding)
    }
}
