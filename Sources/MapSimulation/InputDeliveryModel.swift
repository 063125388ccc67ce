import Gestures

/// How touch samples reach the gesture recognisers: as recorded, as Android delivers them,
/// or as UIKit does (`--input raw|android|ios`, a trace's `"input"`; `docs/input.md`).
///
/// The same finger movement feels different on two platforms partly because of this: an
/// Android view sees one batch of moves per frame ending at a position resampled 5 ms
/// behind the frame, an iOS view sees each finger's latest position once per frame. The
/// velocity tracker sees the real samples at their own times in every model.
public enum InputDeliveryModel: String, Hashable, Sendable, CaseIterable {
    /// Every sample is handled at its own time (the default): what the recording says.
    case raw
    /// AOSP `InputConsumer` touch resampling (`AndroidTouchResampler`): moves batched per
    /// frame, delivered at the frame with a position resampled at frame − 5 ms; downs and
    /// ups delivered at once.
    case android
    /// UIKit per-frame delivery (`UIKitTouchCoalescer`): at each frame, every down and up
    /// since the last frame in order and each finger's latest position; the samples in
    /// between are coalesced touches the velocity tracker still records.
    case ios

    /// The model used when neither the trace nor `--input` names one: `.raw`.
    public static let `default` = InputDeliveryModel.raw

    /// Every model's name, in declaration order (for messages and the schema).
    public static let allNames: [String] = allCases.map(\.rawValue)

    /// The deliveries of `touches` (in time order, as a trace gives them) under this model
    /// on `clock`'s frames. `.raw` delivers each group of equal times at its time, which is
    /// what `Simulation` does without a schedule.
    public func schedule(_ touches: [TouchEvent], clock: FrameClock) -> TouchDeliverySchedule {
        switch self {
        case .raw: TouchDeliverySchedule(raw: touches)
        case .android: AndroidTouchResampler(clock: clock).schedule(touches)
        case .ios: UIKitTouchCoalescer(clock: clock).schedule(touches)
        }
    }
}
