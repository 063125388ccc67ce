/// The process exit statuses of `mapsim`, following BSD `sysexits.h` where one applies.
enum ExitCode: Int32, Sendable {
    /// Everything went well.
    case success = 0
    /// `mapsim check`: at least one trace failed or could not be checked; `mapsim explore`:
    /// a perturbed replay (or the trace as given) failed (docs/design.md).
    case checkFailed = 1
    /// The command line was wrong: unknown command or option, missing or bad value
    /// (sysexits `EX_USAGE`).
    case usage = 64
    /// The input data was wrong: a bad stdin line, a bad trace value (sysexits `EX_DATAERR`).
    case badInput = 65
    /// A program a command needs is missing or cannot be started: `mapsim oracle`'s
    /// chromium (sysexits `EX_UNAVAILABLE`).
    case unavailable = 69
    /// An input file could not be opened (sysexits `EX_NOINPUT`).
    case fileNotFound = 66
    /// mapsim failed a check of its own work, such as a benchmark whose fast path
    /// disagrees with its reference (sysexits `EX_SOFTWARE`).
    case internalFailure = 70
    /// Reading or writing a stream failed (sysexits `EX_IOERR`). Our choice: not in
    /// the original design's list; docs/design.md lists it.
    case ioFailure = 74
}
