import Testing
@testable import Traces

/// Paths of test inputs, found from this file's location so that no Package.swift
/// resources are needed.
enum TestPaths {
    /// `<repo>/Tests/TracesTests`.
    static var testsDirectory: String {
        let file = #filePath
        return String(file[..<file.lastIndex(of: "/")!])
    }

    /// `<repo>`.
    static var repositoryRoot: String {
        var dir = testsDirectory
        for _ in 0..<2 { dir = String(dir[..<dir.lastIndex(of: "/")!]) }
        return dir
    }

    /// A real recording under `<repo>/../shared/recordings`.
    static func recording(_ name: String) -> String { repositoryRoot + "/../shared/recordings/" + name }

    /// `<repo>/traces/schema.json`.
    static var schema: String { repositoryRoot + "/traces/schema.json" }
}

/// SplitMix64: a tiny seeded generator for property tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The error a throwing call produced, or nil.
func traceError(_ body: () throws(TraceError) -> Void) -> TraceError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// The JSON error a parse produced, or nil.
func parseError(_ text: String, maxDepth: Int = JSONParser.defaultMaxDepth) -> JSONParseError? {
    do {
        _ = try JSONParser(maxDepth: maxDepth).parse(text)
        return nil
    } catch {
        return error
    }
}
