/// A command line split into options and positional arguments by `ArgumentParser`.
struct ParsedArguments: Sendable {
    /// Option values by option name (`"--zoom"` → `"3"`): the first when repeated.
    private(set) var values: [String: String] = [:]
    /// Every value of each option, in the order given (repeatable options).
    private(set) var allValues: [String: [String]] = [:]
    /// Switches that were given (`"--json"`).
    private(set) var switches: Set<String> = []
    /// Positional arguments, in order.
    private(set) var positionals: [String] = []

    /// The value given for option `name`, or nil when it was not given.
    func value(_ name: String) -> String? { values[name] }

    /// Every value given for option `name`, in order; empty when it was not given.
    func values(_ name: String) -> [String] { allValues[name] ?? [] }

    /// Whether option or switch `name` was given.
    func has(_ name: String) -> Bool { values[name] != nil || switches.contains(name) }

    /// Records `value` for option `name`.
    mutating func setValue(_ value: String, for name: String) {
        if values[name] == nil { values[name] = value }
        allValues[name, default: []].append(value)
    }
    /// Records that switch `name` was given.
    mutating func setSwitch(_ name: String) { switches.insert(name) }
    /// Adds a positional argument.
    mutating func appendPositional(_ argument: String) { positionals.append(argument) }
}
