/// A shard of a corpus for `mapsim check --shard K/N`: shard `index` (0-based) of `count`.
///
/// A path belongs to the shard `shardIndex(ofPath:count:)`: its stable hash
/// (`hash(ofPath:)`) scaled onto `0..<count`, so every path is in exactly one shard of `count`, and which one
/// depends only on the path's text: not on the other paths, their order, `--jobs`, the
/// machine or the run. Adding or removing a file never moves another file.
struct CheckShard: Hashable, Sendable {
    /// The largest shard count accepted, from `--shard` or a CI variable: 100,000 (our
    /// limit; Kubernetes caps an Indexed Job's parallelism at the same 10^5).
    static let maximumCount = 100_000

    /// Which shard, 0-based: 0 ≤ `index` < `count`. `--shard K/N` has `index` K − 1.
    let index: Int
    /// How many shards the corpus is split into: 1 ≤ `count` ≤ `maximumCount`. One shard
    /// holds every path.
    let count: Int

    /// Shard `index` (0-based) of `count`; both must be in range (a programming error
    /// otherwise: parse user text with `ShardOptions`, which reports bad values).
    init(index: Int, count: Int) {
        precondition(count >= 1 && count <= Self.maximumCount, "shard count \(count) outside 1...\(Self.maximumCount)")
        precondition(index >= 0 && index < count, "shard index \(index) outside 0..<\(count)")
        self.index = index
        self.count = count
    }

    /// The shard as `--shard` writes it, 1-based: `"2/4"` for index 1 of 4.
    var label: String { "\(index + 1)/\(count)" }

    /// Whether `path` is in this shard: `shardIndex(ofPath: path, count: count) == index`.
    func contains(path: String) -> Bool {
        Self.shardIndex(ofPath: path, count: count) == index
    }

    /// The 0-based shard of `count` that `path` falls in: ⌊hash × count / 2^64⌋, the high
    /// word of the 128-bit product (Lemire's multiply-shift range reduction; in Python
    /// `(h * count) >> 64`). It reads the hash's high bits, which FNV-1a's multiplications
    /// mix from every bit of every byte; `hash % count` for a power of two would read only
    /// the low bits, which depend on the bytes' low bits alone.
    static func shardIndex(ofPath path: String, count: Int) -> Int {
        Int(hash(ofPath: path).multipliedFullWidth(by: UInt64(count)).high)
    }

    /// The stable hash that places `path`: 64-bit FNV-1a (offset basis 0xcbf29ce484222325,
    /// prime 0x100000001b3) of the path's UTF-8 bytes as given, after removing every
    /// leading `./` (`././a` hashes as `a`). Nothing else is normalised: `a//b`, `a/./b`,
    /// `/abs/a` and `a` are different paths, so every shard must be given the paths the
    /// same way (same arguments, same working directory).
    ///
    /// FNV-1a: Fowler, Noll and Vo, <http://www.isthe.com/chongo/tech/comp/fnv/>.
    /// `hash(ofPath: "") == 0xcbf29ce484222325`, `hash(ofPath: "a") == 0xaf63dc4c8601ec8c`.
    static func hash(ofPath path: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in hashedBytes(ofPath: path) {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The bytes `hash(ofPath:)` reads: `path`'s UTF-8 after every leading `./`. Compared
    /// byte by byte, not by `Character`, so a `./` followed by a combining mark is still
    /// removed.
    static func hashedBytes(ofPath path: String) -> Substring.UTF8View {
        var bytes = Substring(path).utf8
        while let first = bytes.first, first == UInt8(ascii: "."),
              bytes.dropFirst().first == UInt8(ascii: "/") {
            bytes = bytes.dropFirst(2)
        }
        return bytes
    }
}
