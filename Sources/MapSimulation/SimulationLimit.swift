/// A bound on the work of one replay that a `Simulation` stops at (docs/design.md,
/// "Limits"). Frames in which nothing can change are not drawn, so a replay's frames
/// come from its input and from what moves by itself (animations, flings, the compass
/// fade); these bound the latter, which a small input can ask for without end (a command
/// every 100 s animating for 10^8 ms kept 6 million frames coming from 80 KB), linearly
/// in the input.
public enum SimulationLimit: String, Hashable, Sendable {
    /// More than `maxDrawnFrames` frames would be drawn.
    case drawnFrames
    /// More than `maxMarkerPlacements` markers would be placed.
    case markerPlacements

    /// Most frames one replay draws, before `framesPerInput`: 1,000,000. Our choice: 4.6
    /// hours of continuous motion at 60 fps, about 780 times the most a bundled trace
    /// draws (1,286), about a second of work and 100 MB of events.
    public static let maxDrawnFrames = 1_000_000

    /// Frames one replay may draw beyond `maxDrawnFrames` for each touch event and
    /// command: 32. Our choice, so that the bound is linear in the input and a long
    /// recording is never refused: a recorded session draws about one frame per sample
    /// plus its flings (a 10 MB trace of 30,000 flung pans, 330,000 events, draws 2.2
    /// million frames of its 11.6 million), while a command animating for hours gives 32.
    public static let framesPerInput = 32

    /// Most marker placements one replay makes, the markers in the view summed over the
    /// drawn frames (each is projected, culled and, with accessibility elements on,
    /// framed every frame): 100,000,000. Our choice: under half a second of the SIMD
    /// projection (`frame.step.10k` in `mapsim bench`); 10,000 markers through 10,000
    /// frames, 100 markers through the whole `maxDrawnFrames`.
    public static let maxMarkerPlacements = 100_000_000

    /// The numbers a simulation stops at: the limits above unless a test sets smaller ones.
    package struct Numbers: Hashable, Sendable {
        /// Frames drawn at most, before `framesPerInput`.
        package var drawnFrames = SimulationLimit.maxDrawnFrames
        /// Frames drawn at most beyond `drawnFrames` per touch event and command.
        package var framesPerInput = SimulationLimit.framesPerInput
        /// Marker placements at most.
        package var markerPlacements = SimulationLimit.maxMarkerPlacements

        /// The limits' own numbers.
        package init() {}

        /// The frames a replay of `inputs` touch events and commands draws at most.
        package func drawnFrames(inputs: Int) -> Int {
            drawnFrames + framesPerInput * inputs
        }

        /// The number of `limit` for a replay of `inputs` touch events and commands.
        package func value(of limit: SimulationLimit, inputs: Int = 0) -> Int {
            limit == .drawnFrames ? drawnFrames(inputs: inputs) : markerPlacements
        }
    }

    /// The limit's number for a replay without input (frames grow with the input:
    /// `framesPerInput`).
    public var limit: Int { Numbers().value(of: self) }

    /// What went over `number` (default: the limit's), for an error message: "more than
    /// 1000000 frames".
    public func exceeded(_ number: Int? = nil) -> String {
        let n = number ?? limit
        switch self {
        case .drawnFrames: return "more than \(n) frames"
        case .markerPlacements: return "more than \(n) marker placements (markers in the view times frames drawn)"
        }
    }
}
