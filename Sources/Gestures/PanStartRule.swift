/// When a pan starts moving the camera, chosen by `GestureThresholds.panStart`.
public enum PanStartRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// The fingers' centroid has moved more than `moveThreshold` from where it was at the
    /// last finger-set change (our rule; `android-framework`, `maplibre-android`, `ios`).
    case centroidBeyondSlop
    /// The sum of the per-sample mean finger movements since the first finger landed
    /// reaches `moveThreshold` (≥, not >): MapLibre GL JS `src/ui/handler/touch_pan.ts`
    /// (`_sum`, `clickTolerance`; the sum lives until every finger has lifted, across
    /// finger-set changes). Not reproduced: MapLibre also drops a later sample whose sum
    /// has fallen back below the tolerance; here a started pan keeps following.
    case accumulatedMove
}
