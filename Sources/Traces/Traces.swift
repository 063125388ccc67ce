// The umbrella for the trace modules: `import Traces` brings every one of them, for
// tools that want all of mapsim's trace support in one line. Each module can also be
// imported on its own (docs/architecture.md): TraceJSON ← TraceFormat ← TraceImport,
// Replays ← TraceComparison ← ReplayPictures, and Replays ← TraceChecking ←
// TraceExploration. None of them links GSL.
@_exported import TraceJSON
@_exported import TraceFormat
@_exported import TraceImport
@_exported import Replays
@_exported import TraceComparison
@_exported import TraceChecking
@_exported import TraceExploration
@_exported import ReplayPictures
