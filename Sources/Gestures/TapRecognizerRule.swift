/// How taps, double taps and double-tap-and-drag are recognised, chosen by
/// `GestureThresholds.tapRecognizer`.
public enum TapRecognizerRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// Our rules (`GestureEngine`'s "Taps"): a tap never ran a continuous gesture; the
    /// double-tap window runs from the first lift to the second landing (inclusive); the
    /// second touch becomes a one-finger zoom about the first tap's point once it moves
    /// beyond `touchSlop`, or fails when held longer than `tapTimeout`.
    case sequential
    /// MapLibre GL JS: the library's own touch handlers (`MapLibreHandlerSet`, the files of
    /// `src/ui/handler/` at v5.3.0, unchanged in v6.11.2) recognise everything, the
    /// continuous gestures included, and move the camera once per render frame. The
    /// thresholds' start rules for pan, pinch, rotation and tilt are not used; the handlers
    /// carry the library's constants, except the pan's `clickTolerance` (`moveThreshold`).
    /// The engine reports a tap (one finger lifted within `tapTimeout`, never beyond
    /// `touchSlop`, whether or not it panned) when `doubleTapTimeout` passes without the
    /// library's double tap.
    case mapLibre
}
