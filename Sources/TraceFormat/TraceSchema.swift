/// The trace format's vocabulary: every key of a trace file's objects, spelled once, and
/// the keys each object takes, in schema order. The decoder reads and the encoder writes
/// keys from here only; any other key is an error. `TraceSchemaTests` compares the lists
/// with `traces/schema.json`.
public enum TraceSchema {
    /// A key of a trace file's objects (command and expectation names included); the raw
    /// value is its JSON text. Grouped by where each key first appears in the schema; many
    /// appear in several objects (`lat`, `id`, `padding`, ...).
    public enum Key: String, CaseIterable, Sendable {
        /// Keys of the top level.
        case schema = "$schema", format, name, description, profile, input, framesPerSecond, viewport, camera, settings, map,
             markers, buildings, touches, commands, expect
        /// Keys of viewports, paddings and sizes.
        case width, height, scale, padding, top, left, bottom, right
        /// Keys of cameras and coordinates.
        case lat, lng, zoom, bearing, tilt
        /// Keys of settings (`GMSUISettings`).
        case scrollGestures, zoomGestures, tiltGestures, rotateGestures, allowScrollGesturesDuringRotateOrZoom,
             compassButton, myLocationButton, indoorPicker, consumesGesturesInView
        /// Keys of map options.
        case mapType, trafficEnabled, indoorEnabled, buildingsEnabled, accessibilityElementsHidden,
             myLocationEnabled, myLocation, overrideUserInterfaceStyle, systemStyle, backgroundColor, mapID,
             minZoom, maxZoom
        /// Keys of markers.
        case id, title, snippet, icon, groundAnchor, infoWindowAnchor, zIndex, tappable, tracksInfoWindowChanges,
             infoWindowSize
        /// Keys of buildings and bounds.
        case bounds, levels, defaultLevel, south, west, north, east
        /// A command's time, the command names, and keys of their arguments.
        case timeMs, moveCamera, animateCamera, animateToBearing, animateToLocation, fitBounds, setSettings,
             setMap, setPadding, setSelectedMarker, updateMarker, addMarker, removeMarker, setMyLocation,
             selectLevel, durationMs, building, level
        /// The expectation names, and keys of camera expectations and event matchers.
        case gestures, gesturesInclude, gesturesExclude, events, eventsExclude, state, tolerance, type, gesture,
             marker
        /// Keys of gesture matchers, `eventsExactly` and an event matcher's `count`.
        case kind, beginMs, endMs, toleranceMs, endCamera, eventsExactly, count
        /// An `expect` entry's `generated` mark, the `cameraPath` expectation and its keys.
        case generated, cameraPath, frames, targetPt, degrees
        /// Keys of state expectations.
        case selectedMarker, infoWindowMarker, compassVisible, myLocationButtonVisible, floorPickerVisible,
             activeBuilding, activeLevel, colorScheme
    }

    /// Top-level keys of a trace file.
    public static let topLevelKeys: [Key] = [.schema, .format, .name, .description, .profile, .input, .framesPerSecond,
                                             .viewport, .camera,
                                             .settings, .map, .markers, .buildings, .touches, .commands, .expect]
    /// Keys of `viewport`.
    public static let viewportKeys: [Key] = [.width, .height, .scale, .padding]
    /// Keys of a padding object (`viewport.padding`, `setPadding`).
    public static let paddingKeys: [Key] = [.top, .left, .bottom, .right]
    /// Keys of `camera` (lat, lng and zoom required there; all optional in `moveCamera` and `animateCamera`).
    public static let cameraKeys: [Key] = [.lat, .lng, .zoom, .bearing, .tilt]
    /// Keys of `settings` and `setSettings` (`GMSUISettings`).
    public static let settingsKeys: [Key] = [.scrollGestures, .zoomGestures, .tiltGestures, .rotateGestures,
                                             .allowScrollGesturesDuringRotateOrZoom, .compassButton,
                                             .myLocationButton, .indoorPicker, .consumesGesturesInView]
    /// Keys of `map` and `setMap`.
    public static let mapKeys: [Key] = [.mapType, .trafficEnabled, .indoorEnabled, .buildingsEnabled,
                                        .accessibilityElementsHidden, .myLocationEnabled, .myLocation,
                                        .overrideUserInterfaceStyle, .systemStyle, .backgroundColor, .mapID,
                                        .minZoom, .maxZoom]
    /// Keys of a coordinate object (`map.myLocation`, `animateToLocation`, `setMyLocation`).
    public static let coordinateKeys: [Key] = [.lat, .lng]
    /// Keys of a marker (`markers[i]`, `addMarker`).
    public static let markerKeys: [Key] = [.id, .lat, .lng, .title, .snippet, .icon, .groundAnchor,
                                           .infoWindowAnchor, .zIndex, .tappable, .tracksInfoWindowChanges,
                                           .infoWindowSize]
    /// Keys of a size object (`icon`, `infoWindowSize`).
    public static let sizeKeys: [Key] = [.width, .height]
    /// Keys of a building.
    public static let buildingKeys: [Key] = [.id, .bounds, .levels, .defaultLevel]
    /// Keys of a bounds object.
    public static let boundsKeys: [Key] = [.south, .west, .north, .east]
    /// Command names: the key that says what a `commands` entry does.
    public static let commandNames: [Key] = [.moveCamera, .animateCamera, .animateToBearing, .animateToLocation,
                                             .fitBounds, .setSettings, .setMap, .setPadding, .setSelectedMarker,
                                             .updateMarker, .addMarker, .removeMarker, .setMyLocation, .selectLevel]
    /// Keys of a `commands` entry: its time and one command name.
    public static let commandKeys: [Key] = [.timeMs] + commandNames
    /// Keys of `animateCamera`'s argument.
    public static let animateCameraKeys: [Key] = cameraKeys + [.durationMs]
    /// Keys of `fitBounds`'s argument.
    public static let fitBoundsKeys: [Key] = [.bounds, .padding]
    /// Keys of `updateMarker`'s argument.
    public static let updateMarkerKeys: [Key] = [.id, .title, .snippet, .lat, .lng]
    /// Keys of `selectLevel`'s argument.
    public static let selectLevelKeys: [Key] = [.building, .level]
    /// Expectation names: the key that says what an `expect` entry checks.
    public static let expectationNames: [Key] = [.camera, .gestures, .gesturesInclude, .gesturesExclude,
                                                 .events, .eventsExactly, .eventsExclude, .state, .cameraPath]
    /// Keys of an `expect` entry: its optional time, its optional `generated` mark (written
    /// by `check --update`) and one expectation name.
    public static let expectationKeys: [Key] = [.timeMs, .generated] + expectationNames
    /// Keys of a `cameraPath` expectation.
    public static let cameraPathKeys: [Key] = [.tolerance, .frames]
    /// Keys of a `cameraPath` expectation's `tolerance`.
    public static let cameraPathToleranceKeys: [Key] = [.targetPt, .zoom, .degrees]
    /// Keys of a camera expectation.
    public static let cameraExpectationKeys: [Key] = cameraKeys + [.tolerance]
    /// Keys of a gesture matcher object (`gestures`, `gesturesInclude`).
    public static let gestureMatcherKeys: [Key] = [.kind, .beginMs, .endMs, .toleranceMs, .endCamera]
    /// Keys of an event matcher object: `type` and the fields of every event type
    /// (`MapEventType.matcherFields` says which type takes which).
    public static let eventMatcherKeys: [Key] = [.type, .gesture, .marker, .lat, .lng, .tolerance, .building, .level,
                                                 .camera, .count]
    /// Keys of a state expectation.
    public static let stateKeys: [Key] = [.selectedMarker, .infoWindowMarker, .compassVisible,
                                          .myLocationButtonVisible, .floorPickerVisible, .activeBuilding,
                                          .activeLevel, .mapType, .trafficEnabled, .colorScheme]
}
