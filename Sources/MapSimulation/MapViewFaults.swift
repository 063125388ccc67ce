#if MAPSIM_TEST_HOOKS
/// Deliberate bugs a test can switch on in a map view (`MapView.faults`, internal: set
/// through `@testable import`), so that each invariant of Replays can be shown to fail.
/// Compiled only where `MAPSIM_TEST_HOOKS` is defined (debug builds: Package.swift), so
/// the release product neither holds nor checks them. Not part of the public API.
struct MapViewFaults: OptionSet, Sendable {
    let rawValue: UInt8

    /// Frames drawn while a finger is down show a NaN tilt (`finite`).
    static let nonFiniteFrame = MapViewFaults(rawValue: 1 << 0)
    /// After a sample in which a gesture runs, the tilt is set 5° beyond the zoom's
    /// maximum without clamping (`cameraLimits`).
    static let unclampedTilt = MapViewFaults(rawValue: 1 << 1)
    /// The recognisers see `allowScrollGesturesDuringRotateOrZoom` off whatever the
    /// settings say: pinch and rotate act about the padded centre, and the ground under
    /// the fingers drifts (`focalPoint`).
    static let pinchAboutCentre = MapViewFaults(rawValue: 1 << 2)
    /// After a sample in which fingers landed or lifted and some stay down, the camera
    /// scrolls 20 pt east (`noJumpOnFingerChange`).
    static let jumpOnFingerChange = MapViewFaults(rawValue: 1 << 3)
    /// `idleAtCameraPosition` comes at the first frame with no finger down and no
    /// gesture running, even while an animation (a fling) still moves the camera
    /// (`singleIdle`).
    static let idleWhileAnimating = MapViewFaults(rawValue: 1 << 4)
    /// The recognisers see scroll gestures on whatever the settings say
    /// (`gesturesObeySettings`).
    static let ignoresScrollSetting = MapViewFaults(rawValue: 1 << 5)
}
#endif
