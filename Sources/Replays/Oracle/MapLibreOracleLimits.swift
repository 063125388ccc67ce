import CameraMotion
import MapMath
import MapSimulation
import TraceFormat

/// The map-view limit the oracle aligns on mapsim's side: MapLibre GL JS's `maxPitch` is
/// one number, where our tilt limit varies with zoom (Google's `GMSCameraPosition`
/// table). The library cannot take a table, so mapsim's side replays with the table's
/// value at the trace's starting zoom at every zoom (the page's `maxPitch`): the
/// comparison then judges the gestures, not the map view's limit (docs/fidelity.md).
public enum MapLibreOracleLimits {
    /// `replay` with its profile's tilt limit fixed at its value at the starting camera's
    /// zoom; the trace, clock, input and streamed touches as they were.
    public static func aligned(_ replay: TraceReplay) throws(TraceError) -> TraceReplay {
        let view = try replay.initialMapView()
        let maxTilt = view.limits.tiltLimit.maxTilt(atZoom: view.camera.zoom)
        var profile = replay.profile
        do {
            profile.motion.tiltLimit = try TiltLimit(stops: [TiltLimit.Stop(zoom: 0, maxTilt: maxTilt)])
        } catch {
            return replay
        }
        var aligned = TraceReplay(trace: replay.trace, framesPerSecond: replay.clock.framesPerSecond,
                                  profile: profile, input: replay.input)
        aligned.streamedTouches = replay.streamedTouches
        return aligned
    }
}
