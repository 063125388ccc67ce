/// The nearest known word to a mistyped one, for the "did you mean" hint of an unknown
/// command, option or fixed value (`mapsim repaly` → `did you mean 'replay'?`): the one
/// edit-distance rule of the tool.
///
/// Rule (our choice): the distance is the optimal string alignment distance (insertions,
/// deletions, substitutions and swaps of two neighbouring characters, each 1, so `repaly`
/// is 1 from `replay`), compared without leading dashes and ignoring case. A known word is
/// suggested when it is at most max(2, length / 3) edits away (the longer word's length,
/// in characters) and fewer edits than the typed word has characters, or when the typed word, at least 3 characters long, begins exactly one
/// known word (`maplibre-gl` → `maplibre-gl-js`); of several, the nearest, the first in
/// the list's order on a tie. Work is the product of the lengths per known word.
enum Suggestion {
    /// The known word nearest to `word`, or nil when none is near enough.
    static func nearest(to word: String, in known: [String]) -> String? {
        let typed = Array(stripped(word))
        guard !typed.isEmpty else { return nil }
        var best: (word: String, distance: Int)?
        for candidate in known {
            let other = Array(stripped(candidate))
            let d = distance(typed, other)
            guard d < typed.count, d <= max(2, max(typed.count, other.count) / 3) else { continue }
            if best.map({ d < $0.distance }) ?? true { best = (candidate, d) }
        }
        if let best { return best.word }
        let extending = known.filter { typed.count >= 3 && stripped($0).hasPrefix(String(typed)) }
        return extending.count == 1 ? extending[0] : nil
    }

    /// `; did you mean 'replay'?` for the nearest known word, or "" when none is near.
    static func hint(for word: String, in known: [String]) -> String {
        nearest(to: word, in: known).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The optimal string alignment distance between `a` and `b` (rule above).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the table: two back (for swaps), one back, and the current one.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
                current[j] = d
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }

    /// `word` lowercased, without its leading dashes.
    private static func stripped(_ word: String) -> Substring {
        Substring(word.lowercased()).drop { $0 == "-" }
    }
}
