import MapMath
import Gestures
import MapSimulation
import Replays
import TraceFormat
import TraceJSON

/// A picture of a replay as one self-contained SVG document (`mapsim replay --svg`).
///
/// The picture shows, at one frame (default: the last):
/// - the view (`id="view"`, in view points, scaled to fit): padded rectangle
///   (`id="padded"`), a lat/lng graticule on the ground, the horizon when tilted, markers
///   (`class="marker" data-id=…`: icon rectangle at its ground anchor), the open info
///   window (`id="info-window"`), visible controls (`id="compass"` rotated by the
///   bearing, `id="my-location-button"`, `id="floor-picker"`), the finger paths so far
///   (`class="finger-path" data-pointer=…`) and the fingers down at that moment
///   (`class="touch"`);
/// - the ground under the camera (`id="ground-panel"`): a north-up Web Mercator map with a
///   graticule, the visible-region trapezoid at that frame (`id="visible-region"`) and the
///   camera target's path over the whole replay (`id="target-path"`);
/// - timelines (`id="timeline"`) of zoom, bearing, tilt and touch count against time
///   (`class="plot" data-series=…`), each recognised gesture as a labelled span
///   (`class="gesture-span" data-kind=… data-begin-ms=… data-end-ms=…`) and a cursor at
///   the frame (`id="timeline-cursor"`).
///
/// The root `<svg id="replay">` carries `data-frame-count`, `data-frame` (the index
/// drawn) and `data-time-ms`. Colours and line widths come from the embedded style sheet
/// (`ReplaySVGStyle`), so elements carry geometry and data only. The info window and the
/// controls are those the frame records (`FrameRecord.infoWindow`, `.controls`); markers
/// are the trace's, following its marker commands, projected with the frame's camera;
/// markers behind the camera or wholly outside the view are left out.
///
/// Coordinates: elements inside `id="view-panel"` are in view points; inside
/// `id="ground-panel"` in panel pixels (`data-origin-x`, `data-origin-y` and
/// `data-pixels-per-unit` give the world-unit mapping); inside `id="timeline"` x is
/// `data-pixels-per-ms` × time in ms. Numbers carry at most 3 decimals; the same replay
/// always gives byte-identical output (no dates, no random ids, no dictionary order).
public struct ReplaySVG: Sendable {
    /// Most frames a picture is drawn from: 2,000 (our choice: the timelines are some
    /// 900 pixels wide, and the HTML viewer stores each frame's markup; the longest
    /// bundled trace draws 1,286). A replay with more is drawn from an even selection of
    /// its recorded frames, the first and the last among them, and the title says so:
    /// a picture of a ten-hour trace is as large as one of a few minutes.
    public static let maxFrames = 2_000

    /// Most markers drawn in the view at one frame: 200 (our choice), the top 200 in
    /// drawing order; the markers group says how many more there were
    /// (`data-markers-not-drawn`, and a line of text). With the frame limit it bounds the
    /// HTML viewer, which stores each frame's markers.
    public static let maxMarkersDrawn = 200

    /// Most gesture spans a timeline draws: 500 (our choice: some 900 pixels of timeline;
    /// the most a bundled trace recognises is 16). A replay with more is drawn with an even
    /// selection of its gestures, the first and the last among them, and the title says so.
    public static let maxGesturesDrawn = 500

    /// Most finger strokes (down to up) a picture draws: 500, an even selection with the
    /// first and the last, as for gestures (our choice).
    public static let maxStrokesDrawn = 500

    /// Most finger samples a picture draws over all its strokes: 20,000 (our choice: the
    /// most a bundled trace has is about 1,400). Each stroke of a trace with more keeps an
    /// even selection of its samples (the landing and the lift among them, at least 2), so
    /// its path has fewer corners and the touch point shown at a frame is the last sample
    /// kept before it; the title says so. With `maxStrokesDrawn` it bounds the finger
    /// paths of a recording of any length (a 10 MB trace of 30,000 pans drew a 26 MB SVG).
    public static let maxStrokeSamplesDrawn = 20_000

    /// The replay drawn; it must have recorded frames.
    public let result: TraceReplayResult
    /// The frames the picture is drawn from: the recorded ones, or an even selection of
    /// `maxFrames` of them.
    let frames: [FrameRecord]
    /// The markers and padding at each of `frames`.
    let mapStates: [ReplaySVGMapState]
    /// The number of frames the replay recorded (`frames` holds all of them or
    /// `maxFrames`), and the number it drew.
    let recordedFrameCount: Int, drawnFrameCount: Int
    /// The finger strokes drawn: all of them, or the selection `maxStrokesDrawn` and
    /// `maxStrokeSamplesDrawn` allow.
    let strokes: [ReplaySVGFingerStroke]
    /// The trace's strokes and finger samples, and the samples `strokes` hold, for the
    /// title.
    let strokeCount: Int, strokeSampleCount: Int, drawnStrokeSampleCount: Int
    /// The gesture spans drawn: the replay's gestures, or an even selection of
    /// `maxGesturesDrawn` of them.
    let gestures: [GestureRecord]
    let layout: ReplaySVGLayout
    let ground: ReplaySVGGroundMap
    /// The target's path, world units, unwrapped frame to frame.
    let targetPath: [WorldPoint]
    /// The lane of each gesture span, in `gestures` order.
    let gestureLanes: [Int]
    /// Every distinct marker look (id, icon size, anchor) the trace uses, in order of
    /// first appearance, and each one's index: the HTML viewer draws them once and
    /// places them per frame.
    let markerShapes: [MarkerShape]
    let markerShapeIndex: [MarkerShape: Int]
    let overlayOfFrame: @Sendable (FrameRecord) -> ReplaySVGOverlay

    /// A picture of `result`, which must hold frames (`TraceReplay.run(recordFrames: true)`).
    public init(result: TraceReplayResult) throws(ReplaySVGError) {
        let buildings = result.trace.buildings
        try self.init(result: result, overlay: { ReplaySVGOverlay(frame: $0, buildings: buildings) })
    }

    /// A picture whose selected marker, info window and controls come from `overlay`
    /// instead of the frame's own record: `init(result:)` passes
    /// `ReplaySVGOverlay(frame:buildings:)`, tests pass a fixed overlay.
    init(result: TraceReplayResult, overlay: @escaping @Sendable (FrameRecord) -> ReplaySVGOverlay) throws(ReplaySVGError) {
        guard !result.simulation.frames.isEmpty else { throw .noFrames }
        self.result = result
        frames = Self.evenSelection(result.simulation.frames, count: Self.maxFrames)
        recordedFrameCount = result.simulation.frames.count
        drawnFrameCount = result.simulation.drawnFrameCount
        let states = ReplaySVGMapState.states(trace: result.trace, times: frames.map(\.time))
        mapStates = states
        overlayOfFrame = overlay
        let allStrokes = ReplaySVGFingerStroke.strokes(from: result.trace.touches)
        strokeCount = allStrokes.count
        strokeSampleCount = allStrokes.reduce(0) { $0 + $1.samples.count }
        strokes = Self.drawnStrokes(allStrokes, sampleCount: strokeSampleCount)
        drawnStrokeSampleCount = strokes.reduce(0) { $0 + $1.samples.count }
        gestures = Self.evenSelection(result.simulation.gestures, count: Self.maxGesturesDrawn)
        var shapes: [MarkerShape] = [], shapeIndex: [MarkerShape: Int] = [:]
        let added = result.trace.commands.compactMap { timed -> TraceMarker? in
            if case let .addMarker(marker) = timed.command { return marker }
            return nil
        }
        for marker in result.trace.markers + added where shapeIndex[MarkerShape(marker)] == nil {
            shapeIndex[MarkerShape(marker)] = shapes.count
            shapes.append(MarkerShape(marker))
        }
        markerShapes = shapes
        markerShapeIndex = shapeIndex

        var path: [WorldPoint] = []
        path.reserveCapacity(frames.count)
        var groundPoints: [WorldPoint] = []
        for (index, frame) in frames.enumerated() {
            var w = WebMercator.worldPoint(for: frame.camera.target)
            if let previous = path.last { w.x = ReplaySVGGroundMap.unwrap(w.x, near: previous.x) }
            path.append(w)
            groundPoints.append(w)
            let viewport = states[index].viewport(of: result.trace)
            groundPoints += ReplaySVGGroundMap.regionCorners(camera: frame.camera, viewport: viewport, targetX: w.x)
        }
        targetPath = path
        // Markers do not widen the ground panel: it stays around the camera's path and
        // what the camera saw; markers outside it are clipped.
        let referenceX = path[0].x
        ground = ReplaySVGGroundMap(points: groundPoints, referenceX: referenceX, side: ReplaySVGLayout.groundSide)

        let provisional = ReplaySVGLayout(viewport: result.trace.viewport.viewport, laneCount: 1)
        let lanes = Self.assignLanes(gestures, endTime: frames[frames.count - 1].time,
                                     pixelsPerMs: Self.pixelsPerMs(plotWidth: provisional.plotWidth, frames: frames),
                                     plotWidth: provisional.plotWidth)
        gestureLanes = lanes
        layout = ReplaySVGLayout(viewport: result.trace.viewport.viewport, laneCount: (lanes.max() ?? 0) + 1)
    }

    /// Number of frames the picture is drawn from (at most `maxFrames`).
    public var frameCount: Int { frames.count }

    /// Whether the picture is drawn from a selection of the replay's drawn frames (more
    /// than `maxFrames` were recorded, or the replay kept a selection itself).
    public var isFrameSelection: Bool { frames.count < drawnFrameCount }

    /// The strokes of `all` (`sampleCount` samples in total) a picture draws:
    /// `maxStrokesDrawn` of them at most, and `maxStrokeSamplesDrawn` samples at most,
    /// each stroke keeping an even selection of its own (at least 2).
    static func drawnStrokes(_ all: [ReplaySVGFingerStroke], sampleCount: Int) -> [ReplaySVGFingerStroke] {
        guard all.count > maxStrokesDrawn || sampleCount > maxStrokeSamplesDrawn else { return all }
        var chosen = evenSelection(all, count: maxStrokesDrawn)
        let perStroke = max(2, maxStrokeSamplesDrawn / chosen.count)
        for i in chosen.indices { chosen[i].samples = evenSelection(chosen[i].samples, count: perStroke) }
        return chosen
    }

    /// Whether the finger paths are a selection of the trace's strokes or samples.
    var isStrokeSelection: Bool {
        strokes.count < strokeCount || drawnStrokeSampleCount < strokeSampleCount
    }

    /// `count` elements of `all` evenly spaced by index, the first and the last among
    /// them (all of them when there are no more than `count`).
    static func evenSelection<T>(_ all: [T], count: Int) -> [T] {
        guard all.count > count, count >= 2 else { return all }
        let last = all.count - 1
        return (0..<count).map { k in all[(k * last + (count - 1) / 2) / (count - 1)] }
    }

    /// The index of the frame shown at `timeMs`: the last of the picture's frames (all
    /// recorded frames, or the `maxFrames` selected) at or before it; nil for the last
    /// frame. Times are compared in ms as the JSON report prints them.
    public func frameIndex(atMs timeMs: Double?) throws(ReplaySVGError) -> Int {
        guard let timeMs else { return frames.count - 1 }
        guard timeMs.isFinite else { throw .timeNotFinite(timeMs) }
        guard timeMs >= 0 else { throw .timeBeforeStart(timeMs: timeMs) }
        let lastMs = ReportFormat.milliseconds(frames[frames.count - 1].time)
        guard timeMs <= lastMs else { throw .timeAfterEnd(timeMs: timeMs, lastFrameMs: lastMs) }
        var low = 0, high = frames.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if ReportFormat.milliseconds(frames[mid].time) <= timeMs { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The SVG document (with its XML declaration) at the frame shown at `timeMs` (nil:
    /// the last frame).
    public func document(atMs timeMs: Double? = nil) throws(ReplaySVGError) -> String {
        let index = try frameIndex(atMs: timeMs)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svgElement(frameIndex: index)
    }

    /// The `<svg>` element at frame `index`, without an XML declaration (for inlining).
    /// With `sharedMarkers`, marker shapes are defined once and placed with `<use>` (the
    /// HTML viewer's form; see `writeMarkers`).
    func svgElement(frameIndex index: Int, sharedMarkers: Bool = false) -> String {
        var w = XMLWriter()
        let l = layout
        w.group("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("id", "replay"),
                        ("width", w.number(l.width)), ("height", w.number(l.height)),
                        ("viewBox", "0 0 \(w.number(l.width)) \(w.number(l.height))"),
                        ("font-family", "DejaVu Sans, Verdana, sans-serif"), ("font-size", "12"),
                        ("data-frame-count", String(frames.count)), ("data-frame", String(index)),
                        ("data-time-ms", ReportFormat.number(ReportFormat.milliseconds(frames[index].time)))]) { w in
            w.element("style", text: ReplaySVGStyle.sheet(viewScale: l.viewScale))
            w.empty("rect", [("id", "background"), ("x", "0"), ("y", "0"), ("width", w.number(l.width)),
                             ("height", w.number(l.height)), ("fill", "#ffffff")])
            writeHeader(frameIndex: index, to: &w)
            writeViewPanel(frameIndex: index, sharedMarkers: sharedMarkers, to: &w)
            writeGroundPanel(frameIndex: index, to: &w)
            writeTimeline(frameIndex: index, to: &w)
        }
        return w.finish()
    }

    // MARK: Header

    /// The title: the trace's name (or "replay") and profile.
    var title: String {
        let name = result.trace.name ?? "replay"
        let frameText = isFrameSelection
            ? "drawn from \(frames.count) of \(drawnFrameCount) frames (an even selection: a picture uses at most \(Self.maxFrames))"
            : "\(frames.count) \(frames.count == 1 ? "frame" : "frames")"
        let all = result.simulation.gestures.count
        var text = "\(name) — \(result.profile.name) profile, \(ReportFormat.number(result.clock.framesPerSecond)) fps, "
            + "\(frameText), "
            + (gestures.count < all
                ? "\(gestures.count) of \(all) gestures drawn (an even selection: at most \(Self.maxGesturesDrawn))"
                : "\(all) \(all == 1 ? "gesture" : "gestures")")
        if isStrokeSelection {
            text += ", finger paths from \(strokes.count) of \(strokeCount) strokes and \(drawnStrokeSampleCount) of \(strokeSampleCount) samples"
                + " (an even selection: at most \(Self.maxStrokesDrawn) strokes, \(Self.maxStrokeSamplesDrawn) samples)"
        }
        return text
    }

    /// The caption of frame `index`: time, frame number and camera.
    func caption(frameIndex index: Int) -> String {
        let f = frames[index]
        let c = f.camera
        return "t = \(XMLWriter.number(ReportFormat.milliseconds(f.time), decimals: 3)) ms · frame \(index + 1) of \(frames.count)"
            + " · lat \(XMLWriter.number(c.target.latitude, decimals: 6)) lng \(XMLWriter.number(c.target.longitude, decimals: 6))"
            + " zoom \(XMLWriter.number(c.zoom, decimals: 3)) bearing \(XMLWriter.number(c.bearing, decimals: 1))°"
            + " tilt \(XMLWriter.number(c.tilt, decimals: 1))° · \(f.touchCount) \(f.touchCount == 1 ? "finger" : "fingers") down"
    }

    func writeHeader(frameIndex index: Int, to w: inout XMLWriter) {
        let m = ReplaySVGLayout.margin
        w.element("text", [("id", "title"), ("x", w.number(m)), ("y", w.number(m + 14)), ("font-size", "16"),
                           ("font-weight", "bold")], text: title)
        w.element("text", [("id", "caption"), ("x", w.number(m)), ("y", w.number(m + 34))], text: caption(frameIndex: index))
    }

    // MARK: Lanes

    /// Pixels per millisecond of the timeline.
    static func pixelsPerMs(plotWidth: Double, frames: [FrameRecord]) -> Double {
        plotWidth / max(ReportFormat.milliseconds(frames[frames.count - 1].time), 1)
    }

    /// Lanes for the gesture spans so that no two spans (with their labels) overlap.
    static func assignLanes(_ gestures: [GestureRecord], endTime: Double, pixelsPerMs: Double, plotWidth: Double) -> [Int] {
        var laneIntervals: [[(start: Double, end: Double)]] = []
        var lanes: [Int] = []
        for g in gestures {
            let span = spanGeometry(g, endTime: endTime, pixelsPerMs: pixelsPerMs, plotWidth: plotWidth)
            let start = min(span.x, span.labelX), end = max(span.x + span.width, span.labelX + span.labelWidth)
            let free = laneIntervals.firstIndex { lane in
                lane.allSatisfy { $0.end + 4 <= start || end + 4 <= $0.start }
            }
            if let free {
                laneIntervals[free].append((start, end))
                lanes.append(free)
            } else {
                laneIntervals.append([(start, end)])
                lanes.append(laneIntervals.count - 1)
            }
        }
        return lanes
    }

    /// Where a gesture's span and label go on the timeline (x relative to time 0): the
    /// label inside the span when it fits, else after it, or before it near the end.
    static func spanGeometry(_ g: GestureRecord, endTime: Double, pixelsPerMs: Double, plotWidth: Double)
        -> (x: Double, width: Double, labelX: Double, labelWidth: Double, labelInside: Bool) {
        let x = ReportFormat.milliseconds(g.beginTime) * pixelsPerMs
        let end = ReportFormat.milliseconds(g.endTime ?? endTime) * pixelsPerMs
        let width = max(end - x, 3)
        let label = g.endTime == nil ? g.kind.rawValue + " …" : g.kind.rawValue
        let labelWidth = Double(label.count) * ReplaySVGLayout.characterWidth + 8
        if width >= labelWidth { return (x, width, x + 4, labelWidth, true) }
        let after = x + width + 3
        let labelX = after + labelWidth <= plotWidth ? after : x - 3 - labelWidth
        return (x, width, labelX, labelWidth, false)
    }

    /// A marker's look, independent of where it stands.
    struct MarkerShape: Hashable, Sendable {
        var id: String
        var iconSize: TraceMarker.Size
        var groundAnchor: TraceMarker.Anchor

        init(_ marker: TraceMarker) {
            id = marker.id
            iconSize = marker.iconSize
            groundAnchor = marker.groundAnchor
        }
    }
}
