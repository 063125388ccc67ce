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
    /// Release speeds below this give no fling, points per second.
    public var minFlingVelocity: Double
    /// Release speeds are capped at this, points per second.
    public var maxFlingVelocity: Double
    /// Velocity tracker: only samples this recent before the release count, seconds.
    public var velocityHorizon: Double
    /// Velocity tracker: a gap longer than this between samples (or before the release)
    /// means the finger had stopped, seconds.
    public var velocityAssumeStoppedGap: Double

    /// Creates thresholds from every value; see each property for units.
    public init(touchSlop: Double, tapTimeout: Double, doubleTapTimeout: Double, doubleTapSlop: Double,
                doubleTapZoomDelta: Double, longPressTimeout: Double, twoFingerTapTimeout: Double,
                twoFingerTapZoomDelta: Double, pinchZoomThreshold: Double,
                rotationThreshold: Double, tiltThreshold: Double, tiltMaxAngleFromVertical: Double,
                tiltDegreesPerPoint: Double, oneFingerZoomLevelsPerPoint: Double,
                minFlingVelocity: Double, maxFlingVelocity: Double,
                velocityHorizon: Double, velocityAssumeStoppedGap: Double) {
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
    }

    /// MapLibre GL JS handlers (`tap_recognizer`, `touch_zoom_rotate`, `touch_pan`,
    /// `tap_drag_zoom`, `touch_pitch`):
    /// - touchSlop 3: `clickTolerance` 3 px;
    /// - tapTimeout 0.5, doubleTapTimeout 0.5, doubleTapSlop 30: `MAX_TOUCH_TIME` 500 ms,
    ///   `MAX_TAP_INTERVAL` 500 ms, `MAX_DIST` 30 px;
    /// - doubleTapZoomDelta +1, twoFingerTapZoomDelta −1: `TapZoomHandler` (one-finger
    ///   double tap in by one level, two-finger tap out by one);
    /// - longPressTimeout 0.5: our choice (MapLibre JS has no long press; iOS' 0.5 s);
    /// - twoFingerTapTimeout 0.5: as its tap time;
    /// - pinchZoomThreshold 0.1: `ZOOM_THRESHOLD` 0.1 levels;
    /// - rotationThreshold 15°: our choice, about `ROTATION_THRESHOLD` 25 px along the
    ///   circumference of a 100-pt touch circle;
    /// - tiltThreshold 5, tiltMaxAngleFromVertical 30°, tiltDegreesPerPoint 0.5: touch pitch
    ///   moves pitch by −0.5 × the mean vertical movement in px; 5 pt and 30° are our choice;
    /// - oneFingerZoomLevelsPerPoint 1/128: our choice (one level per 128 pt);
    /// - minFlingVelocity 50, maxFlingVelocity 8000: Android's ViewConfiguration (MapLibre
    ///   JS caps speed per channel in the fling profile instead);
    /// - velocityHorizon 0.1, velocityAssumeStoppedGap 0.04: Android `VelocityTracker`
    ///   (HORIZON 100 ms, ASSUME_POINTER_STOPPED_TIME 40 ms).
    public static let maplibre = GestureThresholds(
        touchSlop: 3, tapTimeout: 0.5, doubleTapTimeout: 0.5, doubleTapSlop: 30, doubleTapZoomDelta: 1,
        longPressTimeout: 0.5, twoFingerTapTimeout: 0.5, twoFingerTapZoomDelta: -1, pinchZoomThreshold: 0.1,
        rotationThreshold: 15, tiltThreshold: 5, tiltMaxAngleFromVertical: 30,
        tiltDegreesPerPoint: 0.5, oneFingerZoomLevelsPerPoint: 1.0 / 128,
        minFlingVelocity: 50, maxFlingVelocity: 8000,
        velocityHorizon: 0.1, velocityAssumeStoppedGap: 0.04)

    /// Android (`ViewConfiguration`, `GestureDetector`, `ScaleGestureDetector`), in dp
    /// taken as points:
    /// - touchSlop 8: `TOUCH_SLOP` 8 dp;
    /// - tapTimeout 0.3: our choice within `DOUBLE_TAP_TIMEOUT` (Android confirms a single
    ///   tap when the double-tap window closes);
    /// - doubleTapTimeout 0.3, doubleTapSlop 100: `DOUBLE_TAP_TIMEOUT` 300 ms,
    ///   `DOUBLE_TAP_SLOP` 100 dp;
    /// - doubleTapZoomDelta +1, twoFingerTapZoomDelta −1: MapLibre Native Android's zoom
    ///   animator (double tap in by one level, two-finger tap out by one);
    /// - longPressTimeout 0.4: `DEFAULT_LONG_PRESS_TIMEOUT` 400 ms (Android 12+);
    /// - twoFingerTapTimeout 0.15: MapLibre Native Android `StandardGestureDetector`
    ///   two-finger tap (150 ms);
    /// - pinchZoomThreshold 0.05: our choice (ScaleGestureDetector starts at span slop);
    /// - rotationThreshold 15.3°: MapLibre Native Android `minimumAngledMovement` default;
    /// - tiltThreshold 8, tiltMaxAngleFromVertical 30°, tiltDegreesPerPoint 0.5: MapLibre
    ///   Native Android shove: 8 dp slop, 45° max angle taken as 30° here (our choice), 0.1°
    ///   per px at 5× density ≈ 0.5° per dp;
    /// - oneFingerZoomLevelsPerPoint 1/128: our choice;
    /// - minFlingVelocity 50, maxFlingVelocity 8000: `MINIMUM_FLING_VELOCITY` 50 dp/s,
    ///   `MAXIMUM_FLING_VELOCITY` 8000 dp/s;
    /// - velocityHorizon 0.1, velocityAssumeStoppedGap 0.04: `VelocityTracker` HORIZON 100 ms,
    ///   ASSUME_POINTER_STOPPED_TIME 40 ms.
    public static let android = GestureThresholds(
        touchSlop: 8, tapTimeout: 0.3, doubleTapTimeout: 0.3, doubleTapSlop: 100, doubleTapZoomDelta: 1,
        longPressTimeout: 0.4, twoFingerTapTimeout: 0.15, twoFingerTapZoomDelta: -1, pinchZoomThreshold: 0.05,
        rotationThreshold: 15.3, tiltThreshold: 8, tiltMaxAngleFromVertical: 30,
        tiltDegreesPerPoint: 0.5, oneFingerZoomLevelsPerPoint: 1.0 / 128,
        minFlingVelocity: 50, maxFlingVelocity: 8000,
        velocityHorizon: 0.1, velocityAssumeStoppedGap: 0.04)

    /// iOS-like (UIKit recognizers):
    /// - touchSlop 10: `UIPanGestureRecognizer` hysteresis, about 10 pt (observed, not documented);
    /// - tapTimeout 0.35, doubleTapTimeout 0.35: our choice, close to UIKit's double-tap window;
    /// - doubleTapSlop 45: our choice;
    /// - doubleTapZoomDelta +1, twoFingerTapZoomDelta −1: the Google Maps SDK (docs/design.md);
    /// - longPressTimeout 0.5: `UILongPressGestureRecognizer.minimumPressDuration` 0.5 s;
    /// - twoFingerTapTimeout 0.35: our choice;
    /// - pinchZoomThreshold 0.05, rotationThreshold 10°: our choice;
    /// - tiltThreshold 10, tiltMaxAngleFromVertical 30°, tiltDegreesPerPoint 0.5: our choice;
    /// - oneFingerZoomLevelsPerPoint 1/100: our choice;
    /// - minFlingVelocity 50, maxFlingVelocity 8000: our choice (as Android);
    /// - velocityHorizon 0.1, velocityAssumeStoppedGap 0.04: as Android's tracker (docs/design.md).
    public static let ios = GestureThresholds(
        touchSlop: 10, tapTimeout: 0.35, doubleTapTimeout: 0.35, doubleTapSlop: 45, doubleTapZoomDelta: 1,
        longPressTimeout: 0.5, twoFingerTapTimeout: 0.35, twoFingerTapZoomDelta: -1, pinchZoomThreshold: 0.05,
        rotationThreshold: 10, tiltThreshold: 10, tiltMaxAngleFromVertical: 30,
        tiltDegreesPerPoint: 0.5, oneFingerZoomLevelsPerPoint: 1.0 / 100,
        minFlingVelocity: 50, maxFlingVelocity: 8000,
        velocityHorizon: 0.1, velocityAssumeStoppedGap: 0.04)
}
