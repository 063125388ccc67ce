import TestSupport
import Foundation
import Testing
@testable import mapsim

/// Runs the built `mapsim` binary as a subprocess, for the CLI tests.
///
/// The binary is found next to the test bundle: the test process's executable lives in
/// the same build products directory as `mapsim` (`swift build --build-tests` builds
/// both). `MAPSIM_BINARY` overrides the location.
struct MapsimProcess {
    /// What a run produced.
    struct Result {
        /// The exit status.
        var status: Int32
        /// Everything written to stdout, as UTF-8.
        var stdout: String
        /// Everything written to stderr, as UTF-8.
        var stderr: String
    }

    /// The `mapsim` executable, or nil when it cannot be found.
    static let binaryURL: URL? = {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["MAPSIM_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        var directories: [URL] = []
        if let executable = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        return directories.map { $0.appendingPathComponent("mapsim") }
            .first { fileManager.isExecutableFile(atPath: $0.path) }
    }()

    /// Variables that make `mapsim check` shard by itself (docs/ci.md): left out of the
    /// environment the binary inherits, so that a test runs the same under any CI.
    static var shardVariables: [String] { ShardOptions.variableNames }

    /// Runs `mapsim` with `arguments`, feeding `input` on stdin, in this process's
    /// environment less `shardVariables` plus `environment`, in `workingDirectory` (default
    /// this process's). With `stdoutPath`, stdout goes to that file instead (and
    /// `Result.stdout` is empty).
    static func run(_ arguments: [String], input: String = "", stdoutPath: String? = nil,
                    environment: [String: String] = [:], workingDirectory: URL? = nil) throws -> Result {
        let binary = try #require(binaryURL, "mapsim binary not found next to the test bundle; run `swift build --build-tests`")
        let directory = try ScratchDirectory.make(prefix: "mapsimTests")
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        let inputHandle = try FileHandle(forReadingFrom: inputURL)
        let outputHandle = try FileHandle(forWritingTo: stdoutPath.map { URL(fileURLWithPath: $0) } ?? outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        defer {
            try? inputHandle.close()
            try? outputHandle.close()
            try? errorHandle.close()
        }
        var inherited = ProcessInfo.processInfo.environment
        for name in shardVariables { inherited[name] = nil }
        process.environment = inherited.merging(environment) { _, given in given }
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}
