import CMapMath
import MapMath

/// Reads the C interface's arguments into MapMath values, refusing what the header refuses,
/// and writes its answers; every entry point goes through these, so the checks are made
/// once, in one order: NULL pointers, then `size` fields and counts, then numbers.
///
/// Versioned structs (`size` first) are read with unaligned loads of their version-1
/// fields only, after checking that the caller's `size` covers version 1, so a caller
/// compiled against a later header (a larger `size`) works, and an array of them is
/// stepped through with the stride its first element's `size` gives. Output structs keep
/// the caller's `size` and get only the fields it covers. Nothing here allocates, except
/// a custom tilt table (`limits(_:)`: one array per call).
enum ABIArguments {
    // The bytes of each versioned struct in version 1 of mapmath.h (sizeof on LP64, where
    // size_t and pointers are 8 bytes). Frozen: a later header that grows a struct keeps
    // these as the smallest size it accepts. The C test checks them against sizeof.
    static let cameraSize = 48
    static let viewportSize = 56
    static let cameraLimitsSize = 40
    static let visibleRegionSize = 112

    // MARK: Counts and arrays

    /// `count` (a C size_t, imported as Int) checked for an array of `elementSize`-byte
    /// elements: a negative Int is a size_t above Int.max, so it and any count whose byte
    /// size overflows are `MM_ERROR_COUNT`.
    static func count(_ count: Int, elementSize: Int) throws(ABIFailure) -> Int {
        guard count >= 0, count <= Int.max / max(elementSize, 1) else { throw .count }
        return count
    }

    /// A C array as a buffer: NULL only when `count` is 0.
    static func array<T>(_ pointer: UnsafePointer<T>?, count: Int) throws(ABIFailure) -> UnsafeBufferPointer<T> {
        let n = try Self.count(count, elementSize: MemoryLayout<T>.stride)
        if n == 0 { return UnsafeBufferPointer(start: nil, count: 0) }
        guard let pointer else { throw .nullPointer }
        return UnsafeBufferPointer(start: pointer, count: n)
    }

    /// A C output array as a buffer: NULL only when `count` is 0.
    static func output<T>(_ pointer: UnsafeMutablePointer<T>?, count: Int) throws(ABIFailure)
        -> UnsafeMutableBufferPointer<T> {
        let n = try Self.count(count, elementSize: MemoryLayout<T>.stride)
        if n == 0 { return UnsafeMutableBufferPointer(start: nil, count: 0) }
        guard let pointer else { throw .nullPointer }
        return UnsafeMutableBufferPointer(start: pointer, count: n)
    }

    /// The stride of an array of `count` versioned structs: its first element's `size`,
    /// at least `minimum`; `MM_ERROR_COUNT` when `count` strides overflow. For `count` 0
    /// the pointer may be NULL and nothing is read (the stride is then `minimum`).
    static func stride(of first: UnsafeRawPointer?, count: Int, minimum: Int) throws(ABIFailure) -> Int {
        guard count >= 0 else { throw .count }
        if count == 0 { return minimum }
        guard let first else { throw .nullPointer }
        let stride = first.loadUnaligned(as: Int.self)
        guard stride >= minimum else { throw .structSize }
        guard count <= Int.max / stride else { throw .count }
        return stride
    }

    // MARK: Numbers and plain values

    /// `value`, which must be finite.
    static func finite(_ value: Double) throws(ABIFailure) -> Double {
        guard value.isFinite else { throw .notFinite }
        return value
    }

    /// A coordinate whose two numbers must be finite.
    static func coordinate(_ c: mm_coordinate) throws(ABIFailure) -> Coordinate {
        Coordinate(latitude: try finite(c.latitude), longitude: try finite(c.longitude))
    }

    /// A view point whose two numbers must be finite.
    static func screenPoint(_ p: mm_screen_point) throws(ABIFailure) -> ScreenPoint {
        ScreenPoint(x: try finite(p.x), y: try finite(p.y))
    }

    /// Edge insets for `mm_fit_bounds`: finite and non-negative, points.
    static func fitPadding(_ p: mm_edge_insets) throws(ABIFailure) -> EdgeInsets {
        try paddingSide(p.top)
        try paddingSide(p.left)
        try paddingSide(p.bottom)
        try paddingSide(p.right)
        return EdgeInsets(top: p.top, left: p.left, bottom: p.bottom, right: p.right)
    }

    /// One side of a padding: finite (else `MM_ERROR_NOT_FINITE`), then non-negative
    /// (else `MM_ERROR_PADDING`), points.
    static func paddingSide(_ side: Double) throws(ABIFailure) {
        guard side.isFinite else { throw .notFinite }
        guard side >= 0 else { throw .padding }
    }

    /// Bounds with finite edges, south ≤ north and both latitudes in [−90°, 90°];
    /// longitudes are used as given, as `CoordinateBounds` holds them.
    static func bounds(_ b: mm_bounds) throws(ABIFailure) -> CoordinateBounds {
        guard b.south.isFinite, b.west.isFinite, b.north.isFinite, b.east.isFinite else { throw .notFinite }
        guard b.south <= b.north, b.south >= -90, b.north <= 90 else { throw .bounds }
        return CoordinateBounds(south: b.south, west: b.west, north: b.north, east: b.east)
    }

    // MARK: Versioned structs

    /// The camera at `raw` (a `mm_camera` whose `size` covers version 1), through
    /// `camera(_:)`.
    static func camera(at raw: UnsafeRawPointer?) throws(ABIFailure) -> CameraPosition {
        guard let raw else { throw .nullPointer }
        guard raw.loadUnaligned(as: Int.self) >= cameraSize else { throw .structSize }
        return try camera(raw.loadUnaligned(as: mm_camera.self))
    }

    /// A camera from its C fields: every number finite, then normalised by
    /// `CameraPosition`'s initialiser (a no-op for a camera from `mm_camera_make`).
    static func camera(_ c: mm_camera) throws(ABIFailure) -> CameraPosition {
        try camera(latitude: c.target.latitude, longitude: c.target.longitude, zoom: c.zoom,
                   bearing: c.bearing, tilt: c.tilt)
    }

    /// A camera from its numbers (degrees, zoom level), refused unless all are finite
    /// (`CameraPosition`'s initialiser checks; its `CameraError` becomes the `mm_error`).
    static func camera(latitude: Double, longitude: Double, zoom: Double, bearing: Double,
                       tilt: Double) throws(ABIFailure) -> CameraPosition {
        do throws(CameraError) {
            return try CameraPosition(latitude: latitude, longitude: longitude, zoom: zoom,
                                      bearing: bearing, tilt: tilt)
        } catch {
            throw ABIFailure(error)
        }
    }

    /// The viewport at `raw` (a `mm_viewport` whose `size` covers version 1).
    static func viewport(at raw: UnsafeRawPointer?) throws(ABIFailure) -> Viewport {
        guard let raw else { throw .nullPointer }
        guard raw.loadUnaligned(as: Int.self) >= viewportSize else { throw .structSize }
        let v = raw.loadUnaligned(as: mm_viewport.self)
        return try viewport(width: v.width, height: v.height, padding: v.padding)
    }

    /// A viewport through `Viewport`'s initialiser, with its refusals in its order: a
    /// number not finite, a size not positive, a negative side, padding that fills the view.
    static func viewport(width: Double, height: Double, padding p: mm_edge_insets) throws(ABIFailure) -> Viewport {
        let padding = EdgeInsets(top: p.top, left: p.left, bottom: p.bottom, right: p.right)
        do throws(CameraError) {
            return try Viewport(width: width, height: height, padding: padding)
        } catch {
            throw ABIFailure(error)
        }
    }

    /// The limits at `raw`, or the defaults when it is NULL. A custom tilt table is
    /// copied into one array (the only allocation of these readers).
    static func limits(at raw: UnsafeRawPointer?) throws(ABIFailure) -> CameraLimits {
        guard let raw else { return .default }
        guard raw.loadUnaligned(as: Int.self) >= cameraLimitsSize else { throw .structSize }
        let l = raw.loadUnaligned(as: mm_camera_limits.self)
        guard l.min_zoom.isFinite, l.max_zoom.isFinite else { throw .notFinite }
        let tiltLimit: TiltLimit
        if l.tilt_stops == nil && l.tilt_stop_count == 0 {
            tiltLimit = .googleIOS
        } else {
            let stops = try array(l.tilt_stops, count: l.tilt_stop_count)
            for s in stops {
                guard s.zoom.isFinite, s.max_tilt.isFinite else { throw .notFinite }
            }
            do throws(CameraError) {
                tiltLimit = try TiltLimit(stops: stops.map { TiltLimit.Stop(zoom: $0.zoom, maxTilt: $0.max_tilt) })
            } catch {
                throw ABIFailure(error)
            }
        }
        do throws(CameraError) {
            return CameraLimits(zoomRange: try ZoomRange(minZoom: l.min_zoom, maxZoom: l.max_zoom),
                                tiltLimit: tiltLimit)
        } catch {
            throw ABIFailure(error)
        }
    }

    // MARK: Output structs

    /// An output camera: non-NULL, with a `size` (set by the caller) that covers version 1.
    static func outputCamera(_ raw: UnsafeMutableRawPointer?) throws(ABIFailure) -> UnsafeMutableRawPointer {
        guard let raw else { throw .nullPointer }
        guard raw.loadUnaligned(as: Int.self) >= cameraSize else { throw .structSize }
        return raw
    }

    /// An output visible region: non-NULL, with a `size` that covers version 1.
    static func outputRegion(_ raw: UnsafeMutableRawPointer?) throws(ABIFailure) -> UnsafeMutableRawPointer {
        guard let raw else { throw .nullPointer }
        guard raw.loadUnaligned(as: Int.self) >= visibleRegionSize else { throw .structSize }
        return raw
    }

    /// Writes `camera`'s version-1 fields at `raw` with `size` in its size field.
    static func store(_ camera: CameraPosition, size: Int, to raw: UnsafeMutableRawPointer) {
        store(mm_camera(size: size,
                        target: mm_coordinate(latitude: camera.target.latitude, longitude: camera.target.longitude),
                        zoom: camera.zoom, bearing: camera.bearing, tilt: camera.tilt),
              to: raw)
    }

    /// Writes a camera of NaNs (the answer for an element a batch cannot compute).
    static func storeNaNCamera(size: Int, to raw: UnsafeMutableRawPointer) {
        let nan = Double.nan
        store(mm_camera(size: size, target: mm_coordinate(latitude: nan, longitude: nan),
                        zoom: nan, bearing: nan, tilt: nan),
              to: raw)
    }

    private static func store(_ c: mm_camera, to raw: UnsafeMutableRawPointer) {
        raw.storeBytes(of: c, as: mm_camera.self)
    }

    /// Writes `region`'s version-1 fields at `raw` with `size` in its size field; NaN
    /// everywhere (and horizon_clipped 0) for nil.
    static func store(_ region: VisibleRegion?, size: Int, to raw: UnsafeMutableRawPointer) {
        let r: mm_visible_region
        if let region {
            r = mm_visible_region(size: size, near_left: cCoordinate(region.nearLeft),
                                  near_right: cCoordinate(region.nearRight), far_left: cCoordinate(region.farLeft),
                                  far_right: cCoordinate(region.farRight),
                                  bounds: mm_bounds(south: region.bounds.south, west: region.bounds.west,
                                                    north: region.bounds.north, east: region.bounds.east),
                                  horizon_clipped: region.isHorizonClipped ? 1 : 0)
        } else {
            let nan = Double.nan, c = mm_coordinate(latitude: nan, longitude: nan)
            r = mm_visible_region(size: size, near_left: c, near_right: c, far_left: c, far_right: c,
                                  bounds: mm_bounds(south: nan, west: nan, north: nan, east: nan),
                                  horizon_clipped: 0)
        }
        // The whole version-1 struct, tail padding included: the caller's size covers it.
        raw.storeBytes(of: r, as: mm_visible_region.self)
    }

    /// A MapMath coordinate as its C struct.
    @inline(__always)
    static func cCoordinate(_ c: Coordinate) -> mm_coordinate {
        mm_coordinate(latitude: c.latitude, longitude: c.longitude)
    }
}
