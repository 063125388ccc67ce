/// One option a command accepts: `--zoom Z` (takes a value) or `--json` (a switch).
struct OptionSpec: Hashable, Sendable {
    /// The option as typed, with its dashes: `"--zoom"`.
    let name: String
    /// The placeholder of its value in help and errors (`"Z"`), or nil for a switch.
    let valueName: String?
    /// What the option does, for help text.
    let help: String
    /// Whether it may be given more than once (`ParsedArguments.values(_:)` keeps every
    /// value in order). Default false: a second one is a usage error.
    var repeatable = false

    /// An option that takes a value named `valueName`.
    static func value(_ name: String, _ valueName: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help)
    }

    /// An option that takes a value and may be given several times (`compare`'s variants).
    static func repeatedValue(_ name: String, _ valueName: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, repeatable: true)
    }

    /// A switch: present or absent, no value.
    static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help)
    }

    /// `--zoom Z` or `--json`, as shown in help.
    var usage: String {
        valueName.map { "\(name) \($0)" } ?? name
    }
}
