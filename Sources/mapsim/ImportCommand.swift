/// `mapsim import`: converts device recordings to trace JSON (planned; see DESIGN.md
/// "Files and the CLI").
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "Convert an evemu or getevent recording to trace JSON on stdout."
    static let synopsis = ["import evemu|getevent FILE [...]"]
    static let options: [OptionSpec] = []
    static let details = ""
    static let isAvailable = false

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        throw .notAvailable(command: name)
    }
}
