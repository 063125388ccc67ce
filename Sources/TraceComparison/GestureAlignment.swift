import Gestures
import Replays

/// The rows of `mapsim compare`'s gesture table: each variant's gestures lined up by
/// time, not by position, so that one extra gesture in a variant (a pinch the other
/// profile never recognised) is one row with empty cells, not a shift of every row after
/// it.
///
/// Rule (our choice). A gesture's span is from its begin to its end (a continuous one
/// that never ended reaches the replay's end); a discrete one (tap, double tap, long
/// press, two-finger tap), recognised at one instant that differs between profiles, spans
/// its touch sequence: from its first finger's landing to its recognition or the last
/// lift, whichever is later. Variant A is the spine; each other variant is aligned to A on
/// its own. Two gestures pair when they are of the same kind and their spans overlap
/// (closed intervals): each of A's gestures in order of span start takes the earliest
/// starting gesture of the other variant, not yet taken, that pairs with it. Gestures
/// that run together (the pan and the pinch of one two-finger touch) may pair across each
/// other's order, so each row is one gesture's counterpart, not a position. A paired
/// gesture shares A's row; an unpaired one gets a row of its own before the first of A's
/// rows that starts later. Rows are in order of A's starts, the unpaired ones among them
/// in order of start, then variant. Work is n log n in the gestures for gestures that
/// overlap few others.
public struct GestureAlignment: Hashable, Sendable {
    /// One row: for each variant, the index of its gesture in this row, nil for an empty
    /// cell.
    public struct Row: Hashable, Sendable {
        /// Index into each variant's gestures, or nil; one entry per variant.
        public var gestures: [Int?]
        /// The earliest span start of the row's gestures (a tap's: its finger landing),
        /// seconds.
        public var time: Double
    }

    /// The rows, in order of A's gestures' starts with the others' unpaired ones among them.
    public var rows: [Row]

    /// Aligns `gestures` (each variant's records, A first, in record order); `endTimes`
    /// are the replays' end times, seconds (a gesture that never ended reaches it).
    public init(gestures: [[GestureRecord]], endTimes: [Double]) {
        precondition(!gestures.isEmpty && gestures.count == endTimes.count, "GestureAlignment: one end time per variant")
        let spans = gestures.indices.map { Self.spans(gestures[$0], end: endTimes[$0]) }
        let spine = spans[0]
        let count = gestures.count
        var rows = spine.map { s -> Row in
            var cells = [Int?](repeating: nil, count: count)
            cells[0] = s.index
            return Row(gestures: cells, time: s.start)
        }
        // The unpaired gestures of the other variants: (start, variant, index).
        var extras: [(time: Double, variant: Int, gesture: Int)] = []
        for v in spans.indices.dropFirst() {
            let other = spans[v]
            let partner = Self.partners(spine, other)
            var taken = [Bool](repeating: false, count: other.count)
            for (a, b) in partner.enumerated() {
                guard let b else { continue }
                rows[a].gestures[v] = other[b].index
                rows[a].time = min(rows[a].time, other[b].start)
                taken[b] = true
            }
            for (b, span) in other.enumerated() where !taken[b] { extras.append((span.start, v, span.index)) }
        }
        // Stable: equal starts keep variant order, and a variant's own order.
        let sorted = extras.enumerated().sorted { x, y in (x.element.time, x.offset) < (y.element.time, y.offset) }.map(\.element)
        var result: [Row] = []
        result.reserveCapacity(rows.count + sorted.count)
        var e = 0
        for k in 0...spine.count {
            while e < sorted.count && (k == spine.count || sorted[e].time < spine[k].start) {
                var cells = [Int?](repeating: nil, count: count)
                cells[sorted[e].variant] = sorted[e].gesture
                result.append(Row(gestures: cells, time: sorted[e].time))
                e += 1
            }
            if k < spine.count { result.append(rows[k]) }
        }
        self.rows = result
    }

    /// A gesture's span (rule above), its kind and its index in its variant's records.
    struct Span {
        var start: Double
        var end: Double
        var kind: GestureKind
        var index: Int
    }

    /// The spans of `records` in order of start, then index.
    static func spans(_ records: [GestureRecord], end: Double) -> [Span] {
        records.enumerated().map { i, g in
            g.kind.isContinuous
                ? Span(start: g.beginTime, end: g.endTime ?? end, kind: g.kind, index: i)
                : Span(start: min(g.touchDownTime, g.beginTime), end: max(g.beginTime, g.touchUpTime ?? g.beginTime),
                       kind: g.kind, index: i)
        }.sorted { ($0.start, $0.index) < ($1.start, $1.index) }
    }

    /// For each of `a`'s spans, in order, the position in `b` of its partner (rule above),
    /// or nil.
    static func partners(_ a: [Span], _ b: [Span]) -> [Int?] {
        var taken = [Bool](repeating: false, count: b.count)
        // Before `first` every span of b is taken or ended before the current span of a
        // started, so it can pair with none of the later ones either.
        var first = 0
        return a.map { g in
            while first < b.count && (taken[first] || b[first].end < g.start) { first += 1 }
            var k = first
            while k < b.count && b[k].start <= g.end {
                if !taken[k] && b[k].kind == g.kind && g.start <= b[k].end {
                    taken[k] = true
                    return k
                }
                k += 1
            }
            return nil
        }
    }
}
