import TestSupport
import Foundation
import Testing
import Traces

/// A two-finger evemu recording on a 2000 × 1000-unit device; without `A:` lines when
/// `axes` is false.
private func recording(axes: Bool) -> String {
    (axes ? "A: 35 0 2000 0 0\nA: 36 0 1000 0 0\n" : "") + """
    E: 1.000000 0003 0039 1
    E: 1.000000 0003 0035 500
    E: 1.000000 0003 0036 250
    E: 1.000000 0000 0000 0
    E: 1.010000 0003 0035 1500
    E: 1.010000 0003 0036 750
    E: 1.010000 0000 0000 0
    E: 1.020000 0003 0039 -1
    E: 1.020000 0000 0000 0

    """
}

@Suite("mapsim import --fit, --range and recordings without touches")
struct ImportFitCommandTests {
    /// The note appears exactly when stretch changes the device's aspect by more than 10 %
    /// (x scale over y scale outside [1/1.1, 1.1]), and never under contain.
    @Test(arguments: [("390,844", "stretch"), ("390,844", "contain"), ("400,400", "stretch"),
                      ("430,400", "stretch"), ("450,400", "stretch"), ("400,450", "stretch"), ("400,430", "contain")])
    func distortionNoteAppearsBeyondTenPercent(_ viewport: String, _ fit: String) throws {
        let result = try MapsimProcess.run(["import", "evemu", RepositoryPaths.recording("evemu-3m.event"),
                                            "--viewport", viewport, "--fit", fit])
        #expect(result.status == 0)
        // The 3M device is 32767 × 32767 units (no resolution): the distortion is W/H.
        let size = viewport.split(separator: ",").map { Double($0)! }
        let ratio = size[0] / size[1]
        let distorts = fit == "stretch" && (ratio > 1.1 || ratio < 1 / 1.1)
        if distorts {
            #expect(result.stderr.hasPrefix("mapsim import: note: --fit stretch (the default) scales "))
            #expect(result.stderr.contains("pass --fit contain"))
            #expect(result.stderr.filter { $0 == "\n" }.count == 1 && result.stderr.hasSuffix("\n"))
        } else {
            #expect(result.stderr.isEmpty)
        }
        #expect(try TraceFile.parse(result.stdout, fileName: "stdout").touches.count == 10836)
    }

    /// The note names the factor: 844/390 = 2.16 for the 3M device on a 390 × 844 view.
    @Test func noteSaysByHowMuch() throws {
        let result = try MapsimProcess.run(["import", "evemu", RepositoryPaths.recording("evemu-3m.event"), "--viewport", "390,844"])
        let factor = ((844.0 / 390.0) * 100).rounded() / 100
        #expect(result.stderr == "mapsim import: note: --fit stretch (the default) scales y \(factor)× as much as x, mapping the device's 32767 × 32767 units onto 390 × 844 pt, so spans and angles change on screen; pass --fit contain to keep the device's aspect\n")
    }

    /// Re-importing the bundled traces' recordings with the default (stretch) gives their
    /// touches unchanged, to the byte of their JSON rows.
    @Test(arguments: [("evemu-3m.event", "imported-evemu-3m.json"), ("evemu-wetab.event", "imported-evemu-wetab.json"),
                      ("evemu-ntrig-dell-xt2.event", "imported-evemu-ntrig.json")])
    func stretchReimportIsByteIdentical(_ recording: String, _ trace: String) throws {
        let result = try MapsimProcess.run(["import", "evemu", RepositoryPaths.recording(recording), "--viewport", "400,800"])
        #expect(result.status == 0)
        let bundled = try String(contentsOfFile: RepositoryPaths.trace(trace), encoding: .utf8)
        // From the touches' "[" to the "]" closing them, alone on its line.
        func rows(_ text: String) -> Substring? {
            guard let start = text.range(of: "\"touches\": [")?.upperBound,
                  let end = text.range(of: "\n  ]", range: start..<text.endIndex)?.lowerBound else { return nil }
            return text[start..<end]
        }
        #expect(rows(result.stdout) != nil)
        #expect(rows(result.stdout) == rows(bundled))
    }

    /// --fit contain of the 3M recording gives the bundled contain trace's touches.
    @Test func containImportMatchesTheBundledContainTrace() throws {
        let result = try MapsimProcess.run(["import", "evemu", RepositoryPaths.recording("evemu-3m.event"),
                                            "--viewport", "390,844", "--fit", "contain"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let imported = try TraceFile.parse(result.stdout, fileName: "stdout")
        let bundled = try TraceFile.load(path: RepositoryPaths.trace("imported-evemu-3m-contain.json"))
        #expect(imported.touches == bundled.touches)
        #expect(imported.viewport == bundled.viewport)
    }

    /// --range makes a recording without `A:` lines importable, and overrides `A:` lines.
    @Test func rangeWorksForEvemu() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bare = try TraceTestFiles.write(recording(axes: false), named: "bare.event", in: dir)
        let refused = try MapsimProcess.run(["import", "evemu", bare, "--viewport", "200,100"])
        #expect(refused.status == 65)
        #expect(refused.stderr == "mapsim import: \(bare): no 'A: 35' and 'A: 36' lines giving the ABS_MT_POSITION_X/Y ranges; pass --range XMIN,XMAX,YMIN,YMAX\n")
        let ranged = try MapsimProcess.run(["import", "evemu", bare, "--viewport", "200,100", "--range", "0,2000,0,1000"])
        #expect(ranged.status == 0 && ranged.stderr.isEmpty)
        let trace = try TraceFile.parse(ranged.stdout, fileName: "stdout")
        // 500 of 2000 onto 200 pt, 250 of 1000 onto 100 pt.
        #expect(trace.touches.first?.location.x == 500.0 / 2000 * 200 && trace.touches.first?.location.y == 250.0 / 1000 * 100)
        let full = try TraceTestFiles.write(recording(axes: true), named: "full.event", in: dir)
        let overridden = try MapsimProcess.run(["import", "evemu", full, "--viewport", "200,100", "--range", "0,1000,0,1000",
                                                "--fit", "contain"])
        #expect(overridden.status == 0)
        let square = try TraceFile.parse(overridden.stdout, fileName: "stdout")
        // A square range in a 200 × 100 view under contain: 100 × 100 pt from x = 50.
        #expect(square.touches.first?.location.x == 500.0 / 1000 * 100 + 50)
        #expect(square.touches.first?.location.y == 250.0 / 1000 * 100)
    }

    /// A `.prop` given for the `.event` and a recording without touches exit 65, one line.
    @Test func propFileAndTouchlessRecordingExit65() throws {
        let prop = RepositoryPaths.recording("evemu-3m.prop")
        let result = try MapsimProcess.run(["import", "evemu", prop, "--viewport", "390,844"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "mapsim import: \(prop): this is an evemu device description (.prop) with no events; pass the .event recording\n")
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let quiet = try TraceTestFiles.write("A: 35 0 100 0 0\nA: 36 0 100 0 0\nE: 1.0 0000 0000 0\n", named: "quiet.event", in: dir)
        let none = try MapsimProcess.run(["import", "evemu", quiet, "--viewport", "390,844"])
        #expect(none.status == 65)
        #expect(none.stderr == "mapsim import: \(quiet): the recording has no touches\n")
        let empty = try TraceTestFiles.write("", named: "empty.txt", in: dir)
        let getevent = try MapsimProcess.run(["import", "getevent", empty, "--viewport", "390,844", "--range", "0,9,0,9"])
        #expect(getevent.status == 65)
        #expect(getevent.stderr == "mapsim import: \(empty): the recording has no touches\n")
    }
}
