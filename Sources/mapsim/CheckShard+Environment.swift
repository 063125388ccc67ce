#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A CI or batch system that tells each parallel job which shard it is through environment
/// variables. `allCases` is the order `mapsim check` looks in: the first system whose index
/// variable is set (and not empty) decides the shard, and the others are not read.
///
/// A system counts as present when its index variable is set, not its total: GitLab sets
/// `CI_NODE_TOTAL=1` on every job, `CI_NODE_INDEX` only on the jobs of a `parallel:` one.
enum ShardEnvironment: String, CaseIterable, Hashable, Sendable {
    /// Bazel test sharding (`shard_count` on a test rule): `TEST_SHARD_INDEX` (0-based) of
    /// `TEST_TOTAL_SHARDS`. Bazel also asks the test runner to touch
    /// `TEST_SHARD_STATUS_FILE` to show that it shards, and to write JUnit XML to
    /// `XML_OUTPUT_FILE` (see `ShardSelection`). Documented in the Bazel Test
    /// Encyclopedia, "Test sharding" (<https://bazel.build/reference/test-encyclopedia>).
    case bazel
    /// A Kubernetes Indexed Job (`completionMode: Indexed`): `JOB_COMPLETION_INDEX`
    /// (0-based), which the Job controller sets. Kubernetes gives no total, so the Job must
    /// set `MAPSIM_SHARD_TOTAL` to its `completions` (our variable). Documented in
    /// "Indexed Job for Parallel Processing with Static Work Assignment"
    /// (<https://kubernetes.io/docs/tasks/job/indexed-parallel-processing-static/>).
    case kubernetes
    /// GitLab CI/CD's `parallel:` keyword: `CI_NODE_INDEX` (1-based) of `CI_NODE_TOTAL`.
    /// Documented with the `parallel` keyword and the predefined variables
    /// (<https://docs.gitlab.com/ee/ci/yaml/#parallel>).
    case gitlab
    /// CircleCI's `parallelism:`: `CIRCLE_NODE_INDEX` (0-based) of `CIRCLE_NODE_TOTAL`.
    /// Documented in "Test splitting and parallelism" and the built-in environment
    /// variables (<https://circleci.com/docs/parallelism-faster-jobs/>).
    case circleci
    /// Buildkite's `parallelism:` on a command step: `BUILDKITE_PARALLEL_JOB` (0-based) of
    /// `BUILDKITE_PARALLEL_JOB_COUNT`. Documented in "Parallel builds"
    /// (<https://buildkite.com/docs/builds/parallel-builds>).
    case buildkite
    /// A Slurm job array (`sbatch --array=MIN-MAX[:STEP]`): the shard index is
    /// (`SLURM_ARRAY_TASK_ID` − `SLURM_ARRAY_TASK_MIN`) / `SLURM_ARRAY_TASK_STEP` (MIN
    /// default 0, STEP default 1) of `SLURM_ARRAY_TASK_COUNT`; when `SLURM_ARRAY_TASK_MAX`
    /// is set it must be MIN + (COUNT − 1) × STEP, so that an array with gaps
    /// (`--array=1,3,4`) is an error rather than shards that overlap or go missing.
    /// Documented in "Job Array Support" (<https://slurm.schedmd.com/job_array.html>).
    case slurm

    /// The system's name in messages and in `ShardSelection.source`: "GitLab".
    var name: String {
        switch self {
        case .bazel: return "Bazel"
        case .kubernetes: return "Kubernetes Indexed Job"
        case .gitlab: return "GitLab"
        case .circleci: return "CircleCI"
        case .buildkite: return "Buildkite"
        case .slurm: return "Slurm job array"
        }
    }

    /// The variable that differs from job to job; its presence means this system.
    var indexVariable: String {
        switch self {
        case .bazel: return "TEST_SHARD_INDEX"
        case .kubernetes: return "JOB_COMPLETION_INDEX"
        case .gitlab: return "CI_NODE_INDEX"
        case .circleci: return "CIRCLE_NODE_INDEX"
        case .buildkite: return "BUILDKITE_PARALLEL_JOB"
        case .slurm: return "SLURM_ARRAY_TASK_ID"
        }
    }

    /// The variable holding the number of shards; required once the index is set.
    var totalVariable: String {
        switch self {
        case .bazel: return "TEST_TOTAL_SHARDS"
        case .kubernetes: return "MAPSIM_SHARD_TOTAL"
        case .gitlab: return "CI_NODE_TOTAL"
        case .circleci: return "CIRCLE_NODE_TOTAL"
        case .buildkite: return "BUILDKITE_PARALLEL_JOB_COUNT"
        case .slurm: return "SLURM_ARRAY_TASK_COUNT"
        }
    }

    /// The index variable's value for the first shard: 1 for GitLab, 0 for the others
    /// (Slurm's first shard is `SLURM_ARRAY_TASK_MIN`, read separately).
    var firstIndex: Int { self == .gitlab ? 1 : 0 }

    /// Every variable this system's detection reads, index first.
    var variables: [String] {
        switch self {
        case .slurm:
            return [indexVariable, "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_STEP", "SLURM_ARRAY_TASK_MAX", totalVariable]
        default:
            return [indexVariable, totalVariable]
        }
    }

    /// The shard `environment` gives this system, with the `source` text that names the
    /// variables read ("GitLab CI_NODE_INDEX=2, CI_NODE_TOTAL=4"); nil when the index
    /// variable is unset or empty. Throws a usage error naming the variable and its value
    /// when a value is not a whole number or out of range, or the total is missing.
    func shard(in environment: [String: String]) throws(CLIError) -> (shard: CheckShard, source: String)? {
        guard let indexText = ShardOptions.value(indexVariable, in: environment) else { return nil }
        guard let totalText = ShardOptions.value(totalVariable, in: environment) else {
            let hint = self == .kubernetes ? " (set it to the Job's completions)" : ""
            throw .usage("\(name): \(indexVariable)=\(indexText) is set but \(totalVariable) is not\(hint)")
        }
        guard let total = ShardOptions.wholeNumber(totalText[...]), total >= 1, total <= CheckShard.maximumCount else {
            throw .usage("\(name): \(totalVariable)='\(totalText)' must be a whole number from 1 to \(CheckShard.maximumCount)")
        }
        guard let indexValue = ShardOptions.wholeNumber(indexText[...]) else {
            throw .usage("\(name): \(indexVariable)='\(indexText)' is not a whole number")
        }
        if self == .slurm {
            return try slurmShard(taskID: indexValue, idText: indexText, total: total, totalText: totalText, in: environment)
        }
        guard indexValue >= firstIndex, indexValue - firstIndex < total else {
            throw .usage("\(name): \(indexVariable)='\(indexText)' is out of range for \(totalVariable)=\(totalText) "
                         + "(expected \(firstIndex) to \(total - 1 + firstIndex))")
        }
        return (CheckShard(index: indexValue - firstIndex, count: total),
                "\(name) \(indexVariable)=\(indexText), \(totalVariable)=\(totalText)")
    }

    /// Slurm's shard: task `taskID` of an evenly stepped array of `total` tasks.
    private func slurmShard(taskID: Int, idText: String, total: Int, totalText: String,
                            in environment: [String: String]) throws(CLIError) -> (shard: CheckShard, source: String) {
        var parts = ["\(indexVariable)=\(idText)"]
        var minimum = 0
        if let text = ShardOptions.value("SLURM_ARRAY_TASK_MIN", in: environment) {
            guard let value = ShardOptions.wholeNumber(text[...]) else {
                throw .usage("\(name): SLURM_ARRAY_TASK_MIN='\(text)' is not a whole number")
            }
            minimum = value
            parts.append("SLURM_ARRAY_TASK_MIN=\(text)")
        }
        var step = 1
        if let text = ShardOptions.value("SLURM_ARRAY_TASK_STEP", in: environment) {
            guard let value = ShardOptions.wholeNumber(text[...]), value >= 1 else {
                throw .usage("\(name): SLURM_ARRAY_TASK_STEP='\(text)' must be a whole number from 1")
            }
            step = value
            parts.append("SLURM_ARRAY_TASK_STEP=\(text)")
        }
        parts.append("\(totalVariable)=\(totalText)")
        guard taskID >= minimum else {
            throw .usage("\(name): \(indexVariable)='\(idText)' is below SLURM_ARRAY_TASK_MIN=\(minimum)")
        }
        guard (taskID - minimum) % step == 0 else {
            throw .usage("\(name): \(indexVariable)='\(idText)' is not SLURM_ARRAY_TASK_MIN=\(minimum) "
                         + "plus a multiple of SLURM_ARRAY_TASK_STEP=\(step)")
        }
        if let text = ShardOptions.value("SLURM_ARRAY_TASK_MAX", in: environment) {
            let (span, overflow) = (total - 1).multipliedReportingOverflow(by: step)
            guard let maximum = ShardOptions.wholeNumber(text[...]), !overflow, maximum - minimum == span else {
                throw .usage("\(name): the array is not one evenly stepped range: SLURM_ARRAY_TASK_MAX='\(text)' is not "
                             + "SLURM_ARRAY_TASK_MIN + (\(totalVariable) − 1) × SLURM_ARRAY_TASK_STEP "
                             + "(\(minimum) + \(total - 1) × \(step)); submit --array=MIN-MAX[:STEP] without gaps, or pass --shard K/N")
            }
        }
        let index = (taskID - minimum) / step
        guard index < total else {
            throw .usage("\(name): \(indexVariable)='\(idText)' is out of range: (ID − MIN) / STEP = \(index) "
                         + "is not below \(totalVariable)=\(totalText)")
        }
        return (CheckShard(index: index, count: total), "\(name) " + parts.joined(separator: ", "))
    }
}

/// Which shard `mapsim check` runs, where that came from, and what else the CI asked of
/// the run. Made by `ShardOptions.selection(option:environment:)`.
struct ShardSelection: Hashable, Sendable {
    /// The shard to check, or nil for every path (no `--shard` and no CI shard variables).
    var shard: CheckShard?
    /// Where the shard came from, for the first line of output: `"--shard 2/4"` (the value
    /// as given), `"Bazel TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=4"`, or `"none"`.
    var source: String
    /// A file the run must create or touch (update its modification time) before exiting,
    /// so that Bazel knows the test runner shards: `TEST_SHARD_STATUS_FILE` when set and
    /// not empty, whatever chose the shard. Nil otherwise.
    var statusFile: String?
    /// Where Bazel wants the JUnit XML report: `XML_OUTPUT_FILE` when set and not empty
    /// (Bazel sets it for every test, sharded or not). An explicit `--junit PATH` should
    /// win over it. Nil otherwise.
    var junitFile: String?

    /// The first line of `mapsim check`'s output when sharding, without a newline:
    /// `"shard 2/4 (from GitLab CI_NODE_INDEX=2, CI_NODE_TOTAL=4)"`; nil when checking
    /// every path, so that unsharded output is unchanged.
    var headerLine: String? {
        shard.map { "shard \($0.label) (from \(source))" }
    }

    /// Whether `path` is checked by this run: in the shard, or any path without one.
    func includes(path: String) -> Bool {
        shard?.contains(path: path) ?? true
    }
}

/// Reading `--shard K/N`, `--shard auto` and the CI shard variables into a `ShardSelection`.
///
/// Precedence: an explicit `--shard K/N` wins and no shard variable is read; otherwise
/// (`--shard auto`, or no `--shard`) the first `ShardEnvironment` present decides. With
/// `--shard auto` and none present, a usage error names the variables looked for; with no
/// `--shard` and none present, every path is checked. `--shard 1/1` checks every path and
/// ignores the CI's variables. Bad values are usage errors (exit 64): they are configuration.
enum ShardOptions {
    /// The `--shard` option, for `CheckCommand.options`.
    static let option: OptionSpec = .value(
        "--shard", "K/N",
        help: "Check only shard K of N (1-based, such as 2/4, N at most \(CheckShard.maximumCount)): the paths whose "
            + "stable hash places in the K-th of N equal ranges. `auto` reads the CI's shard variables. Default: the CI's variables "
            + "when set, else every path (see docs/ci.md).")

    /// A paragraph for `mapsim check --help`: the hash rule and where shards come from, in
    /// precedence order (built from `ShardEnvironment.allCases`, so it cannot drift).
    static var helpDetails: String {
        let systems = ShardEnvironment.allCases.map { system in
            "\(system.name) (\(system.indexVariable)\(system == .slurm ? " − SLURM_ARRAY_TASK_MIN" : "")"
                + "\(system.firstIndex == 1 ? ", 1-based" : ""), \(system.totalVariable))"
        }
        return "Sharding: --shard K/N checks the paths whose 64-bit FNV-1a hash (of the path as given, leading ./ "
            + "removed), read as a fraction of 2^64, falls in the K-th of N equal ranges, so the N shards split any corpus the same way on every machine. "
            + "Without --shard, or with --shard auto, the shard comes from the first of these that is set: "
            + systems.joined(separator: ", ")
            + ". A sharded run's first line names the shard and where it came from; --shard 1/1 ignores the variables."
    }

    /// Bazel's variable naming the file to touch (`ShardSelection.statusFile`).
    static let statusFileVariable = "TEST_SHARD_STATUS_FILE"
    /// Bazel's variable naming the JUnit XML file to write (`ShardSelection.junitFile`).
    static let junitFileVariable = "XML_OUTPUT_FILE"

    /// Every environment variable the selection may read, in precedence order: pass
    /// `environment(reading: variableNames)` (or `processEnvironment()`) to `selection`.
    static var variableNames: [String] {
        ShardEnvironment.allCases.flatMap(\.variables) + [statusFileVariable, junitFileVariable]
    }

    /// The run's shard from `option`, the value of `--shard` (nil when not given), and
    /// `environment`, the process environment or a test's stand-in (only `variableNames`
    /// are read, each by name). See the type's comment for the precedence.
    static func selection(option: String?, environment: [String: String]) throws(CLIError) -> ShardSelection {
        var selection = ShardSelection(shard: nil, source: "none",
                                       statusFile: value(statusFileVariable, in: environment),
                                       junitFile: value(junitFileVariable, in: environment))
        if let option, option != "auto" {
            selection.shard = try parse(option)
            selection.source = "--shard \(option)"
        } else if let found = try detect(in: environment) {
            selection.shard = found.shard
            selection.source = found.source
        } else if option != nil {
            let looked = ShardEnvironment.allCases.map { "\($0.indexVariable) (\($0.name))" }
            throw .usage("--shard auto: no CI shard variables are set (looked for \(looked.joined(separator: ", ")))")
        }
        return selection
    }

    /// `selection(option:environment:)` with the `--shard` value of `parsed`.
    static func selection(_ parsed: ParsedArguments, environment: [String: String]) throws(CLIError) -> ShardSelection {
        try selection(option: parsed.value(option.name), environment: environment)
    }

    /// The shard `--shard K/N` names: K and N whole numbers (ASCII digits), 1 ≤ K ≤ N ≤
    /// `CheckShard.maximumCount`. Throws `--shard: expected K/N with 1 ≤ K ≤ N, got '0/3'`
    /// and the like.
    static func parse(_ text: String) throws(CLIError) -> CheckShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = wholeNumber(parts[0]), let n = wholeNumber(parts[1]) else {
            throw .usage("--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got '\(text)'")
        }
        guard n <= CheckShard.maximumCount else {
            throw .usage("--shard: N is at most \(CheckShard.maximumCount), got '\(text)'")
        }
        guard k >= 1, k <= n else {
            throw .usage("--shard: expected K/N with 1 ≤ K ≤ N, got '\(text)'")
        }
        return CheckShard(index: k - 1, count: n)
    }

    /// The shard the first present `ShardEnvironment` gives, with its system and source
    /// text; nil when no system's index variable is set.
    static func detect(in environment: [String: String]) throws(CLIError)
        -> (system: ShardEnvironment, shard: CheckShard, source: String)? {
        for system in ShardEnvironment.allCases {
            if let found = try system.shard(in: environment) {
                return (system, found.shard, found.source)
            }
        }
        return nil
    }

    /// The value of variable `name` in `environment`, or nil when it is unset or empty
    /// (an empty value counts as unset, as a CI template with a blank variable leaves it).
    static func value(_ name: String, in environment: [String: String]) -> String? {
        guard let value = environment[name], !value.isEmpty else { return nil }
        return value
    }

    /// The whole number `text` spells in ASCII digits (leading zeros allowed; no sign,
    /// spaces, decimal point or exponent), saturating at `Int.max`; nil when `text` is
    /// empty or has any other character. (`OptionValues.number` reads decimals, which
    /// would let `2.0` or `2e0` through as a shard.)
    static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty else { return nil }
        var value = 0
        for byte in text.utf8 {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(digit))
            value = overflow1 || overflow2 ? Int.max : sum
        }
        return value
    }

    /// The real process environment, restricted to `variableNames`: what `mapsim check`
    /// passes to `selection(option:environment:)`.
    static func processEnvironment() -> [String: String] {
        environment(reading: variableNames)
    }

    /// The variables `names` of the process environment that are set (`getenv`, so no
    /// Foundation and no walk of the whole `environ`); invalid UTF-8 is repaired.
    static func environment(reading names: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }
}
