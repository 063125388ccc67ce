/// How a failure message lists a sequence: the gestures a replay recognised, the runs of
/// its events (`willMove, didChangeCameraPosition ×12, …`), an expectation's matchers.
/// A short list prints whole, as it always has; a long one in a bounded form, so that a
/// matcher checking a replay as it runs holds a window of the history, not all of it
/// (`OnlineExpectations`, issue 18).
///
/// The bounded form (our choice): the first `headCount` items, then the `contextCount`
/// items on either side of the one the message is about, with that item, and each stretch
/// left out as one entry `… K more` (`… and K more` at the end), K the items it stands
/// for. The item a message is about: for `gestures` and `eventsExactly` the first that
/// differs from what was expected (past the end when the list ran out: its last items);
/// for `events` and `gesturesInclude` the last one matched, where the ordered match
/// stopped; none (the first items alone) when nothing matched. Example: a recording of
/// 9,000 pans checked against `"gestures": ["pan", "pinch"]` fails with `expected
/// gestures [pan, pinch], got [pan, …, pan, … and 8980 more]` (20 pans printed), and
/// against 30 pans then a pinch with `got [pan, …, pan, … 5 more, pan, …, pan, … and
/// 8964 more]`: the first 20, then items 25 to 35 around the first that differs, 30
/// (`OnlineExpectationTests.boundedMessages`).
public enum ExpectationListing {
    /// A list of at most this many items prints whole: 40 (our choice: every message of
    /// the bundled traces, of their golden expectations perturbed, and of the tests is
    /// shorter, so they read as they always have). A longer list prints at most
    /// `headCount` + 2 × `contextCount` + 1 items (31) and two `…` entries.
    public static let wholeLimit = 40
    /// A long list's first items printed: 20.
    public static let headCount = 20
    /// The items printed on either side of the one a long list's message is about: 5.
    public static let contextCount = 5

    /// The indices a list of `count` items prints, in order: all of them while `count` is
    /// at most `wholeLimit`, else the head and the items around `focus` (an index, or
    /// `count` for the end of the list; nil: the head alone).
    static func shownIndices(count: Int, focus: Int?) -> [Int] {
        guard count > wholeLimit else { return Array(0..<count) }
        var shown = Array(0..<headCount)
        if let focus {
            let low = max(headCount, focus - contextCount), high = min(count - 1, focus + contextCount)
            if low <= high { shown += low...high }
        }
        return shown
    }

    /// The printed entries of a list of `count` items: `item(i)` for each shown index
    /// (`shownIndices`), each stretch left out as `… K more` (`… and K more` at the end).
    static func entries(count: Int, focus: Int?, item: (Int) -> String) -> [String] {
        var entries: [String] = []
        var next = 0
        for index in shownIndices(count: count, focus: focus) {
            if index > next { entries.append("… \(index - next) more") }
            entries.append(item(index))
            next = index + 1
        }
        if next < count { entries.append("… and \(count - next) more") }
        return entries
    }

    /// `items` as a message prints them, bounded around `focus`: `[pan, tap]`.
    static func bracketed(_ items: [String], focus: Int?) -> String {
        "[" + entries(count: items.count, focus: focus) { items[$0] }.joined(separator: ", ") + "]"
    }
}
