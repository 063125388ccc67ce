import Testing
@testable import mapsim
