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
    /// The file at `path` does not exist (exit 66).
    case fileNotFound(path: String)
    /// The file at `path` exists but cannot be opened or read: `reason` is the system's
    /// text (exit 66).
    case cannotReadFile(path: String, reason: String)
    /// Reading standard input or writing standard output failed (exit 74).
    case ioFailure(String)
    /// mapsim itself failed a check of its own work, such as a benchmark whose setup found
    /// the fast path disagreeing with the reference (exit 70, EX_SOFTWARE).
    case internalFailure(String)
    /// A trace or recording file was missing, unreadable or invalid; its own message names
    /// the file and the JSON path or line.
    case trace(TraceError)

    /// The exit status for this error.
    var exitCode: ExitCode {
        switch self {
        case .usage: return .usage
        case .badInput: return .badInput
        case .fileNotFound, .cannotReadFile: return .fileNotFound
        case .ioFailure: return .ioFailure
        case .internalFailure: return .internalFailure
        case let .trace(error): return error.kind == .fileNotFound || error.kind == .unreadable ? .fileNotFound : .badInput
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
        case let .fileNotFound(path):
            return prefix + "\(path): no such file"
        case let .cannotReadFile(path, reason):
            return prefix + "\(path): cannot read: \(reason)"
        case let .ioFailure(message), let .internalFailure(message):
            return prefix + message
        case let .trace(error):
            return prefix + error.description
        }
    }
}
