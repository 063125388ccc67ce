/// When a pinch starts zooming, chosen by `GestureThresholds.pinchStart`.
public enum PinchStartRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// |log2(span / span₀)| reaches `pinchZoomThreshold` levels, span₀ at the last
    /// finger-set change (MapLibre GL JS `two_fingers_touch.ts`: below `ZOOM_THRESHOLD` 0.1
    /// it waits, with its finger distance, whose ratio equals our span's for two fingers;
    /// our rule for more fingers).
    case logSpan
    /// MapLibre Native Android's scale start: the Android span (2·hypot(Σ|xᵢ − x̄|,
    /// Σ|yᵢ − ȳ|), twice the finger distance for two fingers) has changed by at least
    /// `scaleSpanThreshold` since the last finger-set change
    /// (`StandardScaleGestureDetector`, `mapbox_defaultScaleSpanSinceStartThreshold` 7 dp),
    /// and the sample's span speed is at least `scaleMinimumSpeed`, or
    /// `scaleMinimumAngledSpeed` when the finger line turned more than
    /// `scaleRotationDeltaLimit` degrees in the sample and no rotation runs
    /// (`ScaleGestureListener.onScaleBegin`, `maplibre_minimum_scale_speed` 0.6 dp/ms,
    /// `maplibre_minimum_angled_scale_speed` 0.9 dp/ms, the 0.4° literal).
    case spanSpeed
}
