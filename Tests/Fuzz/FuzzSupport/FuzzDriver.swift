#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if FUZZING
import CFuzzerDriver
#endif

/// The `main` of every fuzz target (docs/fuzzing.md), in its two builds:
///
/// - built with `-sanitize=fuzzer,address -DFUZZING` (`make fuzz`), it hands the command
///   line to libFuzzer (`LLVMFuzzerRunDriver`), which calls the target's check with each
///   input; a broken property prints `<target>: property broken: …` on stderr and aborts,
///   so libFuzzer reports it as a crash and saves the input;
/// - in a plain build (`swift build`, every machine) it runs the check on the files and
///   folders (their files, not subfolders) given as arguments and prints
///   `<path>: <outcome>` per input, `<path>: BROKEN: …` for a broken property; exit 0
///   when every property held, 1 when one broke, 64 without arguments, 66 for an
///   argument that cannot be read.
public enum FuzzDriver {
    /// The check libFuzzer's callback calls (a C callback cannot capture it).
    nonisolated(unsafe) static var check: (([UInt8]) -> FuzzOutcome)?
    /// The target's name in messages.
    nonisolated(unsafe) static var targetName = "fuzz"

    /// Runs `check` as the target named `target` and exits.
    public static func main(target: String, check: @escaping ([UInt8]) -> FuzzOutcome) -> Never {
        targetName = target
        Self.check = check
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
            let outcome = FuzzDriver.check!(bytes)
            if let violation = outcome.violation {
                FuzzDriver.printError("\(FuzzDriver.targetName): property broken: \(violation) (\(outcome.summary))")
                abort()
            }
            return 0
        })
        #else
        exit(replay(CommandLine.arguments.dropFirst().map { $0 }, check: check))
        #endif
    }

    /// Runs `check` on the inputs at `paths` (files, or folders of them), printing each
    /// outcome; the exit status `main` describes.
    static func replay(_ paths: [String], check: ([UInt8]) -> FuzzOutcome) -> Int32 {
        guard !paths.isEmpty else {
            printError("usage: \(targetName) FILE|FOLDER... (the plain build replays inputs; see docs/fuzzing.md)")
            return 64
        }
        var status: Int32 = 0
        for argument in paths {
            let files = FuzzInputFiles.isFolder(argument) ? FuzzInputFiles.inputs(inFolder: argument) ?? [] : [argument]
            for path in files {
                guard let bytes = FuzzInputFiles.contents(ofPath: path) else {
                    printError("\(targetName): cannot read \(path)")
                    return 66
                }
                let outcome = check(bytes)
                print("\(path): \(outcome.summary)")
                if let violation = outcome.violation {
                    print("\(path): BROKEN: \(violation)")
                    status = 1
                }
            }
        }
        return status
    }

    /// Writes `line` and a newline to standard error, unbuffered.
    static func printError(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { return }
            offset += n
        }
    }
}
