import Traces

/// Why a `mapsim` command stopped. Each case maps to one exit code (`exitCode`) and reads
/// as one line on stderr once `MapsimCLI` prefixes it with the command
/// (`mapsim project: --zoom: 'abc' is not a number`).
enum CLIError: Error, Hashable, Sendable {
    /// The command line is wrong: `message` says how (exit 64).
    case usage(String)
    /// Input data is wrong at `location` ("stdin line 17", "trace.json: $.camera.zoom"):
    /// `problem` says how (exit 65).
    case badInput(location: String, problem: String)
    /// Reading standard input or writing standard output failed (exit 74).
    case ioFailure(String)
    /// mapsim itself failed a check of its own work, such as a benchmark whose setup found
    /// the fast path disagreeing with the reference (exit 70, EX_SOFTWARE).
    case internalFailure(String)
    /// A program the command needs is missing or cannot be started (exit 69, EX_UNAVAILABLE).
    case unavailable(String)
    /// A trace or recording file was missing, unreadable or invalid; its own message names
    /// the file and the JSON path or line. Every file argument is read with
    /// `FileBytes.contents(ofPath:)`, so a missing or unreadable file arrives here too:
    /// `.fileNotFound` and `.unreadable` exit 66, `.invalidData`, `.notATrace` and `.unknownJSON` 65,
    /// `.unwritable` 74.
    case trace(TraceError)

    /// The exit status for this error.
    var exitCode: ExitCode {
        switch self {
        case .usage: return .usage
        case .badInput: return .badInput
        case .ioFailure: return .ioFailure
        case .internalFailure: return .internalFailure
        case .unavailable: return .unavailable
        case let .trace(error):
            switch error.kind {
            case .fileNotFound, .unreadable: return .fileNotFound
            case .unwritable: return .ioFailure
            case .invalidData, .notATrace, .unknownJSON: return .badInput
            }
        }
    }

    /// The one-line message for stderr, without the trailing newline. `command` is the
    /// subcommand that failed, if any.
    func message(command: String?) -> String {
        let prefix = command.map { "mapsim \($0): " } ?? "mapsim: "
        switch self {
        case let .usage(message):
            return prefix + message
        case let .badInput(location, problem):
            return prefix + "\(location): \(problem)"
        case let .ioFailure(message), let .internalFailure(message), let .unavailable(message):
            return prefix + message
        case let .trace(error):
            return prefix + error.description
        }
    }
}
