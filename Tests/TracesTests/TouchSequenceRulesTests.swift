import Testing
import TestSupport
import Gestures
@testable import TraceFormat

/// `TouchSequenceRules`, which keeps the pointers down with the time of their last event
/// instead of lists of the sample's pointers, against `ListedTouchSequenceRules` (the
/// rules as they were written before, with those lists, frozen here as the reference):
/// both must give the same verdict on every event of seeded random sequences, valid and
/// broken, including the events after a broken one.
@Suite("Touch sequence rules")
struct TouchSequenceRulesTests {
    /// The reference: every pointer seen in the sample, and those whose only event in it
    /// was a move, in lists emptied when a sample starts.
    struct ListedTouchSequenceRules {
        var down: [Int] = []
        var inSample: [Int] = []
        var movedInSample: [Int] = []
        var sampleTime = -1.0

        mutating func accept(time: Double, phase: TouchPhase, pointer: Int) -> TouchSequenceRules.Violation? {
            if time < sampleTime { return .timeGoesBackwards(previous: sampleTime) }
            if time != sampleTime {
                sampleTime = time
                inSample.removeAll()
                movedInSample.removeAll()
            }
            if inSample.contains(pointer) {
                guard phase == .up || phase == .cancel, let moved = movedInSample.firstIndex(of: pointer) else {
                    return .pointerRepeatedInSample(pointer)
                }
                movedInSample.remove(at: moved)
                if let downIndex = down.firstIndex(of: pointer) { down.remove(at: downIndex) }
                return nil
            }
            let downIndex = down.firstIndex(of: pointer)
            switch phase {
            case .down:
                guard downIndex == nil else { return .downWhileDown(pointer) }
                guard down.count < TraceDecoder.maxPointersDown else { return .tooManyPointersDown }
                down.append(pointer)
            case .move:
                guard downIndex != nil else { return .needsPointerDown(phase, pointer) }
                movedInSample.append(pointer)
            case .up, .cancel:
                guard let downIndex else { return .needsPointerDown(phase, pointer) }
                down.remove(at: downIndex)
            }
            inSample.append(pointer)
            return nil
        }
    }

    @Test("the same verdict as the listed rules on every event of 4,000 seeded random sequences",
          arguments: [3, 8, 24])
    func matchesTheListedRules(pointerCount: Int) {
        var random = SplitMix64(seed: 0x5EED_0301 &+ UInt64(pointerCount))
        var verdicts = [String: Int]()
        for sequence in 0..<4_000 {
            var rules = TouchSequenceRules()
            var reference = ListedTouchSequenceRules()
            var time = 0.0
            for event in 0..<200 {
                // Mostly the same sample or the next; now and then a step back in time.
                switch random.next() % 10 {
                case 0..<5: break
                case 5..<9: time += Double(random.next() % 3 + 1)
                default: time = max(0, time - 1)
                }
                let pointer = Int(random.next() % UInt64(pointerCount))
                // Moves most often, as in a recording; downs often enough to fill 20.
                let phase: TouchPhase = switch random.next() % 8 {
                case 0..<3: .move
                case 3..<6: .down
                case 6: .up
                default: .cancel
                }
                let got = rules.accept(time: time, phase: phase, pointer: pointer)
                let expected = reference.accept(time: time, phase: phase, pointer: pointer)
                #expect(got == expected, "sequence \(sequence) event \(event): \(phase) \(pointer) at \(time)")
                verdicts[expected.map { "\($0)".prefix { $0 != "(" }.description } ?? "accepted", default: 0] += 1
            }
        }
        // Every verdict occurs, so each rule was compared (too many down needs 21 ids).
        for verdict in ["accepted", "timeGoesBackwards", "pointerRepeatedInSample", "downWhileDown", "needsPointerDown"] {
            #expect(verdicts[verdict, default: 0] > 100, "\(verdict): \(verdicts)")
        }
        if pointerCount > TraceDecoder.maxPointersDown { #expect(verdicts["tooManyPointersDown", default: 0] > 0, "\(verdicts)") }
    }

    @Test("a move then the same pointer's lift in one sample is allowed once, and nothing after it")
    func moveThenLift() {
        var rules = TouchSequenceRules()
        #expect(rules.accept(time: 0, phase: .down, pointer: 4) == nil)
        #expect(rules.accept(time: 8, phase: .move, pointer: 4) == nil)
        #expect(rules.accept(time: 8, phase: .up, pointer: 4) == nil)
        #expect(rules.accept(time: 8, phase: .down, pointer: 4) == .pointerRepeatedInSample(4))
        #expect(rules.accept(time: 9, phase: .down, pointer: 4) == nil)
        #expect(rules.accept(time: 9, phase: .up, pointer: 4) == .pointerRepeatedInSample(4))
        #expect(rules.accept(time: 10, phase: .cancel, pointer: 4) == nil)
        #expect(rules.accept(time: 10, phase: .move, pointer: 4) == .pointerRepeatedInSample(4))
        #expect(rules.accept(time: 11, phase: .move, pointer: 4) == .needsPointerDown(.move, 4))
    }
}
