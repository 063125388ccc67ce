import Traces

/// `mapsim export`: writes a trace's touches in another tool's format on stdout (W3C
/// WebDriver actions, for replaying on a device).
enum ExportCommand: Command {
    static let name = "export"
    static let summary = "Write a trace's touches as W3C WebDriver actions on stdout, to replay them on a device."
    static let synopsis = ["export webdriver TRACE [--rate HZ]"]
    /// The formats, as typed.
    static let formats = ["webdriver"]

    static let options: [OptionSpec] = [
        .value("--rate", "HZ", help: """
        The longest move tick is 1000/HZ ms (floored), in (0, 1000]. Default 120, the rate \
        of 'mapsim import webdriver', which then samples each move at its end only.
        """),
    ]
    static let details = """
    webdriver: the JSON body of W3C WebDriver's Perform Actions ({"actions": [...]}) as \
    Appium, Selenium and WebdriverIO send it: one pointer source of pointerType "touch" \
    per finger slot (finger0, finger1, ...; a finger that lands takes the lowest slot free \
    before that instant), every source one action per tick in lockstep. Between two touch \
    times, each finger that moves does a pointerMove with the gap as its duration and a \
    "viewport" origin, the others pause; a gap longer than 1000/HZ ms is a pause and then \
    a move of 1000/HZ ms, so that a finger at rest does not creep. Fingers land with a \
    pointerMove and a pointerDown, lift with a pointerUp (a cancelled touch with \
    pointerCancel, which some drivers lack). Times are whole ms and positions whole \
    points, as W3C requires: 'mapsim import webdriver --rate HZ' gives the trace's touches \
    back within 1 ms and 0.5 pt (moves that round onto the finger's current point are \
    left out). W3C refuses moves outside the viewport: a point outside the trace's view \
    moves to its edge, with a note on stderr. docs/ci.md shows a replay through Appium.

    Exit codes: 0 ok, 64 usage, 65 a trace that is invalid, has no touches or lasts more \
    than 24 h, 66 a missing trace.

    Examples:
      mapsim export webdriver traces/gesture-pinch-tilted-rotated.json > pinch-actions.json
      mapsim export webdriver shrunk-bug.json --rate 60 > actions.json
    """

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options, maxPositionals: 2).parse(arguments)
        guard parsed.positionals.count == 2 else {
            throw .usage("expected a format (\(formats.joined(separator: ", "))) and a TRACE (see 'mapsim export --help')")
        }
        let format = parsed.positionals[0], path = parsed.positionals[1]
        guard formats.contains(format) else {
            throw .usage("unknown format '\(format)' (known: \(formats.joined(separator: ", ")))")
        }
        var rate = WebDriverActionsExporter.defaultSampleRate
        if let rateText = parsed.value("--rate") {
            rate = try OptionValues.number(rateText, option: "--rate")
            guard WebDriverActionsExporter.isValidSampleRate(rate) else {
                throw .usage("--rate: expected samples per second in (0, 1000], got '\(rateText)'")
            }
        }
        let document: JSONValue
        let outside: Int
        do throws(TraceError) {
            let trace = try TraceFile.load(path: path)
            document = try WebDriverActionsExporter.export(trace, sampleRate: rate, fileName: path)
            outside = WebDriverActionsExporter.pointsOutside(trace)
        } catch {
            throw .trace(error.fileName == nil ? error.withFileName(path) : error)
        }
        io.output.write(WebDriverActionsExporter.text(document))
        try io.output.endLine()
        try io.output.flush()
        if outside > 0 {
            MapsimCLI.printError("mapsim \(name): note: \(outside) touch point\(outside == 1 ? "" : "s") outside the view "
                + "moved to its edge (WebDriver refuses moves outside the viewport)\n")
        }
        return .success
    }
}
