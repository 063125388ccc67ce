import Traces

/// `--invariants none|NAME,...` on `replay` and `check`: which invariants each replay
/// measures (`InvariantSelection`; default all).
enum InvariantOptions {
    /// The option, for the commands' option lists.
    static let option = OptionSpec.value(
        "--invariants", "none|NAME,...",
        help: "Which invariants each replay checks: none, or names separated by commas, of "
            + "\(InvariantSelection.names.joined(separator: ", ")). Default: all of them.")

    /// The selection from `--invariants` (default all); an unknown or empty name is a usage
    /// error (exit 64) that lists the names.
    static func selection(_ parsed: ParsedArguments) throws(CLIError) -> InvariantSelection {
        guard let text = parsed.value("--invariants") else { return .all }
        guard let selection = InvariantSelection(parsing: text) else {
            let name = InvariantSelection.unknownName(in: text) ?? text
            throw .usage("--invariants: unknown invariant '\(name)' (known: "
                         + "\(InvariantSelection.names.joined(separator: ", ")); or none)")
        }
        return selection
    }

    /// Help paragraph on the invariants, shared by `replay` and `check`.
    static let helpDetails = """
    Invariants are properties every correct map view keeps, measured on every replay, each \
    with a limit and the worst value seen: finite (no NaN or infinity in any camera, frame, \
    event or gesture record; a count, limit 0), cameraLimits (zoom, tilt by zoom and \
    latitude within the limits in force; the largest excess in zoom levels or degrees, \
    limit 0), focalPoint (while pinch or rotate runs with scrolling allowed, the ground \
    under the fingers' centroid stays under it; points, limit 0.5), noJumpOnFingerChange \
    (a finger landing or lifting moves the camera, in that sample and the next, no more \
    than the fingers' centroid moved, or not at all where the gesture holds the target; \
    points, limit 0.5), singleIdle (one willMove with the right gesture flag before each \
    motion's first camera change, one idleAtCameraPosition at its end, none while anything \
    moves; a count of violations, limit 0) and gesturesObeySettings (a gesture whose setting \
    is off never moves the camera; a count, limit 0). They are measured on the samples the \
    recognisers were delivered, so they hold under every --input model. docs/design.md \
    "Invariants" gives each definition.
    """
}
