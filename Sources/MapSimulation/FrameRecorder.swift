/// The drawn frames a simulation keeps when asked to (`Simulation.recordFrames`: the
/// `--timeline` and the pictures), within a bound: every frame while they fit in
/// `maxItems`, else an even selection, every `stride`-th drawn frame (a power of two)
/// and the last one.
///
/// A frame counts 1 item plus its accessibility elements. When the kept items pass
/// `maxItems`, every other kept frame is dropped and the stride doubles, so memory and
/// the timeline's size stay bounded however long the replay, and the frames kept are the
/// same on every run.
public struct FrameRecorder: Sendable {
    /// Most items kept: 100,000 (our choice: 100,000 frames print as about 10 MB of text
    /// timeline and 50 MB of JSON; about 80 times the 1,286 frames the longest bundled
    /// trace draws, whose timelines stay whole).
    public static let maxItems = 100_000

    /// The frames kept, in order.
    private(set) var frames: [FrameRecord] = []
    /// Each kept frame's index among the drawn frames.
    private var drawnIndices: [Int] = []
    /// Items kept.
    private var items = 0
    /// Frames offered so far.
    private(set) var offered = 0
    /// Every `stride`-th drawn frame is kept (1: all of them).
    private(set) var stride = 1
    /// The last frame offered (the end of the replay is always kept).
    private var last: FrameRecord?
    /// The bound, `maxItems` unless a test sets a smaller one.
    let budget: Int

    init(budget: Int = FrameRecorder.maxItems) {
        self.budget = max(1, budget)
    }

    static func weight(_ frame: FrameRecord) -> Int { 1 + (frame.accessibilityElements?.count ?? 0) }

    /// Offers the next drawn frame.
    mutating func offer(_ frame: FrameRecord) {
        defer { offered += 1 }
        last = frame
        guard offered % stride == 0 else { return }
        frames.append(frame)
        drawnIndices.append(offered)
        items += Self.weight(frame)
        while items > budget && frames.count > 1 { thin() }
    }

    /// Keeps the frames whose drawn index is a multiple of twice the stride.
    private mutating func thin() {
        stride *= 2
        var keptFrames: [FrameRecord] = [], keptIndices: [Int] = []
        keptFrames.reserveCapacity(frames.count / 2 + 1)
        keptIndices.reserveCapacity(frames.count / 2 + 1)
        items = 0
        for (frame, index) in zip(frames, drawnIndices) where index % stride == 0 {
            keptFrames.append(frame)
            keptIndices.append(index)
            items += Self.weight(frame)
        }
        frames = keptFrames
        drawnIndices = keptIndices
    }

    /// The frames kept, with the last drawn frame at the end whether or not the stride
    /// took it.
    func finish() -> [FrameRecord] {
        guard let last, drawnIndices.last != offered - 1 else { return frames }
        return frames + [last]
    }
}
