import Traces

/// `mapsim import`: converts a device recording into trace JSON on stdout.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "Convert an evemu or getevent recording to trace JSON on stdout."
    static let synopsis = [
        "import evemu FILE --viewport W,H [--camera LAT,LNG,ZOOM[,BEARING[,TILT]]]",
        "import getevent FILE --viewport W,H [--range XMIN,XMAX,YMIN,YMAX] [--camera ...]",
    ]
    static let options: [OptionSpec] = [
        .value("--viewport", "W,H", help: "The view the touchscreen maps onto, in points (required)."),
        .value("--range", "XMIN,XMAX,YMIN,YMAX",
               help: "getevent only: the device's position axis ranges, when the file has no `getevent -lp` header."),
        .value("--camera", "LAT,LNG,ZOOM[,BEARING[,TILT]]",
               help: "The trace's starting camera. Default 37.7749,-122.4194,12."),
    ]
    static let details = """
    evemu: an `evemu-record` file (multi-touch protocol A or B). The device's axis ranges \
    come from its `A:` lines and map linearly onto the viewport; times are in ms from the \
    first touch frame.

    getevent: the output of Android's `adb shell getevent -lt` (optionally preceded by \
    `getevent -lp`, whose axis ranges are used when --range is not given).

    The output is a `mapsim-trace/1` file with no expectations: add an `expect` section and \
    it becomes a regression test. Exit codes: 0 ok, 64 usage, 65 a malformed recording (the \
    message names the line), 66 a missing file.

    Examples:
      mapsim import evemu recording.event --viewport 390,844 > my-bug.json
      adb shell getevent -lt > getevent.txt; mapsim import getevent getevent.txt --viewport 412,915 > my-bug.json
    """

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options, maxPositionals: 2).parse(arguments)
        guard parsed.positionals.count == 2 else {
            throw .usage("expected a format (evemu or getevent) and a FILE (see 'mapsim import --help')")
        }
        let format = parsed.positionals[0], path = parsed.positionals[1]
        guard format == "evemu" || format == "getevent" else {
            throw .usage("unknown format '\(format)' (known: evemu, getevent)")
        }
        guard let viewportText = parsed.value("--viewport") else { throw .usage("--viewport W,H is required") }
        let size = try OptionValues.numbers(viewportText, option: "--viewport", counts: 2...2, format: "W,H")
        guard size[0] > 0, size[1] > 0, size[0] <= 100_000, size[1] <= 100_000 else {
            throw .usage("--viewport: width and height must be in (0, 100000] points")
        }
        var options = TouchImportOptions(viewport: TraceViewport(width: size[0], height: size[1]))
        if let cameraText = parsed.value("--camera") {
            let c = try OptionValues.numbers(cameraText, option: "--camera", counts: 3...5, format: "LAT,LNG,ZOOM[,BEARING[,TILT]]")
            guard abs(c[0]) <= 90, abs(c[1]) <= 180, c[2] >= 0, c[2] <= 30, c.count < 5 || (c[4] >= 0 && c[4] < 90) else {
                throw .usage("--camera: latitude within ±90, longitude within ±180, zoom in [0, 30], tilt in [0, 90)")
            }
            options.camera = TraceCamera(latitude: c[0], longitude: c[1], zoom: c[2],
                                         bearing: c.count > 3 ? c[3] : 0, tilt: c.count > 4 ? c[4] : 0)
        }
        if let rangeText = parsed.value("--range") {
            guard format == "getevent" else { throw .usage("--range is for getevent recordings only") }
            guard let ranges = TouchAxisRanges(argument: rangeText), ranges.isValid else {
                throw .usage("--range: expected XMIN,XMAX,YMIN,YMAX integers with XMIN < XMAX and YMIN < YMAX, got '\(rangeText)'")
            }
            options.axisRanges = ranges
        }
        let trace: TraceFile
        do throws(TraceError) {
            trace = format == "evemu" ? try EvemuImporter.importFile(path: path, options: options)
                                      : try GeteventImporter.importFile(path: path, options: options)
        } catch {
            throw .trace(error.fileName == nil ? error.withFileName(path) : error)
        }
        io.output.write(trace.jsonValue.prettyText)
        try io.output.endLine()
        try io.output.flush()
        return .success
    }
}
