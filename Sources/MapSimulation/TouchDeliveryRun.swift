import Gestures

/// A delivery model's state between two raw samples (`AndroidTouchResampler.Run`,
/// `UIKitTouchCoalescer.Run`): samples go in one at a time, in time order; deliveries
/// come out in `out`, appended and never changed once closed, so a delivery in `out` is
/// final and the next arrivals can only add later ones. What a model holds between
/// arrivals is what is still pending (a frame's batch, the moves of the frame under way),
/// not what it has delivered. Package-wide, not public.
package protocol TouchDeliveryRun {
    /// The deliveries made so far and not yet taken (`TouchDeliveryCursor` empties it).
    var out: TouchDeliverySchedule { get set }
    /// The next raw sample arrives: the events of one time, later than every earlier one's.
    mutating func arrive(_ sample: ArraySlice<TouchEvent>)
    /// No sample is left: delivers what is pending.
    mutating func finish()
    /// When the last delivery is, seconds, for input whose last sample is at `time`
    /// (`movesOnly`: with no down, up or cancel), as a fresh run fed all of it would make
    /// it; nil when only running the samples can tell.
    func lastDeliveryTime(ofLastSampleAt time: Double, movesOnly: Bool) -> Double?
}
