import Gestures
import MapMath
import MapSimulation
import SeededRandom
import Testing
@testable import Replays

/// `TimedSnapshots`, the sorted store of a replay's checkpoints and gesture-end views that
/// replaced a `[Double: MapViewSnapshot]`: it answers as the dictionary did (the first
/// snapshot under a time stays; -0.0 and 0.0 are one time; NaN is never held) on seeded
/// random insertions, removals and look-ups.
@Suite("Timed snapshots") struct TimedSnapshotsTests {
    /// A snapshot told apart by its `camera.zoom`.
    static func snapshot(_ id: Double) -> MapViewSnapshot {
        let view = MapView(camera: CameraPosition(normalizing: Coordinate(latitude: 0, longitude: 0), zoom: 3),
                           viewport: try! Viewport(width: 100, height: 100))
        var snapshot = MapViewSnapshot(frame: view.lastFrame)
        snapshot.camera.zoom = id
        return snapshot
    }

    @Test func matchesADictionaryOnRandomOperations() {
        var random = SplitMix64(seed: 0x5EED_7173)
        // Few distinct times, so that insertions collide; 0.0 and -0.0 are one key.
        let times: [Double] = [-0.0, 0, 0.25, 0.5, 1, 1.5, 2, 3.25, 4, 7.5, .nan]
        for _ in 0..<200 {
            var store = TimedSnapshots()
            var reference: [Double: Double] = [:]
            var nextID = 1.0
            for _ in 0..<40 {
                let time = times[Int(random.next() % UInt64(times.count))]
                switch random.next() % 5 {
                case 0, 1, 2:
                    let id = nextID
                    nextID += 1
                    store.insertIfAbsent(Self.snapshot(id), at: time)
                    if !time.isNaN && reference[time] == nil { reference[time] = id }
                case 3:
                    store.removeAll(before: time)
                    if !time.isNaN { reference = reference.filter { $0.key >= time } }
                default:
                    break
                }
                #expect(store.count == reference.count)
                #expect(store.allTimes == reference.keys.sorted())
                for probe in times {
                    #expect(store[probe]?.camera.zoom == reference[probe])
                    #expect(store.contains(probe) == (reference[probe] != nil))
                }
            }
        }
    }

    @Test func theFirstSnapshotUnderATimeStays() {
        var store = TimedSnapshots()
        store.insertIfAbsent(Self.snapshot(1), at: 2)
        store.insertIfAbsent(Self.snapshot(2), at: 1)
        store.insertIfAbsent(Self.snapshot(3), at: 2)
        store.insertIfAbsent(Self.snapshot(4), at: 3)
        #expect(store[2]?.camera.zoom == 1)
        #expect(store.allTimes == [1, 2, 3])
        store.removeAll(before: 2)
        #expect(store.allTimes == [2, 3])
        #expect(store[1] == nil)
    }
}
