import MapMath

/// Read-only access to the fingers the recognisers follow, for observers that measure what
/// a sample did (the map view's `SampleProbe`, Replays' invariants).
///
/// Inlinable, as `touchCount`: called on an engine stored in a mutable value, an
/// out-of-line getter would get a copy of the whole engine per call.
extension GestureEngine {
    /// Fingers the recognisers follow now: `touchCount` less the fingers ignored after an
    /// interrupt or a cancel until they lift.
    @inlinable
    public var trackedFingerCount: Int { pointers.count }

    /// The pointer id of tracked finger `index` (0 ..< `trackedFingerCount`; the fingers
    /// are kept in increasing id order).
    @inlinable
    public func trackedFingerID(at index: Int) -> Int { pointers[index].id }

    /// Where the recognisers have tracked finger `index` now, view points: its last
    /// delivered position (`TouchDeliveryRole`: coalesced and batched samples the
    /// recognisers did not see do not count).
    @inlinable
    public func trackedFingerLocation(at index: Int) -> ScreenPoint { pointers[index].location }

    /// Calls `body` with the tracked fingers read in place, for a loop over all of them that
    /// checks no index per element (the map view's sample probe): the buffer is valid only
    /// during the call, and the engine must not change meanwhile.
    @inlinable
    public func withTrackedFingers<Result>(_ body: (TrackedFingers) throws -> Result) rethrows -> Result {
        try pointers.withUnsafeBufferPointer { try body(TrackedFingers(pointers: $0)) }
    }

    /// How many gestures have been recorded, those handed over by `takeSettledRecords()`
    /// included, without copying the records.
    @inlinable
    public var recordCount: Int { settledRecordCount + allRecords.count }

    /// The kind of record number `index` (from the count of records handed over to
    /// `recordCount`), without copying the records.
    @inlinable
    public func recordKind(at index: Int) -> GestureKind { allRecords[index - settledRecordCount].kind }
}

/// The fingers the recognisers follow, read in place through one buffer
/// (`GestureEngine.withTrackedFingers`): ids and locations by index, in increasing id order,
/// without the bounds check of each `trackedFingerID(at:)` (the caller keeps `index` in
/// `0 ..< count`). Valid only inside the call that hands it out.
public struct TrackedFingers {
    @usableFromInline let pointers: UnsafeBufferPointer<PointerState>

    @inlinable
    init(pointers: UnsafeBufferPointer<PointerState>) { self.pointers = pointers }

    /// Fingers tracked (`GestureEngine.trackedFingerCount`).
    @inlinable
    public var count: Int { pointers.count }

    /// The pointer id of finger `index` (0 ..< `count`, not checked in release builds).
    @inlinable
    public func id(at index: Int) -> Int { pointers[index].id }

    /// Where the recognisers have finger `index` now, view points (0 ..< `count`, not
    /// checked in release builds; `GestureEngine.trackedFingerLocation(at:)`).
    @inlinable
    public func location(at index: Int) -> ScreenPoint { pointers[index].location }
}
