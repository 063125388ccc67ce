import TestSupport
import MapMath
import Testing

@Suite("mapsim unproject")
struct UnprojectCommandTests {
    @Test("a point above the horizon of a tilted camera prints nan,nan")
    func aboveHorizon() throws {
        // Zoom 16 tilt 60, height 800: the horizon is at y = 400 − 1200·cot 60° ≈ −292.8.
        let result = try MapsimProcess.run(["unproject", "--camera", "41.85,-87.65,16,0,60", "--viewport", "400,800"],
                                           input: "200,-1000\n200,-292\n200,-293\n")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first == "nan,nan")
        #expect(lines.dropFirst().first != "nan,nan")
        #expect(lines.last == "nan,nan")
    }

    @Test("the padded centre unprojects to the target")
    func paddedCentreIsTarget() throws {
        let result = try MapsimProcess.run(
            ["unproject", "--camera", "-33.8568,151.2153,15,45,30", "--viewport", "400,800", "--padding", "10,20,30,40"],
            input: "190,390\n")
        #expect(result.status == 0)
        let parts = result.stdout.dropLast().split(separator: ",").compactMap { Double($0) }
        #expect(parts.count == 2)
        #expect(abs(parts[0] - -33.8568) < 1e-9)
        #expect(abs(parts[1] - 151.2153) < 1e-9)
    }

    @Test("screen points match MapMath's Projection exactly")
    func matchesProjection() throws {
        let camera = CameraLimits.default.clamp(CameraPosition(latitude: 35.6586, longitude: 139.7454,
                                                               zoom: 14.5, bearing: 200, tilt: 40))
        let projection = Projection(camera: camera, viewport: Viewport(width: 600, height: 400))
        var random = SplitMix64(seed: 0x5EED_0003)
        var input = ""
        var expected = ""
        for _ in 0..<200 {
            let x = Double.random(in: -100...700, using: &random)
            let y = Double.random(in: -600...500, using: &random)
            input += "\(x),\(y)\n"
            if let coordinate = projection.coordinate(for: ScreenPoint(x: x, y: y)) {
                expected += "\(coordinate.latitude),\(coordinate.longitude)\n"
            } else {
                expected += "nan,nan\n"
            }
        }
        #expect(expected.contains("nan,nan"))
        let result = try MapsimProcess.run(
            ["unproject", "--camera", "35.6586,139.7454,14.5,200,40", "--viewport", "600,400"], input: input)
        #expect(result.status == 0)
        #expect(result.stdout == expected)
    }

    @Test("--zoom inverts project --zoom")
    func worldPointsBack() throws {
        let result = try MapsimProcess.run(["unproject", "--zoom", "0"], input: "65.67111111111112,95.17492654697409\n")
        #expect(result.status == 0)
        let parts = result.stdout.dropLast().split(separator: ",").compactMap { Double($0) }
        #expect(parts.count == 2)
        #expect(abs(parts[0] - 41.85) < 1e-9)
        #expect(abs(parts[1] - -87.65) < 1e-9)
    }

    @Test("a bad line exits 65 with the x,y format")
    func badLine() throws {
        let result = try MapsimProcess.run(["unproject", "--camera", "0,0,3", "--viewport", "100,100"],
                                           input: "50,50\n\n\nfifty,50\n")
        #expect(result.status == 65)
        #expect(result.stdout == "0.0,0.0\n")
        #expect(result.stderr == "mapsim unproject: stdin line 4: expected \"x,y\", got \"fifty,50\"\n")
    }
}
