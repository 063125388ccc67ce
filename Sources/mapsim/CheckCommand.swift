/// `mapsim check`: replays trace files and verifies their expectations (planned; see
/// DESIGN.md "Files and the CLI").
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Replay trace files and verify their expectations (exit 1 when one fails)."
    static let synopsis = ["check TRACE..."]
    static let options: [OptionSpec] = []
    static let details = ""
    static let isAvailable = false

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        throw .notAvailable(command: name)
    }
}
