import Testing
import TestSupport
import MapSimulation
import Replays
import TraceFormat

/// The delivery models on the real 3M recording: the velocity tracker keeps every sample,
/// so the release velocities do not depend on the model, while the camera path does.
@Suite struct InputDeliveryTraceTests {
    @Test(arguments: ["imported-evemu-3m-input-android.json", "imported-evemu-3m-input-ios.json"])
    func releaseVelocitiesOfTheRecordingAreTheRawOnes(_ name: String) throws {
        let replay = try TraceReplay.load(path: RepositoryPaths.trace(name))
        #expect(replay.input != .raw)
        let delivered = try replay.run()
        let raw = try TraceReplay.load(path: RepositoryPaths.trace(name), input: .raw).run()
        let velocities = { (r: TraceReplayResult) in r.simulation.gestures.compactMap(\.releaseVelocity) }
        #expect(velocities(delivered).count >= 5)
        #expect(velocities(delivered) == velocities(raw))
        #expect(delivered.finalCamera != raw.finalCamera)
    }
}
