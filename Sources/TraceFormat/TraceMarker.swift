import MapMath
import MapSimulation
import TraceJSON

/// A marker in a trace file (`markers` and `addMarker`): the simulation's `Marker`, with
/// the same fields and defaults (icon 26×42 pt, ground anchor (0.5, 1), info window
/// anchor (0.5, 0)).
public typealias TraceMarker = Marker

/// An `updateMarker` command's changes: the simulation's `MarkerChange` (nil fields keep
/// the marker's current value).
public typealias TraceMarkerUpdate = MarkerChange
