import Foundation
import TestSupport
import Testing
@testable import mapsim

@Suite("CheckShard: a stable FNV-1a split of a corpus, from --shard K/N or a CI's variables")
struct CheckShardTests {
    // MARK: The hash

    @Test("FNV-1a 64 of the path's UTF-8 bytes: the published test vectors")
    func hashKnownValues() {
        #expect(CheckShard.hash(ofPath: "") == 0xcbf2_9ce4_8422_2325)
        #expect(CheckShard.hash(ofPath: "a") == 0xaf63_dc4c_8601_ec8c)
        #expect(CheckShard.hash(ofPath: "foobar") == 0x8594_4171_f739_67e8)
    }

    @Test("every leading ./ is removed, nothing else is normalised")
    func leadingDotSlash() {
        let a = CheckShard.hash(ofPath: "a")
        #expect(CheckShard.hash(ofPath: "./a") == a)
        #expect(CheckShard.hash(ofPath: "././a") == a)
        #expect(CheckShard.hash(ofPath: "./././a") == a)
        #expect(CheckShard.hash(ofPath: "./") == CheckShard.hash(ofPath: ""))
        #expect(CheckShard.hash(ofPath: "traces/./a.json") != CheckShard.hash(ofPath: "traces/a.json"))
        #expect(CheckShard.hash(ofPath: ".a") != a)
        #expect(CheckShard.hash(ofPath: "../a") != a)
        #expect(CheckShard.hash(ofPath: "/a") != a)
        #expect(CheckShard.hash(ofPath: ".//a") != a)
        #expect(Array(CheckShard.hashedBytes(ofPath: "././traces/x.json")) == Array("traces/x.json".utf8))
        // Byte-wise: "/" and a combining mark make one Character, but the bytes still start with "./".
        #expect(Array(CheckShard.hashedBytes(ofPath: "./\u{301}x")) == Array("\u{301}x".utf8))
    }

    @Test("contains: the high word of hash × count is the index; label is 1-based K/N")
    func containsAndLabel() {
        let shard = CheckShard(index: 1, count: 4)
        #expect(shard.label == "2/4")
        #expect(CheckShard(index: 0, count: 1).label == "1/1")
        for path in ["a", "traces/gesture-pan.json", "./traces/gesture-pan.json", ""] {
            #expect(shard.contains(path: path) == (CheckShard.hash(ofPath: path).multipliedFullWidth(by: 4).high == 1), "\(path)")
            #expect(CheckShard(index: 0, count: 1).contains(path: path))
        }
        #expect(CheckShard(index: CheckShard.shardIndex(ofPath: "a", count: 7), count: 7).contains(path: "./a"))
        // FNV-1a of "a" is 0xaf63dc4c8601ec8c: 0.685… of 2^64, so shard 3 (index 2) of 4
        // and index 6 of 10; `hash % 4` would have said index 0.
        #expect(CheckShard.shardIndex(ofPath: "a", count: 4) == 2)
        #expect(CheckShard.shardIndex(ofPath: "a", count: 10) == 6)
    }

    // MARK: --shard K/N

    @Test("--shard K/N reads 1-based whole numbers")
    func parsesKOverN() throws {
        #expect(try ShardOptions.parse("2/4") == CheckShard(index: 1, count: 4))
        #expect(try ShardOptions.parse("1/1") == CheckShard(index: 0, count: 1))
        #expect(try ShardOptions.parse("4/4") == CheckShard(index: 3, count: 4))
        #expect(try ShardOptions.parse("02/004") == CheckShard(index: 1, count: 4))
        #expect(try ShardOptions.parse("100000/100000") == CheckShard(index: 99_999, count: 100_000))
        for count in [1, 2, 3, 10, 100_000] {
            for index in Set([0, count / 2, count - 1]) {
                let shard = CheckShard(index: index, count: count)
                #expect(try ShardOptions.parse(shard.label) == shard)
            }
        }
    }

    @Test("a bad --shard is a usage error (exit 64) quoting the value", arguments: [
        ("0/3", "--shard: expected K/N with 1 ≤ K ≤ N, got '0/3'"),
        ("5/4", "--shard: expected K/N with 1 ≤ K ≤ N, got '5/4'"),
        ("0/0", "--shard: expected K/N with 1 ≤ K ≤ N, got '0/0'"),
        ("99999999999999999999999/3", "--shard: expected K/N with 1 ≤ K ≤ N, got '99999999999999999999999/3'"),
        ("1/100001", "--shard: N is at most 100000, got '1/100001'"),
        ("1/99999999999999999999999", "--shard: N is at most 100000, got '1/99999999999999999999999'"),
        ("a/3", "--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got 'a/3'"),
        ("2", "--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got '2'"),
        ("2/4/8", "--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got '2/4/8'"),
        ("", "--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got ''"),
        ("/4", "--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got '/4'"),
        (" 2/4", "--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got ' 2/4'"),
        ("+2/4", "--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got '+2/4'"),
        ("-1/4", "--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got '-1/4'"),
        ("2.0/4", "--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got '2.0/4'"),
        ("1e0/4", "--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got '1e0/4'"),
        ("２/4", "--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got '２/4'"),
        ("AUTO", "--shard: expected K/N with whole numbers 1 ≤ K ≤ N (such as 2/4), or auto, got 'AUTO'"),
    ])
    func badShardOption(text: String, message: String) {
        #expect(throws: CLIError.usage(message)) { try ShardOptions.parse(text) }
        #expect(throws: CLIError.usage(message)) { try ShardOptions.selection(option: text, environment: [:]) }
        #expect(CLIError.usage(message).exitCode == .usage)
        #expect(ExitCode.usage.rawValue == 64)
    }

    @Test("wholeNumber: ASCII digits only, saturating")
    func wholeNumbers() {
        #expect(ShardOptions.wholeNumber("0") == 0)
        #expect(ShardOptions.wholeNumber("007") == 7)
        #expect(ShardOptions.wholeNumber("100000") == 100_000)
        #expect(ShardOptions.wholeNumber("9223372036854775807") == Int.max)
        #expect(ShardOptions.wholeNumber("99999999999999999999999") == Int.max)
        for bad in ["", " 1", "1 ", "+1", "-1", "1.0", "1e3", "0x10", "١"] {
            #expect(ShardOptions.wholeNumber(bad[...]) == nil, "\(bad)")
        }
    }

    @Test("an explicit --shard wins over the environment, which is then not read")
    func explicitWins() throws {
        let environment = ["CI_NODE_INDEX": "garbage", "CI_NODE_TOTAL": "4", "TEST_SHARD_INDEX": "-1"]
        let selection = try ShardOptions.selection(option: "3/4", environment: environment)
        #expect(selection == ShardSelection(shard: CheckShard(index: 2, count: 4), source: "--shard 3/4"))
        #expect(selection.headerLine == "shard 3/4 (from --shard 3/4)")
        let one = try ShardOptions.selection(option: "1/1", environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"])
        #expect(one.shard == CheckShard(index: 0, count: 1))
        #expect(one.includes(path: "anything.json"))
    }

    // MARK: CI variables

    /// One environment and the shard and source it gives.
    struct EnvironmentCase: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var shard: CheckShard
        var source: String
        var testDescription: String { source }
    }

    static let environmentCases: [EnvironmentCase] = [
        EnvironmentCase(environment: ["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "4"],
                        shard: CheckShard(index: 1, count: 4), source: "Bazel TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=4"),
        EnvironmentCase(environment: ["JOB_COMPLETION_INDEX": "3", "MAPSIM_SHARD_TOTAL": "8"],
                        shard: CheckShard(index: 3, count: 8),
                        source: "Kubernetes Indexed Job JOB_COMPLETION_INDEX=3, MAPSIM_SHARD_TOTAL=8"),
        EnvironmentCase(environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"],
                        shard: CheckShard(index: 1, count: 4), source: "GitLab CI_NODE_INDEX=2, CI_NODE_TOTAL=4"),
        EnvironmentCase(environment: ["CI_NODE_INDEX": "5", "CI_NODE_TOTAL": "5"],
                        shard: CheckShard(index: 4, count: 5), source: "GitLab CI_NODE_INDEX=5, CI_NODE_TOTAL=5"),
        EnvironmentCase(environment: ["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "3"],
                        shard: CheckShard(index: 0, count: 3), source: "CircleCI CIRCLE_NODE_INDEX=0, CIRCLE_NODE_TOTAL=3"),
        EnvironmentCase(environment: ["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "1"],
                        shard: CheckShard(index: 0, count: 1), source: "CircleCI CIRCLE_NODE_INDEX=0, CIRCLE_NODE_TOTAL=1"),
        EnvironmentCase(environment: ["BUILDKITE_PARALLEL_JOB": "4", "BUILDKITE_PARALLEL_JOB_COUNT": "5"],
                        shard: CheckShard(index: 4, count: 5),
                        source: "Buildkite BUILDKITE_PARALLEL_JOB=4, BUILDKITE_PARALLEL_JOB_COUNT=5"),
        EnvironmentCase(environment: ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "4"],
                        shard: CheckShard(index: 2, count: 4),
                        source: "Slurm job array SLURM_ARRAY_TASK_ID=2, SLURM_ARRAY_TASK_COUNT=4"),
        EnvironmentCase(environment: ["SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "8",
                                      "SLURM_ARRAY_TASK_COUNT": "8"],
                        shard: CheckShard(index: 4, count: 8),
                        source: "Slurm job array SLURM_ARRAY_TASK_ID=5, SLURM_ARRAY_TASK_MIN=1, SLURM_ARRAY_TASK_COUNT=8"),
        // sbatch --array=1-7:2: tasks 1, 3, 5, 7.
        EnvironmentCase(environment: ["SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_STEP": "2",
                                      "SLURM_ARRAY_TASK_MAX": "7", "SLURM_ARRAY_TASK_COUNT": "4"],
                        shard: CheckShard(index: 3, count: 4),
                        source: "Slurm job array SLURM_ARRAY_TASK_ID=7, SLURM_ARRAY_TASK_MIN=1, SLURM_ARRAY_TASK_STEP=2, "
                            + "SLURM_ARRAY_TASK_COUNT=4"),
    ]

    @Test("each CI's variables give its shard and a source line naming them", arguments: environmentCases)
    func environmentGivesShard(_ test: EnvironmentCase) throws {
        for option in [nil, "auto"] as [String?] {
            let selection = try ShardOptions.selection(option: option, environment: test.environment)
            #expect(selection.shard == test.shard)
            #expect(selection.source == test.source)
            #expect(selection.headerLine == "shard \(test.shard.label) (from \(test.source))")
            #expect(selection.statusFile == nil)
            #expect(selection.junitFile == nil)
        }
    }

    @Test("GitLab's example header; a total of 1 is one shard holding everything")
    func headerAndSingleShard() throws {
        let gitlab = try ShardOptions.selection(option: nil, environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"])
        #expect(gitlab.headerLine == "shard 2/4 (from GitLab CI_NODE_INDEX=2, CI_NODE_TOTAL=4)")
        let one = try ShardOptions.selection(option: nil, environment: ["BUILDKITE_PARALLEL_JOB": "0",
                                                                         "BUILDKITE_PARALLEL_JOB_COUNT": "1"])
        #expect(one.shard == CheckShard(index: 0, count: 1))
        #expect(corpus.allSatisfy { one.includes(path: $0) })
    }

    @Test("Bazel's status file and XML output file are exposed whenever set")
    func bazelFiles() throws {
        let environment = ["TEST_SHARD_INDEX": "0", "TEST_TOTAL_SHARDS": "2",
                           "TEST_SHARD_STATUS_FILE": "/tmp/out/shard.status", "XML_OUTPUT_FILE": "/tmp/out/test.xml"]
        let sharded = try ShardOptions.selection(option: nil, environment: environment)
        #expect(sharded == ShardSelection(shard: CheckShard(index: 0, count: 2),
                                          source: "Bazel TEST_SHARD_INDEX=0, TEST_TOTAL_SHARDS=2",
                                          statusFile: "/tmp/out/shard.status", junitFile: "/tmp/out/test.xml"))
        // Bazel without shard_count sets XML_OUTPUT_FILE alone: every path, but still the XML.
        let unsharded = try ShardOptions.selection(option: nil, environment: ["XML_OUTPUT_FILE": "/tmp/out/test.xml"])
        #expect(unsharded == ShardSelection(shard: nil, source: "none", junitFile: "/tmp/out/test.xml"))
        #expect(unsharded.headerLine == nil)
        let explicit = try ShardOptions.selection(option: "2/2", environment: environment)
        #expect(explicit.shard == CheckShard(index: 1, count: 2))
        #expect(explicit.statusFile == "/tmp/out/shard.status")
        #expect(explicit.junitFile == "/tmp/out/test.xml")
        let empty = try ShardOptions.selection(option: nil, environment: ["TEST_SHARD_STATUS_FILE": "", "XML_OUTPUT_FILE": ""])
        #expect(empty.statusFile == nil && empty.junitFile == nil)
    }

    @Test("no variables: every path without --shard, a usage error naming them with --shard auto")
    func nothingSet() throws {
        for environment in [[:], ["CI_NODE_TOTAL": "1"], ["CI_NODE_INDEX": "", "CI_NODE_TOTAL": "4"],
                            ["MAPSIM_SHARD_TOTAL": "8", "PATH": "/usr/bin"]] as [[String: String]] {
            let selection = try ShardOptions.selection(option: nil, environment: environment)
            #expect(selection == ShardSelection(shard: nil, source: "none"))
            #expect(selection.headerLine == nil)
            #expect(selection.includes(path: "traces/a.json"))
            #expect(throws: CLIError.usage(
                "--shard auto: no CI shard variables are set (looked for TEST_SHARD_INDEX (Bazel), "
                    + "JOB_COMPLETION_INDEX (Kubernetes Indexed Job), CI_NODE_INDEX (GitLab), CIRCLE_NODE_INDEX (CircleCI), "
                    + "BUILDKITE_PARALLEL_JOB (Buildkite), SLURM_ARRAY_TASK_ID (Slurm job array))")) {
                try ShardOptions.selection(option: "auto", environment: environment)
            }
        }
    }

    @Test("precedence: Bazel, Kubernetes, GitLab, CircleCI, Buildkite, Slurm; the first present wins")
    func precedence() throws {
        var environment: [String: String] = [
            "TEST_SHARD_INDEX": "0", "TEST_TOTAL_SHARDS": "2",
            "JOB_COMPLETION_INDEX": "1", "MAPSIM_SHARD_TOTAL": "3",
            "CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "4",
            "CIRCLE_NODE_INDEX": "3", "CIRCLE_NODE_TOTAL": "5",
            "BUILDKITE_PARALLEL_JOB": "4", "BUILDKITE_PARALLEL_JOB_COUNT": "6",
            "SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_COUNT": "7",
        ]
        let expected: [(ShardEnvironment, CheckShard)] = [
            (.bazel, CheckShard(index: 0, count: 2)), (.kubernetes, CheckShard(index: 1, count: 3)),
            (.gitlab, CheckShard(index: 2, count: 4)), (.circleci, CheckShard(index: 3, count: 5)),
            (.buildkite, CheckShard(index: 4, count: 6)), (.slurm, CheckShard(index: 5, count: 7)),
        ]
        #expect(expected.map { $0.0 } == ShardEnvironment.allCases)
        for (system, shard) in expected {
            let found = try #require(try ShardOptions.detect(in: environment))
            #expect(found.system == system)
            #expect(found.shard == shard)
            #expect(try ShardOptions.selection(option: nil, environment: environment).shard == shard)
            #expect(try ShardOptions.selection(option: "auto", environment: environment).source.hasPrefix(system.name + " "))
            // A later system's bad values are never read while an earlier one is present.
            var withJunkBelow = environment
            for later in ShardEnvironment.allCases.drop(while: { $0 != system }).dropFirst() {
                withJunkBelow[later.indexVariable] = "junk"
            }
            #expect(try ShardOptions.detect(in: withJunkBelow)?.shard == shard)
            for variable in system.variables { environment[variable] = nil }
        }
        #expect(try ShardOptions.detect(in: environment) == nil)
    }

    @Test("malformed CI values are usage errors naming the variable and value", arguments: [
        (["TEST_SHARD_INDEX": "x", "TEST_TOTAL_SHARDS": "4"], "Bazel: TEST_SHARD_INDEX='x' is not a whole number"),
        (["TEST_SHARD_INDEX": "-1", "TEST_TOTAL_SHARDS": "4"], "Bazel: TEST_SHARD_INDEX='-1' is not a whole number"),
        (["TEST_SHARD_INDEX": "4", "TEST_TOTAL_SHARDS": "4"],
         "Bazel: TEST_SHARD_INDEX='4' is out of range for TEST_TOTAL_SHARDS=4 (expected 0 to 3)"),
        (["TEST_SHARD_INDEX": "1"], "Bazel: TEST_SHARD_INDEX=1 is set but TEST_TOTAL_SHARDS is not"),
        (["JOB_COMPLETION_INDEX": "3"],
         "Kubernetes Indexed Job: JOB_COMPLETION_INDEX=3 is set but MAPSIM_SHARD_TOTAL is not (set it to the Job's completions)"),
        (["JOB_COMPLETION_INDEX": "8", "MAPSIM_SHARD_TOTAL": "8"],
         "Kubernetes Indexed Job: JOB_COMPLETION_INDEX='8' is out of range for MAPSIM_SHARD_TOTAL=8 (expected 0 to 7)"),
        (["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "4"],
         "GitLab: CI_NODE_INDEX='0' is out of range for CI_NODE_TOTAL=4 (expected 1 to 4)"),
        (["CI_NODE_INDEX": "5", "CI_NODE_TOTAL": "4"],
         "GitLab: CI_NODE_INDEX='5' is out of range for CI_NODE_TOTAL=4 (expected 1 to 4)"),
        (["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "0"], "GitLab: CI_NODE_TOTAL='0' must be a whole number from 1 to 100000"),
        (["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "abc"],
         "CircleCI: CIRCLE_NODE_TOTAL='abc' must be a whole number from 1 to 100000"),
        (["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "100001"],
         "Buildkite: BUILDKITE_PARALLEL_JOB_COUNT='100001' must be a whole number from 1 to 100000"),
        (["BUILDKITE_PARALLEL_JOB": " 1", "BUILDKITE_PARALLEL_JOB_COUNT": "4"],
         "Buildkite: BUILDKITE_PARALLEL_JOB=' 1' is not a whole number"),
        (["SLURM_ARRAY_TASK_ID": "3"], "Slurm job array: SLURM_ARRAY_TASK_ID=3 is set but SLURM_ARRAY_TASK_COUNT is not"),
        (["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_COUNT": "4"],
         "Slurm job array: SLURM_ARRAY_TASK_ID='3' is below SLURM_ARRAY_TASK_MIN=5"),
        (["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "one", "SLURM_ARRAY_TASK_COUNT": "4"],
         "Slurm job array: SLURM_ARRAY_TASK_MIN='one' is not a whole number"),
        (["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_STEP": "0", "SLURM_ARRAY_TASK_COUNT": "4"],
         "Slurm job array: SLURM_ARRAY_TASK_STEP='0' must be a whole number from 1"),
        (["SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_STEP": "2", "SLURM_ARRAY_TASK_COUNT": "4"],
         "Slurm job array: SLURM_ARRAY_TASK_ID='4' is not SLURM_ARRAY_TASK_MIN=1 plus a multiple of SLURM_ARRAY_TASK_STEP=2"),
        (["SLURM_ARRAY_TASK_ID": "8", "SLURM_ARRAY_TASK_COUNT": "8"],
         "Slurm job array: SLURM_ARRAY_TASK_ID='8' is out of range: (ID − MIN) / STEP = 8 is not below SLURM_ARRAY_TASK_COUNT=8"),
        // sbatch --array=1,3,4: three tasks, but ID − MIN runs to 3.
        (["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "4", "SLURM_ARRAY_TASK_COUNT": "3"],
         "Slurm job array: the array is not one evenly stepped range: SLURM_ARRAY_TASK_MAX='4' is not "
            + "SLURM_ARRAY_TASK_MIN + (SLURM_ARRAY_TASK_COUNT − 1) × SLURM_ARRAY_TASK_STEP (1 + 2 × 1); "
            + "submit --array=MIN-MAX[:STEP] without gaps, or pass --shard K/N"),
    ])
    func malformedEnvironment(environment: [String: String], message: String) {
        for option in [nil, "auto"] as [String?] {
            #expect(throws: CLIError.usage(message)) { try ShardOptions.selection(option: option, environment: environment) }
        }
        #expect(CLIError.usage(message).message(command: "check") == "mapsim check: " + message)
    }

    // MARK: Partition properties

    /// 10,000 distinct recorded-trace paths (`traces/recorded/session-00042/trace-7.json`),
    /// the same on every run: sessions drawn from 0..<100000, traces from 0..<20.
    static let corpus: [String] = {
        var random = SplitMix64(seed: 0x5EED_5A2D)
        var seen: Set<String> = []
        var paths: [String] = []
        while paths.count < 10_000 {
            let session = String(random.next() % 100_000)
            let trace = random.next() % 20
            let path = "traces/recorded/session-\(String(repeating: "0", count: 5 - session.count) + session)/trace-\(trace).json"
            if seen.insert(path).inserted { paths.append(path) }
        }
        return paths
    }()
    var corpus: [String] { Self.corpus }

    /// Each path's shard index out of `count`, found by asking every shard.
    static func assignment(_ paths: [String], count: Int) -> [String: Int] {
        var result: [String: Int] = [:]
        for path in paths {
            let holders = (0..<count).filter { CheckShard(index: $0, count: count).contains(path: path) }
            #expect(holders.count == 1, "\(path) is in shards \(holders) of \(count)")
            result[path] = holders.first
        }
        return result
    }

    @Test("the generated corpus looks like recorded traces and has 10,000 distinct paths")
    func corpusShape() {
        #expect(corpus.count == 10_000)
        #expect(Set(corpus).count == 10_000)
        #expect(corpus.allSatisfy { $0.hasPrefix("traces/recorded/session-") && $0.hasSuffix(".json") })
        #expect(corpus.contains { $0.contains("/trace-19.json") })
    }

    @Test("shards are disjoint, cover the corpus, and are balanced within ±10 %", arguments: [2, 3, 4, 8, 10])
    func partition(count: Int) {
        let assignment = Self.assignment(corpus, count: count)
        #expect(assignment.count == corpus.count)
        var sizes = [Int](repeating: 0, count: count)
        for index in assignment.values { sizes[index] += 1 }
        let shards = (0..<count).map { index in Set(corpus.filter { CheckShard(index: index, count: count).contains(path: $0) }) }
        #expect(shards.map(\.count) == sizes)
        #expect(shards.reduce(into: Set<String>()) { $0.formUnion($1) } == Set(corpus))
        #expect(shards.map(\.count).reduce(0, +) == corpus.count, "overlapping shards")
        let expected = Double(corpus.count) / Double(count)
        for (index, size) in sizes.enumerated() {
            #expect(abs(Double(size) - expected) <= 0.1 * expected, "shard \(index + 1)/\(count) has \(size) of \(corpus.count)")
        }
    }

    @Test("assignment is independent of order and of the other paths; adding files moves none",
          arguments: [2, 3, 4, 8, 10])
    func stability(count: Int) {
        let original = Self.assignment(corpus, count: count)
        var random = SplitMix64(seed: 0x5EED_5A2E)
        let shuffled = corpus.shuffled(using: &random)
        #expect(Self.assignment(shuffled, count: count) == original)
        #expect(Self.assignment(Array(corpus.reversed()), count: count) == original)
        let added = (0..<100).map { "traces/recorded/session-\(100_000 + $0)/trace-0.json" }
        let grown = Self.assignment(corpus + added, count: count)
        #expect(corpus.allSatisfy { grown[$0] == original[$0] })
        let half = Array(corpus.prefix(5_000))
        let halfSet = Set(half)
        #expect(Self.assignment(half, count: count) == original.filter { halfSet.contains($0.key) })
        // Spelled with a leading ./ a path stays in its shard.
        #expect(corpus.prefix(200).allSatisfy { Self.assignment(["./" + $0], count: count)["./" + $0] == original[$0] })
    }

    /// A structured corpus (every session 0…999 with traces 0…9) is the hash's hard case:
    /// its paths differ in a few digits only. With the index taken from the hash's high
    /// bits it still splits within ±10 % (5.4 % at worst, at N = 10); `hash % N` put
    /// 10.2 % too many in one shard of 10.
    @Test("a structured grid corpus splits within ±10 %", arguments: [2, 3, 4, 8, 10])
    func structuredCorpus(count: Int) {
        let grid = (0..<1000).flatMap { session in
            (0..<10).map { trace in
                let digits = String(session)
                return "traces/recorded/session-\(String(repeating: "0", count: 5 - digits.count) + digits)/trace-\(trace).json"
            }
        }
        var sizes = [Int](repeating: 0, count: count)
        for path in grid { sizes[CheckShard.shardIndex(ofPath: path, count: count)] += 1 }
        let even = Double(grid.count) / Double(count)
        for (index, size) in sizes.enumerated() {
            #expect(abs(Double(size) - even) <= 0.1 * even, "shard \(index + 1)/\(count) has \(size) of \(grid.count)")
        }
    }

    // MARK: Reading the real environment and help

    @Test("the process environment is read by name, unset variables left out")
    func processEnvironment() {
        let read = ShardOptions.environment(reading: ["PATH", "MAPSIM_TEST_SURELY_UNSET_9F2C"])
        #expect(read["PATH"] == ProcessInfo.processInfo.environment["PATH"])
        #expect(read["MAPSIM_TEST_SURELY_UNSET_9F2C"] == nil)
        let real = ShardOptions.processEnvironment()
        #expect(Set(real.keys).isSubset(of: ShardOptions.variableNames))
        for (name, value) in real { #expect(ProcessInfo.processInfo.environment[name] == value) }
        #expect(ShardOptions.variableNames.count == Set(ShardOptions.variableNames).count)
        #expect(ShardOptions.variableNames.contains("TEST_SHARD_STATUS_FILE"))
        #expect(ShardOptions.variableNames.contains("XML_OUTPUT_FILE"))
    }

    @Test("--shard's option spec and help name every system in precedence order")
    func helpText() throws {
        #expect(ShardOptions.option.name == "--shard")
        #expect(ShardOptions.option.usage == "--shard K/N")
        let details = ShardOptions.helpDetails
        var previous = details.startIndex
        for system in ShardEnvironment.allCases {
            let range = try #require(details.range(of: "\(system.name) (\(system.indexVariable)"), "\(system.name)")
            #expect(range.lowerBound >= previous)
            #expect(details.contains(system.totalVariable))
            previous = range.upperBound
        }
        #expect(details.contains("CI_NODE_INDEX, 1-based"))
        #expect(details.contains("SLURM_ARRAY_TASK_ID − SLURM_ARRAY_TASK_MIN"))
    }
}
