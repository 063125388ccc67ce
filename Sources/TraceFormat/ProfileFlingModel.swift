import CameraMotion

/// The fling models a profile file's `motion.fling.model` names: one per `FlingModel` case,
/// the raw value the case's name.
enum ProfileFlingModel: String, CaseIterable, Sendable {
    /// `FlingModel.mapLibre`: MapLibre GL JS inertia (`MapLibreInertia`).
    case mapLibre
    /// `FlingModel.decelerationRate`: iOS scroll-view decay (`DecelerationRateFling`).
    case decelerationRate
    /// `FlingModel.scroller`: Android `OverScroller` (`ScrollerFling`).
    case scroller
    /// `FlingModel.mapLibreAndroid`: MapLibre Native Android `onFling` (`MapLibreAndroidFling`).
    case mapLibreAndroid

    /// The name of `model`'s case.
    init(_ model: FlingModel) {
        switch model {
        case .mapLibre: self = .mapLibre
        case .decelerationRate: self = .decelerationRate
        case .scroller: self = .scroller
        case .mapLibreAndroid: self = .mapLibreAndroid
        }
    }

    /// The model's own defaults, which a profile file's overrides start from when it
    /// switches the base profile's model: `MapLibreInertia.mapLibre`,
    /// `DecelerationRateFling.normal`, `ScrollerFling.android`,
    /// `MapLibreAndroidFling.mapLibreAndroid`.
    var defaults: FlingModel {
        switch self {
        case .mapLibre: .mapLibre(.mapLibre)
        case .decelerationRate: .decelerationRate(.normal)
        case .scroller: .scroller(.android)
        case .mapLibreAndroid: .mapLibreAndroid(.mapLibreAndroid)
        }
    }
}
