import MapMath

/// The camera-motion half of a motion profile: the tilt limit, fling physics, animation
/// durations and curves, the compass fade and fly-to constants. `CameraAnimator` builds
/// its motions from it; `MotionProfile` (MapSimulation) pairs it with the gesture
/// thresholds (`GestureThresholds`, Gestures) under a profile name.
///
/// The named sets follow the systems they are named after, as the profiles of the same
/// names do: `mapLibreGLJS` (the default profile's), `mapLibreAndroid` (MapLibre Native
/// Android), `androidFramework` (Android's framework) and `ios` (UIKit and Core
/// Animation). Each
/// constant documents its source per set on the set; "our choice" marks values that no
/// reference system states.
public struct MotionDefaults: Hashable, Sendable, Codable {
    /// Largest tilt by zoom. `TiltLimit.googleIOS` (30° ≤ z10, 45° at z14, 65° ≥ z16) in
    /// every named profile: the seed pages describe that table and the simulator models
    /// the Google Maps SDK's camera.
    public var tiltLimit: TiltLimit
    /// What happens after a gesture ends with velocity.
    public var fling: FlingModel
    /// Duration and curve of the double-tap zoom animation.
    public var doubleTapZoom: AnimationTiming
    /// Duration and curve of the two-finger-tap zoom animation.
    public var twoFingerTapZoom: AnimationTiming
    /// Duration and curve of the compass tap's bearing reset to 0.
    public var compassReset: AnimationTiming
    /// Seconds after the bearing reaches 0 before the compass starts fading out.
    public var compassFadeDelay: Double
    /// Seconds the compass takes to fade out.
    public var compassFadeDuration: Double
    /// Duration and curve of a programmatic animated camera change
    /// (`animate(to:)`, `animate(with:)`) when the caller gives none.
    public var defaultAnimation: AnimationTiming
    /// How the my-location button moves the camera: ease for short hops, fly-to beyond
    /// a distance, or always one of them.
    public var myLocationMove: MoveStyle
    /// Zoom the my-location button moves to, or nil to keep the current zoom.
    public var myLocationZoom: Double?
    /// How an animated fit-bounds moves the camera.
    public var fitBoundsMove: MoveStyle
    /// Fly-to constants.
    public var flyTo: FlyToParameters

    /// Motion defaults from every value; see each property. Start from a named set and
    /// change fields to build a custom one.
    public init(tiltLimit: TiltLimit, fling: FlingModel,
                doubleTapZoom: AnimationTiming, twoFingerTapZoom: AnimationTiming,
                compassReset: AnimationTiming, compassFadeDelay: Double, compassFadeDuration: Double,
                defaultAnimation: AnimationTiming, myLocationMove: MoveStyle, myLocationZoom: Double?,
                fitBoundsMove: MoveStyle, flyTo: FlyToParameters) {
        self.tiltLimit = tiltLimit
        self.fling = fling
        self.doubleTapZoom = doubleTapZoom
        self.twoFingerTapZoom = twoFingerTapZoom
        self.compassReset = compassReset
        self.compassFadeDelay = compassFadeDelay
        self.compassFadeDuration = compassFadeDuration
        self.defaultAnimation = defaultAnimation
        self.myLocationMove = myLocationMove
        self.myLocationZoom = myLocationZoom
        self.fitBoundsMove = fitBoundsMove
        self.flyTo = flyTo
    }

    /// Camera limits with Google's default zoom range [2, 21] and this set's tilt limit.
    public var cameraLimits: CameraLimits {
        CameraLimits(zoomRange: .default, tiltLimit: tiltLimit)
    }

    /// MapLibre GL JS feel (the default profile's motion):
    /// - tilt limit: `googleIOS`;
    /// - fling: `handler_inertia` defaults (pan 2500 pt/s², 1400 pt/s; zoom 20, 1400;
    ///   bearing 1000, 360; pitch 1000, 90; linearity 0.3; bezier(0, 0, 0.3, 1));
    /// - double tap and two-finger tap zoom (by the gesture thresholds' +1 and −1) over
    ///   0.3 s with `ease`: `TapZoomHandler` (one-finger double tap in, two-finger tap out)
    ///   eases with `duration: 300` and the default easing;
    /// - compass reset 1 s `ease`: `Map.resetNorth` uses `duration: 1000`;
    /// - compass fade 0.25 s delay, 0.3 s fade: our choice (MapLibre's compass never fades);
    /// - default animation 0.5 s `ease`: `easeTo` defaults (`duration: 500`, `defaultEasing`);
    /// - my location: ease within 2 screenfuls, fly beyond, keep the zoom: our choice
    ///   (MapLibre's GeolocateControl fits the accuracy circle instead);
    /// - fit bounds: fly-to (`fitBounds` flies unless `linear: true`);
    /// - fly-to: ρ 1.42, 1.2 screenfuls/s, `ease` (`flyTo` defaults), 12 s maximum (our choice).
    public static let mapLibreGLJS = MotionDefaults(
        tiltLimit: .googleIOS, fling: .mapLibre(.mapLibre),
        doubleTapZoom: AnimationTiming(duration: 0.3, curve: .ease),
        twoFingerTapZoom: AnimationTiming(duration: 0.3, curve: .ease),
        compassReset: AnimationTiming(duration: 1, curve: .ease),
        compassFadeDelay: 0.25, compassFadeDuration: 0.3,
        defaultAnimation: AnimationTiming(duration: 0.5, curve: .ease),
        myLocationMove: .automatic(flyToBeyondScreenfuls: 2), myLocationZoom: nil,
        fitBoundsMove: .flyTo, flyTo: .mapLibre)

    /// MapLibre Native Android feel: as `androidFramework` (MapLibre Native Android's zoom
    /// animator and compass are where those constants come from) except:
    /// - fling: `MapLibreAndroidFling` (`onFling`: whole-millisecond duration from speed
    ///   and tilt, 0.28 × speed × duration, mbgl's default transition easing);
    /// - fit bounds: ease (MapLibre Native's `easeCamera`, our choice for the button-less API).
    public static let mapLibreAndroid: MotionDefaults = {
        var motion = MotionDefaults.androidFramework
        motion.fling = .mapLibreAndroid(.mapLibreAndroid)
        return motion
    }()

    /// Android framework feel:
    /// - tilt limit: `googleIOS`;
    /// - fling: `OverScroller` spline fling with `ViewConfiguration` scroll friction 0.015;
    /// - double tap and two-finger tap zoom (by the gesture thresholds' +1 and −1) over
    ///   0.3 s with `DecelerateInterpolator`: MapLibre Native Android's zoom animator
    ///   (`MapLibreConstants.ANIMATION_DURATION` 300 ms, decelerating);
    /// - compass reset 0.15 s `androidDecelerate`: MapLibre Native Android `CompassView`
    ///   (`TIME_MAP_NORTH_ANIMATION` 150 ms); the curve is our choice;
    /// - compass fade 0.5 s delay, 0.5 s fade: MapLibre Native Android `CompassView`
    ///   (`TIME_WAIT_IDLE` 500 ms, `TIME_FADE_ANIMATION` 500 ms);
    /// - default animation 0.5 s `androidFastOutSlowIn`: our choice (Google Maps for
    ///   Android does not document `animateCamera`'s default duration);
    /// - my location: ease within 2 screenfuls, fly beyond, keep the zoom: our choice;
    /// - fit bounds: ease (`animateCamera(newLatLngBounds(...))` eases);
    /// - fly-to: MapLibre's constants (ρ 1.42, 1.2 screenfuls/s, `ease`), 12 s maximum (our choice).
    public static let androidFramework = MotionDefaults(
        tiltLimit: .googleIOS, fling: .scroller(.android),
        doubleTapZoom: AnimationTiming(duration: 0.3, curve: .androidDecelerate),
        twoFingerTapZoom: AnimationTiming(duration: 0.3, curve: .androidDecelerate),
        compassReset: AnimationTiming(duration: 0.15, curve: .androidDecelerate),
        compassFadeDelay: 0.5, compassFadeDuration: 0.5,
        defaultAnimation: AnimationTiming(duration: 0.5, curve: .androidFastOutSlowIn),
        myLocationMove: .automatic(flyToBeyondScreenfuls: 2), myLocationZoom: nil,
        fitBoundsMove: .ease, flyTo: .mapLibre)

    /// iOS-like feel:
    /// - tilt limit: `googleIOS` (the seed pages' table);
    /// - fling: `UIScrollView.DecelerationRate.normal` (0.998 per ms), stopping within 0.5 pt
    ///   (our choice);
    /// - double tap and two-finger tap zoom (by the gesture thresholds' +1 and −1) over
    ///   0.25 s with `ease`: Core Animation's default duration (0.25 s) and timing function
    ///   (`kCAMediaTimingFunctionDefault`), our choice for the map;
    /// - compass reset 0.3 s `ease`, compass fade 0.25 s delay, 0.3 s fade: our choice (the
    ///   seed pages say only that the compass fades away shortly afterwards);
    /// - default animation 0.5 s `ease`: our choice (`GMSMapView.animate(to:)` does not
    ///   document its duration);
    /// - my location: ease within 2 screenfuls, fly beyond, keep the zoom: our choice;
    /// - fit bounds: ease (`animate(with: GMSCameraUpdate.fit(...))` eases);
    /// - fly-to: MapLibre's constants (ρ 1.42, 1.2 screenfuls/s, `ease`), 12 s maximum (our choice).
    public static let ios = MotionDefaults(
        tiltLimit: .googleIOS, fling: .decelerationRate(.normal),
        doubleTapZoom: AnimationTiming(duration: 0.25, curve: .ease),
        twoFingerTapZoom: AnimationTiming(duration: 0.25, curve: .ease),
        compassReset: AnimationTiming(duration: 0.3, curve: .ease),
        compassFadeDelay: 0.25, compassFadeDuration: 0.3,
        defaultAnimation: AnimationTiming(duration: 0.5, curve: .ease),
        myLocationMove: .automatic(flyToBeyondScreenfuls: 2), myLocationZoom: nil,
        fitBoundsMove: .ease, flyTo: .mapLibre)

    /// `mapLibreGLJS` under its older name.
    public static let maplibre = mapLibreGLJS
    /// `androidFramework` under its older name.
    public static let android = androidFramework
}
