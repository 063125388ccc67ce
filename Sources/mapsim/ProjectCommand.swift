import MapMath
import NumberInput

/// `mapsim project`: "lat,lng" lines on stdin to world points at a zoom (`--zoom`) or to
/// screen points of a camera (`--camera`, `--viewport`, `--padding`).
enum ProjectCommand: Command {
    static let name = "project"
    static let summary = "Convert \"lat,lng\" lines on stdin to world points or screen points."
    static let synopsis = [
        "project --zoom Z",
        "project --camera LAT,LNG,ZOOM[,BEARING[,TILT]] --viewport W,H [--padding T,L,B,R]",
    ]
    static let zoom = OptionSpec.value(
        "--zoom", "Z",
        help: "Print world points at zoom Z (the world is 256·2^Z points wide, x east from -180°, y south from 85.0511°). Z in [0, 30].")
    static let options = [zoom] + CameraOptions.all
    static let details = """
    Input: one "lat,lng" pair per line, in degrees; latitude in [-90, 90], longitude in \
    [-180, 180]. Spaces and tabs around numbers are allowed, LF, CRLF and lone-CR line ends are accepted, \
    blank lines are skipped (they still count for line numbers).

    Output: one "x,y" line per input pair. With --zoom, world points (latitudes beyond \
    ±85.0511° project onto the world's edge). With --camera, screen points in view points \
    (origin top-left, y down), taking the world copy nearest the target; "nan,nan" for a \
    point at or beyond the horizon.

    \(CameraOptions.clampingHelp)

    \(CommandNotes.numbers)

    \(CommandNotes.streaming)

    Examples:
      printf '41.85,-87.65\\n' | mapsim project --zoom 0
      mapsim project --camera 41.85,-87.65,14,30,45 --viewport 400,800 < points.csv
    """

    /// Accepted zoom levels for `--zoom` (our choice: the tile zooms in use, with room).
    static let zoomLevels: ClosedRange<Double> = 0...30

    /// The world zoom given with `option` (`--zoom` of `project` or `unproject`), nil when
    /// it is absent; a usage error when a camera option is given too, when it is not a
    /// number or when it is outside `zoomLevels`.
    static func worldZoom(_ parsed: ParsedArguments, option: OptionSpec) throws(CLIError) -> Double? {
        guard let zoomText = parsed.value(option.name) else { return nil }
        if let conflict = CameraOptions.all.first(where: { parsed.has($0.name) }) {
            throw .usage("\(option.name) cannot be combined with \(conflict.name)")
        }
        let zoomLevel = try OptionValues.number(zoomText, option: option.name)
        guard zoomLevels.contains(zoomLevel) else {
            throw .usage("\(option.name): \(zoomText) is outside [0, 30]")
        }
        return zoomLevel
    }

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options).parse(arguments)
        let pairs = NumberPairReader(format: "lat,lng", names: ("latitude", "longitude"))
        let output = io.output
        if let zoomLevel = try worldZoom(parsed, option: zoom) {
            try pairs.forEachPair(in: io.input) { (latitude, longitude, lineNumber) throws(CLIError) in
                let coordinate = try checkedCoordinate(latitude, longitude, lineNumber, in: io.input)
                let point = WebMercator.worldPoint(for: coordinate, zoom: zoomLevel)
                output.write(point.x)
                output.write(byte: UInt8(ascii: ","))
                output.write(point.y)
                try output.endLine()
            }
        } else if parsed.has(CameraOptions.camera.name) || parsed.has(CameraOptions.viewport.name) {
            let projection = try CameraOptions(parsed).projection
            try pairs.forEachPair(in: io.input) { (latitude, longitude, lineNumber) throws(CLIError) in
                let coordinate = try checkedCoordinate(latitude, longitude, lineNumber, in: io.input)
                if let point = projection.point(for: coordinate) {
                    output.write(point.x)
                    output.write(byte: UInt8(ascii: ","))
                    output.write(point.y)
                } else {
                    output.write("nan,nan")
                }
                try output.endLine()
            }
        } else {
            throw .usage("missing --zoom Z or --camera LAT,LNG,ZOOM[,BEARING[,TILT]] --viewport W,H")
        }
        return .success
    }

    /// The coordinate, or bad input when latitude or longitude is out of range.
    @inline(__always)
    private static func checkedCoordinate(_ latitude: Double, _ longitude: Double, _ lineNumber: Int,
                                          in reader: LineReader) throws(CLIError) -> Coordinate {
        guard latitude >= -90, latitude <= 90 else {
            throw .badInput(location: "\(reader.streamName) line \(lineNumber)",
                            problem: "latitude \(latitude) is outside [-90, 90]")
        }
        guard longitude >= -180, longitude <= 180 else {
            throw .badInput(location: "\(reader.streamName) line \(lineNumber)",
                            problem: "longitude \(longitude) is outside [-180, 180]")
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}
