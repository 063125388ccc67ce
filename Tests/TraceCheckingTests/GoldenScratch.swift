import Foundation
import TestSupport
@testable import TraceFormat

/// Scratch copies of bundled traces for the update tests, as a person left them: their
/// generated entries taken out, their hand-written ones kept (the bundled files themselves
/// are never updated by the tests).
enum GoldenScratch {
    /// A fresh scratch folder; the caller removes it.
    static func folder() throws -> URL { try ScratchDirectory.make(prefix: "mapsim-golden") }

    /// Copies the bundled `names` (or the whole `traces/` folder, profiles and schemas
    /// included, when nil) into `folder`, each trace without its generated entries
    /// (`withoutGenerated`); returns the copies' paths in `names` order.
    @discardableResult
    static func copy(_ names: [String]?, to folder: URL) throws -> [String] {
        let source = URL(fileURLWithPath: RepositoryPaths.root + "/traces")
        let names = try names ?? FileManager.default.contentsOfDirectory(atPath: source.path).sorted()
        return try names.map { name in
            let target = folder.appendingPathComponent(name)
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: target)
            if let bytes = try withoutGenerated(target.path) { try Data(bytes).write(to: target) }
            return target.path
        }
    }

    /// The bundled trace at `path` with its generated entries taken out, the rest byte for
    /// byte, or nil when it has none: --update wrote them after the hand-written ones, so
    /// they run from the first marked entry to the end of the `expect` array.
    static func withoutGenerated(_ path: String) throws -> [UInt8]? {
        guard path.hasSuffix(".json"), let bytes = try? FileBytes.contents(ofPath: path) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        let marks = [text.range(of: ",\n    {\n      \"generated\": true,"), text.range(of: ",\n    {\"generated\": true,")]
        guard let expect = text.range(of: "\"expect\": ["),
              let first = marks.compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        let end = GoldenExpectationTests.endOfArray(text, from: text.utf8.distance(from: text.startIndex, to: expect.upperBound) - 1)
        let cut = text.utf8.distance(from: text.startIndex, to: first.lowerBound)
        return Array(bytes[..<cut]) + Array("\n  ]".utf8) + Array(bytes[end...])
    }

    /// Writes `text` to `name` in `folder`; returns its path.
    static func write(_ text: String, named name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The file's bytes as text, through the one file reader.
    static func text(_ path: String) throws -> String {
        String(decoding: try FileBytes.contents(ofPath: path), as: UTF8.self)
    }
}
