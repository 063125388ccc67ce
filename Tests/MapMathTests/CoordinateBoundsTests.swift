import TestSupport
import Testing
@testable import MapMath

/// `CoordinateBounds`: boxes, the antimeridian and containment.
@Suite struct CoordinateBoundsTests {
    @Test func containsIsInclusiveOfItsEdges() {
        let box = CoordinateBounds(south: 10, west: 20, north: 30, east: 40)
        #expect(!box.crossesAntimeridian)
        #expect(box.longitudeSpan == 20)
        #expect(box.contains(Coordinate(latitude: 20, longitude: 30)))
        #expect(box.contains(Coordinate(latitude: 10, longitude: 20)))
        #expect(box.contains(Coordinate(latitude: 30, longitude: 40)))
        #expect(!box.contains(Coordinate(latitude: 9.999, longitude: 30)))
        #expect(!box.contains(Coordinate(latitude: 30.001, longitude: 30)))
        #expect(!box.contains(Coordinate(latitude: 20, longitude: 19.999)))
        #expect(!box.contains(Coordinate(latitude: 20, longitude: 40.001)))
        // Longitudes are wrapped before the test.
        #expect(box.contains(Coordinate(latitude: 20, longitude: 30 + 360)))
        #expect(box.contains(Coordinate(latitude: 20, longitude: 30 - 720)))
    }

    @Test func boxesAcrossTheAntimeridianContainBothSides() {
        let box = CoordinateBounds(south: -10, west: 170, north: 10, east: -170)
        #expect(box.crossesAntimeridian)
        #expect(box.longitudeSpan == 20)
        for lng in [170.0, 175, 180, -180, -175, -170] {
            #expect(box.contains(Coordinate(latitude: 0, longitude: lng)), "\(lng)")
        }
        for lng in [169.9, -169.9, 0] {
            #expect(!box.contains(Coordinate(latitude: 0, longitude: lng)), "\(lng)")
        }
    }

    @Test func boxesEndingAtTheAntimeridianContainIt() {
        // West at −180 is the same meridian as 180.
        let box = CoordinateBounds(south: 0, west: -180, north: 10, east: -170)
        #expect(box.contains(Coordinate(latitude: 5, longitude: 180)))
        #expect(box.contains(Coordinate(latitude: 5, longitude: -180)))
        let east = CoordinateBounds(south: 0, west: 170, north: 10, east: 180)
        #expect(east.contains(Coordinate(latitude: 5, longitude: -180)))
        #expect(!east.contains(Coordinate(latitude: 5, longitude: -179)))
    }

    @Test func twoCornersTakeTheShorterWayRound() {
        let box = CoordinateBounds(Coordinate(latitude: 10, longitude: 170), Coordinate(latitude: -5, longitude: -170))
        #expect(box.south == -5 && box.north == 10)
        #expect(box.west == 170 && box.east == -170)
        #expect(box.crossesAntimeridian && box.longitudeSpan == 20)
        let plain = CoordinateBounds(Coordinate(latitude: 1, longitude: 30), Coordinate(latitude: 2, longitude: -20))
        #expect(plain.west == -20 && plain.east == 30 && !plain.crossesAntimeridian)
    }

    @Test func twoCornerBoxesContainBothCornersExactly() {
        // Regression: the edges once came from the reference-shifted longitudes, whose
        // rounding could leave a corner 1e-13° outside its own box.
        var rng = SplitMix64(seed: 0xB0_0002)
        for _ in 0..<5000 {
            let a = Coordinate(latitude: rng.double(in: -85...85), longitude: rng.double(in: -180...180))
            let b = Coordinate(latitude: rng.double(in: -85...85), longitude: rng.double(in: -180...180))
            let box = CoordinateBounds(a, b)
            #expect(box.contains(a) && box.contains(b), "\(a) \(b) → \(box)")
            #expect(box.longitudeSpan <= 180)
        }
    }

    @Test func containingManyCoordinatesHoldsThemAll() {
        var rng = SplitMix64(seed: 0xB0_0001)
        for _ in 0..<500 {
            let reference = rng.double(in: -180...180)
            let spread = rng.double(in: 0...170)
            let points = (0..<7).map { _ in
                Coordinate(latitude: rng.double(in: -80...80),
                           longitude: Coordinate.wrapLongitude(reference + rng.double(in: -spread...spread)))
            }
            let box = CoordinateBounds(containing: points, referenceLongitude: reference)
            #expect(box.longitudeSpan <= 2 * spread + 1e-9)
            for p in points { #expect(box.contains(p), "\(p) in \(box)") }
        }
    }

    @Test func unwrappedIntervalsWrapAndWideOnesSpanEverything() {
        let across = CoordinateBounds(south: 0, north: 1, unwrappedWest: -190, unwrappedEast: -170)
        #expect(across.west == 170 && across.east == -170 && across.crossesAntimeridian)
        let all = CoordinateBounds(south: 0, north: 1, unwrappedWest: -10, unwrappedEast: 355)
        #expect(all.west == -180 && all.east == 180 && all.longitudeSpan == 360)
        #expect(all.contains(Coordinate(latitude: 0.5, longitude: 123)))
        // An interval starting exactly at 180° starts at the west edge −180, not 180.
        let fromEdge = CoordinateBounds(south: 0, north: 1, unwrappedWest: 180, unwrappedEast: 190)
        #expect(fromEdge.west == -180 && fromEdge.east == -170 && !fromEdge.crossesAntimeridian)
    }
}
