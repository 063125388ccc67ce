/// A small command-line parser: options as `--name value` or `--name=value`, switches as
/// `--name`, positional arguments, and `--` to end options.
///
/// Rules (our choices): an option's value is the next argument whatever it looks like, so
/// negative numbers work (`--camera -33.86,151.21,12`); an option given twice (unless it is
/// `repeatable`), an unknown
/// option (with the nearest known one, `Suggestion`), a missing value, a value given to a switch, or too many positional arguments
/// are usage errors. A lone `-` is a positional argument (stdin, by convention).
/// `--help`/`-h` are handled by `MapsimCLI` before parsing.
struct ArgumentParser: Sendable {
    /// The options the command accepts.
    let options: [OptionSpec]
    /// How many positional arguments the command accepts at most.
    let maxPositionals: Int
    /// The command's name, for the hint in error messages.
    let commandName: String

    /// A parser for `options`, accepting up to `maxPositionals` positional arguments
    /// (default none).
    init(commandName: String, options: [OptionSpec], maxPositionals: Int = 0) {
        self.commandName = commandName
        self.options = options
        self.maxPositionals = maxPositionals
    }

    /// Splits `arguments` (without the program and command names).
    func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                try addPositional(argument, to: &parsed)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                let hint = Suggestion.hint(for: name, in: options.map(\.name) + ["--help"])
                throw .usage("unknown option '\(name)'" + (hint.isEmpty ? " (see 'mapsim \(commandName) --help')" : hint))
            }
            guard spec.repeatable || !parsed.has(name) else {
                throw .usage("\(name) is given more than once")
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil { throw .usage("\(name) takes no value") }
                parsed.setSwitch(name)
                continue
            }
            if let inlineValue {
                parsed.setValue(inlineValue, for: name)
            } else if index < arguments.count {
                parsed.setValue(arguments[index], for: name)
                index += 1
            } else {
                throw .usage("\(name) needs a value (\(valueName))")
            }
        }
        return parsed
    }

    private func addPositional(_ argument: String, to parsed: inout ParsedArguments) throws(CLIError) {
        guard parsed.positionals.count < maxPositionals else {
            throw .usage("unexpected argument '\(argument)' (see 'mapsim \(commandName) --help')")
        }
        parsed.appendPositional(argument)
    }
}
