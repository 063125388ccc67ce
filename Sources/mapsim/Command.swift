/// One `mapsim` subcommand. Add a command by writing a type that conforms and listing it
/// in `MapsimCLI.commands`; `MapsimCLI` handles `--help`, errors and exit codes.
protocol Command: Sendable {
    /// The name as typed: `"project"`.
    static var name: String { get }
    /// One line for the command list in `mapsim --help`.
    static var summary: String { get }
    /// The usage lines, without the leading `mapsim `: `["project --zoom Z", …]`.
    static var synopsis: [String] { get }
    /// The options, for help.
    static var options: [OptionSpec] { get }
    /// Paragraphs after the options in `mapsim NAME --help` (input, output, notes).
    static var details: String { get }

    /// Runs the command with the arguments after its name, reading standard input and
    /// writing standard output through `io`. Returns the exit status for a run that
    /// completed (`.success`, or `.checkFailed` for `check`); throws for anything else.
    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode
}

extension Command {
    /// The full help text of the command.
    static var help: String {
        var lines = synopsis.enumerated().map { index, line in
            (index == 0 ? "Usage: mapsim " : "       mapsim ") + line
        }
        lines.append("")
        lines.append(contentsOf: HelpText.wrap(summary,
                                               width: 80, indent: 0))
        if !options.isEmpty {
            lines.append("")
            lines.append("Options:")
            for option in options {
                lines.append("  " + option.usage)
                lines.append(contentsOf: HelpText.wrap(option.help, width: 80, indent: 6))
            }
        }
        if !details.isEmpty {
            lines.append("")
            for paragraph in details.split(separator: "\n", omittingEmptySubsequences: false) {
                if paragraph.isEmpty {
                    lines.append("")
                } else if paragraph.hasPrefix("  ") {
                    // Indented lines (examples) stand as written.
                    lines.append(String(paragraph))
                } else {
                    lines.append(contentsOf: HelpText.wrap(String(paragraph), width: 80, indent: 0))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The standard streams a command uses.
struct CommandIO {
    /// Standard input, read line by line.
    let input: LineReader
    /// Standard output, buffered.
    let output: OutputBuffer
}
