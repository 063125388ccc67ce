import MapMath

/// MapLibre GL JS's tap zooms (`TapZoomHandler`, `tap_zoom.ts` at v5.3.0): a double tap of
/// one finger zooms in by one level about the second tap's point, a single tap of two
/// fingers zooms out by one about their mean point, each as a 300 ms `easeTo`. The handler
/// is active only in the event that recognises one (it resets itself right after, by a
/// `setTimeout` of 0), which blocks the handlers after it in that event.
/// Tests: `MapLibreHandlerTests`.
public struct MapLibreTapZoom: Hashable, Sendable {
    /// What a tap zoom asks for.
    public enum Zoom: Hashable, Sendable {
        /// One level in about the point (view points).
        case zoomIn(ScreenPoint)
        /// One level out about the point (view points).
        case zoomOut(ScreenPoint)
    }

    var zoomIn = MapLibreTapCounter(fingerCount: 1, tapCount: 2)
    var zoomOut = MapLibreTapCounter(fingerCount: 2, tapCount: 1)
    /// Whether this event recognised a tap zoom.
    public private(set) var isActive = false

    /// An idle handler.
    public init() {}

    /// Starts over.
    public mutating func reset() {
        isActive = false
        zoomIn.reset()
        zoomOut.reset()
    }

    /// The `setTimeout(reset, 0)` after a recognised tap zoom: runs before the next event.
    public mutating func settle() {
        if isActive { reset() }
    }

    /// `touchstart` at `timeMs`.
    public mutating func start(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>, timeMs: Double) {
        zoomIn.start(fingers, timeMs: timeMs)
        zoomOut.start(fingers, timeMs: timeMs)
    }

    /// `touchmove`.
    public mutating func move(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) {
        zoomIn.move(fingers)
        zoomOut.move(fingers)
    }

    /// `touchend` at `timeMs`: the zoom recognised, if any.
    public mutating func end(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>, timeMs: Double) -> Zoom? {
        let inPoint = zoomIn.end(fingers, timeMs: timeMs)
        let outPoint = zoomOut.end(fingers, timeMs: timeMs)
        if let inPoint {
            isActive = true
            return .zoomIn(inPoint)
        }
        if let outPoint {
            isActive = true
            return .zoomOut(outPoint)
        }
        return nil
    }
}
