/// Map view snapshots under the times they answer (seconds): the few a replay keeps, at
/// its expectations' times and its gestures' ends.
///
/// Method: two arrays sorted by time, searched by bisection; a snapshot is inserted at its
/// place, in O(1) when it comes after every time held (the common case: frames come in
/// time order) and O(n) otherwise. Not a dictionary: the first `[Double: MapViewSnapshot]`
/// of a process makes the Swift runtime build its metadata and look up `Double: Hashable`,
/// a cost per process and per event that arrays of a concrete struct mostly avoid.
///
/// Times compare with `==` and `<`, as the dictionary did (so -0.0 and 0.0 are one
/// time); a NaN time is never held (`insert` ignores it, the subscript answers nil).
/// Proved by the "Timed snapshots" suite (`TimedSnapshotsTests`: against a dictionary on
/// seeded random insertions, removals and look-ups). Allocation: the arrays grow by
/// doubling; `removeAll(before:)` keeps their capacity.
public struct TimedSnapshots: Sendable {
    private var times: [Double] = []
    private var snapshots: [MapViewSnapshot] = []

    /// None held.
    public init() {}

    /// How many snapshots are held.
    public var count: Int { times.count }

    /// Whether none is held.
    public var isEmpty: Bool { times.isEmpty }

    /// The times held, seconds, in increasing order.
    public var allTimes: [Double] { times }

    /// The snapshot held under `time` (seconds), nil when none is.
    public subscript(time: Double) -> MapViewSnapshot? {
        let index = firstIndex(notBefore: time)
        return index < times.count && times[index] == time ? snapshots[index] : nil
    }

    /// Whether a snapshot is held under `time` (seconds).
    public func contains(_ time: Double) -> Bool {
        let index = firstIndex(notBefore: time)
        return index < times.count && times[index] == time
    }

    /// Holds `snapshot` under `time` (seconds) unless one is held there already (the first
    /// stays, as a frame answers a time only once) or `time` is NaN.
    mutating func insertIfAbsent(_ snapshot: @autoclosure () -> MapViewSnapshot, at time: Double) {
        guard !time.isNaN else { return }
        if let last = times.last, last < time {
            times.append(time)
            snapshots.append(snapshot())
            return
        }
        let index = firstIndex(notBefore: time)
        guard index == times.count || times[index] != time else { return }
        times.insert(time, at: index)
        snapshots.insert(snapshot(), at: index)
    }

    /// Forgets the snapshots under times before `time` (seconds).
    mutating func removeAll(before time: Double) {
        let index = firstIndex(notBefore: time)
        guard index > 0 else { return }
        times.removeSubrange(0..<index)
        snapshots.removeSubrange(0..<index)
    }

    /// The index of the first time held that is not below `time` (`count` when none is).
    private func firstIndex(notBefore time: Double) -> Int {
        var low = 0, high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
