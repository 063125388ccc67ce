/// Which parts of the gesture engine see a touch event, as a delivery model hands it over
/// (`InputDeliveryModel` in MapSimulation; `docs/input.md`).
///
/// Devices do not hand every recorded sample to the recognisers: Android batches moves per
/// frame and adds a resampled position (AOSP `InputConsumer`), UIKit delivers each finger's
/// latest position per frame and keeps the rest as coalesced touches. The velocity tracker
/// still sees the real samples at their own times; the recognisers see what was delivered.
/// Stored in one byte inside `TouchEvent`'s padding: the event stays 40 bytes.
public enum TouchDeliveryRole: UInt8, Hashable, Sendable {
    /// A real sample the recognisers see and the velocity tracker records (every event of
    /// raw input, and the samples a delivery model hands over unchanged). The default.
    case delivered
    /// A real sample only the velocity tracker records, at its own time: UIKit's coalesced
    /// touches, the historical samples of an Android batch. The recognisers never see its
    /// position. Only moves are given this role.
    case velocityOnly
    /// A position the recognisers see but the velocity tracker skips: Android's resampled
    /// and rewritten coordinates (AOSP `PointerCoords.isResampled`, which
    /// `VelocityTracker::addMovement` skips), and fingers a whole `MotionEvent` repeats
    /// at their last position.
    case positionOnly
}
