import TraceJSON

/// Why a trace or a recording could not be read: the file, where in it, and the problem.
///
/// Reads as one line: `walk.json: touches[9][0]: time goes backwards (120 after 130)`,
/// `walk.json: line 12, column 7: expected ',' or ']'`,
/// `evemu-3m.event line 123: expected 4 fields after "E:"`.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong. `mapsim` turns the kind into its exit code (`CLIError.exitCode`
    /// in the CLI, sysexits.h): 65 for `.invalidData`, `.notATrace` and `.unknownJSON`, 66 for
    /// `.fileNotFound` and `.unreadable`.
    public enum Kind: Hashable, Sendable {
        /// The content is not a valid trace or recording (exit 65, EX_DATAERR).
        case invalidData
        /// The content is JSON of a kind mapsim recognises as not a trace: a top-level
        /// object with a `$schema` key and no `format` (a JSON Schema), or a profile file
        /// (`ProfileFile`, format "mapsim-profile/1"). Exit 65 where a trace was required;
        /// `mapsim check` skips such a file, even under `--strict`.
        case notATrace
        /// The content is a top-level JSON object with neither `format` nor `$schema`: not
        /// a trace, and nothing mapsim recognises (a file written by another tool, a trace
        /// whose `format` was lost). Exit 65 where a trace was required; `mapsim check`
        /// skips it, and fails it under `--strict`.
        case unknownJSON
        /// The file does not exist (exit 66, EX_NOINPUT).
        case fileNotFound
        /// The file exists but could not be read: permissions, a directory, an I/O error
        /// (exit 66, EX_NOINPUT: "did not exist or was not readable").
        case unreadable
        /// The file could not be written (`FileBytes.replaceContents`: `check --update`);
        /// exit 74, EX_IOERR.
        case unwritable
    }

    /// Where in the input the problem is.
    public enum Location: Hashable, Sendable {
        /// A value inside the JSON document, e.g. `touches[17][3]`.
        case jsonPath(JSONPath)
        /// A JSON syntax error's 1-based line and column.
        case textPosition(line: Int, column: Int)
        /// A 1-based line of a text recording (evemu, getevent).
        case line(Int)
    }

    /// The kind of failure. Default `.invalidData`.
    public var kind: Kind
    /// The file's name as given (path or last component), when known.
    public var fileName: String?
    /// Where in the file, when it applies.
    public var location: Location?
    /// The problem, e.g. "not a finite number".
    public var message: String

    /// An error from its parts.
    public init(_ kind: Kind = .invalidData, fileName: String? = nil, location: Location? = nil, message: String) {
        self.kind = kind
        self.fileName = fileName
        self.location = location
        self.message = message
    }

    /// The JSON path string when the location is a JSON path, else nil.
    public var jsonPath: String? {
        if case .jsonPath(let path) = location { return path.description }
        return nil
    }

    /// One line: file, location, problem.
    public var description: String {
        var parts: [String] = []
        var head = fileName ?? ""
        switch location {
        case .line(let line)?:
            head += head.isEmpty ? "line \(line)" : " line \(line)"
        case .textPosition(let line, let column)?:
            if !head.isEmpty { parts.append(head) }
            head = "line \(line), column \(column)"
        case .jsonPath(let path)?:
            if !head.isEmpty { parts.append(head) }
            head = path.description
        case nil:
            break
        }
        if !head.isEmpty { parts.append(head) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }

    /// The same error with `fileName` set (used when an inner step did not know it).
    public func withFileName(_ name: String?) -> TraceError {
        var copy = self
        copy.fileName = name
        return copy
    }
}
