import MapMath
import CameraMotion
import Gestures

/// Every constant of motion and gesture feel in one value, under a name: the gesture
/// thresholds (`gestures`: slops, timeouts, rates and the tap zooms' deltas) and the
/// motion defaults (`motion`: the tilt limit, fling physics, animation durations and
/// curves, the compass fade, fly-to constants). The motion fields and the tap zooms'
/// deltas can be read and set on the profile itself too.
///
/// Named profiles reproduce the systems they are named after, rule for rule where the
/// system's source is public: `maplibre-gl-js@5` (MapLibre GL JS 5.x as v5.3.0 runs it,
/// the default), `maplibre-gl-js@6` (6.4 and later; `maplibre-gl-js` and `maplibre` name
/// it, the newest), `maplibre-android` (MapLibre Native Android), `android-framework` (Android's
/// `GestureDetector`, `ScaleGestureDetector`, `OverScroller`, `VelocityTracker`; alias
/// `android`) and `ios` (UIKit and Core Animation constants; UIKit's recognisers are not
/// public, so it is iOS-like). Each constant and strategy documents its source per
/// profile on the named `GestureThresholds` and `MotionDefaults`; "our choice" marks
/// values that no reference system states. docs/profiles.md compares them rule by rule.
public struct MotionProfile: Hashable, Sendable, Codable {
    /// The profile's name as used by `--profile` (one of `allNames`, or a custom profile's).
    public var name: String
    /// Gesture recognition thresholds and timeouts, and the tap zooms' deltas.
    public var gestures: GestureThresholds
    /// Tilt limit, fling, animation, compass-fade and fly-to constants.
    public var motion: MotionDefaults

    /// A profile called `name` from its gesture thresholds and motion defaults. Start from
    /// a named profile and change fields to build a custom one.
    public init(name: String, gestures: GestureThresholds, motion: MotionDefaults) {
        self.name = name
        self.gestures = gestures
        self.motion = motion
    }

    /// Largest tilt by zoom: `motion.tiltLimit` (`TiltLimit.googleIOS` in every named profile).
    public var tiltLimit: TiltLimit {
        get { motion.tiltLimit }
        set { motion.tiltLimit = newValue }
    }

    /// What happens after a gesture ends with velocity: `motion.fling`.
    public var fling: FlingModel {
        get { motion.fling }
        set { motion.fling = newValue }
    }

    /// Duration and curve of the double-tap zoom animation: `motion.doubleTapZoom`.
    public var doubleTapZoom: AnimationTiming {
        get { motion.doubleTapZoom }
        set { motion.doubleTapZoom = newValue }
    }

    /// Duration and curve of the two-finger-tap zoom animation: `motion.twoFingerTapZoom`.
    public var twoFingerTapZoom: AnimationTiming {
        get { motion.twoFingerTapZoom }
        set { motion.twoFingerTapZoom = newValue }
    }

    /// Duration and curve of the compass tap's bearing reset to 0: `motion.compassReset`.
    public var compassReset: AnimationTiming {
        get { motion.compassReset }
        set { motion.compassReset = newValue }
    }

    /// Seconds after the bearing reaches 0 before the compass starts fading out:
    /// `motion.compassFadeDelay`.
    public var compassFadeDelay: Double {
        get { motion.compassFadeDelay }
        set { motion.compassFadeDelay = newValue }
    }

    /// Seconds the compass takes to fade out: `motion.compassFadeDuration`.
    public var compassFadeDuration: Double {
        get { motion.compassFadeDuration }
        set { motion.compassFadeDuration = newValue }
    }

    /// Duration and curve of a programmatic animated camera change when the caller gives
    /// none: `motion.defaultAnimation`.
    public var defaultAnimation: AnimationTiming {
        get { motion.defaultAnimation }
        set { motion.defaultAnimation = newValue }
    }

    /// How the my-location button moves the camera: `motion.myLocationMove`.
    public var myLocationMove: MoveStyle {
        get { motion.myLocationMove }
        set { motion.myLocationMove = newValue }
    }

    /// Zoom the my-location button moves to, or nil to keep the current zoom:
    /// `motion.myLocationZoom`.
    public var myLocationZoom: Double? {
        get { motion.myLocationZoom }
        set { motion.myLocationZoom = newValue }
    }

    /// How an animated fit-bounds moves the camera: `motion.fitBoundsMove`.
    public var fitBoundsMove: MoveStyle {
        get { motion.fitBoundsMove }
        set { motion.fitBoundsMove = newValue }
    }

    /// Fly-to constants: `motion.flyTo`.
    public var flyTo: FlyToParameters {
        get { motion.flyTo }
        set { motion.flyTo = newValue }
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

    /// Camera limits with Google's default zoom range [2, 21] and this profile's tilt limit
    /// (`motion.cameraLimits`).
    public var cameraLimits: CameraLimits { motion.cameraLimits }

    /// MapLibre GL JS 5.x as v5.3.0 runs it (the default profile), "maplibre-gl-js@5":
    /// gestures `GestureThresholds.mapLibreGLJS5`, motion `MotionDefaults.mapLibreGLJS`.
    public static let mapLibreGLJS5 = MotionProfile(name: "maplibre-gl-js@5", gestures: .mapLibreGLJS5,
                                                    motion: .mapLibreGLJS)

    /// MapLibre GL JS 6.4 and later, "maplibre-gl-js@6": gestures
    /// `GestureThresholds.mapLibreGLJS6`, motion `MotionDefaults.mapLibreGLJS`.
    public static let mapLibreGLJS6 = MotionProfile(name: "maplibre-gl-js@6", gestures: .mapLibreGLJS6,
                                                    motion: .mapLibreGLJS)

    /// MapLibre GL JS, the newest version reproduced: `mapLibreGLJS6` (what the names
    /// "maplibre-gl-js" and "maplibre" select).
    public static let mapLibreGLJS = mapLibreGLJS6

    /// MapLibre Native Android: gestures `GestureThresholds.mapLibreAndroid`, motion
    /// `MotionDefaults.mapLibreAndroid`.
    public static let mapLibreAndroid = MotionProfile(name: "maplibre-android", gestures: .mapLibreAndroid,
                                                      motion: .mapLibreAndroid)

    /// Android's framework: gestures `GestureThresholds.androidFramework`, motion
    /// `MotionDefaults.androidFramework`.
    public static let androidFramework = MotionProfile(name: "android-framework", gestures: .androidFramework,
                                                       motion: .androidFramework)

    /// iOS-like feel: gestures `GestureThresholds.ios`, motion `MotionDefaults.ios`.
    public static let ios = MotionProfile(name: "ios", gestures: .ios, motion: .ios)

    /// `mapLibreGLJS` under its older name (the profile keeps its own name, "maplibre-gl-js@6").
    public static let maplibre = mapLibreGLJS
    /// `androidFramework` under its older name (the profile keeps its own name).
    public static let android = androidFramework

    /// The default profile: `mapLibreGLJS5`, the version the differential oracle runs
    /// (MapLibre GL JS 5.3.0), pinned so that a trace without a profile keeps its meaning
    /// when a newer version is added (docs/profiles.md).
    public static let `default` = mapLibreGLJS5

    /// The named profiles, in the order `--profile` lists them: `maplibre-gl-js@5` (the
    /// default), `maplibre-gl-js@6`, `maplibre-android`, `android-framework`, `ios`. The one
    /// list of them: `allNames` and `named(_:)` are read from it.
    public static let namedProfiles: [MotionProfile] = [.mapLibreGLJS5, .mapLibreGLJS6, .mapLibreAndroid,
                                                        .androidFramework, .ios]

    /// Other names that select a profile: "maplibre-gl-js" and "maplibre" → the newest
    /// MapLibre GL JS, "maplibre-gl-js@6"; "android" → "android-framework".
    public static let aliases: [(alias: String, name: String)] = [
        ("maplibre-gl-js", "maplibre-gl-js@6"), ("maplibre", "maplibre-gl-js@6"), ("android", "android-framework"),
    ]

    /// Names of the named profiles, for `--profile NAME`: ["maplibre-gl-js@5",
    /// "maplibre-gl-js@6", "maplibre-android", "android-framework", "ios"]
    /// (`namedProfiles`' names; the `aliases` are accepted too).
    public static let allNames: [String] = namedProfiles.map(\.name)

    /// The named profile called `name` or one of its `aliases` (case-sensitive), or nil.
    public static func named(_ name: String) -> MotionProfile? {
        let canonical = aliases.first { $0.alias == name }?.name ?? name
        return namedProfiles.first { $0.name == canonical }
    }
}
