import Gestures

extension Simulation {
    /// `run(_:cursor:commands:inputCount:observer:frameObserver:)` over `source`'s samples
    /// as `input` delivers them: raw, the samples as they are; `.android` and `.ios`, the
    /// model's deliveries made as the replay goes (`TouchDeliveryCursor`: no schedule of
    /// the whole input is built). `inputCount`: the source's touch events and the commands,
    /// for `SimulationLimit`.
    package func run<Source: TouchSampleSource, Observer: SimulationObserver>(
        _ mapView: MapView, samples source: Source, commands: [TimedCommand], inputCount: Int, observer: inout Observer,
        frameObserver: ((_ view: MapView, _ standsUntil: Double) -> Void)?
    ) -> Result {
        switch input {
        case .raw:
            var cursor = source
            return run(mapView, cursor: &cursor, commands: commands, inputCount: inputCount, observer: &observer,
                       frameObserver: frameObserver)
        case .android:
            var cursor = AndroidTouchResampler(clock: clock).deliveries(of: source)
            return run(mapView, cursor: &cursor, commands: commands, inputCount: inputCount, observer: &observer,
                       frameObserver: frameObserver)
        case .ios:
            var cursor = UIKitTouchCoalescer(clock: clock).deliveries(of: source)
            return run(mapView, cursor: &cursor, commands: commands, inputCount: inputCount, observer: &observer,
                       frameObserver: frameObserver)
        }
    }
}
