import Testing
@testable import Traces
