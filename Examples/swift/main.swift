// The README's MapMath example ("Use the math in your own package"), with each number
// printed with C's %.17g, one quantity a line: Examples/expected-output.txt, which the C
// and Python examples reproduce byte for byte (`make examples-test`).
import Foundation
import MapMath

let camera = try CameraPosition(latitude: 41.85, longitude: -87.65, zoom: 14, bearing: 30, tilt: 45)
let viewport = try Viewport(width: 400, height: 800, padding: EdgeInsets(bottom: 200))
let projection = Projection(camera: camera, viewport: viewport)
let point = projection.point(for: Coordinate(latitude: 41.86, longitude: -87.64))  // nil beyond the horizon
let region = projection.visibleRegion                                              // nearLeft … farRight, bounds
let zoomedIn = CameraUpdate.zoomBy(1, at: ScreenPoint(x: 100, y: 100)).apply(to: camera, in: viewport)

/// Prints `name` and `value` as the C example does: `printf("%s %.17g\n", ...)`.
func show(_ name: String, _ value: Double) {
    print(name, String(format: "%.17g", value))
}

/// Prints a coordinate as two lines, `name.latitude` and `name.longitude`.
func show(_ name: String, _ c: Coordinate) {
    show(name + ".latitude", c.latitude)
    show(name + ".longitude", c.longitude)
}

guard let point else {
    print("the point is beyond the horizon")
    exit(1)
}
print("# mapmath README example: one quantity a line, name then value (%.17g)")
show("point.x", point.x)
show("point.y", point.y)
show("region.near_left", region.nearLeft)
show("region.near_right", region.nearRight)
show("region.far_left", region.farLeft)
show("region.far_right", region.farRight)
show("region.bounds.south", region.bounds.south)
show("region.bounds.west", region.bounds.west)
show("region.bounds.north", region.bounds.north)
show("region.bounds.east", region.bounds.east)
print("region.horizon_clipped", region.isHorizonClipped ? 1 : 0)
show("zoomed.target", zoomedIn.target)
show("zoomed.zoom", zoomedIn.zoom)
show("zoomed.bearing", zoomedIn.bearing)
show("zoomed.tilt", zoomedIn.tilt)
