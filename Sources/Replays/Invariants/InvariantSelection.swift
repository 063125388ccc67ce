/// Which invariants a replay checks (`--invariants none|NAME,...`): a subset of
/// `ReplayInvariant`, always kept in report order. Default: all of them.
public struct InvariantSelection: Hashable, Sendable {
    /// The invariants chosen, in `ReplayInvariant.allCases` order, each once.
    public private(set) var invariants: [ReplayInvariant]

    /// Every invariant: the default of `check` and `replay`.
    public static let all = InvariantSelection(ReplayInvariant.allCases)
    /// None: `--invariants none`.
    public static let none = InvariantSelection([])

    /// The invariants in `invariants`, put in report order, repeats dropped.
    public init(_ invariants: [ReplayInvariant]) {
        self.invariants = ReplayInvariant.allCases.filter(invariants.contains)
    }

    /// A selection from its option text: `none`, or names separated by commas
    /// (`focalPoint,singleIdle`; case-sensitive, spaces around names allowed). Nil for an
    /// empty list or an unknown name: `unknownName(in:)` says which.
    public init?(parsing text: String) {
        if text.trimmingSpaces == "none" {
            self = .none
            return
        }
        var chosen: [ReplayInvariant] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let invariant = ReplayInvariant(name: String(part).trimmingSpaces) else { return nil }
            chosen.append(invariant)
        }
        self.init(chosen)
    }

    /// The first part of `text` that names no invariant (`""` for an empty part), or nil
    /// when `InvariantSelection(parsing:)` accepts `text`.
    public static func unknownName(in text: String) -> String? {
        guard InvariantSelection(parsing: text) == nil else { return nil }
        return text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            .first { ReplayInvariant(name: $0) == nil } ?? text
    }

    /// The names `--invariants` accepts, in report order: for help and usage errors.
    public static var names: [String] { ReplayInvariant.allCases.map(\.name) }

    /// Whether `invariant` is chosen.
    public func contains(_ invariant: ReplayInvariant) -> Bool { invariants.contains(invariant) }

    /// Whether none is chosen.
    public var isEmpty: Bool { invariants.isEmpty }
}

extension String {
    /// The string without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
