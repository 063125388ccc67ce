import FuzzSupport
import Replays
import TestSupport
import Testing
@testable import FuzzEvemu
@testable import FuzzGetevent
@testable import FuzzJSON
@testable import FuzzLibinput
@testable import FuzzNumberInput
@testable import FuzzReplay
@testable import FuzzTraceDecoder
@testable import FuzzWebDriver

/// One fuzz target as the tests run it: its name (and folder name) and its check.
struct FuzzTargetCase: Sendable, CustomStringConvertible {
    let name: String
    let check: @Sendable ([UInt8]) -> FuzzOutcome
    var description: String { name }

    static let all: [FuzzTargetCase] = [
        FuzzTargetCase(name: "FuzzJSON", check: FuzzJSON.check),
        FuzzTargetCase(name: "FuzzTraceDecoder", check: FuzzTraceDecoder.check),
        FuzzTargetCase(name: "FuzzEvemu", check: FuzzEvemu.check),
        FuzzTargetCase(name: "FuzzGetevent", check: FuzzGetevent.check),
        FuzzTargetCase(name: "FuzzLibinput", check: FuzzLibinput.check),
        FuzzTargetCase(name: "FuzzWebDriver", check: FuzzWebDriver.check),
        FuzzTargetCase(name: "FuzzNumberInput", check: FuzzNumberInput.check),
        FuzzTargetCase(name: "FuzzReplay", check: FuzzReplay.check),
    ]
}

/// The plain build of the fuzz targets (docs/fuzzing.md): every seed input of
/// `Tests/Fuzz/Corpus/<target>/` and every finding of `Tests/Fuzz/Regressions/<target>/`
/// through the target's check, in this process, without libFuzzer.
@Suite("Fuzz corpora and regressions")
struct FuzzCorpusTests {
    /// Longest time one input may take in a debug build: 20 s (our choice; libFuzzer's
    /// limit in the optimised, sanitised build is 10 s, and a debug build is slower).
    static let secondsPerInput = 20.0

    static func folder(_ kind: String, _ target: FuzzTargetCase) -> String {
        RepositoryPaths.root + "/Tests/Fuzz/\(kind)/\(target.name)"
    }

    /// Runs `input` through `target`, expecting every property to hold in time; returns
    /// the outcome.
    @discardableResult
    static func run(_ input: String, through target: FuzzTargetCase) throws -> FuzzOutcome {
        let bytes = try #require(FuzzInputFiles.contents(ofPath: input), "cannot read \(input)")
        let clock = ContinuousClock()
        var outcome: FuzzOutcome?
        let elapsed = clock.measure { outcome = target.check(bytes) }
        let result = try #require(outcome)
        #expect(result.violation == nil, "\(input): \(result.summary): \(result.violation ?? "")")
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        #expect(seconds < secondsPerInput, "\(input) took \(seconds) s")
        return result
    }

    @Test("every seed input keeps its target's properties", arguments: FuzzTargetCase.all)
    func corpus(target: FuzzTargetCase) throws {
        let inputs = try #require(FuzzInputFiles.inputs(inFolder: Self.folder("Corpus", target)))
        #expect(inputs.count >= 3, "a seed corpus of \(inputs.count) inputs")
        for input in inputs { try Self.run(input, through: target) }
    }

    @Test("every finding gives its expected outcome", arguments: FuzzTargetCase.all)
    func regressions(target: FuzzTargetCase) throws {
        let folder = Self.folder("Regressions", target)
        guard FuzzInputFiles.isFolder(folder) else { return }
        for input in try #require(FuzzInputFiles.inputs(inFolder: folder)) {
            let expected = try #require(FuzzInputFiles.expectedOutcome(ofInput: input),
                                        "\(input) has no \(FuzzInputFiles.expectedSuffix) file")
            let outcome = try Self.run(input, through: target)
            #expect(outcome.summary == expected, "\(input)")
        }
    }

    @Test("a broken property is reported, not passed: a one-line error's rule")
    func brokenPropertyIsReported() {
        #expect(FuzzOutcome.rejected("two\nlines", exitCode: 65).violation != nil)
        #expect(FuzzOutcome.rejected("", exitCode: 65).violation != nil)
        #expect(FuzzOutcome.rejected("one line", exitCode: 65).violation == nil)
    }

    @Test("the replay target finds a replay that differs from itself, and a failed invariant it names")
    func replayTargetFindings() {
        let holding = InvariantReport(results: ReplayInvariant.allCases.map {
            InvariantResult(invariant: $0, worst: 0, atMs: nil, unit: "")
        })
        #expect(FuzzReplay.violation(report: holding, firstJSON: "{}", secondJSON: "{}") == nil)
        let differing = FuzzReplay.violation(report: holding, firstJSON: "{\"a\":1}", secondJSON: "{\"a\":2}")
        #expect(differing == "two replays of the trace give different JSON reports (from byte 5)")
        for invariant in ReplayInvariant.allCases {
            var report = holding
            report.results[ReplayInvariant.allCases.firstIndex(of: invariant)!].worst = 3
            let violation = FuzzReplay.violation(report: report, firstJSON: "{}", secondJSON: "{}")
            if FuzzReplay.findingInvariants.contains(invariant) {
                #expect(violation?.hasPrefix("invariant \(invariant.name): 3") == true, "\(invariant)")
            } else {
                #expect(violation == nil, "\(invariant) is not a finding")
            }
        }
    }
}
