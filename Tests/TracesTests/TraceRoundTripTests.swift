import MapMath
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

@Suite("Trace round trip")
struct TraceRoundTripTests {
    /// A trace that uses every field.
    static let fullTrace = #"""
    {
      "$schema": "../traces/schema.json",
      "format": "mapsim-trace/1",
      "name": "everything",
      "description": "Every field of the format, for the round-trip test.",
      "profile": "android",
      "input": "android",
      "framesPerSecond": 90,
      "viewport": {"width": 390, "height": 844, "scale": 3, "padding": {"top": 47, "left": 0, "bottom": 34, "right": 10.5}},
      "camera": {"lat": 48.8566, "lng": 2.3522, "zoom": 14.25, "bearing": 30, "tilt": 15},
      "settings": {"scrollGestures": true, "tiltGestures": false, "compassButton": true, "consumesGesturesInView": false},
      "map": {"mapType": "hybrid", "trafficEnabled": true, "indoorEnabled": true, "buildingsEnabled": false,
              "accessibilityElementsHidden": false, "myLocationEnabled": true, "myLocation": {"lat": 48.85, "lng": 2.35},
              "overrideUserInterfaceStyle": "dark", "systemStyle": "light", "backgroundColor": "#1A2B3Cff",
              "mapID": "abc123", "minZoom": 3, "maxZoom": 19.5},
      "markers": [
        {"id": "louvre", "lat": 48.8606, "lng": 2.3376, "title": "Louvre", "snippet": "Museum \"du\" Louvre\n1er",
         "icon": {"width": 30, "height": 48}, "groundAnchor": [0.5, 0.9], "infoWindowAnchor": [0.4, 0.1],
         "zIndex": -3, "tappable": false, "tracksInfoWindowChanges": true, "infoWindowSize": {"width": 200, "height": 80}},
        {"id": "é😀", "lat": -0.0, "lng": 180}
      ],
      "buildings": [{"id": "mall", "bounds": {"south": 48.85, "west": 179.9, "north": 48.86, "east": -179.9},
                     "levels": ["B1", "G", "1"], "defaultLevel": 1}],
      "touches": [[0, "down", 0, 100, 200], [0, "down", 1, 300, 400.25], [16.667, "move", 0, 90, 190],
                  [16.667, "move", 1, 310, 410], [33.333, "up", 0, 90, 190], [40, "cancel", 1, -5, 900]],
      "commands": [
        {"timeMs": 0, "moveCamera": {"zoom": 15}},
        {"timeMs": 10, "animateCamera": {"lat": 1, "lng": 2, "bearing": 90, "tilt": 0, "durationMs": 250}},
        {"timeMs": 10, "animateCamera": {"zoom": 3}},
        {"timeMs": 20, "animateToBearing": -45},
        {"timeMs": 30, "animateToLocation": {"lat": 48.8, "lng": 2.3}},
        {"timeMs": 40, "fitBounds": {"bounds": {"south": 48, "west": 2, "north": 49, "east": 3}, "padding": 20}},
        {"timeMs": 50, "setSettings": {"rotateGestures": false}},
        {"timeMs": 60, "setMap": {"mapType": "none", "myLocation": null}},
        {"timeMs": 70, "setPadding": {"top": 10, "left": 20, "bottom": 30, "right": 40}},
        {"timeMs": 80, "setSelectedMarker": "louvre"},
        {"timeMs": 90, "updateMarker": {"id": "louvre", "title": "Le Louvre", "lat": 48.861}},
        {"timeMs": 100, "addMarker": {"id": "new", "lat": 1, "lng": 1}},
        {"timeMs": 110, "removeMarker": "é😀"},
        {"timeMs": 120, "setMyLocation": null},
        {"timeMs": 130, "setMyLocation": {"lat": 5, "lng": 6}},
        {"timeMs": 140, "selectLevel": {"building": "mall", "level": 2}},
        {"timeMs": 150, "setSelectedMarker": null}
      ],
      "expect": [
        {"timeMs": 500, "camera": {"lat": 48.8, "zoom": 15, "bearing": 0, "tolerance": 0.001}},
        {"camera": {"tilt": 0}},
        {"gestures": ["pinch", {"kind": "rotate", "beginMs": 10, "endMs": 300, "toleranceMs": 0.5,
                                "endCamera": {"bearing": 30, "tolerance": 0.01}}]},
        {"gesturesInclude": ["pan", {"kind": "pan", "beginMs": 5}]},
        {"gesturesExclude": ["tilt", "doubleTap", "twoFingerTap", "oneFingerZoom", "longPress", "tap"]},
        {"events": ["willMove", {"type": "willMove", "gesture": true}, {"type": "didTapMarker", "marker": "new"},
                    {"type": "didTapAtCoordinate", "lat": 1, "lng": 2, "tolerance": 0.01},
                    {"type": "didChangeActiveBuilding", "building": null}, {"type": "didChangeActiveLevel", "level": 2}]},
        {"eventsExactly": [{"type": "willMove", "gesture": true}, {"type": "didChangeCameraPosition", "count": 3},
                           {"type": "idleAtCameraPosition", "camera": {"zoom": 15, "tolerance": 1e-7}}, "didTapMyLocationButton"]},
        {"eventsExclude": ["didTapMyLocationButton", {"type": "didCloseInfoWindowOfMarker", "marker": "louvre"}]},
        {"timeMs": 200, "state": {"selectedMarker": null, "infoWindowMarker": "louvre", "compassVisible": true,
                                  "myLocationButtonVisible": false, "floorPickerVisible": true, "activeBuilding": "mall",
                                  "activeLevel": 1, "mapType": "none", "trafficEnabled": false, "colorScheme": "dark"}}
      ]
    }
    """#

    @Test func fullTraceSurvivesARoundTrip() throws {
        let trace = try TraceFile.parse(Self.fullTrace, fileName: "full.json")
        #expect(trace.markers.count == 2 && trace.commands.count == 17 && trace.expectations.count == 9)
        let compact = trace.jsonValue.compactText
        let pretty = trace.jsonValue.prettyText
        let fromCompact = try TraceFile.parse(compact)
        let fromPretty = try TraceFile.parse(pretty)
        #expect(fromCompact == trace)
        #expect(fromPretty == trace)
        #expect(fromPretty.jsonValue.prettyText == pretty)
        try trace.validate()
    }

    @Test func serializedTraceMatchesTheInputExceptForWrittenDefaults() throws {
        let trace = try TraceFile.parse(Self.fullTrace)
        let original = try JSONParser().parse(Self.fullTrace)
        let written = trace.jsonValue
        // Keys in schema order, which the full trace already follows.
        #expect(written.objectMembers?.map(\.key) == original.objectMembers?.map(\.key))
        #expect(written["settings"] == original["settings"])
        #expect(written["map"] == original["map"])
        #expect(written["touches"] == original["touches"])
        // Commands match except addMarker, whose marker gets its defaults written out.
        let writtenCommands = written["commands"]?.arrayValue ?? []
        let originalCommands = original["commands"]?.arrayValue ?? []
        #expect(writtenCommands.count == originalCommands.count)
        for (w, o) in zip(writtenCommands, originalCommands) where o["addMarker"] == nil {
            #expect(w == o)
        }
        #expect(written["buildings"] == original["buildings"])
        #expect(written["markers"]?.arrayValue?.first == original["markers"]?.arrayValue?.first)
        // The second marker gets its defaults written out.
        #expect(written["markers"]?.arrayValue?[1].compactText ==
                #"{"id":"é😀","lat":-0,"lng":180,"icon":{"width":26,"height":42},"groundAnchor":[0.5,1],"infoWindowAnchor":[0.5,0],"zIndex":0,"tappable":true,"tracksInfoWindowChanges":false}"#)
    }

    @Test func minimalTraceWritesCompactly() throws {
        let trace = TraceFile(viewport: TraceViewport(width: 320, height: 480),
                              camera: TraceCamera(latitude: 0, longitude: 0, zoom: 2),
                              touches: [TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 1, y: 2)])
        #expect(trace.jsonValue.compactText ==
                #"{"format":"mapsim-trace/1","viewport":{"width":320,"height":480,"scale":1},"camera":{"lat":0,"lng":0,"zoom":2,"bearing":0,"tilt":0},"touches":[[0,"down",0,1,2]]}"#)
        try trace.validate()
    }

    @Test func validateRejectsAModelThatBreaksTheRules() {
        let trace = TraceFile(viewport: TraceViewport(width: 320, height: 480),
                              camera: TraceCamera(latitude: 0, longitude: 0, zoom: 2),
                              touches: [TraceTouch(timeMs: 0, phase: .move, pointerID: 0, x: 1, y: 2)])
        let error = traceError { () throws(TraceError) in try trace.validate() }
        #expect(error?.jsonPath == "touches[0][1]")
    }
}
