/// How an animated move to a far-away place travels.
public enum MoveStyle: Hashable, Sendable, Codable {
    /// Ease straight there (`CameraAnimation`), zoom and target together.
    case ease
    /// Fly there along the van Wijk & Nuij zoom-out-and-in path (`FlyToAnimation`).
    case flyTo
    /// Ease when the target is at most `flyToBeyondScreenfuls` screenfuls away (the
    /// distance in points at the start zoom over max(width, height)); fly otherwise.
    case automatic(flyToBeyondScreenfuls: Double)
}
