/// What a finger's `cancel` does while other fingers stay down, chosen by
/// `GestureThresholds.pointerCancel`. A cancel of the last finger down (every finger
/// cancelled, Android's `ACTION_CANCEL`) always ends the running gestures without a fling.
public enum PointerCancelRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// A cancel of any finger ends the running gestures without fling, drops the touch's
    /// taps, and the other fingers do nothing until lifted (our rule; `ios`).
    case endsGesture
    /// AOSP: a cancelled pointer arrives as `ACTION_POINTER_UP` with `FLAG_CANCELED`, and
    /// `VelocityTracker::addMovement` clears only that pointer (frameworks/native
    /// `libs/input/VelocityTracker.cpp`, android-14.0.0_r55; pinned by
    /// `ActionPointerCancelResultsInZeroVelocityForThatPointer`): the finger leaves as a
    /// lift that contributes no release velocity, the gestures of the remaining fingers go
    /// on, and their velocities survive (`android-framework`, `maplibre-android`). The
    /// touch makes no tap (our choice: the framework's `GestureDetector` has already
    /// cancelled taps at the second finger's `ACTION_POINTER_DOWN`).
    case clearsPointer
}
