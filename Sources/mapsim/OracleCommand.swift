import MapSimulation
import Traces

/// `mapsim oracle maplibre-gl-js TRACE…`: each trace through mapsim and through the real
/// MapLibre GL JS in headless chromium, the cameras compared at every frame
/// (docs/fidelity.md).
enum OracleCommand: Command {
    static let name = "oracle"
    static let summary = "Replay traces through mapsim and through MapLibre GL JS in headless chromium; compare every frame."
    static let synopsis = ["oracle maplibre-gl-js TRACE... [--library FILE] [--profile NAME|FILE] [--fps N] [--json [--frames]] [--html FILE] [--table FILE]"]
    /// Where `make oracle` puts the library (relative to the repository).
    static let defaultLibrary = ".cache/maplibre-gl-js/5.3.0/maplibre-gl.js"
    static let options: [OptionSpec] = [
        .value("--library", "FILE", help: "MapLibre GL JS's UMD build (maplibre-gl.js). Default \(defaultLibrary), "
               + "where `make oracle` fetches it."),
        .value("--profile", "NAME|FILE", help: "mapsim's side: a profile name or file, as for replay. Default "
               + "\(defaultProfile.name)."),
        .value("--fps", "N", help: "Frames per second of both sides' clock, 1 to 1000. Default: each trace's own, else 60."),
        .flag("--json", help: "Print the verdicts as one JSON object instead of lines."),
        .flag("--frames", help: "With --json, add each compared trace's cameras at every frame, mapsim's and the library's."),
        .value("--html", "FILE", help: "Also write a page overlaying both camera paths (target east and south, zoom, "
               + "bearing, tilt over time) for each compared trace."),
        .value("--table", "FILE", help: "Also rewrite the generated table between the oracle-table marker comments in "
               + "this Markdown file (docs/fidelity.md)."),
    ]
    static var details: String { """
    Each trace is replayed by mapsim (recording every frame) and by a page that loads the \
    library from the local file, owns the page's clock and animation frames, fires the \
    trace's touches as DOM touch events at the map and reads the library's camera after \
    every frame of the same clock; chromium runs it headless on SwiftShader with a \
    throwaway profile. MapLibre's zoom is ours − 1 (512-pixel tiles), one CSS pixel is one \
    point, the trace's padding is the map's, MapLibre's zoom range is ours − 1 and its \
    maxPitch our tilt limit at the starting zoom.

    The cameras are compared at every frame of the clock (mapsim's skipped frames show the \
    frame before them), and past mapsim's last frame for as long as the library still \
    moves (up to 10 s more; mapsim's camera then stays where it came to rest): targets on screen within 0.5 pt, zooms within 0.001, bearings and \
    tilts within 0.05°. One line per trace: `ok NAME worst …`, `DIFF NAME worst … ; first \
    out of tolerance at T ms` or `skip NAME reason`: the page sets rotateGestures and \
    tiltGestures (MapLibre's rotation and pitch switches) and runs moveCamera as jumpTo; \
    other settings and commands, markers, indoor buildings, map options and input models \
    other than raw have no counterpart in it. The last line: `N of M traces within 0.5 pt, 0.001 zoom, 0.05° at every frame \
    (MapLibre GL JS 5.3.0)`, M the traces compared, then `; K skipped` when K > 0.

    The JSON report holds library, profile, tolerances, traces [{name, path, verdict \
    ok|diff|skip, reason or frames, firstDifferenceMs, worst {targetPoints, zoom, bearing, \
    tilt: {value, atMs}}, and with --frames cameras [[timeMs, lat, lng, zoom, bearing, \
    tilt of mapsim, then of the library], …] in our conventions}], agreeing, compared and \
    skipped.

    The browser: $MAPSIM_CHROMIUM, else chromium or chromium-browser on PATH.

    Exit codes: 0 every compared trace agrees, 1 one does not, 64 usage, 65 invalid trace \
    or profile file, 66 missing trace, profile or library, 69 no browser, 70 the browser or \
    page failed (one line says why), 74 a file could not be written.

    Examples:
      make oracle
      mapsim oracle maplibre-gl-js traces/gesture-pan.json traces/gesture-fling.json
      mapsim oracle maplibre-gl-js my-trace.json --library maplibre-gl.js --html paths.html
      mapsim oracle maplibre-gl-js traces/gesture-fling.json --profile tuned.json --json
    """ }

    /// The profile the library is judged against: `maplibre-gl-js@5` when this build has it.
    static var defaultProfile: MotionProfile { MotionProfile.named("maplibre-gl-js@5") ?? .mapLibreGLJS }

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options, maxPositionals: .max).parse(arguments)
        guard let library = parsed.positionals.first else {
            throw .usage("missing the library to judge by: maplibre-gl-js (see 'mapsim oracle --help')")
        }
        guard library == "maplibre-gl-js" else { throw .usage("unknown library '\(library)' (known: maplibre-gl-js)") }
        let paths = Array(parsed.positionals.dropFirst())
        guard !paths.isEmpty else { throw .usage("missing TRACE (see 'mapsim oracle --help')") }
        let profile = try TraceOptions.profile(parsed) ?? defaultProfile
        let fps = try TraceOptions.framesPerSecond(parsed)
        let libraryPath = HeadlessChromium.absolutePath(parsed.value("--library") ?? defaultLibrary)
        let header: [UInt8]
        do {
            header = Array(try FileBytes.contents(ofPath: libraryPath).prefix(4096))
        } catch {
            throw .trace(error)
        }
        var version = libraryVersion(header: header) ?? "unknown version"
        let browser = HeadlessChromium.executable()

        var entries: [OracleReport.Entry] = []
        for path in paths {
            let replay: TraceReplay
            do {
                replay = try MapLibreOracleLimits.aligned(TraceReplay.load(path: path, framesPerSecond: fps,
                                                                           profile: profile))
            } catch {
                throw .trace(error.fileName == nil ? error.withFileName(path) : error)
            }
            let name = replay.trace.name ?? baseName(path)
            if let reason = MapLibreOracleSetup.skipReason(replay.trace) {
                entries.append(.init(name: name, path: path, outcome: .skipped(reason)))
            } else {
                guard let browser else {
                    throw .unavailable("no chromium found (install Debian's chromium, or set MAPSIM_CHROMIUM)")
                }
                let (comparison, pageVersion) = try compare(replay, path: path, browser: browser, libraryPath: libraryPath)
                version = pageVersion
                entries.append(.init(name: name, path: path, outcome: .compared(comparison)))
            }
            if !parsed.has("--json") {
                io.output.write(OracleReport.line(entries[entries.count - 1]) + "\n")
                try io.output.flush()
            }
        }
        let report = OracleReport(library: "MapLibre GL JS \(version)", profile: profile.name, entries: entries)
        if parsed.has("--json") {
            io.output.write(report.json(frames: parsed.has("--frames")))
            try io.output.endLine()
        } else {
            io.output.write(report.summary + "\n")
        }
        try io.output.flush()
        if let htmlPath = parsed.value("--html") {
            try PictureOptions.writeFile(OracleHTML(report: report).document(), to: htmlPath)
        }
        if let tablePath = parsed.value("--table") { try writeTable(report, to: tablePath) }
        return report.allAgree ? .success : .checkFailed
    }

    /// One trace through both sides: mapsim's frames and the page's, compared.
    static func compare(_ replay: TraceReplay, path: String, browser: String,
                        libraryPath: String) throws(CLIError) -> (OracleComparison, String) {
        let result: TraceReplayResult
        let setup: MapLibreOracleSetup
        do {
            result = try replay.run(recordFrames: true, invariants: .none)
            setup = try MapLibreOracleSetup(replay: replay, frameCount: result.simulation.frameCount)
        } catch {
            throw .trace(error.fileName == nil ? error.withFileName(path) : error)
        }
        let page = MapLibreOraclePage(setup: setup, libraryPath: libraryPath).document()
        // Virtual time: the page turns its event loop once per frame and per touch event
        // (a few ms each once timers nest); wall time: chromium's start and SwiftShader.
        let steps = setup.frameCount + MapLibreOraclePage.extraFrames(fps: setup.framesPerSecond) + setup.touchGroups.count
        let dom = try HeadlessChromium.dumpDOM(browser: browser, page: page, width: Int(setup.width.rounded(.up)),
                                               height: Int(setup.height.rounded(.up)),
                                               virtualBudgetMs: 600_000 + 20 * steps,
                                               timeoutSeconds: 180 + 0.05 * Double(steps))
        let frames: (version: String, frames: [OracleComparison.Camera])
        do {
            frames = try MapLibreOraclePage.result(fromDOM: dom)
        } catch {
            throw .internalFailure("\(path): \(error.message)")
        }
        let most = setup.frameCount + MapLibreOraclePage.extraFrames(fps: setup.framesPerSecond)
        guard frames.frames.count >= setup.frameCount && frames.frames.count <= most else {
            throw .internalFailure("\(path): the page returned \(frames.frames.count) frames, not \(setup.frameCount) to \(most)")
        }
        let comparison = OracleComparison(frames: result.simulation.frames, initial: setup.camera, clock: replay.clock,
                                          theirs: frames.frames)
        return (comparison, frames.version)
    }

    /// The version in the library's licence header ("…/blob/v5.3.0/LICENSE.txt"), or nil.
    static func libraryVersion(header: [UInt8]) -> String? {
        let text = String(decoding: header, as: UTF8.self)
        guard let mark = text.firstRange(of: "/blob/v") else { return nil }
        let version = text[mark.upperBound...].prefix { $0.isNumber || $0 == "." }
        return version.isEmpty ? nil : String(version)
    }

    /// Rewrites the generated table in the Markdown file at `path`.
    static func writeTable(_ report: OracleReport, to path: String) throws(CLIError) {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(ofPath: path)
        } catch {
            throw .trace(error)
        }
        guard let document = report.replacingTable(in: String(decoding: bytes, as: UTF8.self)) else {
            throw .badInput(location: path, problem: "no oracle-table marker comments to put the table between")
        }
        try PictureOptions.writeFile(document, to: path)
    }

    /// "gesture-pan" for "traces/gesture-pan.json".
    static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }
}
