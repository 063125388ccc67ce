import Foundation
import Testing
@testable import MapMath

/// A decoded `TiltLimit` keeps `init(stops:)`'s promises (`CameraLimits.clamp` relies on
/// tilts never below 0): a valid table round-trips, one `init(stops:)` refuses fails to decode.
@Suite struct TiltLimitDecodingTests {
    @Test func validTablesRoundTrip() throws {
        let data = try JSONEncoder().encode(TiltLimit.googleIOS)
        #expect(try JSONDecoder().decode(TiltLimit.self, from: data) == .googleIOS)
    }

    @Test(arguments: [
        #"{"stops":[{"zoom":5,"maxTilt":-1}]}"#,
        #"{"stops":[{"zoom":5,"maxTilt":30},{"zoom":6,"maxTilt":-0.5}]}"#,
        #"{"stops":[{"zoom":5,"maxTilt":90}]}"#,
        #"{"stops":[{"zoom":5,"maxTilt":30},{"zoom":5,"maxTilt":40}]}"#,
        #"{"stops":[]}"#,
    ])
    func tablesInitRefusesDoNotDecode(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TiltLimit.self, from: Data(json.utf8)) }
    }
}
