import Foundation
import TestSupport
import Testing

/// The fuzz targets' findings (`Tests/Fuzz/Regressions/<target>/`, docs/fuzzing.md)
/// through the binary: the command the target stands for gives the exit code and the
/// one-line message of the finding's `.expected` outcome (`rejected 65: <message>`, with
/// the file's path where the target says `input`), or exit 0 for an accepted input.
@Suite("mapsim on the fuzz targets' findings")
struct FuzzRegressionCommandTests {
    /// A target's findings and the command that reads them.
    struct Case: Sendable, CustomStringConvertible {
        let target: String
        /// The subcommand named in messages (`mapsim import: …`).
        let command: String
        /// The arguments for the finding at `path` of `bytes` bytes.
        let arguments: @Sendable (_ path: String, _ bytes: Int) -> [String]
        /// Whether the finding is fed on stdin (the number readers) rather than named.
        var readsStdin = false
        var description: String { target }
    }

    /// The import options `FuzzImportOptions` picks from the input's length.
    static func importArguments(_ format: String) -> @Sendable (String, Int) -> [String] {
        { path, bytes in
            ["import", format, path, "--viewport", "390,844", "--fit", bytes & 1 == 0 ? "stretch" : "contain"]
                + (bytes & 2 == 0 ? [] : ["--range", "0,32767,0,32767"])
        }
    }

    static let cases: [Case] = [
        Case(target: "FuzzEvemu", command: "import", arguments: importArguments("evemu")),
        Case(target: "FuzzGetevent", command: "import", arguments: importArguments("getevent")),
        Case(target: "FuzzLibinput", command: "import", arguments: importArguments("libinput")),
        Case(target: "FuzzWebDriver", command: "import",
             arguments: { path, _ in ["import", "webdriver", path, "--viewport", "390,844"] }),
        Case(target: "FuzzTraceDecoder", command: "replay", arguments: { path, _ in ["replay", path] }),
        Case(target: "FuzzNumberInput", command: "unproject", arguments: { _, _ in ["unproject", "--zoom", "2"] },
             readsStdin: true),
    ]

    @Test("each finding exits as its expected outcome says, with one line on stderr", arguments: cases)
    func finding(_ target: Case) throws {
        let folder = RepositoryPaths.root + "/Tests/Fuzz/Regressions/" + target.target
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where name.hasSuffix(".expected") {
            let path = folder + "/" + String(name.dropLast(".expected".count))
            let expected = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)[0]
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            var input = ""
            if target.readsStdin {
                guard let text = String(data: data, encoding: .utf8) else { continue }
                input = text
            }
            let result = try MapsimProcess.run(target.arguments(path, data.count), input: input)
            if let message = expected.firstMatch(of: /^rejected (\d+): (.*)$/) {
                #expect(result.status == Int32(message.1)!, "\(path): \(result.stderr)")
                let shown = target.readsStdin ? String(message.2)
                    : path + String(message.2.dropFirst("input".count))
                #expect(result.stderr == "mapsim \(target.command): \(shown)\n", "\(path)")
            } else {
                #expect(result.status == 0, "\(path): \(result.stderr)")
            }
        }
    }
}
