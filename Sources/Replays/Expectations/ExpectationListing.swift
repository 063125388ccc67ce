/// How a failure message lists a sequence: the gestures a replay recognised, the runs of
/// its events (`willMove, didChangeCameraPosition ×12, …`), an expectation's matchers.
/// A matcher checking a replay as it runs holds only what its message prints, a window of
/// the history, not all of it (`OnlineExpectations`, issue 18).
///
/// `gestures` and `eventsExactly` messages name their first difference (the first item
/// that differs from what was expected, or the first past the end of the shorter list)
/// and print the `windowCount` items on either side of it, expected and got, each stretch
/// left out as one entry `… K more` (`… and K more` at the end), K the items it stands
/// for (issue 30; `window`). Example: a recording of 9,000 pans checked against 30 pans
/// then a pinch fails with `first difference at gesture 31 (30000 ms): expected pinch,
/// got pan; expected [… 27 more, pan, pan, pan, pinch], got [… 27 more, pan, pan, pan,
/// pan, pan, pan, pan, … and 8966 more]` (`OnlineExpectationTests.firstDifferenceMessages`).
///
/// `events` and `gesturesInclude`, matched as ordered subsequences (an `events` message
/// names the matcher missed and the event after which: `in order after event 41
/// (666.666667 ms)`), print their lists whole
/// up to `wholeLimit` items, a longer one in the bounded form (our choice): the first
/// `headCount` items, then the `contextCount` items on either side of the last one the
/// ordered match took, where it stopped, with that item (none, the first items alone,
/// when nothing matched), each stretch left out as `… K more`.
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

    /// The items printed on either side of the first difference in the window of a
    /// `gestures` or `eventsExactly` message: 3 (our choice: enough to see where a list
    /// went astray, short enough to read on one line).
    public static let windowCount = 3

    /// The window a `gestures` or `eventsExactly` message prints of a list of `count`
    /// items around `focus` (an index, or `count` for the end of the list): items `focus`
    /// − `windowCount` to `focus` + `windowCount` that exist, each stretch left out as
    /// `… K more` (`… and K more` at the end).
    static func window(count: Int, focus: Int, item: (Int) -> String) -> [String] {
        let low = max(0, focus - windowCount), high = min(count, focus + windowCount + 1)
        var entries: [String] = low > 0 ? ["… \(low) more"] : []
        if low < high { entries += (low..<high).map(item) }
        if high < count { entries.append("… and \(count - high) more") }
        return entries
    }

    /// `items` as a message's window prints them around `focus`: `[… 4 more, pan, tap]`.
    static func bracketedWindow(_ items: [String], focus: Int) -> String {
        "[" + window(count: items.count, focus: focus) { items[$0] }.joined(separator: ", ") + "]"
    }

    /// `items` as a message prints them, bounded around `focus`: `[pan, tap]`.
    static func bracketed(_ items: [String], focus: Int?) -> String {
        "[" + entries(count: items.count, focus: focus) { items[$0] }.joined(separator: ", ") + "]"
    }
}
