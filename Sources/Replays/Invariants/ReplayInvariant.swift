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
    /// are not measured: they keep the target, not the centroid, by design. Nor is the
    /// first sample after scrolling became allowed (it captures the ground point anew) or
    /// after the padding changed (a padding moves every ground point on screen, by design:
    /// the target appears at the new padded centre).
    /// Not measured under MapLibre GL JS's profiles, whose camera moves only in drawn frames
    /// about the first two fingers' midpoint: the oracle judges those (docs/fidelity.md).
    case focalPoint
    /// A finger landing or lifting never moves the camera, in that sample or the next,
    /// beyond what the fingers that moved explain. Measured in each sample in which the
    /// finger set changed with fingers down before it, and in the sample after it when
    /// its fingers are the same: the ground point under a reference point before the
    /// sample, projected with the camera after it, may be no farther from the reference
    /// than the reference itself moved. The reference is the centroid of the fingers down
    /// before the sample (after it: those that stay at their new positions, those that
    /// lifted where they lifted, `SampleProbe.centroidBeforeMoved`) when the camera follows
    /// the centroid in that sample (scroll gestures on, and a pan, or a pinch or rotate
    /// with scrolling allowed during them); otherwise the padded centre, which every other
    /// gesture keeps still (the target), and which does not move. Not measured: samples in
    /// which a one-finger zoom runs (it holds the first tap's point), and the sample after
    /// a padding change (which moves every ground point on screen, by design). A landing
    /// or lift that only re-captures the gesture's references, as it should, gives 0; a
    /// view that keeps the old reference jumps by the change of centroid, in that sample
    /// (Android-style) or the next (a stale anchor). Worst: the largest excess, points, 0
    /// when none (limit 0.5); at: its sample, null when nothing exceeded; null when no
    /// sample qualified. (A per-finger rule, each finger's ground point against its own
    /// movement, flags a three-finger rotation by the two lowest fingers' line that moves
    /// the third finger's ground point by design: the real 3M recording does.)
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
