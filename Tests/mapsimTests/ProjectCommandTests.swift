import TestSupport
import Foundation
import MapMath
import Testing

@Suite("mapsim project")
struct ProjectCommandTests {
    @Test("Chicago at zoom 0 gives Google's documented world point")
    func knownVector() throws {
        let result = try MapsimProcess.run(["project", "--zoom", "0"], input: "41.85,-87.65\n")
        #expect(result.status == 0)
        #expect(result.stdout == "65.67111111111112,95.17492654697409\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("world points match MapMath exactly, in shortest round-trip form")
    func matchesMapMath() throws {
        var random = SplitMix64(seed: 0x5EED_0001)
        var input = ""
        var expected = ""
        for _ in 0..<500 {
            let latitude = Double.random(in: -90...90, using: &random)
            let longitude = Double.random(in: -180...180, using: &random)
            input += "\(latitude),\(longitude)\n"
            let point = WebMercator.worldPoint(for: Coordinate(latitude: latitude, longitude: longitude), zoom: 3.5)
            expected += "\(point.x),\(point.y)\n"
        }
        let result = try MapsimProcess.run(["project", "--zoom", "3.5"], input: input)
        #expect(result.status == 0)
        #expect(result.stdout == expected)
    }

    @Test("spaces, tabs, CRLF, blank lines and a last line without newline are accepted")
    func lenientLines() throws {
        let input = "  41.85 ,\t-87.65 \r\n\n   \r\n0,0\r\n+1e1,-0.5e+1"
        let result = try MapsimProcess.run(["project", "--zoom", "0"], input: input)
        #expect(result.status == 0)
        let ten = WebMercator.worldPoint(for: Coordinate(latitude: 10, longitude: -5))
        #expect(result.stdout == "65.67111111111112,95.17492654697409\n128.0,128.0\n\(ten.x),\(ten.y)\n")
    }

    @Test("empty input gives empty output")
    func emptyInput() throws {
        let result = try MapsimProcess.run(["project", "--zoom", "0"], input: "")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test("the camera target projects to the padded centre")
    func targetAtPaddedCentre() throws {
        let result = try MapsimProcess.run(
            ["project", "--camera", "41.85,-87.65,12,30,20", "--viewport", "400,800", "--padding", "10,20,30,40"],
            input: "41.85,-87.65\n")
        #expect(result.status == 0)
        // c = (20 + (400 − 20 − 40)/2, 10 + (800 − 10 − 30)/2) = (190, 390)
        #expect(result.stdout == "190.0,390.0\n")
    }

    @Test("screen points match MapMath's Projection for the clamped camera")
    func screenPointsMatchProjection() throws {
        // Zoom 25 clamps to 21 and tilt 80 to 65°; bearing −30 normalises to 330.
        let camera = CameraLimits.default.clamp(try CameraPosition(latitude: 48.8584, longitude: 2.2945,
                                                               zoom: 25, bearing: -30, tilt: 80))
        #expect(camera.zoom == 21 && camera.tilt == 65 && camera.bearing == 330)
        let projection = Projection(camera: camera, viewport: try Viewport(width: 390, height: 844))
        var random = SplitMix64(seed: 0x5EED_0002)
        var input = ""
        var expected = ""
        for _ in 0..<200 {
            let latitude = 48.8584 + Double.random(in: -0.002...0.002, using: &random)
            let longitude = 2.2945 + Double.random(in: -0.002...0.002, using: &random)
            input += "\(latitude),\(longitude)\n"
            if let point = projection.point(for: Coordinate(latitude: latitude, longitude: longitude)) {
                expected += "\(point.x),\(point.y)\n"
            } else {
                expected += "nan,nan\n"
            }
        }
        #expect(expected.contains("nan,nan"), "the sample should reach behind the camera")
        let result = try MapsimProcess.run(
            ["project", "--camera", "48.8584,2.2945,25,-30,80", "--viewport", "390,844"], input: input)
        #expect(result.status == 0)
        #expect(result.stdout == expected)
    }

    @Test("--min-zoom and --max-zoom change the zoom range the camera is clamped to")
    func zoomRange() throws {
        // At zoom 1 the world is 512 points wide: lng 90° lies 128 points east of lng 0.
        let lowered = try MapsimProcess.run(["project", "--camera", "0,0,1", "--viewport", "400,400",
                                             "--min-zoom", "0"], input: "0,90\n")
        #expect(lowered.stdout == "328.0,200.0\n")
        // By default zoom 1 clamps to 2: 256 points east.
        let clamped = try MapsimProcess.run(["project", "--camera", "0,0,1", "--viewport", "400,400"], input: "0,90\n")
        #expect(clamped.stdout == "456.0,200.0\n")
        // --max-zoom 3 clamps zoom 10 to 3: 512 points east.
        let capped = try MapsimProcess.run(["project", "--camera", "0,0,10", "--viewport", "400,400",
                                            "--max-zoom", "3"], input: "0,90\n")
        #expect(capped.stdout == "712.0,200.0\n")
    }

    @Test("a point behind a tilted camera prints nan,nan")
    func beyondHorizon() throws {
        // Zoom 16, tilt 60, height 800: D = 1200 pt; points more than D/sin 60° ≈ 1386 pt
        // south of the target are behind the camera. 0.1° of latitude is ≈ 2.4e4 pt here.
        let result = try MapsimProcess.run(["project", "--camera", "41.85,-87.65,16,0,60", "--viewport", "400,800"],
                                           input: "41.75,-87.65\n41.85,-87.65\n")
        #expect(result.status == 0)
        #expect(result.stdout == "nan,nan\n200.0,400.0\n")
    }

    @Test("a bad line exits 65 naming the line, after the output of the lines before it")
    func badLine() throws {
        let result = try MapsimProcess.run(["project", "--zoom", "0"], input: "0,0\n\n12,abc\n1,1\n")
        #expect(result.status == 65)
        #expect(result.stdout == "128.0,128.0\n")
        #expect(result.stderr == "mapsim project: stdin line 3: expected \"lat,lng\", got \"12,abc\"\n")
    }

    @Test("bad input data exits 65 with one line", arguments: [
        ("12\n", #"stdin line 1: expected "lat,lng", got "12""#),
        ("1,2,3\n", #"stdin line 1: expected "lat,lng", got "1,2,3""#),
        (",5\n", #"stdin line 1: expected "lat,lng", got ",5""#),
        ("nan,5\n", #"stdin line 1: expected "lat,lng", got "nan,5""#),
        ("0x10,5\n", #"stdin line 1: expected "lat,lng", got "0x10,5""#),
        ("1 2,5\n", #"stdin line 1: expected "lat,lng", got "1 2,5""#),
        ("0,0\n1e999,0\n", #"stdin line 2: latitude "1e999" is not a finite number"#),
        ("0,-1e400\n", #"stdin line 1: longitude "-1e400" is not a finite number"#),
        ("90.5,0\n", "stdin line 1: latitude 90.5 is outside [-90, 90]"),
        ("0,-180.25\n", "stdin line 1: longitude -180.25 is outside [-180, 180]"),
        ("a\tb\n", #"stdin line 1: expected "lat,lng", got "a\tb""#),
    ])
    func badInput(input: String, message: String) throws {
        let result = try MapsimProcess.run(["project", "--zoom", "1"], input: input)
        #expect(result.status == 65)
        #expect(result.stderr == "mapsim project: " + message + "\n")
    }

    @Test("a very long bad line is cut in the message")
    func longBadLine() throws {
        let line = String(repeating: "1", count: 200_000) + ",x"
        let result = try MapsimProcess.run(["project", "--zoom", "0"], input: "0,0\n" + line + "\n")
        #expect(result.status == 65)
        #expect(result.stderr == "mapsim project: stdin line 2: expected \"lat,lng\", got \""
            + String(repeating: "1", count: 60) + "\"…\n")
    }

    @Test("lines spanning many read chunks are all converted")
    func manyLines() throws {
        var input = ""
        var expected = ""
        for i in 0..<30_000 {
            let latitude = Double(i % 170) - 85 + 0.123456789
            let longitude = Double(i % 359) - 179 + 0.987654321
            input += "\(latitude),\(longitude)\n"
            let point = WebMercator.worldPoint(for: Coordinate(latitude: latitude, longitude: longitude), zoom: 17)
            expected += "\(point.x),\(point.y)\n"
        }
        let result = try MapsimProcess.run(["project", "--zoom", "17"], input: input)
        #expect(result.status == 0)
        #expect(result.stdout == expected)
    }

    @Test("a failing stdout exits 74 with one line", .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func writeFailure() throws {
        let input = String(repeating: "41.85,-87.65\n", count: 50_000)
        let result = try MapsimProcess.run(["project", "--zoom", "3"], input: input, stdoutPath: "/dev/full")
        #expect(result.status == 74)
        #expect(result.stderr == "mapsim project: cannot write stdout: No space left on device\n")
    }
}
