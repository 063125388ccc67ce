import SeededRandom
import Traces

/// The memory suite's long trace files: one-finger strokes with pauses, written straight
/// to a file row by row (`BufferedFileWriter`), so that a 10⁷-event file (about 380 MB)
/// never exists in the writing process's memory.
///
/// Strokes (our choices, like a person panning around a map): three in five are slow
/// pans of 120 to 300 pt over 0.4 to 0.9 s that rest 60 to 120 ms before lifting (no
/// fling); two in five are flings of 120 to 260 pt over 83 to 150 ms that lift at once
/// (the map flings on). Each starts within 50 pt of the view's centre, in a random
/// direction, and is sampled at 120 Hz (every 8.333 ms) with ±0.4 pt of uniform jitter;
/// the next stroke starts 0.3 to 1.2 s after the lift, so it often lands during a fling.
/// One finger, pointer id 0, as Android numbers a lone finger.
///
/// Numbers are written as a recording stores them: times in ms with at most 3 decimals
/// (whole microseconds), positions in points with at most 2. Every draw comes from
/// `SplitMix64` as integers and every position from `+ − × ÷ √` (correctly rounded), so
/// the same seed gives the same bytes on every run and platform.
enum StrokeTrace {
    /// The view: 400 × 800 pt, as the bundled traces.
    static let viewportWidth = 400, viewportHeight = 800
    /// The camera: Zürich at zoom 12.
    static let cameraJSON = #"{"lat":47.3769,"lng":8.5417,"zoom":12}"#

    /// Writes a trace of exactly `eventCount` (at least 3) touch events from `seed` to
    /// `path`, replacing the file; returns its size in bytes. Errors are
    /// `.unwritable` naming the file.
    @discardableResult
    static func write(eventCount: Int, seed: UInt64, to path: String) throws(TraceError) -> Int {
        precondition(eventCount >= 3, "StrokeTrace: a stroke has at least 3 events")
        let out = try BufferedFileWriter(path: path)
        try out.write(#"{"format":"mapsim-trace/1","name":"memory benchmark: \#(eventCount) events","#
            + #""description":"One-finger pans and flings with pauses, sampled at 120 Hz (mapsim bench, memory suite; seed \#(seed)).","#
            + #""viewport":{"width":\#(viewportWidth),"height":\#(viewportHeight)},"camera":\#(cameraJSON),"touches":["#)
        var strokes = Strokes(random: SplitMix64(seed: seed))
        var remaining = eventCount
        var first = true
        while remaining > 0 {
            let stroke = strokes.next(remaining: remaining)
            remaining -= stroke.eventCount
            try strokes.write(stroke, to: out, first: &first)
        }
        try out.write("\n]}\n")
        try out.close()
        return out.byteCount
    }

    /// One planned stroke.
    struct Stroke {
        /// Start time, µs.
        var startMicroseconds: Int
        /// Moves after the down (samples 1...moves).
        var moves: Int
        /// Rest between the last move and the lift, µs (one sample period for a fling).
        var restMicroseconds: Int
        /// Start and movement, points.
        var startX: Double, startY: Double, dx: Double, dy: Double
        /// Events: down, moves, up.
        var eventCount: Int { moves + 2 }
    }

    /// Plans and writes strokes one after another.
    struct Strokes {
        var random: SplitMix64
        /// Start of the next stroke, µs.
        var time = 0

        init(random: SplitMix64) { self.random = random }

        /// A uniform integer in `range`.
        mutating func draw(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int((random.next() >> 11) % UInt64(range.count))
        }

        /// Time of sample `k` after a stroke's down: k × 8333.3 µs (120 Hz), from k.
        static func sampleOffset(_ k: Int) -> Int { k * 25_000 / 3 }

        /// The next stroke; with `remaining` events left, it takes all of them when fewer
        /// than a 3-event stroke would be left after it.
        mutating func next(remaining: Int) -> Stroke {
            let isFling = draw(0...4) < 2
            var moves = isFling ? draw(10...18) : draw(48...108)
            let distance = Double(isFling ? draw(120...260) : draw(120...300))
            let rest = isFling ? Self.sampleOffset(1) : draw(60...120) * 1000
            if remaining - (moves + 2) < 3 { moves = remaining - 2 }
            // A direction: a random non-zero vector in a square, normalised.
            var vx = 0, vy = 0
            while vx == 0 && vy == 0 { vx = draw(-1000...1000); vy = draw(-1000...1000) }
            let length = (Double(vx * vx + vy * vy)).squareRoot()
            let dx = distance * Double(vx) / length, dy = distance * Double(vy) / length
            let centreX = Double(viewportWidth) / 2 + Double(draw(-50...50))
            let centreY = Double(viewportHeight) / 2 + Double(draw(-50...50))
            let stroke = Stroke(startMicroseconds: time, moves: moves, restMicroseconds: rest,
                                startX: centreX - dx / 2, startY: centreY - dy / 2, dx: dx, dy: dy)
            time += Self.sampleOffset(moves) + rest + draw(300...1200) * 1000
            return stroke
        }

        /// Writes `stroke`'s rows: `[timeMs,"phase",0,x,y]`, one per line.
        mutating func write(_ stroke: Stroke, to out: BufferedFileWriter, first: inout Bool) throws(TraceError) {
            var x = 0, y = 0
            for k in 0...stroke.moves {
                let f = Double(k) / Double(stroke.moves)
                x = centipoints(stroke.startX + f * stroke.dx)
                y = centipoints(stroke.startY + f * stroke.dy)
                row(stroke.startMicroseconds + Self.sampleOffset(k), k == 0 ? "down" : "move", x, y, out, &first)
            }
            row(stroke.startMicroseconds + Self.sampleOffset(stroke.moves) + stroke.restMicroseconds, "up", x, y,
                out, &first)
            try out.flushIfFull()
        }

        /// `value` in points rounded to whole centipoints, with ±40 of jitter.
        mutating func centipoints(_ value: Double) -> Int {
            Int((value * 100).rounded()) + draw(-40...40)
        }

        private func row(_ microseconds: Int, _ phase: StaticString, _ x: Int, _ y: Int,
                         _ out: BufferedFileWriter, _ first: inout Bool) {
            if !first { out.write(byte: UInt8(ascii: ",")) }
            first = false
            out.write(byte: UInt8(ascii: "\n"))
            out.write(byte: UInt8(ascii: "["))
            out.write(fixed: microseconds, decimals: 3)
            out.write(byte: UInt8(ascii: ","))
            out.write(byte: UInt8(ascii: "\""))
            phase.withUTF8Buffer { for byte in $0 { out.write(byte: byte) } }
            out.write(byte: UInt8(ascii: "\""))
            out.write(byte: UInt8(ascii: ","))
            out.write(byte: UInt8(ascii: "0"))
            out.write(byte: UInt8(ascii: ","))
            out.write(fixed: x, decimals: 2)
            out.write(byte: UInt8(ascii: ","))
            out.write(fixed: y, decimals: 2)
            out.write(byte: UInt8(ascii: "]"))
        }
    }
}
