import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

/// The first pass's observer: each drawn frame's time, weighted as the frame recorder
/// weighs it.
struct TimelinePlanner: SimulationObserver {
    var selection: EvenSelection<Double>

    init(budget: Int) { selection = EvenSelection(budget: budget) }

    mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) {}
    mutating func simulationDidHandleSample(view: MapView) {}

    mutating func simulationDidDrawFrame(view: MapView) {
        selection.offer(view.lastFrame.time, weight: FrameRecorder.weight(view.lastFrame))
    }
}
