import Gestures

/// A delivery model's state between two raw samples (`AndroidTouchResampler.Run`,
/// `UIKitTouchCoalescer.Run`): samples go in one at a time, in time order; deliveries
/// come out appended to `out`, each closed before the call returns and never changed
/// after, so a delivery made is final and the next arrivals can only add later ones.
/// What a model holds between arrivals is what is still pending (a frame's batch, the
/// moves of the frame under way), not what it has delivered. Package-wide, not public.
package protocol TouchDeliveryRun {
    /// The next raw sample arrives (the events of one time, later than every earlier
    /// one's); the deliveries it completes are appended to `out`.
    mutating func arrive(_ sample: ArraySlice<TouchEvent>, into out: inout TouchDeliverySchedule)
    /// No sample is left: delivers what is pending into `out`.
    mutating func finish(into out: inout TouchDeliverySchedule)
    /// When the last delivery is, seconds, for input whose last sample is at `time`
    /// (`movesOnly`: with no down, up or cancel), as a fresh run fed all of it would make
    /// it; nil when only running the samples can tell.
    func lastDeliveryTime(ofLastSampleAt time: Double, movesOnly: Bool) -> Double?
}
