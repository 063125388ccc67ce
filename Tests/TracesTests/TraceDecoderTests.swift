import TestSupport
import MapMath
import Gestures
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

/// One validation case: replace (or, with nil, remove) a top-level key of a valid trace
/// and expect an error at a path.
struct DecodeCase: Sendable, CustomTestStringConvertible {
    let key: String
    let json: String?
    let expected: String

    init(_ key: String, _ json: String?, _ expected: String) {
        self.key = key
        self.json = json
        self.expected = expected
    }

    var testDescription: String { expected }
}

/// A valid trace with one marker ("a") and one building ("b", levels G and 1).
let validTraceText = #"""
{
  "format": "mapsim-trace/1",
  "viewport": {"width": 390, "height": 844},
  "camera": {"lat": 37.7749, "lng": -122.4194, "zoom": 12},
  "markers": [{"id": "a", "lat": 37.78, "lng": -122.41}],
  "buildings": [{"id": "b", "bounds": {"south": 37.7, "west": -122.5, "north": 37.8, "east": -122.4}, "levels": ["G", "1"]}],
  "touches": []
}
"""#

/// The valid trace's document with `key` replaced by `json` (nil: removed).
func document(_ key: String, _ json: String?) throws -> JSONValue {
    guard case .object(var members) = try JSONParser().parse(validTraceText) else { return .null }
    if let json {
        let value = try JSONParser().parse(json)
        if let i = members.firstIndex(where: { $0.key == key }) {
            members[i].value = value
        } else {
            members.append(.init(key, value))
        }
    } else {
        members.removeAll { $0.key == key }
    }
    return .object(members)
}

/// Touch rows putting pointers `ids` down at `timeMs`, spread over the view, without the
/// enclosing brackets: `[0, "down", 0, 10, 20], [0, "down", 1, 25, 20], ...`.
func fingersDownRows(_ ids: Range<Int>, at timeMs: Int = 0) -> String {
    ids.map { #"[\#(timeMs), "down", \#($0), \#(10 + 15 * $0), 20]"# }.joined(separator: ", ")
}

@Suite("Trace decoder")
struct TraceDecoderTests {
    static let cases: [DecodeCase] = [
        // Top level
        DecodeCase("format", #""mapsim-trace/2""#, #"format: unsupported format "mapsim-trace/2"; this build reads "mapsim-trace/1""#),
        DecodeCase("format", "1", "format: expected a string, found a number"),
        DecodeCase("extra", "1", "extra: unknown key"),
        DecodeCase("name", "5", "name: expected a string, found a number"),
        DecodeCase("description", "null", "description: expected a string, found null"),
        DecodeCase("framesPerSecond", "0", "framesPerSecond: must be between 1 and 1000 (found 0)"),
        DecodeCase("framesPerSecond", "1000.5", "framesPerSecond: must be between 1 and 1000 (found 1000.5)"),
        DecodeCase("framesPerSecond", #""90""#, "framesPerSecond: expected a number, found a string"),
        DecodeCase("profile", #""web""#, #"profile: unknown value "web"; expected one of "maplibre-gl-js@5", "maplibre-gl-js@6", "maplibre-android", "android-framework", "ios", "maplibre-gl-js", "maplibre", "android" or a profile file path ending in ".json""#),
        // Viewport
        DecodeCase("viewport", nil, "viewport: missing required key"),
        DecodeCase("viewport", #""big""#, "viewport: expected an object, found a string"),
        DecodeCase("viewport", #"{"width": 0, "height": 10}"#, "viewport.width: must be greater than 0 (found 0)"),
        DecodeCase("viewport", #"{"width": 390}"#, "viewport.height: missing required key"),
        DecodeCase("viewport", #"{"width": 1e8, "height": 10}"#, "viewport.width: too large (found 100000000, limit 10000000)"),
        DecodeCase("viewport", #"{"width": 390, "height": 844, "scale": -1}"#, "viewport.scale: must be greater than 0 (found -1)"),
        DecodeCase("viewport", #"{"width": 390, "height": 844, "padding": {"top": -1}}"#, "viewport.padding.top: must not be negative (found -1)"),
        DecodeCase("viewport", #"{"width": 390, "height": 844, "padding": {"left": 200, "right": 190}}"#,
                   "viewport.padding: left + right (390) must be less than the view width (390)"),
        DecodeCase("viewport", #"{"width": 390, "height": 844, "padding": {"middle": 1}}"#, "viewport.padding.middle: unknown key"),
        DecodeCase("viewport", #"{"width": 390, "height": 844, "depth": 1}"#, "viewport.depth: unknown key"),
        // Camera
        DecodeCase("camera", #"{"lat": 91, "lng": 0, "zoom": 1}"#, "camera.lat: must be between -90 and 90 (found 91)"),
        DecodeCase("camera", #"{"lat": 0, "lng": -180.5, "zoom": 1}"#, "camera.lng: must be between -180 and 180 (found -180.5)"),
        DecodeCase("camera", #"{"lat": 0, "lng": 0}"#, "camera.zoom: missing required key"),
        DecodeCase("camera", #"{"lng": 0, "zoom": 3}"#, "camera.lat: missing required key"),
        DecodeCase("camera", #"{"lat": 0, "lng": 0, "zoom": 31}"#, "camera.zoom: must be between 0 and 30 (found 31)"),
        DecodeCase("camera", #"{"lat": 0, "lng": 0, "zoom": 3, "tilt": 90}"#, "camera.tilt: must be at least 0 and less than 90 (found 90)"),
        DecodeCase("camera", #"{"lat": 0, "lng": 0, "zoom": 3, "tilt": -0.5}"#, "camera.tilt: must be at least 0 and less than 90 (found -0.5)"),
        DecodeCase("camera", #"{"lat": 0, "lng": 0, "zoom": 3, "bearing": "north"}"#, "camera.bearing: expected a number, found a string"),
        DecodeCase("camera", #"{"lat": 0, "lng": 0, "zoom": 3, "bearing": 1e7}"#, "camera.bearing: too large (found 10000000, limit 1000000)"),
        DecodeCase("camera", #"{"lat": 0, "lng": 0, "zoom": 3, "heading": 1}"#, "camera.heading: unknown key"),
        // Settings
        DecodeCase("settings", #"{"scrolGestures": false}"#, "settings.scrolGestures: unknown key"),
        DecodeCase("settings", #"{"zoomGestures": 1}"#, "settings.zoomGestures: expected a boolean, found a number"),
        DecodeCase("settings", #"{"compassButton": null}"#, "settings.compassButton: expected a boolean, found null"),
        DecodeCase("settings", "[]", "settings: expected an object, found an array"),
        // Map
        DecodeCase("map", #"{"mapType": "roadmap"}"#,
                   #"map.mapType: unknown value "roadmap"; expected one of "normal", "hybrid", "satellite", "terrain", "none""#),
        DecodeCase("map", #"{"minZoom": 15, "maxZoom": 10}"#, "map: minZoom (15) is greater than maxZoom (10)"),
        DecodeCase("map", #"{"minZoom": -1}"#, "map.minZoom: must be between 0 and 30 (found -1)"),
        DecodeCase("map", #"{"backgroundColor": "red"}"#, ##"map.backgroundColor: must be "#RRGGBB" or "#RRGGBBAA" (found "red")"##),
        DecodeCase("map", ##"{"backgroundColor": "#12345G"}"##, ##"map.backgroundColor: must be "#RRGGBB" or "#RRGGBBAA" (found "#12345G")"##),
        DecodeCase("map", #"{"myLocation": {"lat": 1}}"#, "map.myLocation.lng: missing required key"),
        DecodeCase("map", #"{"myLocation": {"lat": 1, "lng": 2, "alt": 3}}"#, "map.myLocation.alt: unknown key"),
        DecodeCase("map", #"{"overrideUserInterfaceStyle": "auto"}"#,
                   #"map.overrideUserInterfaceStyle: unknown value "auto"; expected one of "light", "dark", "unspecified""#),
        DecodeCase("map", #"{"systemStyle": "unspecified"}"#, #"map.systemStyle: unknown value "unspecified"; expected one of "light", "dark""#),
        DecodeCase("map", #"{"trafficEnabled": "yes"}"#, "map.trafficEnabled: expected a boolean, found a string"),
        DecodeCase("map", #"{"mapId": "x"}"#, "map.mapId: unknown key"),
        // Markers
        DecodeCase("markers", #"[{"id": "a", "lat": 0, "lng": 0}, {"id": "a", "lat": 1, "lng": 1}]"#, #"markers[1].id: duplicate marker id "a""#),
        DecodeCase("markers", #"[{"lat": 0, "lng": 0}]"#, "markers[0].id: missing required key"),
        DecodeCase("markers", #"[{"id": "", "lat": 0, "lng": 0}]"#, "markers[0].id: must not be empty"),
        DecodeCase("markers", #"[{"id": "m", "lat": 0}]"#, "markers[0].lng: missing required key"),
        DecodeCase("markers", #"[{"id": "m", "lat": 0, "lng": 0, "groundAnchor": [0.5]}]"#, "markers[0].groundAnchor: expected 2 elements [x, y], found 1"),
        DecodeCase("markers", #"[{"id": "m", "lat": 0, "lng": 0, "groundAnchor": [0.5, "x"]}]"#, "markers[0].groundAnchor[1]: expected a number, found a string"),
        DecodeCase("markers", #"[{"id": "m", "lat": 0, "lng": 0, "infoWindowAnchor": {"x": 0}}]"#, "markers[0].infoWindowAnchor: expected an array, found an object"),
        DecodeCase("markers", #"[{"id": "m", "lat": 0, "lng": 0, "zIndex": 1.5}]"#, "markers[0].zIndex: must be an integer (found 1.5)"),
        DecodeCase("markers", #"[{"id": "m", "lat": 0, "lng": 0, "zIndex": 3e9}]"#, "markers[0].zIndex: must be between -2147483648 and 2147483647 (found 3000000000)"),
        DecodeCase("markers", #"[{"id": "m", "lat": 0, "lng": 0, "icon": {"width": 0, "height": 10}}]"#, "markers[0].icon.width: must be greater than 0 (found 0)"),
        DecodeCase("markers", #"[{"id": "m", "lat": 0, "lng": 0, "infoWindowSize": {"width": 10}}]"#, "markers[0].infoWindowSize.height: missing required key"),
        DecodeCase("markers", #"[{"id": "m", "lat": 0, "lng": 0, "color": "red"}]"#, "markers[0].color: unknown key"),
        DecodeCase("markers", #"[{"id": "m", "lat": 0, "lng": 0, "tappable": "no"}]"#, "markers[0].tappable: expected a boolean, found a string"),
        DecodeCase("markers", #"{"id": "m"}"#, "markers: expected an array, found an object"),
        // Buildings
        DecodeCase("buildings", #"[{"id": "b", "bounds": {"south": 0, "west": 0, "north": 1, "east": 1}, "levels": ["G", "1"], "defaultLevel": 2}]"#,
                   "buildings[0].defaultLevel: must be between 0 and 1 (found 2)"),
        DecodeCase("buildings", #"[{"id": "b", "bounds": {"south": 0, "west": 0, "north": 1, "east": 1}, "levels": []}]"#, "buildings[0].levels: must not be empty"),
        DecodeCase("buildings", #"[{"id": "b", "bounds": {"south": 0, "west": 0, "north": 1, "east": 1}, "levels": ["G", 1]}]"#, "buildings[0].levels[1]: expected a string, found a number"),
        DecodeCase("buildings", #"[{"id": "b", "bounds": {"south": 10, "west": 0, "north": 5, "east": 1}, "levels": ["G"]}]"#, "buildings[0].bounds: south (10) is greater than north (5)"),
        DecodeCase("buildings", #"[{"id": "b", "bounds": {"south": 0, "west": 0, "north": 1}, "levels": ["G"]}]"#, "buildings[0].bounds.east: missing required key"),
        DecodeCase("buildings", #"[{"id": "b", "bounds": {"south": 0, "west": 0, "north": 1, "east": 1}, "levels": ["G"]}, {"id": "b", "bounds": {"south": 0, "west": 0, "north": 1, "east": 1}, "levels": ["G"]}]"#,
                   #"buildings[1].id: duplicate building id "b""#),
        // Touches
        DecodeCase("touches", nil, "touches: missing required key"),
        DecodeCase("touches", #"[[0, "down", 0, 1]]"#, "touches[0]: expected 5 elements [timeMs, phase, pointerId, x, y], found 4"),
        DecodeCase("touches", #"[{"t": 0}]"#, "touches[0]: expected an array [timeMs, phase, pointerId, x, y], found an object"),
        DecodeCase("touches", #"[[130, "down", 0, 1, 2], [120, "up", 0, 1, 2]]"#, "touches[1][0]: time goes backwards (120 after 130)"),
        DecodeCase("touches", #"[[-1, "down", 0, 1, 2]]"#, "touches[0][0]: must not be negative (found -1)"),
        DecodeCase("touches", #"[[2e12, "down", 0, 1, 2]]"#, "touches[0][0]: too large (found 2000000000000, limit 1000000000000)"),
        DecodeCase("touches", #"[["0", "down", 0, 1, 2]]"#, "touches[0][0]: expected a number, found a string"),
        DecodeCase("touches", #"[[0, "press", 0, 1, 2]]"#, #"touches[0][1]: unknown phase "press"; expected one of "down", "move", "up", "cancel""#),
        DecodeCase("touches", #"[[0, "down", 1.5, 1, 2]]"#, "touches[0][2]: must be an integer (found 1.5)"),
        DecodeCase("touches", #"[[0, "down", -1, 1, 2]]"#, "touches[0][2]: must be between 0 and 1000000 (found -1)"),
        DecodeCase("touches", #"[[0, "down", 1000001, 1, 2]]"#, "touches[0][2]: must be between 0 and 1000000 (found 1000001)"),
        DecodeCase("touches", #"[[0, "down", 0, "1", 2]]"#, "touches[0][3]: expected a number, found a string"),
        DecodeCase("touches", #"[[0, "down", 0, 1, 1e8]]"#, "touches[0][4]: too large (found 100000000, limit 10000000)"),
        DecodeCase("touches", #"[[0, "move", 0, 1, 2]]"#, #"touches[0][1]: "move" for pointer 0, which is not down"#),
        DecodeCase("touches", #"[[0, "up", 3, 1, 2]]"#, #"touches[0][1]: "up" for pointer 3, which is not down"#),
        DecodeCase("touches", #"[[0, "down", 0, 1, 2], [5, "up", 0, 1, 2], [9, "cancel", 0, 1, 2]]"#, #"touches[2][1]: "cancel" for pointer 0, which is not down"#),
        DecodeCase("touches", #"[[0, "down", 0, 1, 2], [5, "down", 0, 1, 2]]"#, #"touches[1][1]: "down" for pointer 0, which is already down"#),
        DecodeCase("touches", #"[[0, "down", 0, 1, 2], [10, "move", 0, 1, 2], [10, "move", 0, 3, 2]]"#,
                   "touches[2][2]: pointer 0 already has an event at 10 ms (one event per pointer per sample, or a move then its up or cancel)"),
        DecodeCase("touches", #"[[0, "down", 0, 1, 2], [10, "move", 0, 1, 2], [10, "up", 0, 1, 2], [10, "cancel", 0, 1, 2]]"#,
                   "touches[3][2]: pointer 0 already has an event at 10 ms (one event per pointer per sample, or a move then its up or cancel)"),
        DecodeCase("touches", #"[[0, "down", 0, 1, 2], [10, "up", 0, 1, 2], [10, "down", 0, 1, 2]]"#,
                   "touches[2][2]: pointer 0 already has an event at 10 ms (one event per pointer per sample, or a move then its up or cancel)"),
        DecodeCase("touches", "[" + fingersDownRows(0..<21) + "]",
                   "touches[20][1]: more than 20 fingers down at once (the simulator models at most 20)"),
        // Within a sample, events count in order: the 21st down before the lift is one too many.
        DecodeCase("touches", "[" + fingersDownRows(0..<20) + #", [5, "down", 20, 1, 2], [5, "up", 0, 1, 2]]"#,
                   "touches[20][1]: more than 20 fingers down at once (the simulator models at most 20)"),
        // Commands
        DecodeCase("commands", #"[{"timeMs": 0}]"#, "commands[0]: no command key (expected one of moveCamera, animateCamera, animateToBearing, animateToLocation, fitBounds, setSettings, setMap, setPadding, setSelectedMarker, updateMarker, addMarker, removeMarker, setMyLocation, selectLevel)"),
        DecodeCase("commands", #"[{"timeMs": 0, "moveCamera": {}, "setMap": {}}]"#, "commands[0]: more than one command (moveCamera, setMap)"),
        DecodeCase("commands", #"[{"moveCamera": {}}]"#, "commands[0].timeMs: missing required key"),
        DecodeCase("commands", #"[{"timeMs": 10, "moveCamera": {}}, {"timeMs": 5, "moveCamera": {}}]"#, "commands[1].timeMs: time goes backwards (5 after 10)"),
        DecodeCase("commands", #"[{"timeMs": 0, "flyTo": {}}]"#, "commands[0].flyTo: unknown key"),
        DecodeCase("commands", #"[{"timeMs": 0, "moveCamera": {"lat": 100}}]"#, "commands[0].moveCamera.lat: must be between -90 and 90 (found 100)"),
        DecodeCase("commands", #"[{"timeMs": 0, "moveCamera": {"target": 1}}]"#, "commands[0].moveCamera.target: unknown key"),
        DecodeCase("commands", #"[{"timeMs": 0, "animateCamera": {"zoom": 3, "durationMs": -5}}]"#, "commands[0].animateCamera.durationMs: must not be negative (found -5)"),
        DecodeCase("commands", #"[{"timeMs": 0, "animateToBearing": "east"}]"#, "commands[0].animateToBearing: expected a number, found a string"),
        DecodeCase("commands", #"[{"timeMs": 0, "animateToLocation": {"lat": 1}}]"#, "commands[0].animateToLocation.lng: missing required key"),
        DecodeCase("commands", #"[{"timeMs": 0, "fitBounds": {"padding": 10}}]"#, "commands[0].fitBounds.bounds: missing required key"),
        DecodeCase("commands", #"[{"timeMs": 0, "fitBounds": {"bounds": {"south": 0, "west": 0, "north": 1, "east": 1}, "padding": -1}}]"#, "commands[0].fitBounds.padding: must not be negative (found -1)"),
        DecodeCase("commands", #"[{"timeMs": 0, "setSettings": {"tilt": true}}]"#, "commands[0].setSettings.tilt: unknown key"),
        DecodeCase("commands", #"[{"timeMs": 0, "setMap": {"minZoom": 10, "maxZoom": 5}}]"#, "commands[0].setMap: minZoom (10) is greater than maxZoom (5)"),
        DecodeCase("commands", #"[{"timeMs": 0, "setPadding": {"top": 500, "bottom": 400}}]"#, "commands[0].setPadding: top + bottom (900) must be less than the view height (844)"),
        DecodeCase("commands", #"[{"timeMs": 0, "setSelectedMarker": "zz"}]"#, #"commands[0].setSelectedMarker: no marker with id "zz" at this point of the trace"#),
        DecodeCase("commands", #"[{"timeMs": 0, "setSelectedMarker": 3}]"#, "commands[0].setSelectedMarker: expected a string, found a number"),
        DecodeCase("commands", #"[{"timeMs": 0, "removeMarker": "a"}, {"timeMs": 1, "updateMarker": {"id": "a", "title": "x"}}]"#,
                   #"commands[1].updateMarker.id: no marker with id "a" at this point of the trace"#),
        DecodeCase("commands", #"[{"timeMs": 0, "removeMarker": "a"}, {"timeMs": 1, "removeMarker": "a"}]"#,
                   #"commands[1].removeMarker: no marker with id "a" at this point of the trace"#),
        DecodeCase("commands", #"[{"timeMs": 0, "setSelectedMarker": "c"}, {"timeMs": 1, "addMarker": {"id": "c", "lat": 0, "lng": 0}}]"#,
                   #"commands[0].setSelectedMarker: no marker with id "c" at this point of the trace"#),
        DecodeCase("commands", #"[{"timeMs": 0, "addMarker": {"id": "a", "lat": 0, "lng": 0}}]"#, #"commands[0].addMarker.id: marker "a" already exists"#),
        DecodeCase("commands", #"[{"timeMs": 0, "addMarker": {"id": "c", "lat": 0}}]"#, "commands[0].addMarker.lng: missing required key"),
        DecodeCase("commands", #"[{"timeMs": 0, "updateMarker": {"id": "a", "zIndex": 1}}]"#, "commands[0].updateMarker.zIndex: unknown key"),
        DecodeCase("commands", #"[{"timeMs": 0, "setMyLocation": {"lat": 1, "lng": 200}}]"#, "commands[0].setMyLocation.lng: must be between -180 and 180 (found 200)"),
        DecodeCase("commands", #"[{"timeMs": 0, "selectLevel": {"building": "x", "level": 0}}]"#, #"commands[0].selectLevel.building: no building with id "x""#),
        DecodeCase("commands", #"[{"timeMs": 0, "selectLevel": {"building": "b", "level": 5}}]"#, "commands[0].selectLevel.level: must be between 0 and 1 (found 5)"),
        DecodeCase("commands", #"[{"timeMs": 0, "selectLevel": {"building": "b"}}]"#, "commands[0].selectLevel.level: missing required key"),
        // Expectations
        DecodeCase("expect", #"[{"timeMs": 0}]"#, "expect[0]: no expectation key (expected one of camera, gestures, gesturesInclude, gesturesExclude, events, eventsExactly, eventsExclude, state, cameraPath)"),
        DecodeCase("expect", #"[{"camera": {"zoom": 3}, "state": {}}]"#, "expect[0]: more than one expectation (camera, state)"),
        DecodeCase("expect", #"[{"timeMs": -2, "camera": {"zoom": 3}}]"#, "expect[0].timeMs: must not be negative (found -2)"),
        DecodeCase("expect", #"[{"camera": {"zoom": 3, "tolerance": -1}}]"#, "expect[0].camera.tolerance: must not be negative (found -1)"),
        DecodeCase("expect", #"[{"camera": {"zoom": 3, "speed": 1}}]"#, "expect[0].camera.speed: unknown key"),
        DecodeCase("expect", #"[{"gestures": ["pan", "swipe"]}]"#,
                   #"expect[0].gestures[1]: unknown gesture kind "swipe"; expected one of "pan", "pinch", "rotate", "tilt", "doubleTap", "twoFingerTap", "oneFingerZoom", "longPress", "tap""#),
        DecodeCase("expect", #"[{"gesturesInclude": "pan"}]"#, "expect[0].gesturesInclude: expected an array, found a string"),
        DecodeCase("expect", #"[{"gesturesExclude": [1]}]"#, "expect[0].gesturesExclude[0]: expected a string, found a number"),
        DecodeCase("expect", #"[{"events": ["didTap"]}]"#,
                   #"expect[0].events[0]: unknown event type "didTap"; expected one of "willMove", "didChangeCameraPosition", "idleAtCameraPosition", "didTapAtCoordinate", "didLongPressAtCoordinate", "didTapMarker", "markerInfoWindow", "markerInfoContents", "didTapInfoWindowOfMarker", "didLongPressInfoWindowOfMarker", "didCloseInfoWindowOfMarker", "didTapMyLocationButton", "didChangeActiveBuilding", "didChangeActiveLevel""#),
        DecodeCase("expect", #"[{"events": [{"type": "willMove", "marker": "a"}]}]"#, "expect[0].events[0].marker: unknown key"),
        DecodeCase("expect", #"[{"events": [{"type": "willMove", "gesture": "yes"}]}]"#, "expect[0].events[0].gesture: expected a boolean, found a string"),
        DecodeCase("expect", #"[{"eventsExclude": [{"type": "didTapMarker", "marker": "zz"}]}]"#, #"expect[0].eventsExclude[0].marker: no marker with id "zz" in the trace"#),
        DecodeCase("expect", #"[{"events": [{"marker": "a"}]}]"#, "expect[0].events[0].type: missing required key"),
        DecodeCase("expect", #"[{"events": [3]}]"#, #"expect[0].events[0]: expected an event type string or an object with "type", found a number"#),
        DecodeCase("expect", #"[{"events": [{"type": "didTapAtCoordinate", "lat": 95}]}]"#, "expect[0].events[0].lat: must be between -90 and 90 (found 95)"),
        DecodeCase("expect", #"[{"events": [{"type": "didChangeActiveBuilding", "building": "x"}]}]"#, #"expect[0].events[0].building: no building with id "x""#),
        // Gesture matchers, eventsExactly, counts and idle cameras (check --update's forms)
        DecodeCase("expect", #"[{"gestures": [{"beginMs": 1}]}]"#, "expect[0].gestures[0].kind: missing required key"),
        DecodeCase("expect", #"[{"gestures": [{"kind": "swipe"}]}]"#,
                   #"expect[0].gestures[0].kind: unknown gesture kind "swipe"; expected one of "pan", "pinch", "rotate", "tilt", "doubleTap", "twoFingerTap", "oneFingerZoom", "longPress", "tap""#),
        DecodeCase("expect", #"[{"gestures": [3]}]"#, #"expect[0].gestures[0]: expected a gesture kind string or an object with "kind", found a number"#),
        DecodeCase("expect", #"[{"gesturesInclude": [{"kind": "pan", "beginMs": -1}]}]"#, "expect[0].gesturesInclude[0].beginMs: must not be negative (found -1)"),
        DecodeCase("expect", #"[{"gestures": [{"kind": "pan", "beginMs": 20, "endMs": 10}]}]"#,
                   "expect[0].gestures[0].endMs: ends before the gesture begins (10 before 20)"),
        DecodeCase("expect", #"[{"gestures": [{"kind": "pan", "toleranceMs": -0.5}]}]"#, "expect[0].gestures[0].toleranceMs: must not be negative (found -0.5)"),
        DecodeCase("expect", #"[{"gestures": [{"kind": "pan", "endCamera": {"zoom": 40}}]}]"#, "expect[0].gestures[0].endCamera.zoom: must be between 0 and 30 (found 40)"),
        DecodeCase("expect", #"[{"gestures": [{"kind": "pan", "camera": {}}]}]"#, "expect[0].gestures[0].camera: unknown key"),
        DecodeCase("expect", #"[{"gesturesExclude": [{"kind": "pan"}]}]"#, "expect[0].gesturesExclude[0]: expected a string, found an object"),
        DecodeCase("expect", #"[{"eventsExactly": [{"type": "didChangeCameraPosition", "count": 0}]}]"#,
                   "expect[0].eventsExactly[0].count: must be between 1 and 1000000000 (found 0)"),
        DecodeCase("expect", #"[{"eventsExactly": [{"type": "willMove", "count": 1.5}]}]"#, "expect[0].eventsExactly[0].count: must be an integer (found 1.5)"),
        DecodeCase("expect", #"[{"eventsExclude": ["willMove", {"type": "willMove", "count": 2}]}]"#,
                   "expect[0].eventsExclude[1].count: not allowed in eventsExclude (a count is for events and eventsExactly)"),
        DecodeCase("expect", #"[{"eventsExactly": [{"type": "idleAtCameraPosition", "camera": {"lat": 91}}]}]"#,
                   "expect[0].eventsExactly[0].camera.lat: must be between -90 and 90 (found 91)"),
        DecodeCase("expect", #"[{"events": [{"type": "willMove", "camera": {}}]}]"#, "expect[0].events[0].camera: unknown key"),
        DecodeCase("expect", #"[{"eventsExactly": {"type": "willMove"}}]"#, "expect[0].eventsExactly: expected an array, found an object"),
        DecodeCase("expect", #"[{"state": {"activeLevel": -1}}]"#, "expect[0].state.activeLevel: must be between 0 and 1000000 (found -1)"),
        DecodeCase("expect", #"[{"state": {"colorScheme": "blue"}}]"#, #"expect[0].state.colorScheme: unknown value "blue"; expected one of "light", "dark""#),
        DecodeCase("expect", #"[{"state": {"selected": "a"}}]"#, "expect[0].state.selected: unknown key"),
        DecodeCase("expect", #"[{"state": {"selectedMarker": "zz"}}]"#, #"expect[0].state.selectedMarker: no marker with id "zz" in the trace"#),
        DecodeCase("expect", #"[{"state": {"activeBuilding": "x"}}]"#, #"expect[0].state.activeBuilding: no building with id "x""#),
        DecodeCase("expect", #"[{"state": {"compassVisible": null}}]"#, "expect[0].state.compassVisible: expected a boolean, found null"),
    ]

    @Test(arguments: cases)
    func reportsTheErrorPath(_ c: DecodeCase) throws {
        let doc = try document(c.key, c.json)
        let error = traceError { () throws(TraceError) in _ = try TraceDecoder.decode(doc, fileName: "t.json") }
        #expect(error?.description == "t.json: " + c.expected)
        #expect(error?.kind == .invalidData)
    }

    /// A JSON object without `format` is not a trace: with `$schema` a recognised one
    /// (kind `.notATrace`, which `check` skips even under `--strict`), without it an
    /// unknown one (`.unknownJSON`, which `check --strict` fails); still exit 65 for a
    /// command that needs a trace, as the CLI's tests check. With `format` present but
    /// wrong, it is an invalid trace.
    @Test func objectWithoutFormatIsNotATrace() throws {
        let doc = try document("format", nil)
        let error = traceError { () throws(TraceError) in _ = try TraceDecoder.decode(doc, fileName: "t.json") }
        #expect(error?.description == #"t.json: not a mapsim trace (no "format" key)"#)
        #expect(error?.kind == .unknownJSON)
        let schema = traceError { () throws(TraceError) in
            _ = try TraceFile.parse(#"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}"#, fileName: "s.json")
        }
        #expect(schema?.description == #"s.json: not a mapsim trace (no "format" key)"#)
        #expect(schema?.kind == .notATrace)
        for text in ["[1, 2]", #"{"format": null}"#] {
            let other = traceError { () throws(TraceError) in _ = try TraceFile.parse(text, fileName: "t.json") }
            #expect(other?.kind == .invalidData, "\(text)")
        }
    }

    @Test func decodesTheValidBaseTraceWithDefaults() throws {
        let trace = try TraceFile.parse(validTraceText, fileName: "t.json")
        #expect(trace.viewport == TraceViewport(width: 390, height: 844, scale: 1, padding: .zero))
        #expect(trace.camera == TraceCamera(latitude: 37.7749, longitude: -122.4194, zoom: 12, bearing: 0, tilt: 0))
        #expect(trace.settings == TraceSettings())
        #expect(trace.map == TraceMapOptions())
        #expect(trace.markers == [TraceMarker(id: "a", position: Coordinate(latitude: 37.78, longitude: -122.41))])
        #expect(trace.markers[0].iconSize == TraceMarker.Size(width: 26, height: 42))
        #expect(trace.markers[0].groundAnchor == TraceMarker.Anchor(x: 0.5, y: 1))
        #expect(trace.markers[0].infoWindowAnchor == TraceMarker.Anchor(x: 0.5, y: 0))
        #expect(trace.markers[0].tappable && !trace.markers[0].tracksInfoWindowChanges && trace.markers[0].zIndex == 0)
        #expect(trace.buildings[0].defaultLevel == 0)
        #expect(trace.touches.isEmpty && trace.commands.isEmpty && trace.expectations.isEmpty)
    }

    @Test func acceptsTheTouchRulesEdges() throws {
        // Several pointers in one sample, points outside the view, pointers left down
        // at the end, and a pointer id reused after it lifted.
        let doc = try document("touches", #"""
        [[0, "down", 0, -20, 900], [0, "down", 7, 400, 10], [16.5, "move", 0, -25, 905],
         [16.5, "up", 7, 401, 11], [33, "down", 7, 10, 10], [33, "cancel", 0, 1, 1], [40, "move", 7, 12, 12]]
        """#)
        let trace = try TraceDecoder.decode(doc)
        #expect(trace.touches.count == 7)
        #expect(trace.touches[2] == TraceTouch(timeMs: 16.5, phase: .move, pointerID: 0, x: -25, y: 905))
        #expect(trace.touches.last?.phase == .move)
    }

    /// A move and the same finger's up (or cancel) in one sample: it moves there, then
    /// lifts, as Android delivers ACTION_UP with the last move's time and place. The
    /// parser's fast path for touch rows accepts the same.
    @Test func acceptsAMoveThenItsLiftInOneSample() throws {
        let rows = #"""
        [[0, "down", 0, 100, 400], [0, "down", 1, 300, 400], [95.5, "move", 0, 150, 400], [95.5, "up", 0, 150, 400],
         [120, "move", 1, 310, 400], [120, "cancel", 1, 310, 400], [130, "down", 0, 10, 10]]
        """#
        let trace = try TraceDecoder.decode(try document("touches", rows))
        #expect(trace.touches.map(\.phase) == [.down, .down, .move, .up, .move, .cancel, .down])
        let text = #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "#
            + #""camera": {"lat": 0, "lng": 0, "zoom": 3}, "touches": \#(rows)}"#
        #expect(try TraceFile.parse(text).touches == trace.touches)
    }

    @Test func acceptsTwentyFingersDownAndNewOnesAfterALift() throws {
        // 20 down at once; at 5 ms one lifts and a 21st pointer lands in the same sample;
        // at 10 ms a 22nd replaces another.
        let doc = try document("touches", "[" + fingersDownRows(0..<20) + #"""
            , [5, "up", 3, 1, 2], [5, "down", 20, 1, 2], [10, "cancel", 20, 1, 2], [10, "down", 21, 1, 2]]
            """#)
        let trace = try TraceDecoder.decode(doc)
        #expect(trace.touches.count == 24)
        #expect(maxSimultaneousPointers(trace.touches) == TraceDecoder.maxPointersDown)
        #expect(trace.touches.last == TraceTouch(timeMs: 10, phase: .down, pointerID: 21, x: 1, y: 2))
    }

    @Test func tracksMarkerIdsThroughCommands() throws {
        let doc = try document("commands", #"""
        [{"timeMs": 0, "addMarker": {"id": "c", "lat": 1, "lng": 2, "title": "C"}},
         {"timeMs": 0, "setSelectedMarker": "c"},
         {"timeMs": 5, "removeMarker": "c"},
         {"timeMs": 6, "addMarker": {"id": "c", "lat": 3, "lng": 4}},
         {"timeMs": 7, "updateMarker": {"id": "c", "snippet": "s", "lat": 5}},
         {"timeMs": 8, "setSelectedMarker": null},
         {"timeMs": 9, "selectLevel": {"level": 4}}]
        """#)
        let trace = try TraceDecoder.decode(doc)
        #expect(trace.commands.map(\.command.name) == ["addMarker", "setSelectedMarker", "removeMarker", "addMarker",
                                                       "updateMarker", "setSelectedMarker", "selectLevel"])
        #expect(trace.commands[4].command == .updateMarker(TraceMarkerUpdate(id: "c", snippet: "s", latitude: 5)))
        #expect(trace.commands[5].command == .setSelectedMarker(nil))
        #expect(trace.commands[6].command == .selectLevel(building: nil, level: 4))
    }

    @Test func expectationsMayNameMarkersAddedLater() throws {
        var doc = try document("commands", #"[{"timeMs": 50, "addMarker": {"id": "late", "lat": 1, "lng": 2}}]"#)
        guard case .object(var members) = doc else { return }
        members.append(.init("expect", try JSONParser().parse(#"""
        [{"timeMs": 10, "state": {"selectedMarker": "late", "activeLevel": null, "activeBuilding": "b"}},
         {"events": ["idleAtCameraPosition", {"type": "didTapMarker", "marker": "late"}]}]
        """#)))
        doc = .object(members)
        let trace = try TraceDecoder.decode(doc)
        #expect(trace.expectations[0].timeMs == 10)
        #expect(trace.expectations[0].expectation == .state(TraceStateExpectation(
            selectedMarker: .some("late"), activeBuilding: .some("b"), activeLevel: .some(nil))))
        #expect(trace.expectations[1].timeMs == nil)
        #expect(trace.expectations[1].expectation == .events([
            TraceEventMatcher(type: .idleAtCameraPosition), TraceEventMatcher(type: .didTapMarker, marker: "late")]))
    }

    @Test func nullableMapLocationKeepsNullApartFromAbsent() throws {
        let withNull = try TraceDecoder.decode(try document("map", #"{"myLocation": null}"#))
        #expect(withNull.map.myLocation == .some(nil))
        let absent = try TraceDecoder.decode(try document("map", #"{}"#))
        #expect(absent.map.myLocation == nil)
        let known = try TraceDecoder.decode(try document("map", #"{"myLocation": {"lat": 1, "lng": 2}}"#))
        #expect(known.map.myLocation == .some(Coordinate(latitude: 1, longitude: 2)))
    }

    @Test func syntaxErrorsNameTheFileLineAndColumn() {
        let error = traceError { () throws(TraceError) in
            _ = try TraceFile.parse("{\n  \"format\": \"mapsim-trace/1\",\n  \"touches\": [1 2]\n}", fileName: "walk.json")
        }
        #expect(error?.description == "walk.json: line 3, column 17: expected ',' or ']'")
        #expect(error?.kind == .invalidData)
        let duplicate = traceError { () throws(TraceError) in
            _ = try TraceFile.parse(#"{"format": "mapsim-trace/1", "format": "x"}"#, fileName: "d.json")
        }
        #expect(duplicate?.description == "d.json: line 1, column 30: duplicate key format")
        let root = traceError { () throws(TraceError) in _ = try TraceFile.parse("[]", fileName: "r.json") }
        #expect(root?.description == "r.json: expected an object, found an array")
    }

    @Test func missingUnreadableAndInvalidFilesAreTheirOwnKinds() {
        let missing = traceError { () throws(TraceError) in _ = try TraceFile.load(path: "/nonexistent/dir/walk.json") }
        #expect(missing?.kind == .fileNotFound)
        #expect(missing?.description == "/nonexistent/dir/walk.json: no such file")
        let directory = traceError { () throws(TraceError) in _ = try TraceFile.load(path: RepositoryPaths.root + "/Tests/TracesTests") }
        #expect(directory?.kind == .unreadable)
        let bad = traceError { () throws(TraceError) in _ = try TraceFile.load(path: RepositoryPaths.recording("evemu-3m.event")) }
        #expect(bad?.kind == .invalidData)
    }
}

@Suite("TraceFile.validateTouches")
struct ValidateTouchesTests {
    func trace(_ rows: [(Double, TouchPhase, Int)]) -> TraceFile {
        var t = TraceFile(viewport: TraceViewport(width: 400, height: 800), camera: TraceCamera(latitude: 0, longitude: 0, zoom: 3))
        t.touches = rows.map { TraceTouch(timeMs: $0.0, phase: $0.1, pointerID: $0.2, x: 10, y: 10) }
        return t
    }

    @Test("touches in memory get the decoder's error and path for the same rows", arguments: [
        ([(0.0, TouchPhase.down, 0), (5, .up, 1)], "touches[1][1]: \"up\" for pointer 1, which is not down"),
        ([(5.0, TouchPhase.down, 0), (4, .up, 0)], "touches[1][0]: time goes backwards (4 after 5)"),
        ([(0.0, TouchPhase.down, 0), (0, .down, 0)], "touches[1][2]: pointer 0 already has an event at 0 ms (one event per pointer per sample, or a move then its up or cancel)"),
    ])
    func errors(_ rows: [(Double, TouchPhase, Int)], _ message: String) throws {
        let t = trace(rows)
        let inMemory = try #require(traceError { () throws(TraceError) in try t.validateTouches(fileName: "m.json") })
        #expect(inMemory.description == "m.json: " + message)
        let decoded = try #require(traceError { () throws(TraceError) in
            _ = try TraceFile.parse(t.jsonValue.prettyText, fileName: "m.json")
        })
        #expect(decoded.description == inMemory.description)
    }

    @Test("a valid sequence passes, and so does a move then its lift in one sample")
    func valid() throws {
        try trace([(0, .down, 0), (0, .down, 1), (5, .move, 0), (5, .up, 0), (9, .up, 1)]).validateTouches()
    }
}

@Suite("Trace decoder robustness")
struct TraceDecoderRobustnessTests {
    /// Random byte edits of a valid trace either parse or fail with a positioned error;
    /// nothing traps.
    @Test func mutatedTracesFailCleanly() {
        var rng = SplitMix64(seed: 0xF022)
        let original = Array(TraceRoundTripTests.fullTrace.utf8)
        let alphabet = Array("{}[],:\"\\0123456789-+.eE tfn\u{01}é".utf8)
        var failures = 0
        for _ in 0..<2000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes[i] = alphabet.randomElement(using: &rng)!
                case 1: bytes.remove(at: i)
                default: bytes.insert(alphabet.randomElement(using: &rng)!, at: i)
                }
            }
            do {
                _ = try TraceFile.parse(bytes, fileName: "m.json")
            } catch {
                failures += 1
                // A mutation of the "format" key makes the document not a trace at all.
                #expect(error.kind == .invalidData || error.kind == .notATrace || error.kind == .unknownJSON)
                #expect(error.location != nil)
                #expect(error.description.hasPrefix("m.json: "))
            }
        }
        #expect(failures > 1000)
    }

    /// Every prefix of a valid trace fails cleanly (truncated files).
    @Test func truncatedTracesFailCleanly() {
        let original = Array(TraceRoundTripTests.fullTrace.utf8)
        for length in stride(from: 0, to: original.count, by: 7) {
            let error = traceError { () throws(TraceError) in _ = try TraceFile.parse(Array(original[0..<length])) }
            #expect(error != nil)
        }
    }
}
