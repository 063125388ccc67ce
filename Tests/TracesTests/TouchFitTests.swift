import TestSupport
import Foundation
import MapMath
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport

/// A two-finger evemu recording (protocol B) on a device of x 0…`xMax`, y 0…`yMax`:
/// fingers 200 units apart side by side about (1000, 500), then 600 units apart one above
/// the other about the same point (a spread that turns by 90°), then lifted. `axes` is
/// false to leave out the `A:` lines; `resolutions` adds the resolution field.
private func turningSpread(xMax: Int = 2000, yMax: Int = 1000, axes: Bool = true,
                           resolutions: (Int, Int)? = nil) -> String {
    var text = "N: spread\n"
    if axes {
        let rx = resolutions.map { " \($0.0)" } ?? "", ry = resolutions.map { " \($0.1)" } ?? ""
        text += "A: 35 0 \(xMax) 0 0\(rx)\nA: 36 0 \(yMax) 0 0\(ry)\n"
    }
    text += """
    E: 1.000000 0003 002f 0
    E: 1.000000 0003 0039 1
    E: 1.000000 0003 0035 900
    E: 1.000000 0003 0036 500
    E: 1.000000 0003 002f 1
    E: 1.000000 0003 0039 2
    E: 1.000000 0003 0035 1100
    E: 1.000000 0003 0036 500
    E: 1.000000 0000 0000 0
    E: 1.010000 0003 002f 0
    E: 1.010000 0003 0035 1000
    E: 1.010000 0003 0036 200
    E: 1.010000 0003 002f 1
    E: 1.010000 0003 0035 1000
    E: 1.010000 0003 0036 800
    E: 1.010000 0000 0000 0
    E: 1.020000 0003 002f 0
    E: 1.020000 0003 0039 -1
    E: 1.020000 0003 002f 1
    E: 1.020000 0003 0039 -1
    E: 1.020000 0000 0000 0

    """
    return text
}

/// The distance between the two fingers at the first sample and at the second.
private func spans(_ trace: TraceFile) -> (first: Double, last: Double) {
    let downs = trace.touches.filter { $0.phase == .down }.map(\.location)
    let moves = trace.touches.filter { $0.phase == .move }.map(\.location)
    return (downs[0].distance(to: downs[1]), moves[0].distance(to: moves[1]))
}

private func importSpread(_ text: String, view: TraceViewport, fit: TouchFit,
                          ranges: TouchAxisRanges? = nil) throws(TraceError) -> ImportedRecording {
    try EvemuImporter.importRecordingWithMapping(Array(text.utf8), fileName: "spread.event",
                                                 options: TouchImportOptions(viewport: view, axisRanges: ranges, fit: fit))
}

@Suite("--fit stretch and contain")
struct TouchFitTests {
    /// The device's spread grows 3× (200 → 600 units) while turning from horizontal to
    /// vertical. Contain keeps the 3; stretch onto a portrait view of a landscape device
    /// scales y 4× as much as x, so on screen 200 · (400/2000) pt become 600 · (800/1000) pt.
    @Test func containKeepsTheSpreadRatioAndStretchChangesIt() throws {
        let view = TraceViewport(width: 400, height: 800)
        let contain = try importSpread(turningSpread(), view: view, fit: .contain).trace
        let c = spans(contain)
        #expect(abs(c.last / c.first - 600.0 / 200.0) < 1e-12)
        let stretch = try importSpread(turningSpread(), view: view, fit: .stretch).trace
        let s = spans(stretch)
        let expected = (600.0 * 800 / 1000) / (200.0 * 400 / 2000)
        #expect(abs(s.last / s.first - expected) < 1e-12)
        #expect(abs(s.last / s.first - 3) > 1)
    }

    /// Contain centres the device: the landscape 2000 × 1000 device fills the width of a
    /// 400 × 800 view, 400 × 200 pt, from y = (800 − 200)/2 = 300; its centre is the view's.
    @Test func containCentresTheDeviceInTheView() {
        let ranges = TouchAxisRanges(xMin: 0, xMax: 2000, yMin: 0, yMax: 1000)
        let portrait = TouchMapping(ranges: ranges, viewWidth: 400, viewHeight: 800, fit: .contain)
        #expect(portrait.point(x: 0, y: 0) == ScreenPoint(x: 0, y: 300))
        #expect(portrait.point(x: 2000, y: 1000) == ScreenPoint(x: 400, y: 500))
        #expect(portrait.point(x: 1000, y: 500) == ScreenPoint(x: 200, y: 400))
        // A view wider than the device: it fills the height and is centred across.
        let wide = TouchMapping(ranges: ranges, viewWidth: 1000, viewHeight: 200, fit: .contain)
        #expect(wide.point(x: 0, y: 0) == ScreenPoint(x: 300, y: 0))
        #expect(wide.point(x: 2000, y: 1000) == ScreenPoint(x: 700, y: 200))
        // Ranges that do not start at 0 map their minimum to the fitted area's corner.
        let shifted = TouchMapping(ranges: TouchAxisRanges(xMin: -1000, xMax: 1000, yMin: 500, yMax: 1500),
                                   viewWidth: 400, viewHeight: 800, fit: .contain)
        #expect(shifted.point(x: -1000, y: 500) == ScreenPoint(x: 0, y: 300))
        #expect(shifted.point(x: 0, y: 1000) == ScreenPoint(x: 200, y: 400))
    }

    /// Stretch is the old linear map, bit for bit: raw − min over the range, times the side.
    @Test func stretchIsTheWholeViewPerAxis() {
        let ranges = TouchAxisRanges(xMin: 0, xMax: 32767, yMin: 0, yMax: 32767)
        let mapping = TouchMapping(ranges: ranges, viewWidth: 390, viewHeight: 844, fit: .stretch)
        #expect(mapping.point(x: 27024, y: 6145) == ScreenPoint(x: 27024.0 / 32767.0 * 390, y: 6145.0 / 32767.0 * 844))
        #expect(mapping.xOffset == 0 && mapping.yOffset == 0)
    }

    /// With resolutions in units/mm the device's physical aspect counts: 2000 units at 20/mm
    /// are 100 mm, 1000 units at 5/mm are 200 mm, a 1:2 screen that fills a 400 × 800 view
    /// exactly, as stretch does; without them the unit aspect (2:1) is letterboxed.
    @Test func containUsesThePhysicalAspectWhenTheResolutionsAreGiven() throws {
        let view = TraceViewport(width: 400, height: 800)
        let physical = try importSpread(turningSpread(resolutions: (20, 5)), view: view, fit: .contain)
        #expect(physical.mapping.usesPhysicalAspect)
        #expect(physical.mapping.width == 400 && physical.mapping.height == 800)
        #expect(physical.mapping.xOffset == 0 && physical.mapping.yOffset == 0)
        // In mm the spread is 200/20 = 10 mm across, then 600/5 = 120 mm tall: 12×.
        let p = spans(physical.trace)
        #expect(abs(p.last / p.first - (600.0 / 5) / (200.0 / 20)) < 1e-12)
        #expect(!physical.mapping.distortsAspect)
        let stretched = try importSpread(turningSpread(resolutions: (20, 5)), view: view, fit: .stretch)
        #expect(abs(stretched.mapping.stretchDistortion - 1) < 1e-12)
        #expect(!stretched.mapping.distortsAspect)
        // Without resolutions: 2:1 in units.
        let units = try importSpread(turningSpread(), view: view, fit: .contain)
        #expect(!units.mapping.usesPhysicalAspect)
        #expect(units.mapping.width == 400 && units.mapping.height == 200)
        // A resolution of 0 means unknown (evemu and getevent write 0 when the driver gives none).
        let zero = try importSpread(turningSpread(resolutions: (0, 5)), view: view, fit: .contain)
        #expect(!zero.mapping.usesPhysicalAspect)
    }

    /// evemu 1.0 wrote five-field `A:` lines; the comment header's Resolution lines give it.
    @Test func evemuHeaderResolutionIsUsedWhenTheALineHasNone() throws {
        let header = """
        # EVEMU 1.1
        #   Event type 3 (EV_ABS)
        #     Event code 0 (ABS_X)
        #       Resolution 99
        #     Event code 53 (ABS_MT_POSITION_X)
        #       Min        0
        #       Max     2000
        #       Resolution 20
        #     Event code 54 (ABS_MT_POSITION_Y)
        #       Max     1000
        #       Resolution 5

        """
        let imported = try importSpread(header + turningSpread(), view: TraceViewport(width: 400, height: 800), fit: .contain)
        #expect(imported.mapping.ranges.xResolution == 20 && imported.mapping.ranges.yResolution == 5)
        #expect(imported.mapping.height == 800)
        // The A: line's own field wins over the header.
        let both = try importSpread(header + turningSpread(resolutions: (10, 10)), view: TraceViewport(width: 400, height: 800),
                                    fit: .contain)
        #expect(both.mapping.ranges.xResolution == 10 && both.mapping.ranges.yResolution == 10)
    }

    /// The distortion is the x scale over the y scale; more than 10 % either way distorts.
    @Test(arguments: [(400.0, 400.0, false), (435.0, 400.0, false), (445.0, 400.0, true),
                      (400.0, 435.0, false), (400.0, 445.0, true), (390.0, 844.0, true)])
    func distortionBeyondTenPercentIsReported(_ width: Double, _ height: Double, _ distorts: Bool) {
        let ranges = TouchAxisRanges(xMin: 0, xMax: 32767, yMin: 0, yMax: 32767)
        let stretch = TouchMapping(ranges: ranges, viewWidth: width, viewHeight: height, fit: .stretch)
        #expect(abs(stretch.stretchDistortion - width / height) < 1e-12)
        #expect(stretch.distortsAspect == distorts)
        #expect(!TouchMapping(ranges: ranges, viewWidth: width, viewHeight: height, fit: .contain).distortsAspect)
    }

    /// --range (`axisRanges`) stands in for missing `A:` lines, and replaces present ones.
    @Test func rangesWorkWithoutALinesAndOverrideThem() throws {
        let view = TraceViewport(width: 400, height: 800)
        let error = traceError { () throws(TraceError) in _ = try importSpread(turningSpread(axes: false), view: view, fit: .stretch) }
        #expect(error?.description == "spread.event: no 'A: 35' and 'A: 36' lines giving the ABS_MT_POSITION_X/Y ranges; pass --range XMIN,XMAX,YMIN,YMAX")
        let given = TouchAxisRanges(xMin: 0, xMax: 2000, yMin: 0, yMax: 1000)
        let withoutAxes = try importSpread(turningSpread(axes: false), view: view, fit: .stretch, ranges: given).trace
        let withAxes = try importSpread(turningSpread(), view: view, fit: .stretch).trace
        #expect(withoutAxes.touches == withAxes.touches)
        // Overriding: a range twice as wide halves every x.
        let wider = try importSpread(turningSpread(), view: view, fit: .stretch,
                                     ranges: TouchAxisRanges(xMin: 0, xMax: 4000, yMin: 0, yMax: 1000)).trace
        #expect(wider.touches.count == withAxes.touches.count)
        for (w, a) in zip(wider.touches, withAxes.touches) {
            #expect(abs(w.location.x - a.location.x / 2) < 1e-9)
            #expect(w.location.y == a.location.y)
        }
        // The recording's resolutions are kept under an overriding range.
        let kept = try importSpread(turningSpread(resolutions: (20, 5)), view: view, fit: .contain, ranges: given)
        #expect(kept.mapping.usesPhysicalAspect)
    }

    /// The contain import of the 3M recording describes its placement; stretch does not.
    @Test func descriptionsSayHowTheDeviceWasFitted() throws {
        let path = RepositoryPaths.recording("evemu-3m.event")
        let view = TraceViewport(width: 390, height: 844)
        let contain = try EvemuImporter.importFile(path: path, options: TouchImportOptions(viewport: view, fit: .contain))
        #expect(contain.description?.hasSuffix("multi-touch protocol B; --fit contain: 390 × 390 pt at (0, 227), the device's unit aspect)") == true)
        let stretch = try EvemuImporter.importFile(path: path, options: TouchImportOptions(viewport: view))
        #expect(stretch.description?.hasSuffix("multi-touch protocol B)") == true)
        // Every contained touch lies in the square band the device covers.
        #expect(contain.touches.allSatisfy { $0.location.y >= 227 && $0.location.y <= 617 })
    }

    /// getevent -lp's "resolution" fields reach the mapping.
    @Test func geteventHeaderResolutionsAreRead() throws {
        let text = GeteventSample.text
            .replacingOccurrences(of: "max 1079, fuzz 0, flat 0, resolution 0", with: "max 1079, fuzz 0, flat 0, resolution 16")
            .replacingOccurrences(of: "max 2339, fuzz 0, flat 0, resolution 0", with: "max 2339, fuzz 0, flat 0, resolution 32")
        let imported = try GeteventImporter.importRecordingWithMapping(
            Array(text.utf8), fileName: "g.txt", options: TouchImportOptions(viewport: TraceViewport(width: 360, height: 780), fit: .contain))
        #expect(imported.mapping.ranges.xResolution == 16 && imported.mapping.ranges.yResolution == 32)
        // 1079/16 = 67.4 mm by 2339/32 = 73.1 mm: nearly square, so it fills the width.
        #expect(imported.mapping.width == 360)
        #expect(abs(imported.mapping.height - 360 * (2339.0 / 32) / (1079.0 / 16)) < 1e-9)
    }
}

@Suite("importers: recordings without touches")
struct RecordingWithoutTouchesTests {
    /// The bundled `.prop` files are device descriptions: a clear error, not "no A: lines".
    @Test(arguments: ["evemu-3m.prop", "evemu-wetab.prop", "evemu-ntrig-dell-xt2.prop"])
    func evemuPropFileIsRefusedAsADeviceDescription(_ name: String) {
        let path = RepositoryPaths.recording(name)
        let error = traceError { () throws(TraceError) in
            _ = try EvemuImporter.importFile(path: path, options: TouchImportOptions(viewport: TraceViewport(width: 10, height: 10)))
        }
        #expect(error?.kind == .invalidData)
        #expect(error?.description == "\(path): this is an evemu device description (.prop) with no events; pass the .event recording")
    }

    @Test(arguments: [
        // Events, but no finger ever has a position.
        ("A: 35 0 100 0 0\nA: 36 0 100 0 0\nE: 1.0 0000 0000 0\nE: 1.1 0001 014a 1\nE: 1.2 0000 0000 0\n", "evemu"),
        // Comments only.
        ("# EVEMU 1.1\n", "evemu"),
        // A tracking id without a position.
        ("[ 1.000000] EV_ABS ABS_MT_TRACKING_ID 00000001\n[ 1.000000] EV_SYN SYN_REPORT 00000000\n", "getevent"),
        ("", "getevent"),
    ])
    func recordingWithoutTouchesIsAnError(_ text: String, _ format: String) {
        let options = TouchImportOptions(viewport: TraceViewport(width: 10, height: 10),
                                         axisRanges: format == "getevent" ? TouchAxisRanges(xMin: 0, xMax: 9, yMin: 0, yMax: 9) : nil)
        let error = traceError { () throws(TraceError) in
            if format == "evemu" {
                _ = try EvemuImporter.importRecording(Array(text.utf8), fileName: "quiet", options: options)
            } else {
                _ = try GeteventImporter.importRecording(Array(text.utf8), fileName: "quiet", options: options)
            }
        }
        #expect(error?.kind == .invalidData)
        #expect(error?.description == "quiet: the recording has no touches")
    }

    /// A `getevent -lp` device list alone is not a recording.
    @Test func geteventDeviceListAloneIsRefused() {
        let header = GeteventSample.text.split(separator: "\n").prefix { !$0.hasPrefix("[") }.joined(separator: "\n")
        let error = traceError { () throws(TraceError) in
            _ = try GeteventImporter.importRecording(Array(header.utf8), fileName: "lp.txt",
                                                     options: TouchImportOptions(viewport: TraceViewport(width: 10, height: 10)))
        }
        #expect(error?.description == "lp.txt: this is a 'getevent -lp' device list with no events; record the touches with 'getevent -lt'")
    }
}
