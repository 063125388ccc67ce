import Testing
@testable import Gestures

@Suite struct GestureKindSetTests {
    @Test func bitsFollowAllCasesOrder() {
        for (i, kind) in GestureKind.allCases.enumerated() {
            #expect(GestureKindSet(kind: kind).rawValue == 1 << UInt16(i))
        }
        let set: GestureKindSet = [.pinch, .rotate]
        #expect(set.includes(.pinch) && set.includes(.rotate) && !set.includes(.pan))
        #expect(set.kinds == [.pinch, .rotate])
        #expect(GestureKind.allCases.filter(\.isContinuous) == [.pan, .pinch, .rotate, .tilt, .oneFingerZoom])
    }
}
