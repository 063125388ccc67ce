#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MapMath
import MapSimulation
import Replays
import TraceFormat
import TraceJSON

/// The view panel: what the map view showed at one frame, in view points.
extension ReplaySVG {
    /// Radius of a drawn finger contact, view points: 22 (our choice: about half of the
    /// 44 pt minimum touch target in Apple's Human Interface Guidelines).
    static let fingerRadius = 22.0

    /// Spacing the view's graticule aims at, view points (our choice).
    static let viewGraticuleSpacing = 90.0

    func writeViewPanel(frameIndex index: Int, sharedMarkers: Bool, to w: inout XMLWriter) {
        let l = layout, s = l.viewScale
        let size = result.trace.viewport
        w.group("g", [("id", "view-panel"),
                      ("transform", "translate(\(w.number(l.viewX)) \(w.number(l.viewY))) scale(\(XMLWriter.number(s, decimals: 6)))"),
                      ("data-scale", XMLWriter.number(s, decimals: 6))]) { w in
            w.group("defs") { w in
                w.group("clipPath", [("id", "view-clip")]) { w in
                    w.empty("rect", [("x", "0"), ("y", "0"), ("width", w.number(size.width)), ("height", w.number(size.height))])
                }
                if sharedMarkers {
                    for (shapeIndex, shape) in markerShapes.enumerated() {
                        writeMarkerShape(shape, index: shapeIndex, to: &w)
                    }
                }
            }
            w.empty("rect", [("class", "map-background"), ("x", "0"), ("y", "0"), ("width", w.number(size.width)),
                             ("height", w.number(size.height))])
            w.group("g", [("id", "view-dynamic"), ("clip-path", "url(#view-clip)")]) { w in
                writeViewFrame(frameIndex: index, sharedMarkers: sharedMarkers, to: &w)
            }
            w.group("g", [("id", "fingers-dynamic"), ("clip-path", "url(#view-clip)")]) { w in
                writeFingers(at: frames[index].time, to: &w)
            }
            w.empty("rect", [("id", "view"), ("x", "0"), ("y", "0"), ("width", w.number(size.width)),
                             ("height", w.number(size.height))])
            w.element("text", [("class", "panel-label muted"), ("x", "0"), ("y", w.number(size.height + 15 / s))],
                      text: "view \(ReportFormat.number(size.width)) × \(ReportFormat.number(size.height)) pt, padded rectangle dashed")
        }
    }

    /// The markup of the view's content at frame `index` alone, without the fingers (for
    /// the HTML viewer, which draws those itself).
    func viewFrameMarkup(frameIndex index: Int, decimals: Int = 3) -> String {
        var w = XMLWriter(decimals: decimals, indented: false)
        writeViewFrame(frameIndex: index, sharedMarkers: true, to: &w)
        return w.finish()
    }

    /// `<g id="view-frame">`: everything in the view that changes from frame to frame,
    /// except the fingers.
    func writeViewFrame(frameIndex index: Int, sharedMarkers: Bool, to w: inout XMLWriter) {
        let frame = frames[index]
        let state = mapStates[index]
        let viewport = state.viewport(of: result.trace)
        let projection = Projection(camera: frame.camera, viewport: viewport)
        let overlay = overlayOfFrame(frame)
        let px = 1 / layout.viewScale
        w.group("g", [("id", "view-frame")]) { w in
            if let horizon = projection.horizonY, horizon > 0 {
                w.empty("rect", [("id", "sky"), ("x", "0"), ("y", "0"), ("width", w.number(viewport.width)),
                                 ("height", w.number(min(horizon, viewport.height)))])
                w.empty("line", [("id", "horizon"), ("x1", "0"), ("y1", w.number(horizon)), ("x2", w.number(viewport.width)),
                                 ("y2", w.number(horizon))])
            }
            writeViewGraticule(projection, to: &w)
            let r = viewport.paddedRect
            w.empty("rect", [("id", "padded"), ("x", w.number(r.x)), ("y", w.number(r.y)),
                             ("width", w.number(max(0, r.width))), ("height", w.number(max(0, r.height)))])
            writeTarget(viewport.paddedCenter, px: px, to: &w)
            writeMarkers(state, projection: projection, overlay: overlay, px: px, sharedMarkers: sharedMarkers, to: &w)
            if let window = overlay.infoWindow {
                writeInfoWindow(window, state: state, to: &w)
            }
            writeControls(overlay, bearing: frame.camera.bearing, to: &w)
        }
    }

    // MARK: Graticule

    /// A graticule line in the view: a meridian (`isMeridian`) or a parallel at `degrees`,
    /// clipped to the ground in front of the horizon's safe row.
    struct ViewGraticuleLine: Hashable, Sendable {
        var isMeridian: Bool
        var degrees: Double
        var from: ScreenPoint
        var to: ScreenPoint
    }

    /// The graticule lines visible in the view of `projection`.
    static func viewGraticule(_ projection: Projection) -> (step: Double, lines: [ViewGraticuleLine]) {
        let viewport = projection.viewport
        let top = max(0, projection.horizonSafeY ?? 0)
        guard top < viewport.height else { return (0, []) }
        let corners = [ScreenPoint(x: 0, y: top), ScreenPoint(x: viewport.width, y: top),
                       ScreenPoint(x: 0, y: viewport.height), ScreenPoint(x: viewport.width, y: viewport.height)]
        let ground = corners.compactMap { projection.worldPoint(for: $0) }
        guard ground.count == 4 else { return (0, []) }
        let minX = ground.map(\.x).min()!, maxX = ground.map(\.x).max()!
        let minY = max(0, ground.map(\.y).min()!), maxY = min(WebMercator.tileSize, ground.map(\.y).max()!)
        guard minY < maxY else { return (0, []) }
        let degreesPerUnit = 360 / WebMercator.tileSize
        var step = ReplaySVGTicks.degreeStep(
            atLeast: viewGraticuleSpacing / projection.scale * degreesPerUnit)
        let north = WebMercator.coordinate(for: WorldPoint(x: 0, y: minY)).latitude
        let south = WebMercator.coordinate(for: WorldPoint(x: 0, y: maxY)).latitude
        var meridians: [Double] = [], parallels: [Double] = []
        while true {
            if let m = ReplaySVGTicks.multiples(of: step, in: minX * degreesPerUnit - 180, maxX * degreesPerUnit - 180, limit: 150),
               let p = ReplaySVGTicks.multiples(of: step, in: south, north, limit: 150) {
                meridians = m
                parallels = p
                break
            }
            step = ReplaySVGTicks.coarserDegreeStep(than: step)
        }
        var lines: [ViewGraticuleLine] = []
        for lng in meridians {
            let x = (lng + 180) / degreesPerUnit
            if let (a, b) = clip(projection, WorldPoint(x: x, y: minY), WorldPoint(x: x, y: maxY)) {
                lines.append(ViewGraticuleLine(isMeridian: true, degrees: lng, from: a, to: b))
            }
        }
        for lat in parallels {
            let y = WebMercator.worldPoint(for: Coordinate(latitude: lat, longitude: 0)).y
            if let (a, b) = clip(projection, WorldPoint(x: minX, y: y), WorldPoint(x: maxX, y: y)) {
                lines.append(ViewGraticuleLine(isMeridian: false, degrees: lat, from: a, to: b))
            }
        }
        return (step, lines)
    }

    /// The screen segment of the ground segment a–b (world units, on the copy near the
    /// target) that lies between the horizon's safe row and a tenth of the camera distance
    /// in front of the camera; nil when none of it does. A straight ground line stays
    /// straight on screen, so its clipped ends are enough.
    static func clip(_ projection: Projection, _ a: WorldPoint, _ b: WorldPoint) -> (ScreenPoint, ScreenPoint)? {
        let t = projection.targetWorld, k = projection.scale
        let (ax, ay) = ((a.x - t.x) * k, (a.y - t.y) * k)
        let (bx, by) = ((b.x - t.x) * k, (b.y - t.y) * k)
        var low = 0.0, high = 1.0
        let sinTilt = sin(projection.camera.tilt * .pi / 180)
        if sinTilt > 1e-12 {
            let beta = projection.camera.bearing * .pi / 180
            let (cb, sb) = (cos(beta), sin(beta))
            let va = -ax * sb + ay * cb, vb = -bx * sb + by * cb
            let d = projection.distance
            let vFar = -(1 / Projection.horizonSafetyScale - 1) * d / sinTilt
            let vNear = 0.9 * d / sinTilt
            // Keep vFar ≤ v(s) ≤ vNear with v(s) = va + s·(vb − va).
            let dv = vb - va
            for (bound, keepAbove) in [(vFar, true), (vNear, false)] {
                if abs(dv) < 1e-15 {
                    if keepAbove ? va < bound : va > bound { return nil }
                    continue
                }
                let s = (bound - va) / dv
                if (dv > 0) == keepAbove { low = max(low, s) } else { high = min(high, s) }
            }
            guard low < high else { return nil }
        }
        func at(_ s: Double) -> ScreenPoint? {
            projection.point(forOffset: ax + s * (bx - ax), ay + s * (by - ay))
        }
        guard let p = at(low), let q = at(high) else { return nil }
        return (p, q)
    }

    func writeViewGraticule(_ projection: Projection, to w: inout XMLWriter) {
        let (step, lines) = Self.viewGraticule(projection)
        func path(_ meridians: Bool) -> String {
            lines.filter { $0.isMeridian == meridians }.map {
                "M\(w.number($0.from.x)) \(w.number($0.from.y))L\(w.number($0.to.x)) \(w.number($0.to.y))"
            }.joined()
        }
        let meridians = path(true), parallels = path(false)
        w.group("g", [("id", "view-graticule"), ("data-step-degrees", XMLWriter.number(step, decimals: 9))]) { w in
            w.empty("path", [("class", "meridians"), ("d", meridians)])
            w.empty("path", [("class", "parallels"), ("d", parallels)])
        }
    }

    // MARK: Target, markers, info window

    func writeTarget(_ center: ScreenPoint, px: Double, to w: inout XMLWriter) {
        let arm = 9 * px
        w.group("g", [("id", "target"), ("data-x", w.number(center.x)), ("data-y", w.number(center.y))]) { w in
            w.empty("path", [("d", "M\(w.number(center.x - arm)) \(w.number(center.y))H\(w.number(center.x + arm))"
                                 + "M\(w.number(center.x)) \(w.number(center.y - arm))V\(w.number(center.y + arm))")])
            w.empty("circle", [("cx", w.number(center.x)), ("cy", w.number(center.y)), ("r", w.number(4 * px))])
        }
    }

    /// The icon rectangle of `marker` whose ground anchor is at `anchor` (view points).
    static func iconRect(_ marker: TraceMarker, anchor: ScreenPoint) -> ScreenRect {
        ScreenRect(x: anchor.x - marker.groundAnchor.x * marker.iconSize.width,
                   y: anchor.y - marker.groundAnchor.y * marker.iconSize.height,
                   width: marker.iconSize.width, height: marker.iconSize.height)
    }

    /// Whether a marker's icon (with room for its label above) shows in `viewport`.
    static func isOnScreen(_ icon: ScreenRect, in viewport: Viewport, labelRoom: Double) -> Bool {
        icon.maxX >= 0 && icon.x <= viewport.width && icon.maxY >= 0 && icon.y - labelRoom <= viewport.height
    }

    /// The markers whose icons show in the view, in drawing order (zIndex, then order of
    /// adding), each with its anchor's view point. Markers behind the camera or wholly
    /// outside the view are left out.
    func visibleMarkers(_ state: ReplaySVGMapState, projection: Projection) -> [(marker: TraceMarker, anchor: ScreenPoint)] {
        let labelRoom = 16 / layout.viewScale
        return state.markersInDrawingOrder.compactMap { marker in
            guard let anchor = projection.point(for: marker.position),
                  Self.isOnScreen(Self.iconRect(marker, anchor: anchor), in: projection.viewport, labelRoom: labelRoom)
            else { return nil }
            return (marker, anchor)
        }
    }

    /// The visible markers drawn: the top `maxMarkersDrawn` in drawing order (still in
    /// that order), and how many were left out.
    func drawnMarkers(_ state: ReplaySVGMapState, projection: Projection)
        -> (markers: [(marker: TraceMarker, anchor: ScreenPoint)], notDrawn: Int) {
        let labelRoom = 16 / layout.viewScale
        var top: [(marker: TraceMarker, anchor: ScreenPoint)] = []
        var visibleCount = 0
        // From the top of the drawing order down, copying only the markers drawn.
        for entry in state.drawingOrder.reversed() {
            guard let anchor = projection.point(forWorld: entry.world),
                  Self.isOnScreen(Self.iconRect(entry.marker, anchor: anchor), in: projection.viewport, labelRoom: labelRoom)
            else { continue }
            visibleCount += 1
            if top.count < Self.maxMarkersDrawn { top.append((entry.marker, anchor)) }
        }
        return (top.reversed(), visibleCount - top.count)
    }

    /// The markers in the view. Each is a `<g class="marker" data-id=…>` with its icon
    /// rectangle, anchor dot and label; with `sharedMarkers` (the HTML viewer, where the
    /// markup is repeated for every frame), markers other than the selected one are a
    /// `<use href="#marker-shape-N" x=… y=…>` of their shape, placed at the anchor.
    func writeMarkers(_ state: ReplaySVGMapState, projection: Projection, overlay: ReplaySVGOverlay,
                      px: Double, sharedMarkers: Bool, to w: inout XMLWriter) {
        let (drawn, notDrawn) = drawnMarkers(state, projection: projection)
        var attributes: [XMLWriter.Attribute] = [("id", "markers")]
        if notDrawn > 0 { attributes.append(("data-markers-not-drawn", String(notDrawn))) }
        w.group("g", attributes) { w in
            if notDrawn > 0 {
                w.element("text", [("class", "markers-not-drawn"), ("x", w.number(4 * px)), ("y", w.number(14 * px)),
                                   ("font-size", w.number(12 * px))],
                          text: "\(notDrawn) more markers in view not drawn (a picture draws the top \(Self.maxMarkersDrawn))")
            }
            for (marker, anchor) in drawn {
                let selected = overlay.selectedMarkerID == marker.id
                if sharedMarkers, !selected, let shape = markerShapeIndex[MarkerShape(marker)] {
                    w.empty("use", [("href", "#marker-shape-\(shape)"),
                                    ("x", w.number(anchor.x)), ("y", w.number(anchor.y))])
                    continue
                }
                let icon = Self.iconRect(marker, anchor: anchor)
                var attributes: [XMLWriter.Attribute] = [("class", selected ? "marker selected" : "marker"),
                                                         ("data-id", marker.id),
                                                         ("data-x", w.number(anchor.x)), ("data-y", w.number(anchor.y))]
                if marker.zIndex != 0 { attributes.append(("data-z-index", String(marker.zIndex))) }
                w.group("g", attributes) { w in
                    writeMarkerParts(marker.id, icon: icon, anchor: anchor, px: px, to: &w)
                }
            }
        }
    }

    /// A marker's icon rectangle, anchor dot and label.
    func writeMarkerParts(_ id: String, icon: ScreenRect, anchor: ScreenPoint, px: Double, to w: inout XMLWriter) {
        w.empty("rect", [("class", "marker-icon"), ("x", w.number(icon.x)), ("y", w.number(icon.y)),
                         ("width", w.number(icon.width)), ("height", w.number(icon.height)),
                         ("rx", w.number(min(icon.width, icon.height) * 0.25))])
        w.empty("circle", [("class", "marker-anchor"), ("cx", w.number(anchor.x)), ("cy", w.number(anchor.y)),
                           ("r", w.number(2.5 * px))])
        w.element("text", [("class", "marker-label"), ("x", w.number(icon.center.x)), ("y", w.number(icon.y - 4 * px))],
                  text: id)
    }

    /// `<g id="marker-shape-N">`: a marker drawn with its anchor at (0, 0), for `<use>`.
    func writeMarkerShape(_ shape: MarkerShape, index: Int, to w: inout XMLWriter) {
        let size = shape.iconSize, anchor = shape.groundAnchor
        let icon = ScreenRect(x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
        w.group("g", [("id", "marker-shape-\(index)"), ("class", "marker-shape"), ("data-id", shape.id)]) { w in
            writeMarkerParts(shape.id, icon: icon, anchor: ScreenPoint(x: 0, y: 0), px: 1 / layout.viewScale, to: &w)
        }
    }

    /// Length of the info window's tail below its frame, view points (our choice).
    static let infoWindowTail = 8.0

    func writeInfoWindow(_ window: ReplaySVGOverlay.InfoWindow, state: ReplaySVGMapState, to w: inout XMLWriter) {
        let f = window.frame, tail = Self.infoWindowTail
        let marker = state.markers.first { $0.id == window.markerID }
        w.group("g", [("id", "info-window"), ("data-marker", window.markerID),
                      ("data-x", w.number(f.x)), ("data-y", w.number(f.y)),
                      ("data-width", w.number(f.width)), ("data-height", w.number(f.height))]) { w in
            let cx = f.center.x
            w.empty("path", [("class", "info-window-tail"),
                             ("d", "M\(w.number(cx - tail)) \(w.number(f.maxY))L\(w.number(cx)) \(w.number(f.maxY + tail))L\(w.number(cx + tail)) \(w.number(f.maxY))Z")])
            w.empty("rect", [("class", "info-window-frame"), ("x", w.number(f.x)), ("y", w.number(f.y)),
                             ("width", w.number(f.width)), ("height", w.number(f.height)), ("rx", "6")])
            w.element("text", [("class", "info-window-title"), ("x", w.number(f.x + 8)), ("y", w.number(f.y + 18))],
                      text: window.title ?? marker?.title ?? window.markerID)
            if let snippet = window.snippet ?? marker?.snippet, !snippet.isEmpty {
                w.element("text", [("class", "info-window-snippet"), ("x", w.number(f.x + 8)), ("y", w.number(f.y + 34))],
                          text: snippet)
            }
        }
    }

    // MARK: Controls

    func controlAttributes(id: String, _ control: ReplaySVGOverlay.Control, w: XMLWriter) -> [XMLWriter.Attribute] {
        let f = control.frame
        return [("id", id), ("class", "control"), ("opacity", XMLWriter.number(control.opacity, decimals: 3)),
                ("data-x", w.number(f.x)), ("data-y", w.number(f.y)),
                ("data-width", w.number(f.width)), ("data-height", w.number(f.height))]
    }

    func writeControls(_ overlay: ReplaySVGOverlay, bearing: Double, to w: inout XMLWriter) {
        w.group("g", [("id", "controls")]) { w in
            if let compass = overlay.compass {
                let f = compass.frame, c = f.center
                let r = min(f.width, f.height) / 2
                // The map turns by the bearing clockwise, so north on the compass points
                // `bearing` degrees anticlockwise from up.
                w.group("g", controlAttributes(id: "compass", compass, w: w) + [
                    ("data-bearing", w.number(bearing)),
                    ("transform", "rotate(\(w.number(-bearing)) \(w.number(c.x)) \(w.number(c.y)))"),
                ]) { w in
                    w.empty("circle", [("class", "control-face"), ("cx", w.number(c.x)), ("cy", w.number(c.y)), ("r", w.number(r))])
                    w.empty("polygon", [("class", "compass-north"),
                                        ("points", w.points([(c.x, c.y - 0.78 * r), (c.x - 0.28 * r, c.y), (c.x + 0.28 * r, c.y)]))])
                    w.empty("polygon", [("class", "compass-south"),
                                        ("points", w.points([(c.x, c.y + 0.78 * r), (c.x - 0.28 * r, c.y), (c.x + 0.28 * r, c.y)]))])
                }
            }
            if let button = overlay.myLocationButton {
                let f = button.frame, c = f.center
                let r = min(f.width, f.height) / 2
                w.group("g", controlAttributes(id: "my-location-button", button, w: w)) { w in
                    w.empty("rect", [("class", "control-face"), ("x", w.number(f.x)), ("y", w.number(f.y)),
                                     ("width", w.number(f.width)), ("height", w.number(f.height)), ("rx", w.number(r))])
                    w.empty("circle", [("class", "my-location-ring"), ("cx", w.number(c.x)), ("cy", w.number(c.y)),
                                       ("r", w.number(0.45 * r))])
                    w.empty("circle", [("class", "my-location-dot"), ("cx", w.number(c.x)), ("cy", w.number(c.y)),
                                       ("r", w.number(0.18 * r))])
                }
            }
            if let picker = overlay.floorPicker {
                let f = picker.frame
                w.group("g", controlAttributes(id: "floor-picker", picker, w: w)) { w in
                    w.empty("rect", [("class", "control-face"), ("x", w.number(f.x)), ("y", w.number(f.y)),
                                     ("width", w.number(f.width)), ("height", w.number(f.height)), ("rx", "4")])
                    w.element("text", [("class", "floor-label"), ("x", w.number(f.center.x)), ("y", w.number(f.center.y + 4))],
                              text: picker.label ?? "floors")
                }
            }
        }
    }

    // MARK: Fingers

    /// `<g id="fingers">`: each finger's path up to `time` seconds (lighter once lifted)
    /// with a dot where it touched down, and a disc under each finger still down.
    func writeFingers(at time: Double, to w: inout XMLWriter) {
        let px = 1 / layout.viewScale
        w.group("g", [("id", "fingers")]) { w in
            for stroke in strokes where stroke.beginTime <= time {
                let samples = stroke.samples(upTo: time)
                let color = ReplaySVGLayout.fingerClass(stroke.colorIndex)
                let lifted = stroke.isDown(at: time) ? "" : " lifted"
                let start = samples[samples.startIndex].location
                w.empty("circle", [("class", "finger-start " + color + lifted), ("data-pointer", String(stroke.pointerID)),
                                   ("cx", w.number(start.x)), ("cy", w.number(start.y)), ("r", w.number(3 * px))])
                if samples.count > 1 {
                    w.empty("polyline", [("class", "finger-path " + color + lifted), ("data-pointer", String(stroke.pointerID)),
                                         ("points", w.points(samples.map { ($0.location.x, $0.location.y) }))])
                }
            }
            for stroke in strokes where stroke.isDown(at: time) {
                let samples = stroke.samples(upTo: time)
                let p = samples[samples.index(before: samples.endIndex)].location
                w.group("g", [("class", "touch " + ReplaySVGLayout.fingerClass(stroke.colorIndex)),
                              ("data-pointer", String(stroke.pointerID)),
                              ("data-x", w.number(p.x)), ("data-y", w.number(p.y))]) { w in
                    w.empty("circle", [("cx", w.number(p.x)), ("cy", w.number(p.y)), ("r", w.number(Self.fingerRadius))])
                    w.element("text", [("x", w.number(p.x)), ("y", w.number(p.y + 4 * px))], text: String(stroke.pointerID))
                }
            }
        }
    }
}
