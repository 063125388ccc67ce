/// A set of gesture kinds without allocation (one bit per kind), for
/// `GestureEngine.activeKinds`.
public struct GestureKindSet: OptionSet, Hashable, Sendable, Codable {
    /// One bit per `GestureKind`, in `allCases` order (bit 0 pan … bit 8 tap).
    public var rawValue: UInt16

    /// A set from its bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The set holding just `kind`.
    public init(kind: GestureKind) {
        let bit: UInt16
        switch kind {
        case .pan: bit = 0
        case .pinch: bit = 1
        case .rotate: bit = 2
        case .tilt: bit = 3
        case .doubleTap: bit = 4
        case .twoFingerTap: bit = 5
        case .oneFingerZoom: bit = 6
        case .longPress: bit = 7
        case .tap: bit = 8
        }
        rawValue = 1 << bit
    }

    /// Pan.
    public static let pan = GestureKindSet(kind: .pan)
    /// Pinch.
    public static let pinch = GestureKindSet(kind: .pinch)
    /// Rotate.
    public static let rotate = GestureKindSet(kind: .rotate)
    /// Tilt.
    public static let tilt = GestureKindSet(kind: .tilt)
    /// Double tap.
    public static let doubleTap = GestureKindSet(kind: .doubleTap)
    /// Two-finger tap.
    public static let twoFingerTap = GestureKindSet(kind: .twoFingerTap)
    /// One-finger zoom.
    public static let oneFingerZoom = GestureKindSet(kind: .oneFingerZoom)
    /// Long press.
    public static let longPress = GestureKindSet(kind: .longPress)
    /// Tap.
    public static let tap = GestureKindSet(kind: .tap)

    /// Whether `kind` is in the set.
    public func includes(_ kind: GestureKind) -> Bool { contains(GestureKindSet(kind: kind)) }

    /// The kinds in the set, in `GestureKind.allCases` order.
    public var kinds: [GestureKind] { GestureKind.allCases.filter { includes($0) } }
}
