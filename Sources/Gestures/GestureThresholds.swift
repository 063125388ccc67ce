#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The thresholds, timeouts and rates of gesture recognition, and the tap zooms' deltas,
/// held by `MotionProfile.gestures`.
///
/// Distances are view points, times seconds, angles degrees, zoom in levels (log2).
/// Each named profile documents where its numbers come from; "our choice" marks values
/// no reference system states.
public struct GestureThresholds: Hashable, Sendable, Codable {
    /// Movement in points before a one-finger touch becomes a pan (and stops being a tap).
    public var touchSlop: Double
    /// Longest press in seconds that still counts as a tap.
    public var tapTimeout: Double
    /// Longest time in seconds from a tap's release to the next tap's press for a double tap.
    public var doubleTapTimeout: Double
    /// Largest distance in points between the two taps of a double tap.
    public var doubleTapSlop: Double
    /// Zoom change of a double tap, levels: +1 (Google Maps SDK, docs/design.md).
    public var doubleTapZoomDelta: Double
    /// How long a still finger must stay down, seconds, before a long press fires.
    public var longPressTimeout: Double
    /// Longest time in seconds both fingers of a two-finger tap may stay down.
    public var twoFingerTapTimeout: Double
    /// Zoom change of a two-finger tap, levels: −1 (Google Maps SDK, docs/design.md).
    public var twoFingerTapZoomDelta: Double
    /// Change of |log2(span/span₀)| before a pinch starts zooming, zoom levels.
    public var pinchZoomThreshold: Double
    /// Turn of the finger line before a rotate starts, degrees.
    public var rotationThreshold: Double
    /// Vertical movement of both fingers together before a tilt starts, points.
    public var tiltThreshold: Double
    /// Largest angle from vertical, degrees, of each finger's movement for a tilt.
    public var tiltMaxAngleFromVertical: Double
    /// Tilt change per point of vertical two-finger movement, degrees per point
    /// (moving up tilts further away from nadir).
    public var tiltDegreesPerPoint: Double
    /// Zoom change per point of vertical drag in double-tap-and-drag, levels per point
    /// (dragging down zooms in).
    public var oneFingerZoomLevelsPerPoint: Double
    /// Release speeds below this give no fling, points per second (per axis or in length:
    /// `flingVelocityCap`).
    public var minFlingVelocity: Double
    /// Release speeds are capped at this, points per second (per axis or in length:
    /// `flingVelocityCap`).
    public var maxFlingVelocity: Double
    /// Velocity tracker: only samples this recent before the release count, seconds.
    public var velocityHorizon: Double
    /// Velocity tracker: a gap longer than this between samples (or before the release)
    /// means the finger had stopped, seconds.
    public var velocityAssumeStoppedGap: Double

    // MARK: Strategies (each profile's algorithm; see the rule types for sources)

    /// Movement in points before a pan starts (measured per `panStart`); the tap slop is
    /// `touchSlop`. Defaults to `touchSlop`.
    public var moveThreshold: Double
    /// How a pan starts: `.centroidBeyondSlop` unless a profile says otherwise.
    public var panStart: PanStartRule
    /// Whether the sample that crosses a pan, pinch or rotate threshold moves the camera:
    /// `.skipped` unless a profile says otherwise.
    public var thresholdCrossing: ThresholdCrossing
    /// How a rotation starts: `.fixedAngle` (uses `rotationThreshold`) unless a profile
    /// says otherwise.
    public var rotationStart: RotationStartRule
    /// `.arcLength` rotations: the arc along the finger circle before a rotation starts,
    /// points: 25 (MapLibre GL JS `ROTATION_THRESHOLD`).
    public var rotationArcLength: Double
    /// How a pinch starts: `.logSpan` (uses `pinchZoomThreshold`) unless a profile says
    /// otherwise.
    public var pinchStart: PinchStartRule
    /// Zoom levels per doubling of the span in a pinch: 1 (zoom follows the fingers), or
    /// MapLibre Native Android's 0.65 · ln 2 / ln(π/2) ≈ 0.9977 (`ScaleGestureListener.onScale`:
    /// `log(scaleFactor) / log(π/2) · ZOOM_RATE`, `ZOOM_RATE` 0.65).
    public var pinchZoomRate: Double
    /// `.spanSpeed` pinches: Android span change since the last finger-set change before a
    /// scale may start, points: 7 (`mapbox_defaultScaleSpanSinceStartThreshold` 7 dp).
    public var scaleSpanThreshold: Double
    /// `.spanSpeed` pinches: slowest Android span speed that starts a scale, points per
    /// second: 600 (`maplibre_minimum_scale_speed` 0.6 dp/ms).
    public var scaleMinimumSpeed: Double
    /// `.spanSpeed` pinches: slowest span speed that starts a scale while the finger line
    /// turns, points per second: 900 (`maplibre_minimum_angled_scale_speed` 0.9 dp/ms).
    public var scaleMinimumAngledSpeed: Double
    /// `.spanSpeed` pinches: a turn of the finger line in the sample beyond this, degrees,
    /// asks for `scaleMinimumAngledSpeed`: 0.4 (`onScaleBegin`).
    public var scaleRotationDeltaLimit: Double
    /// Fingers closer than this, points, start no pinch, rotate or tilt: 0 (off), or
    /// MapLibre Native Android's 6 mm ≈ 37.8 dp (`MultiFingerGesture.checkSpanBelowThreshold`,
    /// `mapbox_internalMinSpan24`).
    public var multiFingerMinimumSpan: Double
    /// How a tilt is recognised: `.verticalDrag` unless a profile says otherwise.
    public var tiltStart: TiltStartRule
    /// `.mapLibrePitch`: movement of each finger since landing that decides the pitch,
    /// points: 2 (`gestureBeginsVertically`, `threshold`).
    public var pitchFingerMoveThreshold: Double
    /// `.mapLibrePitch`: how long one finger may move alone before the pitch is ruled out,
    /// seconds: 0.1 (`ALLOWED_SINGLE_TOUCH_TIME` 100 ms).
    public var pitchSingleTouchTimeout: Double
    /// `.androidShove`: largest angle of the finger line from horizontal, degrees: 20
    /// (`Constants.DEFAULT_SHOVE_MAX_ANGLE`).
    public var shoveMaxLineAngle: Double
    /// How the fling's starting velocity is measured: `.fingerTracker` unless a profile
    /// says otherwise.
    public var releaseVelocity: ReleaseVelocityRule
    /// `.fingerTracker`: how the release velocity is capped at `maxFlingVelocity` and gated
    /// by `minFlingVelocity`: `.vectorLength` unless a profile says otherwise.
    public var flingVelocityCap: FlingVelocityCap
    /// What a finger's cancel does while others stay down: `.endsGesture` unless a profile
    /// says otherwise.
    public var pointerCancel: PointerCancelRule
    /// `.inertiaBuffer`: longest age of a kept frame entry, seconds: 0.16.
    public var inertiaWindow: Double
    /// `.inertiaBuffer`: pan entries shorter than this zero the pan sum, points: 0 (off).
    /// The 3 px "threshold to kill inertia" of maplibre-gl-js commit 042a6f73 never shipped
    /// in a release (absent from v5.3.0, v5.5.0 and v6.11.2), so no named profile sets it.
    public var inertiaMinimumEntryDistance: Double
    /// `.inertiaBuffer`: 0 measures the velocity over every kept entry, divided by the time
    /// from the first entry to the last (MapLibre GL JS 5.x and 6.0–6.3); greater than 0,
    /// seconds, measures it as maplibre-gl-js PR #8150 (v6.4.0 on) does: over the entries
    /// of the last `inertiaVelocityWindow` before the release (0.06, `_getVelocityEntries`)
    /// plus the newest older one as the time anchor (whose own deltas are not summed;
    /// at least the last two entries), divided by the time from the anchor to the release.
    public var inertiaVelocityWindow: Double
    /// When a gesture's movement ends with the bearing within this many degrees of north
    /// (and not north), it snaps to north: the inertia ends at bearing 0, or without inertia
    /// the bearing animates to 0 with the compass reset's timing. 0 turns it off (every
    /// profile but `maplibre-gl-js`); 7 in MapLibre GL JS (`MapOptions.bearingSnap`,
    /// `handler_manager.ts` `_fireEvents`, `shouldSnapToNorth`). Applies under
    /// `.inertiaBuffer`, whose release frame is where MapLibre decides it.
    public var bearingSnap: Double
    /// Sets of gestures of which none may begin while another of the set runs (MapLibre
    /// Native Android `AndroidGesturesManager.setMutuallyExclusiveGestures`,
    /// `BaseGesture.canExecute`): empty unless a profile says otherwise.
    public var exclusiveGestures: ExclusiveGestureSets
    /// What a long press is and does: `.consumesTouch` unless a profile says otherwise.
    public var longPress: LongPressRule
    /// How taps, double taps and double-tap-and-drag are recognised: `.sequential` unless
    /// a profile says otherwise.
    public var tapRecognizer: TapRecognizerRule
    /// Whether a lifting finger's last point moves the camera: `.moves` unless a profile
    /// says otherwise.
    public var liftPoint: LiftPointRule
    /// A drawn frame whose gesture movement panned with its last centroid closer than this
    /// to the padded centre, points, drops that pan (`MapLibreTransformStep`):
    /// 0 (off) unless a profile says otherwise; 0.1 in MapLibre GL JS.
    public var centredPanDropDistance: Double

    /// Creates thresholds from every value; see each property for units.
    public init(touchSlop: Double, tapTimeout: Double, doubleTapTimeout: Double, doubleTapSlop: Double,
                doubleTapZoomDelta: Double, longPressTimeout: Double, twoFingerTapTimeout: Double,
                twoFingerTapZoomDelta: Double, pinchZoomThreshold: Double,
                rotationThreshold: Double, tiltThreshold: Double, tiltMaxAngleFromVertical: Double,
                tiltDegreesPerPoint: Double, oneFingerZoomLevelsPerPoint: Double,
                minFlingVelocity: Double, maxFlingVelocity: Double,
                velocityHorizon: Double, velocityAssumeStoppedGap: Double,
                moveThreshold: Double? = nil, panStart: PanStartRule = .centroidBeyondSlop,
                thresholdCrossing: ThresholdCrossing = .skipped, rotationStart: RotationStartRule = .fixedAngle,
                rotationArcLength: Double = 25, pinchStart: PinchStartRule = .logSpan, pinchZoomRate: Double = 1,
                scaleSpanThreshold: Double = 7, scaleMinimumSpeed: Double = 600,
                scaleMinimumAngledSpeed: Double = 900, scaleRotationDeltaLimit: Double = 0.4,
                multiFingerMinimumSpan: Double = 0, tiltStart: TiltStartRule = .verticalDrag,
                pitchFingerMoveThreshold: Double = 2, pitchSingleTouchTimeout: Double = 0.1,
                shoveMaxLineAngle: Double = 20, releaseVelocity: ReleaseVelocityRule = .fingerTracker,
                flingVelocityCap: FlingVelocityCap = .vectorLength, pointerCancel: PointerCancelRule = .endsGesture,
                inertiaWindow: Double = 0.16, inertiaMinimumEntryDistance: Double = 0,
                inertiaVelocityWindow: Double = 0, bearingSnap: Double = 0,
                exclusiveGestures: ExclusiveGestureSets = [], longPress: LongPressRule = .consumesTouch,
                tapRecognizer: TapRecognizerRule = .sequential, liftPoint: LiftPointRule = .moves,
                centredPanDropDistance: Double = 0) {
        self.touchSlop = touchSlop
        self.tapTimeout = tapTimeout
        self.doubleTapTimeout = doubleTapTimeout
        self.doubleTapSlop = doubleTapSlop
        self.doubleTapZoomDelta = doubleTapZoomDelta
        self.longPressTimeout = longPressTimeout
        self.twoFingerTapTimeout = twoFingerTapTimeout
        self.twoFingerTapZoomDelta = twoFingerTapZoomDelta
        self.pinchZoomThreshold = pinchZoomThreshold
        self.rotationThreshold = rotationThreshold
        self.tiltThreshold = tiltThreshold
        self.tiltMaxAngleFromVertical = tiltMaxAngleFromVertical
        self.tiltDegreesPerPoint = tiltDegreesPerPoint
        self.oneFingerZoomLevelsPerPoint = oneFingerZoomLevelsPerPoint
        self.minFlingVelocity = minFlingVelocity
        self.maxFlingVelocity = maxFlingVelocity
        self.velocityHorizon = velocityHorizon
        self.velocityAssumeStoppedGap = velocityAssumeStoppedGap
        self.moveThreshold = moveThreshold ?? touchSlop
        self.panStart = panStart
        self.thresholdCrossing = thresholdCrossing
        self.rotationStart = rotationStart
        self.rotationArcLength = rotationArcLength
        self.pinchStart = pinchStart
        self.pinchZoomRate = pinchZoomRate
        self.scaleSpanThreshold = scaleSpanThreshold
        self.scaleMinimumSpeed = scaleMinimumSpeed
        self.scaleMinimumAngledSpeed = scaleMinimumAngledSpeed
        self.scaleRotationDeltaLimit = scaleRotationDeltaLimit
        self.multiFingerMinimumSpan = multiFingerMinimumSpan
        self.tiltStart = tiltStart
        self.pitchFingerMoveThreshold = pitchFingerMoveThreshold
        self.pitchSingleTouchTimeout = pitchSingleTouchTimeout
        self.shoveMaxLineAngle = shoveMaxLineAngle
        self.releaseVelocity = releaseVelocity
        self.flingVelocityCap = flingVelocityCap
        self.pointerCancel = pointerCancel
        self.inertiaWindow = inertiaWindow
        self.inertiaMinimumEntryDistance = inertiaMinimumEntryDistance
        self.inertiaVelocityWindow = inertiaVelocityWindow
        self.bearingSnap = bearingSnap
        self.exclusiveGestures = exclusiveGestures
        self.longPress = longPress
        self.tapRecognizer = tapRecognizer
        self.liftPoint = liftPoint
        self.centredPanDropDistance = centredPanDropDistance
    }

    /// MapLibre GL JS 5.x as v5.3.0 runs it (`src/ui/handler/`, `handler_inertia.ts`,
    /// `handler_manager.ts` at tag v5.3.0, read in its UMD build `maplibre-gl.js` shipped
    /// by the PyPI wheel maplibre 0.3.6; the pan, pinch, rotate and pitch rules were read
    /// at commits 0b53c4a5 `two_fingers_touch.ts` and 02834413 `touch_pan.ts`, which v5.3.0
    /// matches):
    /// - moveThreshold 3: `clickTolerance` 3 px, summed over the moves (`TouchPanHandler`);
    /// - panStart `.accumulatedMove`, thresholdCrossing `.applied`: `TouchPanHandler` and
    ///   the two-finger handlers apply the move that crosses their threshold;
    /// - tapRecognizer `.mapLibre`, touchSlop 30, tapTimeout 0.5, doubleTapTimeout 0.5,
    ///   doubleTapSlop 30: `tap_recognizer.ts` (a tap moves at most 30 px and lasts at most
    ///   `MAX_TOUCH_TIME` 500 ms; taps less than `MAX_TAP_INTERVAL` 500 ms apart, lift to
    ///   lift, and less than `MAX_DIST` 30 px apart), `tap_drag_zoom.ts`;
    /// - doubleTapZoomDelta +1, twoFingerTapZoomDelta −1: `TapZoomHandler`;
    /// - longPress `.none`: 5.x has no touch long press (longPressTimeout 0.5 unused);
    /// - liftPoint `.ignored`: handlers get the points of the fingers still down
    ///   (`handler_manager.ts` `_getMapTouches(e.touches)`);
    /// - centredPanDropDistance 0.1: a frame whose `around` lies within 0.1 px of the
    ///   centre drops its pan (`handleMapControlsPan`: `around.distSqr(centerPoint) < .01`);
    /// - twoFingerTapTimeout 0.5: the two-finger tap's `MAX_TOUCH_TIME`;
    /// - pinchStart `.logSpan`, pinchZoomThreshold 0.1: `ZOOM_THRESHOLD` 0.1 levels;
    /// - rotationStart `.arcLength`, rotationArcLength 25: `ROTATION_THRESHOLD` 25 px along
    ///   the circumference of the smallest finger distance (rotationThreshold unused);
    /// - tiltStart `.mapLibrePitch`, tiltDegreesPerPoint 0.5, pitchFingerMoveThreshold 2,
    ///   pitchSingleTouchTimeout 0.1: `TwoFingersTouchPitchHandler` (`degreesPerPixelMoved`
    ///   −0.5, `threshold` 2, `ALLOWED_SINGLE_TOUCH_TIME` 100 ms);
    /// - oneFingerZoomLevelsPerPoint 1/128: `TapDragZoomHandler` (`zoomDelta: dy / 128`);
    /// - releaseVelocity `.inertiaBuffer`, inertiaWindow 0.16, inertiaMinimumEntryDistance 0,
    ///   inertiaVelocityWindow 0: `HandlerInertia` (`cutoff` 160 ms, every kept entry);
    /// - bearingSnap 7: `MapOptions.bearingSnap` (map.ts default 7°);
    /// - minFlingVelocity 50, maxFlingVelocity 8000: not used by `.inertiaBuffer` (MapLibre
    ///   has no fling gate; its inertia caps speed per channel, `MapLibreInertia`);
    /// - velocityHorizon 0.1, velocityAssumeStoppedGap 0.04: Android's tracker (kept for
    ///   the pan's recorded release velocity).
    public static let mapLibreGLJS5 = GestureThresholds(
        touchSlop: 30, tapTimeout: 0.5, doubleTapTimeout: 0.5, doubleTapSlop: 30, doubleTapZoomDelta: 1,
        longPressTimeout: 0.5, twoFingerTapTimeout: 0.5, twoFingerTapZoomDelta: -1, pinchZoomThreshold: 0.1,
        rotationThreshold: 15, tiltThreshold: 5, tiltMaxAngleFromVertical: 45,
        tiltDegreesPerPoint: 0.5, oneFingerZoomLevelsPerPoint: 1.0 / 128,
        minFlingVelocity: 50, maxFlingVelocity: 8000,
        velocityHorizon: 0.1, velocityAssumeStoppedGap: 0.04,
        moveThreshold: 3, panStart: .accumulatedMove, thresholdCrossing: .applied, rotationStart: .arcLength,
        tiltStart: .mapLibrePitch, releaseVelocity: .inertiaBuffer, bearingSnap: 7,
        longPress: .none, tapRecognizer: .mapLibre, liftPoint: .ignored, centredPanDropDistance: 0.1)

    /// MapLibre GL JS 6.4 and later: `mapLibreGLJS5` except
    /// - inertiaVelocityWindow 0.06: maplibre-gl-js PR #8150 (released in v6.4.0;
    ///   `HandlerInertia._getVelocityEntries` in the v6.11.2 bundle of the PyPI wheel
    ///   lonboard 0.17.0, `lonboard/static/index.js`);
    /// - longPress `.contextMenu`, longPressTimeout 0.5: the touch `contextmenu` of
    ///   `MapEventHandler` (500 ms, cancelled beyond `clickTolerance` 3 px), same bundle.
    public static let mapLibreGLJS6: GestureThresholds = {
        var t = GestureThresholds.mapLibreGLJS5
        t.inertiaVelocityWindow = 0.06
        t.longPress = .contextMenu
        return t
    }()

    /// MapLibre GL JS, the newest version reproduced: `mapLibreGLJS6`.
    public static let mapLibreGLJS = mapLibreGLJS6

    /// MapLibre Native Android (`MapGestureDetector`, the `maplibre-gestures-android`
    /// detectors, `MapLibreConstants`, `res/values/dimens.xml`), in dp taken as points:
    /// - touchSlop 8: taps go through `StandardGestureDetector` (the framework
    ///   `GestureDetector`, `TOUCH_SLOP` 8 dp);
    /// - moveThreshold 4: `maplibre_minimum_move_threshold` 4 dp (`MoveGestureDetector`);
    /// - tapTimeout 0.3, doubleTapTimeout 0.3, doubleTapSlop 100, longPressTimeout 0.4: the
    ///   framework's (`DOUBLE_TAP_TIMEOUT`, `DOUBLE_TAP_SLOP`, `DEFAULT_LONG_PRESS_TIMEOUT`);
    /// - twoFingerTapTimeout 0.15: `DEFAULT_MULTI_TAP_TIME_THRESHOLD` 150 ms;
    /// - doubleTapZoomDelta +1, twoFingerTapZoomDelta −1: `zoomInAnimated`, `zoomOutAnimated`;
    /// - pinchStart `.spanSpeed` (7 dp, 0.6 and 0.9 dp/ms, 0.4°), pinchZoomRate
    ///   0.65 · ln 2 / ln(π/2): `StandardScaleGestureDetector`, `ScaleGestureListener`;
    /// - rotationStart `.angleAndSpeed`, rotationThreshold 3°: `setAngleThreshold(3f)` and
    ///   the speed gates of `onRotateBegin`;
    /// - tiltStart `.androidShove`, tiltThreshold 16, shoveMaxLineAngle 20,
    ///   tiltDegreesPerPoint 0.1: `mapbox_defaultShovePixelThreshold` 16 dp,
    ///   `DEFAULT_SHOVE_MAX_ANGLE` 20°, `SHOVE_PIXEL_CHANGE_FACTOR` 0.1° per px;
    /// - multiFingerMinimumSpan 37.8: `mapbox_internalMinSpan24` 6 mm at 160 dp per inch;
    /// - exclusiveGestures {tilt, pinch}, {tilt, rotate}, {pinch, longPress}: the default
    ///   mutually exclusive sets of `initializeGesturesManager`;
    /// - oneFingerZoomLevelsPerPoint 1/128: our choice (MapLibre's quick zoom scales by
    ///   the screen height, which a trace does not carry);
    /// - minFlingVelocity 1000: `UiSettings` fling threshold
    ///   (`VELOCITY_THRESHOLD_IGNORE_FLING` 1000 dp/s); maxFlingVelocity 8000: the framework
    ///   `MAXIMUM_FLING_VELOCITY` 8000 dp/s that caps `onFling`'s velocity;
    /// - flingVelocityCap `.perAxisThenLength`: the framework clamps each axis to ±8000,
    ///   then `onFling` ignores a `hypot` below 1000;
    /// - pointerCancel `.clearsPointer`: the framework tracker clears only a cancelled pointer;
    /// - releaseVelocity `.fingerTracker`, velocityHorizon 0.1, velocityAssumeStoppedGap
    ///   0.04: the framework `VelocityTracker` (HORIZON 100 ms, ASSUME_POINTER_STOPPED_TIME
    ///   40 ms) behind `GestureDetector.onFling`.
    public static let mapLibreAndroid = GestureThresholds(
        touchSlop: 8, tapTimeout: 0.3, doubleTapTimeout: 0.3, doubleTapSlop: 100, doubleTapZoomDelta: 1,
        longPressTimeout: 0.4, twoFingerTapTimeout: 0.15, twoFingerTapZoomDelta: -1, pinchZoomThreshold: 0.05,
        rotationThreshold: 3, tiltThreshold: 16, tiltMaxAngleFromVertical: 45,
        tiltDegreesPerPoint: 0.1, oneFingerZoomLevelsPerPoint: 1.0 / 128,
        minFlingVelocity: 1000, maxFlingVelocity: 8000,
        velocityHorizon: 0.1, velocityAssumeStoppedGap: 0.04,
        moveThreshold: 4, rotationStart: .angleAndSpeed, pinchStart: .spanSpeed,
        pinchZoomRate: 0.65 * log(2.0) / log(Double.pi / 2),
        multiFingerMinimumSpan: 6 / 25.4 * 160, tiltStart: .androidShove,
        flingVelocityCap: .perAxisThenLength, pointerCancel: .clearsPointer,
        exclusiveGestures: [[.tilt, .pinch], [.tilt, .rotate], [.pinch, .longPress]])

    /// Android framework (`ViewConfiguration`, `GestureDetector`, `ScaleGestureDetector`,
    /// `VelocityTracker`), in dp taken as points; the framework has no rotation or tilt
    /// detector, so those rules are ours:
    /// - touchSlop 8: `TOUCH_SLOP` 8 dp;
    /// - tapTimeout 0.3: our choice within `DOUBLE_TAP_TIMEOUT` (Android confirms a single
    ///   tap when the double-tap window closes);
    /// - doubleTapTimeout 0.3, doubleTapSlop 100: `DOUBLE_TAP_TIMEOUT` 300 ms,
    ///   `DOUBLE_TAP_SLOP` 100 dp;
    /// - doubleTapZoomDelta +1, twoFingerTapZoomDelta −1: the Google Maps SDK (docs/design.md);
    /// - longPressTimeout 0.4: `DEFAULT_LONG_PRESS_TIMEOUT` 400 ms (Android 12+);
    /// - twoFingerTapTimeout 0.15: our choice (as MapLibre Native Android's 150 ms);
    /// - pinchZoomThreshold 0.05: our choice (ScaleGestureDetector starts at span slop);
    /// - rotationThreshold 15.3°: our choice, the `maplibre-gestures-android` default
    ///   (`DEFAULT_ROTATE_ANGLE_THRESHOLD`);
    /// - tiltThreshold 8, tiltMaxAngleFromVertical 30°, tiltDegreesPerPoint 0.5: our choice;
    /// - oneFingerZoomLevelsPerPoint 1/128: our choice;
    /// - minFlingVelocity 50, maxFlingVelocity 8000: `MINIMUM_FLING_VELOCITY` 50 dp/s,
    ///   `MAXIMUM_FLING_VELOCITY` 8000 dp/s;
    /// - flingVelocityCap `.perAxis`: `GestureDetector` clamps each axis to ±8000 and flings
    ///   when either axis exceeds 50;
    /// - pointerCancel `.clearsPointer`: `VelocityTracker` clears only a cancelled pointer;
    /// - velocityHorizon 0.1, velocityAssumeStoppedGap 0.04: `VelocityTracker` HORIZON 100 ms,
    ///   ASSUME_POINTER_STOPPED_TIME 40 ms.
    public static let androidFramework = GestureThresholds(
        touchSlop: 8, tapTimeout: 0.3, doubleTapTimeout: 0.3, doubleTapSlop: 100, doubleTapZoomDelta: 1,
        longPressTimeout: 0.4, twoFingerTapTimeout: 0.15, twoFingerTapZoomDelta: -1, pinchZoomThreshold: 0.05,
        rotationThreshold: 15.3, tiltThreshold: 8, tiltMaxAngleFromVertical: 30,
        tiltDegreesPerPoint: 0.5, oneFingerZoomLevelsPerPoint: 1.0 / 128,
        minFlingVelocity: 50, maxFlingVelocity: 8000,
        velocityHorizon: 0.1, velocityAssumeStoppedGap: 0.04,
        flingVelocityCap: .perAxis, pointerCancel: .clearsPointer)

    /// iOS-like (UIKit's recognisers are not public; every rule here is our choice unless
    /// it names a UIKit constant):
    /// - touchSlop 10: `UIPanGestureRecognizer` hysteresis, about 10 pt (observed, not documented);
    /// - tapTimeout 0.35, doubleTapTimeout 0.35: our choice, close to UIKit's double-tap window;
    /// - doubleTapSlop 45: our choice;
    /// - doubleTapZoomDelta +1, twoFingerTapZoomDelta −1: the Google Maps SDK (docs/design.md);
    /// - longPressTimeout 0.5: `UILongPressGestureRecognizer.minimumPressDuration` 0.5 s;
    /// - twoFingerTapTimeout 0.35: our choice;
    /// - pinchZoomThreshold 0.05, rotationThreshold 10°: our choice;
    /// - tiltThreshold 10, tiltMaxAngleFromVertical 30°, tiltDegreesPerPoint 0.5: our choice;
    /// - oneFingerZoomLevelsPerPoint 1/100: our choice;
    /// - minFlingVelocity 50, maxFlingVelocity 8000: our choice (as Android's numbers), capped
    ///   in length (flingVelocityCap `.vectorLength`, our choice);
    /// - pointerCancel `.endsGesture`: our choice;
    /// - velocityHorizon 0.1, velocityAssumeStoppedGap 0.04: as Android's tracker (docs/design.md).
    public static let ios = GestureThresholds(
        touchSlop: 10, tapTimeout: 0.35, doubleTapTimeout: 0.35, doubleTapSlop: 45, doubleTapZoomDelta: 1,
        longPressTimeout: 0.5, twoFingerTapTimeout: 0.35, twoFingerTapZoomDelta: -1, pinchZoomThreshold: 0.05,
        rotationThreshold: 10, tiltThreshold: 10, tiltMaxAngleFromVertical: 30,
        tiltDegreesPerPoint: 0.5, oneFingerZoomLevelsPerPoint: 1.0 / 100,
        minFlingVelocity: 50, maxFlingVelocity: 8000,
        velocityHorizon: 0.1, velocityAssumeStoppedGap: 0.04)

    /// `mapLibreGLJS` under its older name.
    public static let maplibre = mapLibreGLJS
    /// `androidFramework` under its older name.
    public static let android = androidFramework
}
