// The facts of one touch sample for the invariant checks. Method: the view copies the
// engine's fingers before the sample into `fingers`, then merges them with the fingers
// after it in one pass over both lists in place (`FingerMerge`); exact (centroids summed in
// increasing id order, bit for bit as a plain merge: SampleProbeLoopTests). Allocation:
// none per sample once the list has its capacity.
import MapMath
import Gestures

/// What one delivered touch sample did, as the map view records it while probing
/// (`MapView.probesSamples`, off by default): the few facts a check of every sample needs
/// (Replays' invariants) without copying the view, which is large. The view fills it in
/// place at each `handleTouches`; once the finger buffers have their capacity, a sample
/// allocates nothing.
///
/// "Before" is the moment the recognisers start on the sample: after a running animation
/// has been advanced to the sample's time. "After" is the end of the sample, once the
/// gesture engine's actions have run (a fling or tap zoom has started, the camera the
/// gesture produced is applied). Fingers are those the recognisers follow
/// (`GestureEngine.trackedFingerCount`): fingers ignored after an interrupt or a cancel
/// do not count. Positions are what the recognisers saw (delivered samples, not the
/// coalesced or batched ones a delivery model hands only to the velocity tracker).
public struct SampleProbe: Sendable {
    /// A finger down before and after the sample.
    public struct Finger: Hashable, Sendable {
        /// Its pointer id.
        public var id: Int
        /// Where the recognisers had it before the sample, view points.
        public var before: ScreenPoint
        /// Where they have it after the sample, view points.
        public var after: ScreenPoint
    }

    /// Whether the view fills this probe (`MapView.probesSamples`). Default false.
    public internal(set) var isEnabled = false
    /// Counts the samples probed so far (wrapping).
    public internal(set) var serial = 0
    /// The sample's delivery time, seconds.
    public internal(set) var time = 0.0
    /// The camera before the sample.
    public internal(set) var cameraBefore = CameraPosition.zero
    /// The camera after the sample.
    public internal(set) var cameraAfter = CameraPosition.zero
    /// The settings in force during the sample.
    public internal(set) var settings = UISettings()
    /// Whether the view's camera moves only in drawn frames (MapLibre GL JS's profiles):
    /// a sample then moves no camera, and the fingers' focal point is not the centroid.
    public internal(set) var movesAtFramesOnly = false
    /// The continuous gestures running before the sample.
    public internal(set) var gesturesBefore: GestureKindSet = []
    /// The continuous gestures running after the sample.
    public internal(set) var gesturesAfter: GestureKindSet = []
    /// The continuous gestures that ran at some point of the sample: those before, those
    /// after, and those that began in it (a pan may begin and end in one sample).
    public internal(set) var gesturesDuring: GestureKindSet = []
    /// Fingers followed before the sample.
    public internal(set) var fingerCountBefore = 0
    /// Fingers followed after the sample.
    public internal(set) var fingerCountAfter = 0
    /// The fingers down before and after the sample, in increasing id order.
    public internal(set) var fingers: [Finger] = []
    /// The centroid of the fingers down before the sample, at their positions before it,
    /// view points; nil with none.
    public internal(set) var centroidBefore: ScreenPoint?
    /// The centroid of the same fingers after the sample's moves, view points: those that
    /// stay at their new positions, those that lifted where they lifted (their last
    /// delivered move or up in the sample; a cancelled finger where it was). What the
    /// recognisers measured the sample's movement with (`GestureEngine`: moves first,
    /// with the finger set as it was). Nil with no finger down before.
    public internal(set) var centroidBeforeMoved: ScreenPoint?
    /// The centroid of the fingers down after the sample, view points; nil with none.
    public internal(set) var centroidAfter: ScreenPoint?

    /// The gesture engine's record count before the sample.
    var recordCountBefore = 0

    /// An empty probe, off.
    public init() {}

    /// Whether fingers landed or lifted in the sample: the fingers down before are not
    /// the fingers down after.
    @inlinable
    public var fingerSetChanged: Bool {
        fingers.count != fingerCountBefore || fingers.count != fingerCountAfter
    }

    /// Reserves room for `count` fingers, so that probing allocates nothing per sample.
    mutating func reserveFingers(_ count: Int) {
        fingers.reserveCapacity(count)
    }

    /// Sets `fingers`' count to `count`, keeping its storage (new entries are zero): the
    /// view then writes the list through one buffer. The count seldom changes from one
    /// sample to the next.
    mutating func setFingerListCount(_ count: Int) {
        if fingers.count < count {
            fingers.append(contentsOf: repeatElement(Finger(id: 0, before: ScreenPoint(x: 0, y: 0), after: ScreenPoint(x: 0, y: 0)),
                                                     count: count - fingers.count))
        } else if fingers.count > count {
            fingers.removeLast(fingers.count - count)
        }
    }

    /// Where finger `id`, lifted in `sample`, was when it lifted: its last move or up the
    /// recognisers saw (`GestureEngine`'s phase 1), or nil when none had a usable location.
    static func liftLocation(of id: Int, in sample: UnsafeBufferPointer<TouchEvent>) -> ScreenPoint? {
        var location: ScreenPoint?
        for event in sample where event.pointerID == id && (event.phase == .move || event.phase == .up)
            && event.role != .velocityOnly && event.location.x.isFinite && event.location.y.isFinite {
            location = event.location
        }
        return location
    }

    /// The merge of the fingers down before a sample (the probe's list, as
    /// `MapView.beginSampleProbe` left it) with those down after it (the engine's), both in
    /// increasing id order: a finger in both stayed, one only after landed, one only before
    /// lifted. The sums are taken in increasing id order, as a merge of the two lists in one
    /// pass takes them. A finger that stayed is written over the list at `stayed`, which
    /// never passes `before`, the next finger before to read, so that the list ends with the
    /// fingers that stayed first. `advance` stops at each finger that lifted: where it lifted
    /// is looked up in the sample outside the engine's buffer (read there, the look-up made
    /// the compiler retain and release the engine's finger list for every sample).
    /// Checked against a plain reference on seeded random samples (`SampleProbeLoopTests`).
    struct FingerMerge {
        /// Fingers down before and after the sample.
        let countBefore: Int, countAfter: Int
        /// The next finger before and after to merge, and the fingers that stayed so far.
        var before = 0, after = 0, stayed = 0
        /// The sums of the fingers down after the sample, and of those down before it at
        /// their positions after its moves (lifted fingers where they lifted), view points.
        var sum = SIMD2<Double>.zero, movedSum = SIMD2<Double>.zero

        /// Whether the merge stopped at a finger that lifted (`list[before]`).
        var stoppedAtLift: Bool { before < countBefore }

        /// Merges until the end of both lists or the next finger that lifted.
        @inline(__always)
        mutating func advance(_ list: UnsafeMutableBufferPointer<Finger>, _ tracked: TrackedFingers) {
            while after < countAfter {
                let idAfter = tracked.id(at: after)
                if before < countBefore {
                    let finger = list[before]
                    if finger.id < idAfter { return }
                    if finger.id == idAfter {
                        let location = tracked.location(at: after)
                        sum += SIMD2(location.x, location.y)
                        movedSum += SIMD2(location.x, location.y)
                        list[stayed] = Finger(id: idAfter, before: finger.before, after: location)
                        stayed &+= 1
                        before &+= 1
                        after &+= 1
                        continue
                    }
                }
                let location = tracked.location(at: after)
                sum += SIMD2(location.x, location.y)
                after &+= 1
            }
        }

        /// Counts the finger that lifted (`list[before]`) at `location`.
        mutating func lift(at location: ScreenPoint) {
            movedSum += SIMD2(location.x, location.y)
            before &+= 1
        }
    }

    static func centroid(_ sum: SIMD2<Double>, _ count: Int) -> ScreenPoint? {
        count > 0 ? ScreenPoint(x: sum.x / Double(count), y: sum.y / Double(count)) : nil
    }
}
