import TestSupport
import Foundation
import Testing
@testable import mapsim

/// `mapsim oracle` through the binary: its usage errors and exit codes without a browser,
/// and, with chromium and the library `make oracle` fetches, that it catches a one-constant
/// change to the profile.
@Suite("mapsim oracle")
struct OracleCommandTests {
    /// The library in the cache `make oracle` fills, or nil.
    static let library: String? = {
        let path = RepositoryPaths.root + "/" + OracleCommand.defaultLibrary
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// chromium on PATH, or nil.
    static let chromium: String? = HeadlessChromium.executable()

    @Test("usage errors exit 64, a missing library 66, no browser 69")
    func exitCodes() throws {
        let pan = RepositoryPaths.trace("gesture-pan.json")
        #expect(try MapsimProcess.run(["oracle"]).status == 64)
        let unknown = try MapsimProcess.run(["oracle", "mapbox-gl-js", pan])
        #expect(unknown.status == 64 && unknown.stderr.contains("unknown library 'mapbox-gl-js'"))
        #expect(try MapsimProcess.run(["oracle", "maplibre-gl-js"]).status == 64)
        let missing = try MapsimProcess.run(["oracle", "maplibre-gl-js", pan, "--library", "/nonexistent/maplibre-gl.js"])
        #expect(missing.status == 66 && missing.stderr.contains("/nonexistent/maplibre-gl.js"))
        // Any readable file will do as the library until a trace needs the browser.
        let noBrowser = try MapsimProcess.run(["oracle", "maplibre-gl-js", pan, "--library", pan],
                                              environment: ["MAPSIM_CHROMIUM": "/nonexistent/chromium"])
        #expect(noBrowser.status == 69)
        #expect(noBrowser.stderr.split(separator: "\n").count == 1 && noBrowser.stderr.contains("chromium"))
    }

    @Test("a trace the page cannot express is skipped with its reason and counted, without a browser")
    func skipped() throws {
        let trace = RepositoryPaths.trace("gesture-rotate-off.json")
        let run = try MapsimProcess.run(["oracle", "maplibre-gl-js", trace, "--library", trace],
                                        environment: ["MAPSIM_CHROMIUM": "/nonexistent/chromium"])
        #expect(run.status == 0)
        #expect(run.stdout == "skip  gesture-rotate-off  commands (animateToBearing) have no counterpart in the page (moveCamera has: jumpTo)\n"
                + "0 of 0 traces within 0.5 pt, 0.001 zoom, 0.05° at every frame (MapLibre GL JS unknown version); 1 skipped\n")
    }

    /// A profile file on the oracle's default profile, its pan deceleration `deceleration`
    /// pt/s² (nil: unchanged).
    static func profileFile(in directory: URL, deceleration: Double?) throws -> String {
        let motion = deceleration.map { #", "motion": {"fling": {"model": "mapLibre", "panDeceleration": \#($0)}}"# } ?? ""
        let text = #"{"format": "mapsim-profile/1", "name": "oracle-test", "base": "\#(OracleCommand.defaultProfile.name)"\#(motion)}"#
        let url = directory.appendingPathComponent(deceleration == nil ? "same.json" : "changed.json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("the oracle catches one inertia constant changed by 10 % on a fling that agrees",
          .enabled(if: chromium != nil, "chromium is not installed (Debian: apt-get install chromium): skipping the oracle's browser test"),
          .enabled(if: library != nil, "MapLibre GL JS is not in .cache/ (run `make oracle-library`): skipping the oracle's browser test"))
    func catchesOneConstant() throws {
        let directory = try ScratchDirectory.make(prefix: "mapsim-oracle")
        defer { try? FileManager.default.removeItem(at: directory) }
        // gesture-pan flings 48.6 pt after its release (MapLibre inertia at 2500 pt/s²).
        let pan = RepositoryPaths.trace("gesture-pan.json")
        let same = try MapsimProcess.run(["oracle", "maplibre-gl-js", pan, "--library", Self.library!, "--profile",
                                          try Self.profileFile(in: directory, deceleration: nil), "--json"])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains(#""verdict":"ok""#))
        let changed = try MapsimProcess.run(["oracle", "maplibre-gl-js", pan, "--library", Self.library!, "--profile",
                                             try Self.profileFile(in: directory, deceleration: 2750)])
        #expect(changed.status == 1, "\(changed.stdout)\(changed.stderr)")
        #expect(changed.stdout.hasPrefix("DIFF  gesture-pan  "))
        #expect(changed.stdout.hasSuffix("0 of 1 traces within 0.5 pt, 0.001 zoom, 0.05° at every frame (MapLibre GL JS 5.3.0)\n"))
    }
}
