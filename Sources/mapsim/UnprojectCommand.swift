import MapMath
import NumberInput

/// `mapsim unproject`: "x,y" lines on stdin to coordinates, from screen points of a camera
/// (`--camera`, `--viewport`, `--padding`) or world points at a zoom (`--zoom`).
enum UnprojectCommand: Command {
    static let name = "unproject"
    static let summary = "Convert \"x,y\" screen points (or world points) on stdin to \"lat,lng\"."
    static let synopsis = [
        "unproject --camera LAT,LNG,ZOOM[,BEARING[,TILT]] --viewport W,H [--padding T,L,B,R]",
        "unproject --zoom Z",
    ]
    static let zoom = OptionSpec.value(
        "--zoom", "Z",
        help: "Read world points at zoom Z instead of screen points (the inverse of 'project --zoom'). Z in [0, 30].")
    static let options = CameraOptions.all + [zoom]
    static let details = """
    Input: one "x,y" pair per line: view points (origin top-left, y down) with --camera, \
    world points with --zoom; any finite numbers. Spaces and tabs around numbers are \
    allowed, LF, CRLF and lone-CR line ends are accepted, blank lines are skipped (they still count for \
    line numbers).

    Output: one "lat,lng" line per input pair, both finite, longitude wrapped into \
    (-180, 180]; "nan,nan" for a screen point at or above the horizon of a tilted camera, \
    or one so far outside the view (some 1e300 pt) that its ground point overflows. \
    Points beyond the world's north or south edge give latitudes beyond ±85.0511°, up \
    to ±90°.

    \(CameraOptions.clampingHelp)

    \(CommandNotes.numbers)

    \(CommandNotes.streaming)

    Examples:
      printf '200,400\\n' | mapsim unproject --camera 41.85,-87.65,14,30,45 --viewport 400,800
    """

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options).parse(arguments)
        let pairs = NumberPairReader(format: "x,y", names: ("x", "y"))
        let output = io.output
        if let zoomLevel = try ProjectCommand.worldZoom(parsed, option: zoom) {
            try pairs.forEachPair(in: io.input) { (x, y, _) throws(CLIError) in
                let coordinate = WebMercator.coordinate(for: WorldPoint(x: x, y: y), zoom: zoomLevel)
                try write(coordinate, to: output)
            }
        } else if parsed.has(CameraOptions.camera.name) || parsed.has(CameraOptions.viewport.name) {
            let projection = try CameraOptions(parsed).projection
            try pairs.forEachPair(in: io.input) { (x, y, _) throws(CLIError) in
                try write(projection.coordinate(for: ScreenPoint(x: x, y: y)), to: output)
            }
        } else {
            throw .usage("missing --camera LAT,LNG,ZOOM[,BEARING[,TILT]] --viewport W,H (or --zoom Z)")
        }
        return .success
    }

    @inline(__always)
    private static func write(_ coordinate: Coordinate?, to output: OutputBuffer) throws(CLIError) {
        if let coordinate {
            output.write(coordinate.latitude)
            output.write(byte: UInt8(ascii: ","))
            output.write(coordinate.longitude)
        } else {
            output.write("nan,nan")
        }
        try output.endLine()
    }
}
