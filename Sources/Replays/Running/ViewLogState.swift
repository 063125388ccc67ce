import MapSimulation

/// The parts of a frame the text summary logs when they change.
struct ViewLogState: Hashable {
    var selectedMarker: String?
    var infoWindow: InfoWindowRecord?
    var compass: String
    var myLocationButton: Bool
    var floorPicker: ControlsRecord.FloorPicker
    var options: MapOptions
    var accessibilityLabels: [String]?

    /// The discrete state of `frame` (the compass as hidden, visible or fading).
    init(_ frame: FrameRecord) {
        selectedMarker = frame.selectedMarker
        infoWindow = frame.infoWindow
        let c = frame.controls.compass
        compass = !c.visible ? "hidden" : (c.opacity < 1 ? "fading out" : "visible")
        myLocationButton = frame.controls.myLocationButton.visible
        floorPicker = frame.controls.floorPicker
        options = frame.options
        accessibilityLabels = frame.accessibilityElements.map { $0.map { "\($0.kind.rawValue) \($0.id)" } }
    }

    /// What changed since `old` (everything when nil), as short phrases.
    func describe(changedFrom old: ViewLogState?) -> [String] {
        var parts: [String] = []
        if old == nil || old?.options != options {
            let o = options
            parts.append("map \(o.mapType.rawValue) (\(o.colorScheme.rawValue)), traffic \(o.effectiveTrafficEnabled ? "on" : "off"), "
                         + "indoor \(o.indoorEnabled ? "on" : "off"), buildings \(o.buildingsEnabled ? "on" : "off"), "
                         + "background \(o.backgroundColor.hexString)"
                         + (o.myLocationEnabled ? ", my location " + (o.myLocation.map { "(\(TraceReplayResult.short($0.latitude, 6)), \(TraceReplayResult.short($0.longitude, 6)))" } ?? "unknown") : ""))
        }
        if old == nil || old?.selectedMarker != selectedMarker {
            parts.append(selectedMarker.map { "selected marker \($0)" } ?? "no marker selected")
        }
        if old == nil || old?.infoWindow?.marker != infoWindow?.marker || old?.infoWindow?.title != infoWindow?.title
            || old?.infoWindow?.snippet != infoWindow?.snippet {
            if let w = infoWindow {
                var text = "info window \(w.marker) open"
                let content = [w.title, w.snippet].compactMap { $0 }.filter { !$0.isEmpty }
                if !content.isEmpty { text += " (\"" + content.joined(separator: "\" / \"") + "\")" }
                if let f = w.frame {
                    text += " at (\(TraceReplayResult.short(f.x)), \(TraceReplayResult.short(f.y))) \(TraceReplayResult.short(f.width))×\(TraceReplayResult.short(f.height)) pt"
                }
                parts.append(text)
            } else {
                parts.append("no info window")
            }
        }
        if old == nil || old?.compass != compass { parts.append("compass \(compass)") }
        if old == nil || old?.myLocationButton != myLocationButton {
            parts.append("my-location button \(myLocationButton ? "visible" : "hidden")")
        }
        if old == nil || old?.floorPicker.visible != floorPicker.visible || old?.floorPicker.building != floorPicker.building
            || old?.floorPicker.level != floorPicker.level {
            var text = "floor picker \(floorPicker.visible ? "visible" : "hidden")"
            if let b = floorPicker.building {
                text += ", building \(b)" + (floorPicker.level.map { " level \($0)" } ?? "")
            }
            parts.append(text)
        }
        if old?.accessibilityLabels != accessibilityLabels && (old != nil || accessibilityLabels != nil) {
            if let labels = accessibilityLabels {
                parts.append("accessibility elements [" + labels.joined(separator: ", ") + "]")
            } else {
                parts.append("accessibility elements hidden")
            }
        }
        return parts
    }
}
