import Testing

@Suite("mapsim help and usage errors")
struct HelpAndUsageTests {
    static let allCommands = ["replay", "check", "project", "unproject", "region", "import", "bench"]

    @Test("--help, -h and help list every command of the design", arguments: [["--help"], ["-h"], ["help"]])
    func overviewListsEveryCommand(arguments: [String]) throws {
        let result = try MapsimProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        for command in Self.allCommands {
            #expect(result.stdout.contains("\n  \(command) "), "missing \(command)")
        }
        #expect(!result.stdout.contains("not available yet"))
    }

    @Test("CMD --help and help CMD print the command's usage", arguments: allCommands)
    func commandHelp(command: String) throws {
        for arguments in [[command, "--help"], ["help", command], [command, "--zoom", "3", "-h"]] {
            let result = try MapsimProcess.run(arguments)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("Usage: mapsim \(command)"))
            #expect(result.stderr.isEmpty)
        }
    }

    /// Every command's help ends with examples, each an indented `mapsim COMMAND` line
    /// kept as written (not re-wrapped).
    @Test("every command's help ends with examples", arguments: allCommands)
    func commandHelpEndsWithExamples(command: String) throws {
        let help = try MapsimProcess.run([command, "--help"]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.lastIndex(of: "Examples:"), "\(command): no Examples section")
        let examples = lines[(start + 1)...].filter { !$0.isEmpty }
        #expect(!examples.isEmpty)
        #expect(examples.allSatisfy { $0.hasPrefix("  ") && $0.contains("mapsim \(command)") }, "\(examples)")
    }

    @Test("--version names the release and the trace formats it reads", arguments: [["--version"], ["-V"]])
    func version(arguments: [String]) throws {
        let result = try MapsimProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "mapsim 0.1.0 (reads mapsim-trace/1)\n")
    }

    @Test("the camera commands' help says the camera is clamped", arguments: ["project", "unproject", "region"])
    func cameraHelpMentionsClamping(command: String) throws {
        let help = try MapsimProcess.run([command, "--help"]).stdout
        #expect(help.contains("CameraLimits.default"))
        #expect(help.contains("--camera LAT,LNG,ZOOM[,BEARING[,TILT]]"))
        #expect(help.contains("--viewport W,H"))
        #expect(help.contains("--padding T,L,B,R"))
    }

    @Test("no command prints the overview on stderr and exits 64")
    func noCommand() throws {
        let result = try MapsimProcess.run([])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Usage: mapsim COMMAND"))
    }

    @Test("an unknown command or help topic exits 64")
    func unknownCommand() throws {
        let unknown = try MapsimProcess.run(["projetc"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "mapsim: unknown command 'projetc'; did you mean 'project'?\n")
        let topic = try MapsimProcess.run(["help", "nope"])
        #expect(topic.status == 64)
        #expect(topic.stderr == "mapsim: unknown command 'nope' (see 'mapsim --help')\n")
        let option = try MapsimProcess.run(["--verbose"])
        #expect(option.status == 64)
        #expect(option.stderr == "mapsim: unknown option '--verbose' (see 'mapsim --help')\n")
    }

    @Test("usage errors exit 64 with one line naming the problem", arguments: [
        (["project", "--zom", "3"], "mapsim project: unknown option '--zom'; did you mean '--zoom'?"),
        (["project", "--wobble", "3"], "mapsim project: unknown option '--wobble' (see 'mapsim project --help')"),
        (["project", "--zoom", "abc"], "mapsim project: --zoom: 'abc' is not a number"),
        (["project", "--zoom", "inf"], "mapsim project: --zoom: 'inf' is not a number"),
        (["project", "--zoom", "1e999"], "mapsim project: --zoom: '1e999' is not a finite number"),
        (["project", "--zoom", "31"], "mapsim project: --zoom: 31 is outside [0, 30]"),
        (["project", "--zoom"], "mapsim project: --zoom needs a value (Z)"),
        (["project", "--zoom", "3", "--zoom", "4"], "mapsim project: --zoom is given more than once"),
        (["project", "--zoom", "3", "extra"], "mapsim project: unexpected argument 'extra' (see 'mapsim project --help')"),
        (["project"], "mapsim project: missing --zoom Z or --camera LAT,LNG,ZOOM[,BEARING[,TILT]] --viewport W,H"),
        (["project", "--zoom", "3", "--camera", "1,2,3"], "mapsim project: --zoom cannot be combined with --camera"),
        (["project", "--camera", "41.85,-87.65,12"], "mapsim project: missing --viewport W,H"),
        (["region", "--viewport", "400,800"], "mapsim region: missing --camera LAT,LNG,ZOOM[,BEARING[,TILT]]"),
        (["region", "--camera", "41.85,-87.65", "--viewport", "400,800"],
         "mapsim region: --camera: expected LAT,LNG,ZOOM[,BEARING[,TILT]], got '41.85,-87.65'"),
        (["region", "--camera", "41.85,x,12", "--viewport", "400,800"],
         "mapsim region: --camera: 'x' in '41.85,x,12' is not a number (expected LAT,LNG,ZOOM[,BEARING[,TILT]])"),
        (["region", "--camera", "95,0,12", "--viewport", "400,800"],
         "mapsim region: --camera: latitude 95.0 is outside [-90, 90]"),
        (["region", "--camera", "0,0,12", "--viewport", "0,800"],
         "mapsim region: --viewport: width and height must be > 0 and ≤ 100000, got '0,800'"),
        (["region", "--camera", "0,0,12", "--viewport", "400,1e6"],
         "mapsim region: --viewport: width and height must be > 0 and ≤ 100000, got '400,1e6'"),
        (["region", "--camera", "0,0,12", "--viewport", "400,-1"],
         "mapsim region: --viewport: width and height must be > 0 and ≤ 100000, got '400,-1'"),
        (["region", "--camera", "0,0,12", "--viewport", "400,800", "--padding", "0,-1,0,0"],
         "mapsim region: --padding: each side must be ≥ 0, got '0,-1,0,0'"),
        (["region", "--camera", "0,0,12", "--viewport", "400,800", "--padding", "0,200,0,200"],
         "mapsim region: --padding: '0,200,0,200' leaves no room in a 400,800 viewport"),
        (["region", "--camera", "0,0,12", "--viewport", "400,800", "--json"],
         "mapsim region: unknown option '--json' (see 'mapsim region --help')"),
        (["unproject", "--zoom=-1"], "mapsim unproject: --zoom: -1 is outside [0, 30]"),
        (["region", "--camera", "0,0,12", "--viewport", "400,800", "--min-zoom", "5", "--max-zoom", "4"],
         "mapsim region: --min-zoom/--max-zoom: minZoom 5.0 is greater than maxZoom 4.0"),
        (["region", "--camera", "0,0,12", "--viewport", "400,800", "--max-zoom", "1"],
         "mapsim region: --min-zoom/--max-zoom: minZoom 2.0 is greater than maxZoom 1.0"),
        (["region", "--camera", "0,0,12", "--viewport", "400,800", "--min-zoom", "40"],
         "mapsim region: --min-zoom: 40 is outside [0, 30]"),
        (["project", "--zoom", "3", "--max-zoom", "4"], "mapsim project: --zoom cannot be combined with --max-zoom"),
    ])
    func usageError(arguments: [String], message: String) throws {
        let result = try MapsimProcess.run(arguments, input: "1,2\n")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }
}
