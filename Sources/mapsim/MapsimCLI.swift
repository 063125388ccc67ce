import Traces

/// The `mapsim` tool: finds the command, handles help, runs it, and turns errors into one
/// line on stderr and an exit code. This is the only place errors become exit codes.
enum MapsimCLI {
    /// Every command of the design, in help order.
    static let commands: [any Command.Type] = [
        ReplayCommand.self, CheckCommand.self, CompareCommand.self, ExploreCommand.self, ProjectCommand.self, UnprojectCommand.self,
        RegionCommand.self, ImportCommand.self, BenchCommand.self, OracleCommand.self,
    ]

    /// The release of this build (semantic versioning; the trace format has its own
    /// version, `TraceFile.formatIdentifier`).
    static let version = "0.1.0"

    /// What `mapsim --version` prints: the version and the trace formats this build reads.
    static var versionLine: String {
        "mapsim \(version) (reads \(TraceFile.readableFormats.joined(separator: ", ")))\n"
    }

    /// The overview printed by `mapsim --help` and `mapsim help`.
    static var overview: String {
        var lines = [
            "mapsim: a headless, deterministic simulator of a mobile map view's camera and",
            "touch gestures.",
            "",
            "Usage: mapsim COMMAND [OPTIONS]",
            "       mapsim help [COMMAND]   or   mapsim COMMAND --help",
            "       mapsim --version",
            "",
            "Commands:",
        ]
        let width = commands.map { $0.name.count }.max() ?? 0
        func entry(_ command: any Command.Type) -> String {
            "  " + command.name + String(repeating: " ", count: width - command.name.count) + "  " + command.summary
        }
        lines += commands.map(entry)
        lines += [
            "",
            "Examples:",
            "  mapsim replay traces/gesture-fling.json",
            "  mapsim check traces/ --junit out/junit.xml",
            "  mapsim explore traces/explore-double-tap-window.json --out out/dt.shrunk.json",
            "",
            "Exit codes: 0 ok, 1 check failed (or explore found a failure), 64 usage error,",
            "65 bad input data, 66 file not found, 70 internal failure, 74 I/O error.",
            "Errors are one line on stderr.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs `mapsim` with `arguments` (the program name first) on the process's standard
    /// streams and returns the exit status.
    static func run(arguments: [String]) -> ExitCode {
        let io = CommandIO(input: LineReader(), output: OutputBuffer())
        let words = Array(arguments.dropFirst())
        guard let first = words.first else {
            printError(overview)
            return .usage
        }
        if first == "--version" || first == "-V" {
            return finish(versionLine, io: io)
        }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", words.count > 1 {
                guard let command = command(named: words[1]) else {
                    return fail(.usage("unknown command '\(words[1])' (see 'mapsim --help')"), command: nil, io: io)
                }
                return finish(command.help, io: io)
            }
            return finish(overview, io: io)
        }
        guard let command = command(named: first) else {
            let problem = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
            return fail(.usage(problem + " (see 'mapsim --help')"), command: nil, io: io)
        }
        let rest = Array(words.dropFirst())
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            return finish(command.help, io: io)
        }
        do throws(CLIError) {
            let status = try command.run(rest, io: io)
            try io.output.flush()
            return status
        } catch {
            return fail(error, command: command.name, io: io)
        }
    }

    private static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    /// Prints `text` on stdout and returns success (or the write failure).
    private static func finish(_ text: String, io: CommandIO) -> ExitCode {
        io.output.write(text)
        do throws(CLIError) {
            try io.output.flush()
            return .success
        } catch {
            return fail(error, command: nil, io: io)
        }
    }

    /// Writes what is buffered on stdout, then the error's line on stderr; returns its code.
    private static func fail(_ error: CLIError, command: String?, io: CommandIO) -> ExitCode {
        try? io.output.flush()
        printError(error.message(command: command) + "\n")
        return error.exitCode
    }

    /// Writes `text` on stderr at once (error lines, and notes such as check's shard line
    /// when stdout must stay machine-readable).
    static func printError(_ text: String) {
        let errorOutput = OutputBuffer(fileDescriptor: 2, streamName: "stderr")
        errorOutput.write(text)
        try? errorOutput.flush()
    }
}
