/// Whether a lifting finger's last point moves the camera, chosen by
/// `GestureThresholds.liftPoint`.
public enum LiftPointRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// A lift away from the finger's last point moves it there first, with the finger set
    /// as it was (our rule; `android-framework`, `maplibre-android`, `ios`: their
    /// recognisers read the `ACTION_UP`/`touchesEnded` location).
    case moves
    /// The lift's point moves nothing: MapLibre GL JS hands its handlers the points of
    /// `TouchEvent.touches`, the fingers still down (`handler_manager.ts` `handleEvent`,
    /// `_getMapTouches(e.touches)`, v5.3.0 and v6.11.2), so a `touchend` never pans,
    /// zooms or rotates.
    case ignored
}
