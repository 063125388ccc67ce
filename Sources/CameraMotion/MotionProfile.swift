import MapMath

/// Every constant of motion and gesture feel in one value: gesture thresholds, the tilt
/// limit, fling physics, animation durations and curves, fly-to constants.
///
/// Named profiles follow the systems they are named after: `maplibre` (the default,
/// MapLibre GL JS), `android` (Android framework and MapLibre Native Android) and `ios`
/// (UIKit and Core Animation). Each constant documents its source per profile on the
/// profile; "our choice" marks values that no reference system states.
public struct MotionProfile: Hashable, Sendable, Codable {
    /// The profile's name as used by `--profile` ("maplibre", "android", "ios" or custom).
    public var name: String
    /// Gesture recognition thresholds and timeouts.
    public var gestures: GestureThresholds
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

    /// A profile from every value; see each property. Start from a named profile and
    /// change fields to build a custom one.
    public init(name: String, gestures: GestureThresholds, tiltLimit: TiltLimit, fling: FlingModel,
                doubleTapZoom: AnimationTiming, twoFingerTapZoom: AnimationTiming,
                compassReset: AnimationTiming, compassFadeDelay: Double, compassFadeDuration: Double,
                defaultAnimation: AnimationTiming, myLocationMove: MoveStyle, myLocationZoom: Double?,
                fitBoundsMove: MoveStyle, flyTo: FlyToParameters) {
        self.name = name
        self.gestures = gestures
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

    /// Zoom change of a double tap, levels: `gestures.doubleTapZoomDelta` (+1 in every
    /// named profile).
    public var doubleTapZoomDelta: Double {
        get { gestures.doubleTapZoomDelta }
        set { gestures.doubleTapZoomDelta = newValue }
    }

    /// Zoom change of a two-finger tap, levels: `gestures.twoFingerTapZoomDelta` (−1 in
    /// every named profile).
    public var twoFingerTapZoomDelta: Double {
        get { gestures.twoFingerTapZoomDelta }
        set { gestures.twoFingerTapZoomDelta = newValue }
    }

    /// Camera limits with Google's default zoom range [2, 21] and this profile's tilt limit.
    public var cameraLimits: CameraLimits {
        CameraLimits(zoomRange: .default, tiltLimit: tiltLimit)
    }

    /// MapLibre GL JS feel (the default profile):
    /// - gestures: `GestureThresholds.maplibre`; tilt limit: `googleIOS`;
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
    public static let maplibre = MotionProfile(
        name: "maplibre", gestures: .maplibre, tiltLimit: .googleIOS, fling: .mapLibre(.mapLibre),
        doubleTapZoom: AnimationTiming(duration: 0.3, curve: .ease),
        twoFingerTapZoom: AnimationTiming(duration: 0.3, curve: .ease),
        compassReset: AnimationTiming(duration: 1, curve: .ease),
        compassFadeDelay: 0.25, compassFadeDuration: 0.3,
        defaultAnimation: AnimationTiming(duration: 0.5, curve: .ease),
        myLocationMove: .automatic(flyToBeyondScreenfuls: 2), myLocationZoom: nil,
        fitBoundsMove: .flyTo, flyTo: .mapLibre)

    /// Android feel:
    /// - gestures: `GestureThresholds.android`; tilt limit: `googleIOS`;
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
    public static let android = MotionProfile(
        name: "android", gestures: .android, tiltLimit: .googleIOS, fling: .scroller(.android),
        doubleTapZoom: AnimationTiming(duration: 0.3, curve: .androidDecelerate),
        twoFingerTapZoom: AnimationTiming(duration: 0.3, curve: .androidDecelerate),
        compassReset: AnimationTiming(duration: 0.15, curve: .androidDecelerate),
        compassFadeDelay: 0.5, compassFadeDuration: 0.5,
        defaultAnimation: AnimationTiming(duration: 0.5, curve: .androidFastOutSlowIn),
        myLocationMove: .automatic(flyToBeyondScreenfuls: 2), myLocationZoom: nil,
        fitBoundsMove: .ease, flyTo: .mapLibre)

    /// iOS-like feel:
    /// - gestures: `GestureThresholds.ios`; tilt limit: `googleIOS` (the seed pages' table);
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
    public static let ios = MotionProfile(
        name: "ios", gestures: .ios, tiltLimit: .googleIOS, fling: .decelerationRate(.normal),
        doubleTapZoom: AnimationTiming(duration: 0.25, curve: .ease),
        twoFingerTapZoom: AnimationTiming(duration: 0.25, curve: .ease),
        compassReset: AnimationTiming(duration: 0.3, curve: .ease),
        compassFadeDelay: 0.25, compassFadeDuration: 0.3,
        defaultAnimation: AnimationTiming(duration: 0.5, curve: .ease),
        myLocationMove: .automatic(flyToBeyondScreenfuls: 2), myLocationZoom: nil,
        fitBoundsMove: .ease, flyTo: .mapLibre)

    /// The default profile: `maplibre`.
    public static let `default` = maplibre

    /// Names of the named profiles, for `--profile NAME`: ["maplibre", "android", "ios"].
    public static let allNames: [String] = ["maplibre", "android", "ios"]

    /// The named profile called `name` (case-sensitive, one of `allNames`), or nil.
    public static func named(_ name: String) -> MotionProfile? {
        switch name {
        case "maplibre": return .maplibre
        case "android": return .android
        case "ios": return .ios
        default: return nil
        }
    }
}
