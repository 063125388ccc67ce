import TraceJSON

/// W3C WebDriver actions, as the body of the Perform Actions command carries them
/// (`{"actions": [input source, ...]}`; the "Actions" section of W3C WebDriver), decoded
/// from JSON by `decode(_:)` (`WebDriverActions+JSON.swift`) with the JSON path of every
/// part.
///
/// Only what a touch replay needs is kept: pointer sources of pointerType "touch" with
/// their pauses, moves, downs, ups and cancels, and key and none sources, whose actions
/// count as pauses (they take part in a tick's duration and do nothing else).
struct WebDriverActions: Hashable, Sendable {
    /// What kind of device a source is (W3C WebDriver "input source" types we accept).
    enum SourceKind: String, Hashable, Sendable {
        /// A pointer of pointerType "touch": one finger.
        case pointer
        /// A keyboard: its keyDown and keyUp are kept as pauses of no duration.
        case key
        /// The null input source: pauses only.
        case none
    }

    /// Where a pointerMove's x and y are measured from (W3C WebDriver "origin").
    enum Origin: Hashable, Sendable {
        /// The viewport's top-left corner (the default).
        case viewport
        /// The pointer's position at the start of the tick.
        case pointer
    }

    /// One action of a source, at one tick.
    enum Kind: Hashable, Sendable {
        /// Nothing for `durationMs` ms (nil: no duration, which counts as 0).
        case pause(durationMs: Int?)
        /// A move to (`x`, `y`) from `origin` over `durationMs` ms (nil or 0: at once).
        case pointerMove(durationMs: Int?, x: Double, y: Double, origin: Origin)
        /// The finger lands (its `button` is read and not used: a touch has one contact).
        case pointerDown
        /// The finger lifts.
        case pointerUp
        /// The finger's touch is cancelled.
        case pointerCancel
        /// A keyDown or keyUp: a pause of no duration here.
        case key

        /// The duration the action lends its tick, in ms: a pause's or a pointerMove's
        /// duration, 0 when it has none and for every other action (W3C WebDriver,
        /// "computing the tick duration").
        var tickDurationMs: Int {
            switch self {
            case let .pause(duration), let .pointerMove(duration, _, _, _): return duration ?? 0
            case .pointerDown, .pointerUp, .pointerCancel, .key: return 0
            }
        }
    }

    /// An action and where it is in the document (`actions[1].actions[4]`).
    struct Action: Hashable, Sendable {
        /// What it does.
        var kind: Kind
        /// Its JSON path, for errors.
        var path: JSONPath
    }

    /// An input source: its id, kind and actions, one per tick from tick 0.
    struct Source: Hashable, Sendable {
        /// The source's `id`, unique in the document.
        var id: String
        /// What kind of device it is.
        var kind: SourceKind
        /// Its actions, action i at tick i.
        var actions: [Action]
        /// Its JSON path (`actions[1]`).
        var path: JSONPath
    }

    /// The sources in document order.
    var sources: [Source]

    /// The number of ticks: the length of the longest source's action list.
    var tickCount: Int { sources.map(\.actions.count).max() ?? 0 }
}
