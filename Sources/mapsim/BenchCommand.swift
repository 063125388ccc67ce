/// `mapsim bench`: runs the benchmark suites (planned; see DESIGN.md "Files and the CLI").
enum BenchCommand: Command {
    static let name = "bench"
    static let summary = "Run the benchmark suites and print ns per operation (p50, p99)."
    static let synopsis = ["bench [--suite NAME] [--json]"]
    static let options: [OptionSpec] = []
    static let details = ""
    static let isAvailable = false

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        throw .notAvailable(command: name)
    }
}
