import Gestures

/// Sees a `Simulation` run step by step: each command performed, each touch sample
/// delivered and each frame drawn, with the view as it is right after it. For checks
/// that must see every step (Replays' invariants: `InvariantMonitor`) without copying the
/// view; the view's `sampleProbe` describes the last sample while `probesSamples` is on.
///
/// Steps come in the simulation's order (docs/design.md "Determinism"). Gesture timers
/// that fire between steps (tap confirmation, long press) are not steps of their own:
/// what they did is seen with the next step, which has the same time.
public protocol SimulationObserver {
    /// `view` has performed `command` at `time` seconds.
    mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView)
    /// `view` has handled one delivered touch sample (at `view.sampleProbe.time` when
    /// probing).
    mutating func simulationDidHandleSample(view: MapView)
    /// `view` has drawn a frame: `view.lastFrame`.
    mutating func simulationDidDrawFrame(view: MapView)
    /// `view` has drawn a frame that stands for the clock's frames up to `standsUntil`
    /// seconds (the frames skipped after it would show the same: `Simulation.run`). The
    /// simulation calls this one; by default it calls `simulationDidDrawFrame(view:)`.
    mutating func simulationDidDrawFrame(view: MapView, standsUntil: Double)
    /// Gesture records that are final, in begin order, each handed over once: while a
    /// streamed replay runs, whenever the records are settled
    /// (`GestureEngine.recordsAreSettled`), and at the end of every replay, the records
    /// not handed over yet (running ones with their change so far, as
    /// `Simulation.Result.gestures` holds them). Default: ignored.
    mutating func simulation(didRecord gestures: [GestureRecord])
}

extension SimulationObserver {
    /// Ignores the records.
    public mutating func simulation(didRecord gestures: [GestureRecord]) {}
    /// Calls `simulationDidDrawFrame(view:)`.
    public mutating func simulationDidDrawFrame(view: MapView, standsUntil: Double) {
        simulationDidDrawFrame(view: view)
    }
}

/// The observer that ignores every step: `Simulation.run` without one.
public struct NoSimulationObserver: SimulationObserver {
    /// An observer that ignores every step.
    public init() {}
    /// Does nothing.
    @inlinable public mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) {}
    /// Does nothing.
    @inlinable public mutating func simulationDidHandleSample(view: MapView) {}
    /// Does nothing.
    @inlinable public mutating func simulationDidDrawFrame(view: MapView) {}
}

/// Two observers seeing every step, `first` before `second`: a replay's invariant monitor
/// and a report written as the replay runs.
public struct SimulationObserverPair<First: SimulationObserver, Second: SimulationObserver>: SimulationObserver {
    /// The observer told first.
    public var first: First
    /// The observer told second.
    public var second: Second

    /// A pair telling `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Tells both.
    public mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) {
        first.simulation(didPerform: command, at: time, view: view)
        second.simulation(didPerform: command, at: time, view: view)
    }
    /// Tells both.
    public mutating func simulationDidHandleSample(view: MapView) {
        first.simulationDidHandleSample(view: view)
        second.simulationDidHandleSample(view: view)
    }
    /// Tells both.
    public mutating func simulationDidDrawFrame(view: MapView) {
        first.simulationDidDrawFrame(view: view)
        second.simulationDidDrawFrame(view: view)
    }
    /// Tells both.
    public mutating func simulationDidDrawFrame(view: MapView, standsUntil: Double) {
        first.simulationDidDrawFrame(view: view, standsUntil: standsUntil)
        second.simulationDidDrawFrame(view: view, standsUntil: standsUntil)
    }
    /// Tells both.
    public mutating func simulation(didRecord gestures: [GestureRecord]) {
        first.simulation(didRecord: gestures)
        second.simulation(didRecord: gestures)
    }
}
