/// What happens to the movement of the sample in which a pan, pinch or rotate crosses its
/// start threshold, chosen by `GestureThresholds.thresholdCrossing`.
public enum ThresholdCrossing: String, Hashable, Sendable, Codable, CaseIterable {
    /// The crossing sample only starts the gesture; movement applies from the next one
    /// (our rule; MapLibre Native Android's detectors call `on…Begin` for that event and
    /// `on…` only for the following ones: `RotateGestureDetector.analyzeMovement`,
    /// `StandardScaleGestureDetector.analyzeMovement`).
    case skipped
    /// The crossing sample's own movement (since the previous sample) is applied: MapLibre
    /// GL JS `touch_pan.ts`, `two_fingers_touch.ts` (`_move` returns the delta from the last
    /// point, distance or vector once the threshold is passed).
    case applied
}
