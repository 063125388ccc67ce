/// A list that a message may print, taken one item at a time as a replay runs, holding
/// only what `ExpectationListing` prints of it: the first `wholeLimit` items (all of a
/// short list; the head of a long one), the last `contextCount` + 1 items, and the items
/// around the focus as they come. At most 40 + 6 + 11 items whatever the list's length.
struct BoundedListing<Item> {
    /// How many items were appended.
    private(set) var count = 0
    /// The item the message is about (an index; `count` for the end), or nil.
    private(set) var focus: Int?
    /// Items 0 to `wholeLimit` - 1.
    private var first: [Item] = []
    /// The last items appended, oldest first: indices `count - recent.count ..< count`.
    private var recent: [Item] = []
    /// The items from `aroundStart` up to the focus plus `contextCount`, as they come.
    private var around: [Item] = []
    private var aroundStart = 0

    private static var recentLimit: Int { ExpectationListing.contextCount + 1 }

    /// Appends the next item.
    mutating func append(_ item: Item) {
        if count < ExpectationListing.wholeLimit { first.append(item) }
        if let focus, count >= aroundStart, count <= focus + ExpectationListing.contextCount { around.append(item) }
        recent.append(item)
        if recent.count > Self.recentLimit { recent.removeFirst() }
        count += 1
    }

    /// Makes item `index` the focus: the last item appended or the next one (`count`),
    /// or any earlier one while the list is short enough to be held whole.
    mutating func focus(on index: Int) {
        precondition(index <= count && (index >= count - 1 || index + ExpectationListing.contextCount < first.count),
                     "BoundedListing.focus(on:): item \(index) is no longer held")
        focus = index
        aroundStart = max(0, index - ExpectationListing.contextCount)
        around.removeAll(keepingCapacity: true)
        for i in aroundStart..<min(count, index + ExpectationListing.contextCount + 1) { around.append(held(i)) }
    }

    /// Item `index`, when it is held.
    private func held(_ index: Int) -> Item {
        if index < first.count { return first[index] }
        if index >= count - recent.count { return recent[index - (count - recent.count)] }
        return around[index - aroundStart]
    }

    /// The window around the focus (`ExpectationListing.window`), each item as `text`
    /// gives it; a focus must be set.
    func window(_ text: (Item) -> String) -> [String] {
        guard let focus else { preconditionFailure("BoundedListing.window: no focus") }
        return ExpectationListing.window(count: count, focus: focus) { text(held($0)) }
    }

    /// The printed entries (`ExpectationListing.entries`), each item as `text` gives it.
    func entries(_ text: (Item) -> String) -> [String] {
        ExpectationListing.entries(count: count, focus: focus) { text(held($0)) }
    }
}
