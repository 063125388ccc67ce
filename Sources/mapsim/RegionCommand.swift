import MapMath
import Traces

/// `mapsim region`: the visible region of a camera as JSON.
enum RegionCommand: Command {
    static let name = "region"
    static let summary = "Print the visible region of a camera as JSON."
    static let synopsis = ["region --camera LAT,LNG,ZOOM[,BEARING[,TILT]] --viewport W,H [--padding T,L,B,R]"]
    static let options = CameraOptions.all
    static let details = """
    Output: one JSON object, two-space indented, keys in this order: nearLeft, nearRight \
    (ground under the padded rectangle's bottom corners), farLeft, farRight (top corners), \
    each {"lat", "lng"} in degrees; bounds {"south", "west", "north", "east"} (west > east \
    when the box crosses the antimeridian); horizonClipped (true when the top corners lie \
    beyond the horizon's safe limit, where the ground is 1/16 of its scale at the target, \
    and the far corners were taken on that row instead).

    \(CameraOptions.clampingHelp)

    \(CommandNotes.numbers)

    Examples:
      mapsim region --camera 41.85,-87.65,14,30,45 --viewport 400,800
    """

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options).parse(arguments)
        let region = try CameraOptions(parsed).projection.visibleRegion
        var json = JSONWriter(style: .pretty)
        json.object { json in
            for (key, corner) in [("nearLeft", region.nearLeft), ("nearRight", region.nearRight),
                                  ("farLeft", region.farLeft), ("farRight", region.farRight)] {
                json.field(key, object: { json in
                    json.field("lat", corner.latitude)
                    json.field("lng", corner.longitude)
                })
            }
            json.field("bounds", object: { json in
                json.field("south", region.bounds.south)
                json.field("west", region.bounds.west)
                json.field("north", region.bounds.north)
                json.field("east", region.bounds.east)
            })
            json.field("horizonClipped", region.isHorizonClipped)
        }
        do {
            io.output.write(try json.finish())
        } catch {
            throw .usage("the visible region of this camera and viewport is not finite (\(error))")
        }
        try io.output.endLine()
        return .success
    }
}
