/// How taps, double taps and double-tap-and-drag are recognised, chosen by
/// `GestureThresholds.tapRecognizer`.
public enum TapRecognizerRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// Our rules (`GestureEngine`'s "Taps"): a tap never ran a continuous gesture; the
    /// double-tap window runs from the first lift to the second landing (inclusive); the
    /// second touch becomes a one-finger zoom about the first tap's point once it moves
    /// beyond `touchSlop`, or fails when held longer than `tapTimeout`.
    case sequential
    /// MapLibre GL JS (`src/ui/handler/tap_recognizer.ts`, `tap_zoom.ts`,
    /// `tap_drag_zoom.ts` at v5.3.0, unchanged in v6.11.2), whose recognisers run beside
    /// the pan:
    /// - a tap is one finger (two for the two-finger tap) lifted within `tapTimeout` of
    ///   landing (500 ms, inclusive) that never moved more than `touchSlop` (30 px) from
    ///   its landing point, whether or not it panned (`SingleTapRecognizer`);
    /// - a double tap: two taps whose lifts are less than `doubleTapTimeout` (500 ms)
    ///   apart and whose landing points are less than `doubleTapSlop` (30 px) apart
    ///   (`TapRecognizer.touchend`); it zooms about the second tap's landing point;
    /// - double-tap-and-drag: a touch landing less than `doubleTapTimeout` after a tap's
    ///   lift and less than `doubleTapSlop` from its point zooms by every move's Δy ·
    ///   `oneFingerZoomLevelsPerPoint` (1/128), with no threshold, about the padded centre
    ///   (`TapDragZoomHandler` returns no `around`), and never pans; if it is also the
    ///   second tap of a double tap, the double tap zooms as well at its lift.
    case mapLibre
}
