import MapMath

/// The camera and viewport options shared by `project`, `unproject` and `region`:
/// `--camera LAT,LNG,ZOOM[,BEARING[,TILT]] --viewport W,H [--padding T,L,B,R]
/// [--min-zoom Z] [--max-zoom Z]`.
///
/// The camera is normalised and clamped as a map view would do it: `CameraPosition`
/// clamps the target latitude to ±85°, wraps the longitude into (−180, 180] and the
/// bearing into [0, 360); `CameraLimits` (Google's defaults unless `--min-zoom` or
/// `--max-zoom` change the zoom range) clamps zoom to [2, 21] and tilt to the zoom's
/// maximum (30° at zoom ≤ 10, 45° at 14, 65° at ≥ 16).
struct CameraOptions: Sendable {
    /// The `--camera` option.
    static let camera = OptionSpec.value(
        "--camera", "LAT,LNG,ZOOM[,BEARING[,TILT]]",
        help: """
        Camera target (degrees), zoom level, bearing (degrees clockwise from north, \
        default 0) and tilt (degrees from nadir, default 0).
        """)
    /// The `--viewport` option.
    static let viewport = OptionSpec.value("--viewport", "W,H", help: "View size in points, each > 0 and ≤ 100000.")

    /// Largest viewport width or height in points: 100,000 (our choice: far beyond any
    /// screen, and small enough that every result stays finite).
    static let largestViewportSide: Double = 100_000
    /// The `--padding` option.
    static let padding = OptionSpec.value(
        "--padding", "T,L,B,R",
        help: "Map padding in points, each ≥ 0 (default 0,0,0,0); the target appears at the padded centre.")

    /// The `--min-zoom` option.
    static let minZoom = OptionSpec.value(
        "--min-zoom", "Z", help: "Smallest zoom the camera may take, in [0, 30] (default 2), as GMSMapView.setMinZoom.")
    /// The `--max-zoom` option.
    static let maxZoom = OptionSpec.value(
        "--max-zoom", "Z", help: "Largest zoom the camera may take, in [0, 30] (default 21), as GMSMapView.setMinZoom.")

    /// All the options, in help order.
    static let all = [camera, viewport, padding, minZoom, maxZoom]

    /// Help text on how the camera is normalised and clamped.
    static let clampingHelp = """
    The camera is normalised and clamped as a map view does (CameraLimits.default): \
    latitude to ±85°, longitude wrapped into (-180, 180], bearing into [0, 360), zoom to \
    [2, 21] (or [--min-zoom, --max-zoom]), tilt to the zoom's maximum (30° at zoom ≤ 10, 45° at 14, 65° at ≥ 16, linear \
    between). The perspective camera sits 1.5 × H from the target.
    """

    /// The clamped camera.
    let cameraPosition: CameraPosition
    /// The viewport with its padding.
    let viewportValue: Viewport

    /// The projection for this camera and viewport.
    var projection: Projection { Projection(camera: cameraPosition, viewport: viewportValue) }

    /// Reads the options from `arguments`; `--camera` and `--viewport` are required.
    init(_ arguments: ParsedArguments) throws(CLIError) {
        guard let cameraText = arguments.value(Self.camera.name) else {
            throw .usage("missing \(Self.camera.name) \(Self.camera.valueName ?? "")")
        }
        guard let viewportText = arguments.value(Self.viewport.name) else {
            throw .usage("missing \(Self.viewport.name) \(Self.viewport.valueName ?? "")")
        }
        let c = try OptionValues.numbers(cameraText, option: Self.camera.name, counts: 3...5,
                                         format: Self.camera.valueName ?? "")
        guard (-90...90).contains(c[0]) else {
            throw .usage("\(Self.camera.name): latitude \(c[0]) is outside [-90, 90]")
        }
        let camera: CameraPosition
        do {
            camera = try CameraPosition(latitude: c[0], longitude: c[1], zoom: c[2],
                                        bearing: c.count > 3 ? c[3] : 0, tilt: c.count > 4 ? c[4] : 0)
        } catch {
            throw .usage("\(Self.camera.name): \(error)")
        }
        var limits = CameraLimits.default
        if arguments.has(Self.minZoom.name) || arguments.has(Self.maxZoom.name) {
            let minZoom = try Self.zoomLimit(arguments, Self.minZoom) ?? limits.zoomRange.minZoom
            let maxZoom = try Self.zoomLimit(arguments, Self.maxZoom) ?? limits.zoomRange.maxZoom
            do {
                try limits.setMinZoom(minZoom, maxZoom: maxZoom)
            } catch {
                throw .usage("\(Self.minZoom.name)/\(Self.maxZoom.name): \(error)")
            }
        }
        cameraPosition = limits.clamp(camera)

        let size = try OptionValues.numbers(viewportText, option: Self.viewport.name, counts: 2...2,
                                            format: Self.viewport.valueName ?? "")
        guard size.allSatisfy({ $0 > 0 && $0 <= Self.largestViewportSide }) else {
            throw .usage("\(Self.viewport.name): width and height must be > 0 and ≤ 100000, got '\(viewportText)'")
        }
        var padding = EdgeInsets.zero
        if let paddingText = arguments.value(Self.padding.name) {
            let p = try OptionValues.numbers(paddingText, option: Self.padding.name, counts: 4...4,
                                             format: Self.padding.valueName ?? "")
            guard p.allSatisfy({ $0 >= 0 }) else {
                throw .usage("\(Self.padding.name): each side must be ≥ 0, got '\(paddingText)'")
            }
            padding = EdgeInsets(top: p[0], left: p[1], bottom: p[2], right: p[3])
            guard padding.left + padding.right < size[0], padding.top + padding.bottom < size[1] else {
                throw .usage("\(Self.padding.name): '\(paddingText)' leaves no room in a \(viewportText) viewport")
            }
        }
        do {
            viewportValue = try Viewport(width: size[0], height: size[1], padding: padding)
        } catch {
            throw .usage("\(Self.viewport.name): \(error)")
        }
    }

    /// The value of `option` (a zoom in [0, 30]), or nil when it was not given.
    private static func zoomLimit(_ arguments: ParsedArguments, _ option: OptionSpec) throws(CLIError) -> Double? {
        guard let text = arguments.value(option.name) else { return nil }
        let zoom = try OptionValues.number(text, option: option.name)
        guard ProjectCommand.zoomLevels.contains(zoom) else {
            throw .usage("\(option.name): \(text) is outside [0, 30]")
        }
        return zoom
    }
}
