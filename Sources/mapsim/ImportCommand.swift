import Traces

/// `mapsim import`: converts a device recording or WebDriver actions into trace JSON on
/// stdout.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "Convert a touchscreen recording or WebDriver actions to trace JSON on stdout."
    static let synopsis = [
        "import evemu FILE --viewport W,H [--fit stretch|contain] [--range XMIN,XMAX,YMIN,YMAX] [--camera ...]",
        "import getevent FILE --viewport W,H [--fit stretch|contain] [--range XMIN,XMAX,YMIN,YMAX] [--camera ...]",
        "import libinput FILE --viewport W,H [--fit ...] [--range ...] [--device N] [--camera ...]",
        "import webdriver FILE --viewport W,H [--rate HZ] [--camera ...]",
    ]
    /// The formats, as typed.
    static let formats = ["evemu", "getevent", "libinput", "webdriver"]

    static let options: [OptionSpec] = [
        .value("--viewport", "W,H", help: "The view the touches map onto, in points (required)."),
        .value("--fit", "stretch|contain", help: """
        evemu, getevent and libinput: how the device's axes map onto the view. stretch (the default): \
        x onto the width and y onto the height, each on its own, as an OS maps a touchscreen \
        onto its display. contain: one scale for both axes, keeping the device's aspect \
        (physical when its axes give a resolution in units/mm, else its unit ranges), centred.
        """),
        .value("--range", "XMIN,XMAX,YMIN,YMAX", help: """
        evemu, getevent and libinput: the device's position axis ranges, for a recording \
        without them (no `A:` lines, no `getevent -lp` header, no `absinfo` 53 and 54) or \
        instead of the recording's own.
        """),
        .value("--device", "N", help: """
        libinput: which device of a recording with several, 0-based in file order. Default: \
        the first whose events hold a multi-touch position.
        """),
        .value("--rate", "HZ", help: """
        webdriver: samples per second of a pointerMove with a duration, in (0, 10000]. Default 120.
        """),
        .value("--camera", "LAT,LNG,ZOOM[,BEARING[,TILT]]",
               help: "The trace's starting camera. Default 37.7749,-122.4194,12."),
    ]
    static let details = """
    evemu: an `evemu-record` file (`.event`, multi-touch protocol A or B; not the `.prop` \
    device description). The device's axis ranges come from its `A:` lines (or --range) and \
    map onto the viewport as --fit says; times are in ms from the first touch frame.

    getevent: the output of Android's `adb shell getevent -lt` (optionally preceded by \
    `getevent -lp`, whose axis ranges are used when --range is not given).

    libinput: the YAML file of `libinput record` (format version 1; keys it does not \
    know are ignored). The device's `absinfo` entries 53 and 54 give the axis ranges and \
    resolutions; with several devices, --device picks one. Its touches are those of the \
    same recording written by evemu.

    The three recordings may end their lines with LF, CRLF or a lone CR (the same trace \
    either way). A device frame may hold at most 20 contacts, the most fingers a trace \
    may have down at once (more is an error at its line, exit 65): contacts without \
    tracking ids (protocol A) are matched frame to frame by nearest neighbour, so this \
    keeps that work bounded per frame. A time jump inside a recording is kept as it is \
    (a trace's times go up to 10^12 ms): the replay skips the frames in which nothing \
    can change, so a gap costs nothing.

    Under --fit stretch a view whose aspect differs from the device's changes pinch spans \
    and angles: when the x scale and the y scale (in points per mm when the resolutions are \
    known, else per unit) differ by more than 10 % (their ratio outside [1/1.1, 1.1]), a \
    one-line note on stderr says so and names --fit contain.

    webdriver: the JSON body of W3C WebDriver's Perform Actions, as Appium, Selenium and \
    WebdriverIO send it ({"actions": [...]}): each pointer source of pointerType "touch" is \
    one finger (pointer ids 0, 1, ... in source order); key and none sources count as \
    pauses. Ticks run in lockstep, each as long as its longest pause or pointerMove; a \
    pointerMove with a duration is sampled at --rate, ending exactly at its target. Origins \
    "viewport" and "pointer" are supported; element origins, other pointer types, a move \
    target outside the viewport, a pointerDown while down and a pointerUp while up are errors \
    naming the JSON path. --fit and --range do not apply.

    The output is a `mapsim-trace/1` file with no expectations: add an `expect` section and \
    it becomes a regression test. Exit codes: 0 ok, 64 usage, 65 a malformed recording or \
    one without touches (the message names the line or JSON path), 66 a missing file.

    Examples:
      mapsim import evemu recording.event --viewport 390,844 --fit contain > my-bug.json
      mapsim import evemu no-axes.event --viewport 390,844 --range 0,32767,0,32767 > my-bug.json
      mapsim import libinput touchscreen.yml --viewport 390,844 --fit contain > my-bug.json
      adb shell getevent -lt > getevent.txt; mapsim import getevent getevent.txt --viewport 412,915 > my-bug.json
      mapsim import webdriver Tests/Fixtures/webdriver/pinch.json --viewport 390,844 > pinch.json
    """

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options, maxPositionals: 2).parse(arguments)
        guard parsed.positionals.count == 2 else {
            throw .usage("expected a format (\(formats.joined(separator: ", "))) and a FILE (see 'mapsim import --help')")
        }
        let format = parsed.positionals[0], path = parsed.positionals[1]
        guard formats.contains(format) else {
            throw .usage("unknown format '\(format)' (known: \(formats.joined(separator: ", ")))" + Suggestion.hint(for: format, in: formats))
        }
        guard let viewportText = parsed.value("--viewport") else { throw .usage("--viewport W,H is required") }
        let size = try OptionValues.numbers(viewportText, option: "--viewport", counts: 2...2, format: "W,H")
        guard size[0] > 0, size[1] > 0, size[0] <= 100_000, size[1] <= 100_000 else {
            throw .usage("--viewport: width and height must be in (0, 100000] points")
        }
        let viewport = TraceViewport(width: size[0], height: size[1])
        let camera = try self.camera(parsed)
        if format == "webdriver" {
            for option in ["--fit", "--range", "--device"] where parsed.has(option) {
                throw .usage("\(option) is for evemu, getevent and libinput recordings, not webdriver actions")
            }
            var options = WebDriverImportOptions(viewport: viewport, camera: camera)
            if let rateText = parsed.value("--rate") {
                let rate = try OptionValues.number(rateText, option: "--rate")
                guard WebDriverImportOptions.isValidSampleRate(rate) else {
                    throw .usage("--rate: expected samples per second in (0, 10000], got '\(rateText)'")
                }
                options.sampleRate = rate
            }
            let trace: TraceFile
            do throws(TraceError) {
                trace = try WebDriverActionsImporter.importFile(path: path, options: options)
            } catch {
                throw .trace(error.fileName == nil ? error.withFileName(path) : error)
            }
            return try write(trace, io: io)
        }
        if parsed.has("--rate") { throw .usage("--rate is for webdriver actions only") }
        let device = try self.device(parsed, format: format)
        var options = TouchImportOptions(viewport: viewport, camera: camera)
        if let fitText = parsed.value("--fit") {
            guard let fit = TouchFit(rawValue: fitText) else {
                throw .usage("--fit: expected one of \(TouchFit.allCases.map(\.rawValue).joined(separator: ", ")), got '\(fitText)'")
            }
            options.fit = fit
        }
        if let rangeText = parsed.value("--range") {
            guard let ranges = TouchAxisRanges(argument: rangeText), ranges.isValid else {
                throw .usage("--range: expected XMIN,XMAX,YMIN,YMAX integers with XMIN < XMAX and YMIN < YMAX, got '\(rangeText)'")
            }
            options.axisRanges = ranges
        }
        let imported: ImportedRecording
        do throws(TraceError) {
            switch format {
            case "evemu": imported = try EvemuImporter.importFileWithMapping(path: path, options: options)
            case "libinput": imported = try LibinputImporter.importFileWithMapping(path: path, options: options, device: device)
            default: imported = try GeteventImporter.importFileWithMapping(path: path, options: options)
            }
        } catch {
            throw .trace(error.fileName == nil ? error.withFileName(path) : error)
        }
        let status = try write(imported.trace, io: io)
        if imported.mapping.distortsAspect {
            MapsimCLI.printError("mapsim \(name): note: \(distortionNote(imported.mapping))\n")
        }
        return status
    }

    /// The note for a stretch that changes the device's aspect by more than 10 %: one line
    /// saying by how much and naming `--fit contain`.
    static func distortionNote(_ mapping: TouchMapping) -> String {
        func text(_ value: Double, _ places: Double) -> String { JSONValue.numberText((value * places).rounded() / places) }
        let ratio = mapping.stretchDistortion
        let (more, less, factor) = ratio >= 1 ? ("x", "y", ratio) : ("y", "x", 1 / ratio)
        let device = mapping.deviceSize
        let unit = mapping.usesPhysicalAspect ? "mm" : "units"
        return "--fit stretch (the default) scales \(more) \(text(factor, 100))× as much as \(less), "
            + "mapping the device's \(text(device.width, 10)) × \(text(device.height, 10)) \(unit) onto "
            + "\(text(mapping.viewWidth, 10)) × \(text(mapping.viewHeight, 10)) pt, so spans and angles change on screen; "
            + "pass --fit contain to keep the device's aspect"
    }

    /// The `--device` option's index (libinput only), or nil.
    private static func device(_ parsed: ParsedArguments, format: String) throws(CLIError) -> Int? {
        guard let text = parsed.value("--device") else { return nil }
        guard format == "libinput" else { throw .usage("--device is for libinput recordings only") }
        guard let index = Int(text), index >= 0, index < 10_000 else {
            throw .usage("--device: expected a device index 0, 1, ..., got '\(text)'")
        }
        return index
    }

    /// The `--camera` option's camera, or the importers' default.
    private static func camera(_ parsed: ParsedArguments) throws(CLIError) -> TraceCamera {
        guard let cameraText = parsed.value("--camera") else { return TouchImportOptions.defaultCamera }
        let c = try OptionValues.numbers(cameraText, option: "--camera", counts: 3...5, format: "LAT,LNG,ZOOM[,BEARING[,TILT]]")
        // The trace decoder's camera rules (TraceDecoder+Limits), checked here: a value the
        // trace would refuse is a bad argument (64), not bad data in the recording (65).
        guard abs(c[0]) <= 90, abs(c[1]) <= 180, c[2] >= 0, c[2] <= 30,
              c.count < 4 || abs(c[3]) <= TraceDecoder.maxBearingDegrees, c.count < 5 || (c[4] >= 0 && c[4] < 90) else {
            throw .usage("--camera: latitude within ±90, longitude within ±180, zoom in [0, 30], "
                + "bearing within ±\(JSONValue.numberText(TraceDecoder.maxBearingDegrees)), tilt in [0, 90)")
        }
        return TraceCamera(latitude: c[0], longitude: c[1], zoom: c[2],
                           bearing: c.count > 3 ? c[3] : 0, tilt: c.count > 4 ? c[4] : 0)
    }

    /// Writes `trace` as pretty JSON on stdout.
    private static func write(_ trace: TraceFile, io: CommandIO) throws(CLIError) -> ExitCode {
        io.output.write(trace.jsonValue.prettyText)
        try io.output.endLine()
        try io.output.flush()
        return .success
    }
}
