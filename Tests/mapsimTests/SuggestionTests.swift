import Testing
@testable import mapsim

/// "Did you mean": an unknown command, option or fixed value names the nearest known one
/// (`Suggestion`), through the binary and on the rule itself.
@Suite("did you mean")
struct SuggestionTests {
    @Test("an unknown command or option names the nearest known one, exit 64", arguments: [
        (["repaly"], "mapsim: unknown command 'repaly'; did you mean 'replay'?"),
        (["help", "comapre"], "mapsim: unknown command 'comapre'; did you mean 'compare'?"),
        (["--verison"], "mapsim: unknown option '--verison'; did you mean '--version'?"),
        (["replay", "--proflie", "ios", "t.json"], "mapsim replay: unknown option '--proflie'; did you mean '--profile'?"),
        (["compare", "t.json", "--tolerence", "1"], "mapsim compare: unknown option '--tolerence'; did you mean '--tolerance'?"),
        (["project", "--zom", "3"], "mapsim project: unknown option '--zom'; did you mean '--zoom'?"),
    ])
    func unknownWords(_ arguments: [String], _ message: String) throws {
        let result = try MapsimProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }

    @Test("a value outside a fixed set names the nearest one after the known ones, exit 64", arguments: [
        (["replay", "--input", "andriod", "t.json"], "mapsim replay: --input: unknown model 'andriod' (known: ", "; did you mean 'android'?"),
        (["replay", "--profile", "maplibre-gl", "t.json"], "mapsim replay: --profile: unknown profile 'maplibre-gl' (known: ",
         "; did you mean 'maplibre-gl-js'?"),
        (["check", "--profile", "IOS", "t.json"], "mapsim check: --profile: unknown profile 'IOS' (known: ", "; did you mean 'ios'?"),
        (["compare", "t.json", "--profile", "ios", "--profile", "andorid"], "mapsim compare: --profile: unknown profile 'andorid' (known: ",
         "; did you mean 'android'?"),
        (["import", "evmeu", "x.event", "--viewport", "4,5"], "mapsim import: unknown format 'evmeu' (known: ", "; did you mean 'evemu'?"),
    ])
    func unknownValues(_ arguments: [String], _ start: String, _ hint: String) throws {
        let result = try MapsimProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(start) && result.stderr.hasSuffix(")" + hint + "\n"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("a word far from every known one gets no guess")
    func farWordsGetNone() throws {
        let result = try MapsimProcess.run(["replay", "--input", "webgl", "t.json"])
        #expect(result.stderr == "mapsim replay: --input: unknown model 'webgl' (known: raw, android, ios)\n")
        let command = try MapsimProcess.run(["simulate"])
        #expect(command.stderr == "mapsim: unknown command 'simulate' (see 'mapsim --help')\n")
        #expect(Suggestion.nearest(to: "x", in: ["ios", "raw"]) == nil)
        #expect(Suggestion.nearest(to: "ab", in: ["ios", "raw"]) == nil)
    }

    @Test("the distance counts insertions, deletions, substitutions and neighbour swaps once each")
    func distance() {
        func d(_ a: String, _ b: String) -> Int { Suggestion.distance(Array(a), Array(b)) }
        #expect(d("replay", "replay") == 0)
        #expect(d("repaly", "replay") == 1)
        #expect(d("replya", "replay") == 1)
        #expect(d("rplay", "replay") == 1)
        #expect(d("reeplay", "replay") == 1)
        #expect(d("rexlay", "replay") == 1)
        #expect(d("", "ios") == 3 && d("ios", "") == 3)
        #expect(d("kitten", "sitting") == 3)
        // A swap counts once, not as two substitutions; letters are not moved twice (CA → AC → ABC is 3 here).
        #expect(d("ca", "abc") == 3)
        // The nearest wins; on a tie the first in the list.
        #expect(Suggestion.nearest(to: "--fpss", in: ["--fps", "--json"]) == "--fps")
        #expect(Suggestion.nearest(to: "ab", in: ["aa", "bb"]) == "aa")
    }
}
