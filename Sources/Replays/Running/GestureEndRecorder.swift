import Gestures
import MapSimulation

/// Keeps the map view at each gesture's end, as gesture matchers' `endCamera` and the
/// golden expectations read it: at the first drawn frame at which the gesture's record
/// has ended (the frame drawn right after the sample, command or timer that ended it),
/// stored under its end time; a record ending at a time already stored shares that
/// snapshot. Used by `CheckpointRecorder` on a replay that keeps its records and by
/// `OnlineExpectations` on one that streams them: there the view hands settled records
/// over (`handOver(_:)`), and a record it handed over between two frames is seen ended at
/// the next frame, as it would have been had it stayed.
struct GestureEndRecorder {
    /// The records numbered below this have all ended and been stored (numbers count the
    /// records handed over).
    private var endedRecords = 0
    /// How many records the view has handed over: its first record now is number
    /// `handedOver`.
    private var handedOver = 0
    /// The end times of records handed over before a frame saw them ended.
    private var unseenEnds: [Double] = []

    /// At each drawn frame: stores `frame` (the view's last) under the end time of every
    /// one of `records` (the view's gesture records) that has ended by now and is not
    /// stored yet (gestures may end out of order: a rotation before its pinch).
    mutating func observe(records: [GestureRecord], frame: FrameRecord, into snapshots: inout TimedSnapshots) {
        for end in unseenEnds {
            snapshots.insertIfAbsent(MapViewSnapshot(frame: frame), at: end)
        }
        unseenEnds.removeAll(keepingCapacity: true)
        var allEnded = true
        for number in max(endedRecords, handedOver)..<(handedOver + records.count) {
            guard let end = records[number - handedOver].endTime else {
                allEnded = false
                continue
            }
            snapshots.insertIfAbsent(MapViewSnapshot(frame: frame), at: end)
            if allEnded { endedRecords = number + 1 }
        }
    }

    /// The view has forgotten `records`, its first ones (`SimulationObserver.simulation(didRecord:)`):
    /// those that ended since the last frame (no snapshot in `snapshots` under their end)
    /// are stored at the next.
    mutating func handOver(_ records: [GestureRecord], storedIn snapshots: TimedSnapshots) {
        for (offset, record) in records.enumerated() where handedOver + offset >= endedRecords {
            if let end = record.endTime, !snapshots.contains(end) { unseenEnds.append(end) }
        }
        handedOver += records.count
        endedRecords = max(endedRecords, handedOver)
    }
}
