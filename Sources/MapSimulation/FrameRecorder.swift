/// The drawn frames a simulation keeps when asked to (`Simulation.recordFrames`: the
/// `--timeline` and the pictures), within a bound: every frame while they fit in
/// `maxItems`, else an even selection, every `stride`-th drawn frame (a power of two)
/// and the last one (`EvenSelection`).
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

    private var selection: EvenSelection<FrameRecord>

    /// The frames kept, in order.
    var frames: [FrameRecord] { selection.kept }
    /// Frames offered so far.
    var offered: Int { selection.offered }
    /// Every `stride`-th drawn frame is kept (1: all of them).
    var stride: Int { selection.stride }

    init(budget: Int = FrameRecorder.maxItems) {
        selection = EvenSelection(budget: budget)
    }

    /// The items `frame` counts for: 1 and its accessibility elements.
    package static func weight(_ frame: FrameRecord) -> Int { 1 + (frame.accessibilityElements?.count ?? 0) }

    /// Offers the next drawn frame.
    mutating func offer(_ frame: FrameRecord) {
        selection.offer(frame, weight: Self.weight(frame))
    }

    /// The frames kept, with the last drawn frame at the end whether or not the stride
    /// took it.
    func finish() -> [FrameRecord] { selection.finish() }
}

/// An even selection of a sequence offered one element at a time, each with a weight,
/// within a budget of total weight: every element while they fit, then every
/// `stride`-th (a power of two, doubling each time the kept weight passes the budget)
/// and the last one. `FrameRecorder` keeps frames with it; a streamed timeline plans its
/// stride with it in a first pass over the frames' times
/// (`TraceReplay.streamJSONReport(timeline:)`), so both keep the same frames.
///
/// The kept elements are exactly those whose offer index is a multiple of the final
/// `stride`, and the last (`isKept(index:of:)` says which, given only the stride). Memory:
/// at most `budget` elements, each with an index and a weight. Tested in FrameRecorderTests.
package struct EvenSelection<Element: Sendable>: Sendable {
    /// The elements kept, in order.
    package private(set) var kept: [Element] = []
    private var keptIndices: [Int] = []
    private var keptWeights: [Int] = []
    private var weight = 0
    /// Elements offered so far.
    package private(set) var offered = 0
    /// Every `stride`-th element is kept (1: all of them).
    package private(set) var stride = 1
    private var last: Element?
    /// The largest total weight kept (at least 1).
    package let budget: Int

    /// An empty selection within `budget` (at least 1).
    package init(budget: Int) {
        self.budget = max(1, budget)
    }

    /// Offers the next element, of `weight` items.
    package mutating func offer(_ element: Element, weight elementWeight: Int) {
        defer { offered += 1 }
        last = element
        guard offered % stride == 0 else { return }
        kept.append(element)
        keptIndices.append(offered)
        keptWeights.append(elementWeight)
        weight += elementWeight
        while weight > budget && kept.count > 1 { thin() }
    }

    /// Keeps the elements whose index is a multiple of twice the stride.
    private mutating func thin() {
        stride *= 2
        var elements: [Element] = [], indices: [Int] = [], weights: [Int] = []
        elements.reserveCapacity(kept.count / 2 + 1)
        indices.reserveCapacity(kept.count / 2 + 1)
        weights.reserveCapacity(kept.count / 2 + 1)
        weight = 0
        for k in kept.indices where keptIndices[k] % stride == 0 {
            elements.append(kept[k])
            indices.append(keptIndices[k])
            weights.append(keptWeights[k])
            weight += keptWeights[k]
        }
        kept = elements
        keptIndices = indices
        keptWeights = weights
    }

    /// The elements kept, with the last offered one at the end whether or not the stride
    /// took it.
    package func finish() -> [Element] {
        guard let last, keptIndices.last != offered - 1 else { return kept }
        return kept + [last]
    }

    /// Whether the element at `index` of `count` offered is in `finish()` of a selection
    /// that ended with `stride`: a multiple of it, or the last.
    package static func isKept(index: Int, of count: Int, stride: Int) -> Bool {
        index % stride == 0 || index == count - 1
    }

    /// How many elements `finish()` holds for `count` offered and a final `stride`.
    package static func keptCount(of count: Int, stride: Int) -> Int {
        guard count > 0 else { return 0 }
        let multiples = (count - 1) / stride + 1
        return (count - 1) % stride == 0 ? multiples : multiples + 1
    }
}
