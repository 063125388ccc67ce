import TestSupport
import Foundation
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
        let camera = CameraLimits.default.clamp(try CameraPosition(latitude: 35.6586, longitude: 139.7454,
                                                               zoom: 14.5, bearing: 200, tilt: 40))
        let projection = Projection(camera: camera, viewport: try Viewport(width: 600, height: 400))
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

    /// Each output line is "nan,nan" or a finite latitude in [-90, 90] and longitude in
    /// (-180, 180]; the count of lines.
    static func checkCoordinates(_ stdout: String, lines expectedCount: Int) -> Int {
        let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == expectedCount)
        var nanLines = 0
        for line in lines {
            if line == "nan,nan" { nanLines += 1; continue }
            let parts = line.split(separator: ",").map { Double($0) }
            #expect(parts.count == 2, "\(line)")
            guard parts.count == 2, let lat = parts[0], let lng = parts[1] else { continue }
            #expect(lat.isFinite && lat >= -90 && lat <= 90, "\(line)")
            #expect(lng.isFinite && lng > -180 && lng <= 180, "\(line)")
        }
        return nanLines
    }

    /// Issue 17: x = 1.7976931348623157e308 printed "85.0511287798066,inf" and x = −1e308
    /// under a tilted camera "-nan,-inf"; a ground point that overflows has no coordinate.
    @Test("huge screen points give a finite coordinate in range or nan,nan")
    func hugeScreenPoints() throws {
        let input = "1.7976931348623157e308,400\n-1e308,400\n1.7976931348623157e308,0\n-1e308,0\n"
            + "-1.7976931348623157e308,-1.7976931348623157e308\n0,1.7976931348623157e308\n-1e308,-300\n"
        let tilted = try MapsimProcess.run(["unproject", "--camera", "41.85,-87.65,14,30,45", "--viewport", "400,800"],
                                           input: input)
        #expect(tilted.status == 0)
        #expect(!tilted.stdout.contains("inf") && !tilted.stdout.contains("-nan"))
        _ = Self.checkCoordinates(tilted.stdout, lines: 7)
        // Its ground point overflows (it printed "90.0,-inf").
        #expect(tilted.stdout.split(separator: "\n")[6] == "nan,nan")
        let flat = try MapsimProcess.run(["unproject", "--zoom", "0"], input: "1.7976931348623157e308,0\n-1e308,5\n")
        #expect(flat.status == 0)
        #expect(Self.checkCoordinates(flat.stdout, lines: 2) == 0)
        #expect(flat.stdout.hasPrefix("85.0511287798066,180.0\n"))
    }

    /// Seeded random magnitudes up to the largest double, both signs, under cameras with
    /// and without bearing and tilt, and world points at zooms 0 and 30.
    @Test("seeded random huge inputs always give a coordinate in range or nan,nan")
    func randomHugeInputs() throws {
        var random = SplitMix64(seed: 0x5EED_0017)
        func huge() -> Double {
            switch random.next() % 8 {
            case 0: return random.next() % 2 == 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
            case 1: return random.uniform(-1000...1000)
            default:
                let magnitude = random.uniform(1, 10) * pow(10, Double(random.next() % 308))
                return random.next() % 2 == 0 ? magnitude : -magnitude
            }
        }
        var input = ""
        for _ in 0..<500 { input += "\(huge()),\(huge())\n" }
        for arguments in [["--camera", "41.85,-87.65,14,30,45", "--viewport", "400,800"],
                          ["--camera", "-33.86,151.21,2,200,60", "--viewport", "1000,300", "--padding", "10,20,30,40"],
                          ["--camera", "0,180,21,0,0", "--viewport", "400,800"],
                          ["--zoom", "0"], ["--zoom", "30"]] {
            let result = try MapsimProcess.run(["unproject"] + arguments, input: input)
            #expect(result.status == 0, "\(arguments)")
            let nanLines = Self.checkCoordinates(result.stdout, lines: 500)
            if arguments[0] == "--zoom" { #expect(nanLines == 0) }
        }
    }
}
