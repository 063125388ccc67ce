import Foundation
import MapMath
import Testing

@Suite("mapsim region")
struct RegionCommandTests {
    static let cornerKeys = ["nearLeft", "nearRight", "farLeft", "farRight"]

    @Test("prints a JSON object with the four corners, bounds and the clipping flag, equal to MapMath's")
    func regionJSON() throws {
        let result = try MapsimProcess.run(
            ["region", "--camera", "41.85,-87.65,16,30,60", "--viewport", "400,800", "--padding", "0,0,100,0"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == Set(Self.cornerKeys + ["bounds", "horizonClipped"]))

        let camera = CameraLimits.default.clamp(try CameraPosition(latitude: 41.85, longitude: -87.65,
                                                               zoom: 16, bearing: 30, tilt: 60))
        let region = Projection(camera: camera,
                                viewport: try Viewport(width: 400, height: 800, padding: EdgeInsets(bottom: 100)))
            .visibleRegion
        // Exact values are checked on the text: swift-corelibs-foundation's JSONSerialization
        // does not always read doubles back to the nearest value.
        let expected = [region.nearLeft, region.nearRight, region.farLeft, region.farRight]
        for (key, coordinate) in zip(Self.cornerKeys, expected) {
            let corner = try #require(object[key] as? [String: Any], "missing \(key)")
            #expect(Set(corner.keys) == ["lat", "lng"])
            #expect(result.stdout.contains("""
              "\(key)": {
                "lat": \(coordinate.latitude),
                "lng": \(coordinate.longitude)
              }
            """))
        }
        let bounds = try #require(object["bounds"] as? [String: Any])
        #expect(Set(bounds.keys) == ["south", "west", "north", "east"])
        #expect(result.stdout.contains("""
          "bounds": {
            "south": \(region.bounds.south),
            "west": \(region.bounds.west),
            "north": \(region.bounds.north),
            "east": \(region.bounds.east)
          }
        """))
        #expect(object["horizonClipped"] as? Bool == false)
    }

    @Test("keys come in the documented order")
    func keyOrder() throws {
        let text = try MapsimProcess.run(["region", "--camera", "0,0,5", "--viewport", "300,300"]).stdout
        let order = Self.cornerKeys + ["bounds", "south", "west", "north", "east", "horizonClipped"]
        let positions = try order.map { key in try #require(text.range(of: "\"\(key)\"")).lowerBound }
        #expect(positions == positions.sorted())
        #expect(text.hasSuffix("}\n"))
    }

    @Test("numbers are printed exactly: the untilted region of a known camera")
    func exactNumbers() throws {
        // Zoom 0 clamps to 2: a 256×256 view at zoom 2 spans a quarter of the world.
        let text = try MapsimProcess.run(["region", "--camera", "0,0,0", "--viewport", "256,256"]).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let bounds = try #require(object["bounds"] as? [String: Any])
        #expect((bounds["west"] as? NSNumber)?.doubleValue == -45)
        #expect((bounds["east"] as? NSNumber)?.doubleValue == 45)
        #expect(text.contains("\"west\": -45.0"))
        #expect(text.contains("\"east\": 45.0"))
    }
}
