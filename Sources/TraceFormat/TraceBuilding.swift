import MapSimulation
import TraceJSON

/// An indoor building in a trace file (`buildings`): the simulation's `IndoorBuilding`
/// (id, bounds, level names, default level index).
public typealias TraceBuilding = IndoorBuilding
