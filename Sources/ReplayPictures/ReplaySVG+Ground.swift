import MapMath
import MapSimulation
import Replays
import TraceFormat
import TraceJSON

/// The ground panel: a north-up Web Mercator map around the camera's path.
extension ReplaySVG {
    /// Graticule lines the ground panel aims at across its width: at most 6 (our choice).
    static let groundGraticuleLines = 6.0

    /// The ground panel's graticule step in degrees.
    var groundGraticuleStep: Double {
        let degreesAcross = (ground.worldXRange.upperBound - ground.worldXRange.lowerBound) * 360 / WebMercator.tileSize
        return ReplaySVGTicks.degreeStep(atLeast: degreesAcross / Self.groundGraticuleLines)
    }

    func writeGroundPanel(frameIndex index: Int, to w: inout XMLWriter) {
        let l = layout, g = ground, side = g.side
        w.group("g", [("id", "ground-panel"), ("transform", "translate(\(w.number(l.groundX)) \(w.number(l.groundY)))"),
                      ("data-origin-x", ReportFormat.number(g.originX)), ("data-origin-y", ReportFormat.number(g.originY)),
                      ("data-pixels-per-unit", ReportFormat.number(g.pixelsPerUnit))]) { w in
            w.group("defs") { w in
                w.group("clipPath", [("id", "ground-clip")]) { w in
                    w.empty("rect", [("x", "0"), ("y", "0"), ("width", w.number(side)), ("height", w.number(side))])
                }
            }
            w.empty("rect", [("class", "panel-background"), ("x", "0"), ("y", "0"), ("width", w.number(side)),
                             ("height", w.number(side))])
            w.group("g", [("clip-path", "url(#ground-clip)")]) { w in
                writeGroundGraticule(to: &w)
                let points = targetPath.map { g.panelPoint($0) }
                w.empty("polyline", [("id", "target-path"), ("points", w.points(points))])
                w.empty("circle", [("id", "target-start"), ("cx", w.number(points[0].0)), ("cy", w.number(points[0].1)),
                                   ("r", "3.5")])
                w.group("g", [("id", "ground-markers")]) { w in
                    for marker in result.trace.markers {
                        let p = g.panelPoint(marker.position, nearX: g.referenceX)
                        w.empty("circle", [("class", "ground-marker"), ("data-id", marker.id), ("cx", w.number(p.0)),
                                           ("cy", w.number(p.1)), ("r", "3")])
                    }
                }
                w.group("g", [("id", "ground-dynamic")]) { w in
                    writeGroundFrame(frameIndex: index, to: &w)
                }
            }
            w.empty("rect", [("class", "panel-outline"), ("x", "0"), ("y", "0"), ("width", w.number(side)),
                             ("height", w.number(side))])
            w.element("text", [("class", "panel-label muted"), ("x", "0"), ("y", w.number(side + 15))],
                      text: "ground (Web Mercator, north up): target path, visible region, graticule every "
                          + XMLWriter.number(groundGraticuleStep, decimals: 9) + "°")
        }
    }

    /// The markup of the ground panel's per-frame content alone (for the HTML viewer).
    func groundFrameMarkup(frameIndex index: Int, decimals: Int = 3) -> String {
        var w = XMLWriter(decimals: decimals, indented: false)
        writeGroundFrame(frameIndex: index, to: &w)
        return w.finish()
    }

    /// `<g id="ground-frame">`: the visible region and the target at frame `index`.
    func writeGroundFrame(frameIndex index: Int, to w: inout XMLWriter) {
        let frame = frames[index]
        let viewport = mapStates[index].viewport(of: result.trace)
        let corners = ReplaySVGGroundMap.regionCorners(camera: frame.camera, viewport: viewport, targetX: targetPath[index].x)
        let target = ground.panelPoint(targetPath[index])
        w.group("g", [("id", "ground-frame")]) { w in
            w.empty("polygon", [("id", "visible-region"), ("points", w.points(corners.map { ground.panelPoint($0) }))])
            w.empty("circle", [("id", "target-now"), ("cx", w.number(target.0)), ("cy", w.number(target.1)), ("r", "4.5")])
        }
    }

    func writeGroundGraticule(to w: inout XMLWriter) {
        let g = ground, side = g.side
        let degreesPerUnit = 360 / WebMercator.tileSize
        var step = groundGraticuleStep
        let xs = g.worldXRange, ys = g.worldYRange
        let north = WebMercator.coordinate(for: WorldPoint(x: 0, y: max(0, ys.lowerBound))).latitude
        let south = WebMercator.coordinate(for: WorldPoint(x: 0, y: min(WebMercator.tileSize, ys.upperBound))).latitude
        var meridians: [Double] = [], parallels: [Double] = []
        while true {
            if let m = ReplaySVGTicks.multiples(of: step, in: xs.lowerBound * degreesPerUnit - 180,
                                                xs.upperBound * degreesPerUnit - 180, limit: 60),
               let p = ReplaySVGTicks.multiples(of: step, in: south, north, limit: 60) {
                meridians = m
                parallels = p
                break
            }
            step = ReplaySVGTicks.coarserDegreeStep(than: step)
        }
        let decimals = ReplaySVGTicks.decimals(for: step)
        func label(_ degrees: Double) -> String {
            XMLWriter.number(degrees, decimals: decimals) + "°"
        }
        w.group("g", [("id", "ground-graticule"), ("data-step-degrees", XMLWriter.number(step, decimals: 9))]) { w in
            for lng in meridians {
                let x = ((lng + 180) / degreesPerUnit - g.originX) * g.pixelsPerUnit
                w.empty("line", [("class", "meridian"), ("data-lng", XMLWriter.number(lng, decimals: 9)),
                                 ("x1", w.number(x)), ("y1", "0"), ("x2", w.number(x)), ("y2", w.number(side))])
                // Labels that would run past the panel's right edge are left out.
                if x + 3 + Double(label(lng).count) * ReplaySVGLayout.characterWidth <= side {
                    w.element("text", [("class", "graticule-label"), ("x", w.number(x + 3)), ("y", w.number(side - 5))],
                              text: label(lng))
                }
            }
            for lat in parallels {
                let y = (WebMercator.worldPoint(for: Coordinate(latitude: lat, longitude: 0)).y - g.originY) * g.pixelsPerUnit
                w.empty("line", [("class", "parallel"), ("data-lat", XMLWriter.number(lat, decimals: 9)),
                                 ("x1", "0"), ("y1", w.number(y)), ("x2", w.number(side)), ("y2", w.number(y))])
                w.element("text", [("class", "graticule-label"), ("x", "4"), ("y", w.number(y - 3))],
                          text: label(lat))
            }
        }
    }
}
