/// When a pan starts moving the camera, chosen by `GestureThresholds.panStart`.
public enum PanStartRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// The fingers' centroid has moved more than `moveThreshold` from where it was at the
    /// last finger-set change (our rule; `android-framework`, `maplibre-android`, `ios`).
    case centroidBeyondSlop
    /// The sum of the per-sample mean finger movements since the first finger landed
    /// reaches `moveThreshold` (≥, not >) and stays there: MapLibre GL JS
    /// `src/ui/handler/touch_pan.ts` (`_sum`, `clickTolerance`; the sum lives until every
    /// finger has lifted and a sample whose sum falls back below it moves nothing).
    case accumulatedMove
}
