import Testing
@testable import CameraMotion
