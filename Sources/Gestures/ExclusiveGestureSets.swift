/// Up to four sets of gestures of which none may begin while another of its set runs
/// (MapLibre Native Android `AndroidGesturesManager.setMutuallyExclusiveGestures`,
/// `BaseGesture.canExecute`), held in one `UInt64` (four `GestureKindSet`s of 16 bits).
///
/// Inline storage on purpose: the thresholds travel in every `GestureContext`, built once
/// per touch sample, and an array here cost a retain and a release per sample (about a
/// third more time per event in `mapsim bench --suite replay`).
public struct ExclusiveGestureSets: Hashable, Sendable, Codable, ExpressibleByArrayLiteral {
    /// The most sets held: 4 (MapLibre Native Android uses three).
    public static let maxCount = 4

    /// The sets, 16 bits each from the low end; an empty set ends the list.
    var packed: UInt64 = 0

    /// No exclusive sets.
    public init() {}

    /// The sets `sets`, or nil when there are more than `maxCount` or one is empty.
    public init?(_ sets: [GestureKindSet]) {
        guard sets.count <= Self.maxCount, !sets.contains([]) else { return nil }
        for (i, set) in sets.enumerated() { packed |= UInt64(set.rawValue) << (16 * UInt64(i)) }
    }

    /// A literal list of at most `maxCount` non-empty sets (a programmer error otherwise).
    public init(arrayLiteral elements: GestureKindSet...) {
        guard let sets = Self(elements) else { preconditionFailure("at most 4 non-empty exclusive sets") }
        self = sets
    }

    /// The sets, in order.
    public var sets: [GestureKindSet] {
        var result: [GestureKindSet] = []
        var rest = packed
        while rest & 0xFFFF != 0 {
            result.append(GestureKindSet(rawValue: UInt16(rest & 0xFFFF)))
            rest >>= 16
        }
        return result
    }

    /// Whether no set is held.
    public var isEmpty: Bool { packed == 0 }

    /// Whether `kind` may begin while `running` run: no set holding `kind` holds another
    /// running gesture.
    public func allows(_ kind: GestureKind, running: GestureKindSet) -> Bool {
        let me = GestureKindSet(kind: kind).rawValue
        var rest = packed
        while rest & 0xFFFF != 0 {
            let set = UInt16(rest & 0xFFFF)
            if set & me != 0 && set & ~me & running.rawValue != 0 { return false }
            rest >>= 16
        }
        return true
    }
}
