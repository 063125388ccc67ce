/// The limits the decoder checks values against (our choices; `traces/schema.json` gives
/// the same ranges where JSON Schema can say them).
extension TraceDecoder {
    /// Largest time in a trace: 1e12 ms (about 31 years).
    public static let maxTimeMs: Double = 1e12
    /// Largest magnitude of a length or position in points: 1e7.
    public static let maxPoints: Double = 1e7
    /// Largest magnitude of a bearing in degrees: 1e6 (it is normalised anyway).
    public static let maxBearingDegrees: Double = 1e6
    /// Zoom levels a trace may name: 0 to 30.
    public static let zoomLevels: ClosedRange<Double> = 0...30
    /// Largest magnitude of an anchor fraction: 1000.
    public static let maxAnchor: Double = 1000
    /// Largest `viewport.scale`: 100 device pixels per point.
    public static let maxScale: Double = 100
    /// Frame rates a trace's `framesPerSecond` may name: 1 to 1000 fps, as `--fps` takes.
    public static let framesPerSecondRange: ClosedRange<Double> = 1...1000
    /// Pointer ids a touch may carry: 0 to 1,000,000.
    public static let pointerIDs: ClosedRange<Int> = 0...1_000_000
    /// Most pointers (fingers) down at once in `touches`: 20. Our choice, above the 16 of
    /// AOSP's `MAX_POINTERS` (the most pointers an Android `MotionEvent` carries;
    /// frameworks/native `include/input/Input.h`) and the 10 most touchscreens report;
    /// iOS documents no limit. A `down` beyond it is an error, not a slow replay.
    public static let maxPointersDown = 20
}
