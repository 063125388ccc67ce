import CPUBaseline
import Testing

/// The release tool's processor check (Sources/CPUBaseline): which processors it refuses
/// and the line it prints. The check itself runs before `main` only in a build for
/// x86-64-v3 (`make release`); these tests call its two functions directly.
@Suite struct CPUBaselineTests {
    /// The refusal for a processor with `have`, or nil when it is accepted.
    static func refusal(_ have: UInt32) -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard mapsim_cpu_v3_refusal(have, &buffer, buffer.count) == 1 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static let all = UInt32(MAPSIM_CPU_V3)

    @Test func aProcessorWithEveryFeatureIsAccepted() {
        #expect(Self.refusal(Self.all) == nil)
    }

    @Test func eachMissingFeatureIsRefusedByName() {
        let names = ["avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "lzcnt", "movbe"]
        for (bit, name) in names.enumerated() {
            let line = Self.refusal(Self.all & ~(1 << UInt32(bit)))
            #expect(line == "mapsim: this build needs an x86-64-v3 processor; this one lacks \(name) "
                        + "(build a portable one with `make release PORTABLE=1`)\n")
        }
    }

    @Test func aBaselineProcessorIsRefusedWithEveryFeatureNamedOnOneLine() throws {
        let line = try #require(Self.refusal(0))
        #expect(line.hasSuffix("lacks avx avx2 bmi1 bmi2 f16c fma lzcnt movbe (build a portable one with `make release PORTABLE=1`)\n"))
        #expect(line.filter { $0 == "\n" }.count == 1)
    }

    @Test func aShortBufferIsCutAndTerminated() {
        var buffer = [CChar](repeating: 65, count: 8)
        #expect(mapsim_cpu_v3_refusal(0, &buffer, buffer.count) == 1)
        #expect(buffer[7] == 0)
        #expect(String(decoding: buffer.prefix(7).map { UInt8(bitPattern: $0) }, as: UTF8.self) == "mapsim:")
    }
}
