import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

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

    /// A real recording bundled with the tests: `<repo>/Tests/Fixtures/recordings/NAME`.
    static func recording(_ name: String) -> String { repositoryRoot + "/Tests/Fixtures/recordings/" + name }

    /// `<repo>/traces/schema.json`.
    static var schema: String { repositoryRoot + "/traces/schema.json" }
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
