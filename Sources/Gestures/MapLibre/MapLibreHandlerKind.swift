/// MapLibre GL JS's touch handlers, in the order `HandlerManager._addDefaultHandlers`
/// adds them at v5.3.0 (the mouse, keyboard, wheel and box-zoom handlers never see a
/// touch and are left out).
public enum MapLibreHandlerKind: Int, Hashable, Sendable, CaseIterable {
    /// `tapZoom`: double tap in, two-finger tap out.
    case tapZoom
    /// `tapDragZoom`: tap, then drag to zoom.
    case tapDragZoom
    /// `touchPitch`: two fingers up or down.
    case touchPitch
    /// `touchPan`: one or more fingers.
    case touchPan
    /// `touchRotate`: two fingers turning.
    case touchRotate
    /// `touchZoom`: two fingers spreading.
    case touchZoom

    /// The number of handlers; raw values run from 0 in the manager's order (loops count
    /// through them: iterating an array here allocates in debug builds).
    static let count = 6

    /// The handlers this one may run beside (the `allowed` list given to `_add`): the
    /// pan, rotation and zoom of two fingers run together; every other pairing blocks the
    /// later handler, which resets instead of handling the event.
    var allowed: MapLibreHandlerMask {
        switch self {
        case .touchPan: MapLibreHandlerMask(rawValue: Self.touchRotate.bit | Self.touchZoom.bit)
        case .touchRotate: MapLibreHandlerMask(rawValue: Self.touchPan.bit | Self.touchZoom.bit)
        case .touchZoom: MapLibreHandlerMask(rawValue: Self.touchPan.bit | Self.touchRotate.bit)
        case .tapZoom, .tapDragZoom, .touchPitch: MapLibreHandlerMask(rawValue: 0)
        }
    }

    /// This handler's bit in a `MapLibreHandlerMask`.
    var bit: UInt8 { 1 << UInt8(rawValue) }

    /// This handler as a one-element mask.
    var mask: MapLibreHandlerMask { MapLibreHandlerMask(rawValue: bit) }
}

/// A set of `MapLibreHandlerKind`s.
public struct MapLibreHandlerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// A set from its bits (bit n: the handler of raw value n).
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let tapZoom = MapLibreHandlerKind.tapZoom.mask
    public static let tapDragZoom = MapLibreHandlerKind.tapDragZoom.mask
    public static let touchPitch = MapLibreHandlerKind.touchPitch.mask
    public static let touchPan = MapLibreHandlerKind.touchPan.mask
    public static let touchRotate = MapLibreHandlerKind.touchRotate.mask
    public static let touchZoom = MapLibreHandlerKind.touchZoom.mask
    /// Every touch handler.
    public static let all = MapLibreHandlerMask(rawValue: 0b11_1111)
}
