#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The mapsim command-line tool: everything lives in `MapsimCLI` and the command types.
exit(MapsimCLI.run(arguments: CommandLine.arguments).rawValue)
