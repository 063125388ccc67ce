import Testing
@testable import MapMath

/// `TiltLimit`: the piecewise-linear maximum tilt by zoom.
@Suite struct TiltLimitTests {
    static let googleIOSValues: [(zoom: Double, maxTilt: Double)] = [
        (0, 30), (2, 30), (10, 30), (11, 33.75), (12, 37.5), (14, 45), (15, 55), (16, 65), (18, 65), (21, 65), (30, 65),
    ]

    @Test(arguments: googleIOSValues)
    func googleIOSTableIsPiecewiseLinear(zoom: Double, maxTilt: Double) {
        #expect(abs(TiltLimit.googleIOS.maxTilt(atZoom: zoom) - maxTilt) < 1e-12, "zoom \(zoom)")
    }

    @Test func limitIsContinuousAndNonDecreasing() {
        var previous = TiltLimit.googleIOS.maxTilt(atZoom: 0)
        for i in 1...2200 {
            let value = TiltLimit.googleIOS.maxTilt(atZoom: Double(i) / 100)
            #expect(value >= previous && value - previous <= 0.1 + 1e-12)
            previous = value
        }
    }

    @Test func customTablesInterpolateBetweenStops() throws {
        let table = try TiltLimit(stops: [.init(zoom: 0, maxTilt: 60), .init(zoom: 10, maxTilt: 20)])
        #expect(table.maxTilt(atZoom: -5) == 60)
        #expect(abs(table.maxTilt(atZoom: 5) - 40) < 1e-12)
        #expect(table.maxTilt(atZoom: 15) == 20)
        let single = try TiltLimit(stops: [.init(zoom: 3, maxTilt: 45)])
        #expect(single.maxTilt(atZoom: 0) == 45 && single.maxTilt(atZoom: 20) == 45)
    }

    @Test func badTablesAreErrorsThatSayWhy() {
        #expect(throws: CameraError.invalidTiltTable("no stops")) { try TiltLimit(stops: []) }
        #expect(throws: CameraError.invalidTiltTable("zooms are not increasing at stop 1")) {
            try TiltLimit(stops: [.init(zoom: 5, maxTilt: 30), .init(zoom: 5, maxTilt: 40)])
        }
        #expect(throws: CameraError.invalidTiltTable("stop 0 tilt 90.0 is outside [0, 90)")) {
            try TiltLimit(stops: [.init(zoom: 5, maxTilt: 90)])
        }
        #expect(throws: CameraError.invalidTiltTable("stop 1 tilt -1.0 is outside [0, 90)")) {
            try TiltLimit(stops: [.init(zoom: 5, maxTilt: 30), .init(zoom: 6, maxTilt: -1)])
        }
        #expect(throws: CameraError.invalidTiltTable("stop 0 is not finite")) {
            try TiltLimit(stops: [.init(zoom: .nan, maxTilt: 30)])
        }
        #expect(CameraError.invalidTiltTable("no stops").description == "invalid tilt limit table: no stops")
    }
}
