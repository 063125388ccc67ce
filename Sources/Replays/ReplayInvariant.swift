/// A property every correct map view keeps on every replay, checked by `mapsim check` and
/// reported by `mapsim replay` (`InvariantMonitor` measures them, `InvariantReport` holds
/// the verdicts). Each has a name (its raw value), a limit and a worst value; it holds
/// when the worst value seen is at most the limit. The cases are in report order.
///
/// Samples are the touch samples the recognisers were delivered (`SampleProbe`): under
/// `--input android` and `ios` those of the delivery model, so the invariants hold under
/// every model. Every definition below is our choice, written to catch the bugs map SDKs
/// ship ("the map jumps when one finger lifts first", "idle fires several times during
/// deceleration") without flagging what a correct view legitimately does.
public enum ReplayInvariant: String, CaseIterable, Hashable, Sendable {
    /// No NaN or infinity anywhere: every camera after a command and before and after a
    /// sample; every drawn frame's time and camera, and when its content changed its info
    /// window, control and accessibility frames and the compass opacity; every event's
    /// time, camera and coordinate; every gesture record's times, release velocity and
    /// location. Worst: how many non-finite numbers were seen (limit 0); at: the first.
    case finite
    /// Every camera the view shows (after each command and sample, at each drawn frame)
    /// is within the limits in force at that moment (the zoom range can change through
    /// `setMap`): zoom in the zoom range, tilt in [0, maxTilt(zoom)] (`TiltLimit`), target
    /// latitude within ±85° (`CameraPosition.maxTargetLatitude`). Worst: the largest
    /// excess beyond a limit, in that field's unit (zoom levels; degrees for tilt and
    /// latitude), 0 when every camera was within (limit 0); at: the time of the worst
    /// excess, null when there was none.
    case cameraLimits
    /// While pinch or rotate runs with scrolling allowed during them (`scrollGestures` and
    /// `allowScrollGesturesDuringRotateOrZoom` on), the ground under the fingers' centroid
    /// stays under it. Measured per sample in which the finger set did not change and
    /// pinch or rotate ran before and after: the ground point under the centroid before
    /// the sample, projected with the camera after it, against the centroid after it.
    /// Worst: the largest distance, points (limit 0.5); at: its sample; null when no
    /// sample qualified. Pinch and rotate about the padded centre (either setting off)
    /// are not measured: they keep the target, not the centroid, by design.
    case focalPoint
    /// A finger landing or lifting never moves the camera in that sample beyond what the
    /// fingers that moved explain. In each sample in which the finger set changed, for
    /// each finger down before and after it, the ground point under it before the sample
    /// is projected with the camera after it: its distance from where the finger was,
    /// less the largest distance any finger moved in the sample (`SampleProbe.largestMovement`:
    /// a finger that stays, to its new position; one that lifts, to where it lifted),
    /// must stay within the limit. Worst: the largest such excess, points, 0 when none
    /// exceeded (limit 0.5); at: its sample, null when nothing exceeded; null when no
    /// sample qualified.
    case noJumpOnFingerChange
    /// Each motion has one `willMove` before its first camera change and one
    /// `idleAtCameraPosition` at its end, and none while anything moves. Checked on the
    /// event stream, step by step: every `didChangeCameraPosition` comes while a motion
    /// is open (after a `willMove`, before its idle); an idle comes only while a motion
    /// is open, and only when nothing moves (no finger down, no gesture running, no
    /// animation); a frame in which nothing moves does not leave a motion open (the idle
    /// is not missing); a second `willMove(gesture: true)` does not come in one gesture
    /// motion. The gesture flag is right when `willMove(gesture: false)` comes in a step
    /// in which a command ran or a tap was handled (the compass, the my-location button
    /// and markers move the camera in answer to taps), and `willMove(gesture: true)` in a
    /// step that handled a touch sample with fingers down before or after it, or in which
    /// a gesture started an animation (a fling, a tap zoom, a snap to north:
    /// `MotionCauses`). Worst: how many violations (limit 0); at: the first; null when the
    /// view never moved.
    case singleIdle
    /// A gesture whose setting is off never moves the camera: in each touch sample, and in
    /// each stretch of a gesture-driven animation (fling, tap zoom, snap to north) up to a
    /// frame or a sample, with the settings in force then (they change through
    /// `setSettings`): scrollGestures off, the target does not move; zoomGestures off,
    /// the zoom does not change; rotateGestures off, nor the bearing; tiltGestures off,
    /// nor the tilt, unless the tilt limit forces it down as the zoom changes. "Does not
    /// move" allows rounding: 1e-6 pt of target, 1e-9 zoom levels or degrees (our choice).
    /// Worst: how many steps broke a setting (limit 0); at: the first; null when no step
    /// ran with a gesture setting off.
    case gesturesObeySettings

    /// The name as in reports and `--invariants`: the raw value (`focalPoint`).
    public var name: String { rawValue }

    /// The largest worst value that still holds: 0.5 pt for `focalPoint` and
    /// `noJumpOnFingerChange` (our choice: half a point, below what a person sees), 0 for
    /// the others (counts and excesses).
    public var limit: Double {
        switch self {
        case .focalPoint, .noJumpOnFingerChange: 0.5
        case .finite, .cameraLimits, .singleIdle, .gesturesObeySettings: 0
        }
    }

    /// What the worst value counts, for messages: `pt`, `non-finite values`, `violations`
    /// (plural forms; `cameraLimits` names its unit with each value).
    var unit: String {
        switch self {
        case .finite: "non-finite values"
        case .cameraLimits: ""
        case .focalPoint, .noJumpOnFingerChange: "pt"
        case .singleIdle, .gesturesObeySettings: "violations"
        }
    }

    /// The invariant named `name` (case-sensitive), or nil.
    public init?(name: String) {
        self.init(rawValue: name)
    }
}
