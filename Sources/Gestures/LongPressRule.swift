/// What a long press is and what it does to the rest of its touch, chosen by
/// `GestureThresholds.longPress`.
public enum LongPressRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// One finger still (within `touchSlop`) for `longPressTimeout` fires a long press, and
    /// the rest of the touch does nothing: no tap, no pan (our rule; `android-framework`,
    /// `maplibre-android` and `ios`, after their detectors' long press).
    case consumesTouch
    /// MapLibre GL JS 6.x: one finger that lands alone and stays within `moveThreshold`
    /// (`clickTolerance`, 3 px) of its landing point for `longPressTimeout` (500 ms) fires a
    /// `contextmenu` at the landing point; the touch goes on as before (it may still pan).
    /// Another finger landing, or the finger lifting, cancels it (`MapEventHandler`
    /// `touchstart`/`touchmove`/`touchend`, `_longPressTimer`, in the v6.11.2 bundle of the
    /// PyPI wheel lonboard 0.17.0, `lonboard/static/index.js`).
    case contextMenu
    /// No long press at all: MapLibre GL JS 5.x has no touch long press (no handler of
    /// 5.3.0's `handler_manager.ts` arms a timer on `touchstart`).
    case none
}
