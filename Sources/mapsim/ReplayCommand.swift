/// `mapsim replay`: replays a trace file (planned; see DESIGN.md "Files and the CLI").
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "Replay a trace file; print the final camera, gestures and events."
    static let synopsis = ["replay TRACE [--json] [--timeline] [--fps N] [--profile NAME] [--svg FILE]"]
    static let options: [OptionSpec] = []
    static let details = ""
    static let isAvailable = false

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        throw .notAvailable(command: name)
    }
}
