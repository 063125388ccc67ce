import Testing
@testable import MapSimulation
