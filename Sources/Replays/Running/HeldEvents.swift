import MapSimulation

/// The events a map view holds (`MapView.events`, after the ones a streamed replay has
/// forgotten), read off the view field by field where an observer's step starts, for
/// the observers' event readers (`InvariantMonitor`, `OnlineExpectations`, the streamed
/// JSON report and text summary).
///
/// Why not pass the view: where the optimiser has turned the view into a value loaded
/// from the simulation loop's variable (a step's observer methods inlined into the
/// loop), passing it whole to a function it does not inline copies the whole view to
/// the stack first, once per step. This is an array reference and a count.
struct HeldEvents {
    /// The events held, oldest first: `events[k]` is event number `first + k`.
    let events: [MapEvent]
    /// How many events came before the first one held (`MapView.forgottenEventCount`).
    let first: Int

    /// The events `view` holds.
    @inline(__always)
    init(_ view: MapView) {
        events = view.events
        first = view.forgottenEventCount
    }

    /// How many events the view made in all (`MapView.eventCount`).
    var count: Int { first + events.count }

    /// The events numbered `number` on, as `MapView.events(from:)` gives them; `number`
    /// must not be below `first` (those are forgotten).
    func events(from number: Int) -> ArraySlice<MapEvent> {
        MapView.events(from: number, of: events, forgotten: first)
    }
}
