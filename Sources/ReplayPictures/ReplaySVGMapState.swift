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
    }

    /// The markers in drawing order: by zIndex, then in the order they were added.
    var markersInDrawingOrder: [TraceMarker] {
        markers.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// The viewport of `trace` with this padding.
    func viewport(of trace: TraceFile) -> Viewport {
        Viewport(width: trace.viewport.width, height: trace.viewport.height, padding: padding)
    }
}
