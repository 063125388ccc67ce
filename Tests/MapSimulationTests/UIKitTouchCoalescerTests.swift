import Testing
import MapMath
import Gestures
@testable import MapSimulation

/// UIKit's per-frame delivery: each frame's downs and ups in order, each finger's latest
/// move delivered, the moves before it coalesced for the velocity tracker.
@Suite struct UIKitTouchCoalescerTests {
    static func move(_ ms: Double, _ id: Int, x: Double) -> TouchEvent {
        TouchEvent(time: ms / 1000, phase: .move, pointerID: id, x: x, y: 0)
    }

    @Test func eachFrameDeliversTheLatestMoveAndCoalescesTheRest() {
        // 240 Hz moves at 60 fps: four samples per frame, the last one delivered at the frame.
        let coalescer = UIKitTouchCoalescer(clock: FrameClock(framesPerSecond: 60))
        var touches = [TouchEvent(time: 0, phase: .down, pointerID: 1, x: 0, y: 0)]
        for k in 1...8 { touches.append(Self.move(Double(k) * 1000 / 240, 1, x: Double(k))) }
        let schedule = coalescer.schedule(touches)
        #expect(schedule.deliveries.map { ($0.time * 60).rounded() } == [0, 1, 2])
        for d in 1...2 {
            let events = Array(schedule.events[schedule.range(ofDelivery: d)])
            #expect(events.map(\.role) == [.velocityOnly, .velocityOnly, .velocityOnly, .delivered])
            #expect(events.last?.location.x == Double(4 * d))
            // Coalesced touches keep their own times.
            #expect(events.map(\.time) == Array(touches[(4 * d - 3)...(4 * d)]).map(\.time))
        }
    }

    @Test func downsAndUpsOfOneFrameComeInOrderAtTheFrameTime() {
        // Within frame 1 (0, 16.7 ms]: finger 1 moves, finger 2 lands, finger 1 moves again,
        // finger 2 lifts: four deliveries at 16.7 ms in that order.
        let coalescer = UIKitTouchCoalescer(clock: FrameClock(framesPerSecond: 60))
        let touches = [TouchEvent(time: 0, phase: .down, pointerID: 1, x: 0, y: 0),
                       Self.move(2, 1, x: 2), Self.move(4, 1, x: 4),
                       TouchEvent(time: 0.006, phase: .down, pointerID: 2, x: 50, y: 0),
                       Self.move(8, 1, x: 8),
                       TouchEvent(time: 0.012, phase: .up, pointerID: 2, x: 50, y: 0)]
        let schedule = coalescer.schedule(touches)
        let frame1 = schedule.deliveries.indices.filter { schedule.deliveries[$0].time == 1.0 / 60 }
        #expect(frame1.count == 4)
        let phases = frame1.map { d in schedule.events[schedule.range(ofDelivery: d)].map(\.phase) }
        #expect(phases == [[.move, .move], [.down], [.move], [.up]])
        #expect(schedule.events[schedule.range(ofDelivery: frame1[0])].map(\.role) == [.velocityOnly, .delivered])
    }

    @Test func aSampleAtAFramesTimeBelongsToThatFrame() {
        let coalescer = UIKitTouchCoalescer(clock: FrameClock(framesPerSecond: 120))
        let touches = [TouchEvent(time: 0, phase: .down, pointerID: 1, x: 0, y: 0),
                       TouchEvent(time: 1.0 / 120, phase: .move, pointerID: 1, x: 1, y: 0),
                       TouchEvent(time: 1.0 / 120 + 1e-6, phase: .move, pointerID: 1, x: 2, y: 0)]
        let schedule = coalescer.schedule(touches)
        #expect(schedule.deliveries.map(\.time) == [0, 1.0 / 120, 2.0 / 120])
    }
}
