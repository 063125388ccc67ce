import Foundation
import TestSupport
import Testing
@testable import mapsim

@Suite("CheckShard: a stable FNV-1a split of a corpus")
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

    @Test("contains: hash % count == index; label is 1-based K/N")
    func containsAndLabel() {
        let shard = CheckShard(index: 1, count: 4)
        #expect(shard.label == "2/4")
        #expect(CheckShard(index: 0, count: 1).label == "1/1")
        for path in ["a", "traces/gesture-pan.json", "./traces/gesture-pan.json", ""] {
            #expect(shard.contains(path: path) == (CheckShard.hash(ofPath: path) % 4 == 1), "\(path)")
            #expect(CheckShard(index: 0, count: 1).contains(path: path))
        }
        #expect(CheckShard(index: Int(CheckShard.hash(ofPath: "a") % 7), count: 7).contains(path: "./a"))
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
    /// shard sizes stay within 5 binomial standard deviations of even, but ±10 % is not
    /// guaranteed (this one is 10.2 % off at N = 10; an ideal hash has about a 1 % chance
    /// of that).
    @Test("a structured grid corpus stays within 5 binomial standard deviations", arguments: [2, 3, 4, 8, 10])
    func structuredCorpus(count: Int) {
        let grid = (0..<1000).flatMap { session in
            (0..<10).map { trace in
                let digits = String(session)
                return "traces/recorded/session-\(String(repeating: "0", count: 5 - digits.count) + digits)/trace-\(trace).json"
            }
        }
        var sizes = [Int](repeating: 0, count: count)
        for path in grid { sizes[Int(CheckShard.hash(ofPath: path) % UInt64(count))] += 1 }
        let p = 1 / Double(count)
        let n = Double(grid.count)
        let sigma = (n * p * (1 - p)).squareRoot()
        for (index, size) in sizes.enumerated() {
            #expect(abs(Double(size) - n * p) <= 5 * sigma, "shard \(index + 1)/\(count) has \(size) of \(grid.count)")
        }
    }
}
