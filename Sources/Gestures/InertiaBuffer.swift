import MapMath

/// MapLibre GL JS's inertia buffer (`src/ui/handler_inertia.ts`, `HandlerInertia`): one
/// entry per drawn frame that applied gesture movement, holding that frame's summed deltas.
///
/// Method: `record` first drops entries older than `window` seconds before the new
/// entry's time (`_drainInertiaBuffer`, `cutoff` 160 ms: an entry exactly `window` old
/// stays), then appends. `velocity(at:)` drains the same way at the release frame; then,
/// with two entries or more:
/// - `velocityWindow` 0 (v5.3.0's `_onMoveEnd`): each channel's sum over every kept entry,
///   divided by the time from the first entry to the last. With 60 fps frames a 160 ms
///   window holds 10 entries spanning 150 ms, so sums cover one frame more than the time
///   they are divided by;
/// - `velocityWindow` > 0 (maplibre-gl-js PR #8150, v6.4.0 on, `_getVelocityEntries`):
///   the anchor is the last entry but one, moved back while the entry before it is at
///   most `velocityWindow` old; each channel's sum over the entries after the anchor,
///   divided by the time from the anchor to the release.
///
/// The pan sum restarts at zero after any entry whose pan is shorter than
/// `minimumEntryDistance` (the 3 px rule of commit 042a6f73, which no release has; 0, the
/// default, turns it off). Exact arithmetic on the recorded doubles; `InertiaBufferTests`
/// ports the worked examples and #8150's own tests.
///
/// Allocation: the entries live in a ring of 32 slots reserved once and reused (a 60 fps
/// window holds 10); a clock fast enough to keep more grows it, once. Recording, draining
/// and estimating never allocate (`FrameAllocationTests`).
public struct InertiaBuffer: Hashable, Sendable {
    /// One drawn frame's gesture movement.
    public struct Entry: Hashable, Sendable {
        /// The frame's time, seconds.
        public var time: Double
        /// Mean finger movement applied by a pan in the frame, points (x right, y down);
        /// zero when no pan moved.
        public var pan: SIMD2<Double>
        /// Zoom change, levels.
        public var zoom: Double
        /// Bearing change, degrees clockwise.
        public var bearing: Double
        /// Tilt change, degrees.
        public var tilt: Double
        /// The fingers' centroid at the frame's last movement, view points (MapLibre's
        /// `around`): where zoom and bearing inertia act when no entry has a `pinchAround`.
        public var around: ScreenPoint?
        /// The two-finger midpoint at the frame's last pinch or rotation (MapLibre's
        /// `pinchAround`), view points: where zoom and bearing inertia act, before `around`.
        public var pinchAround: ScreenPoint?

        /// An entry from its parts; every delta defaults to 0, the points to nil.
        public init(time: Double, pan: SIMD2<Double> = .zero, zoom: Double = 0, bearing: Double = 0,
                    tilt: Double = 0, around: ScreenPoint? = nil, pinchAround: ScreenPoint? = nil) {
            self.pinchAround = pinchAround
            self.time = time
            self.pan = pan
            self.zoom = zoom
            self.bearing = bearing
            self.tilt = tilt
            self.around = around
        }
    }

    /// The buffer's estimate at a release: per-channel velocities, units per second.
    public struct Velocity: Hashable, Sendable {
        /// Pan velocity, points per second (x right, y down).
        public var pan: SIMD2<Double>
        /// Zoom velocity, levels per second.
        public var zoom: Double
        /// Bearing velocity, degrees per second clockwise.
        public var bearing: Double
        /// Tilt velocity, degrees per second.
        public var tilt: Double
        /// The last recorded `pinchAround`, else the last `around`, view points (nil when no
        /// entry had either).
        public var around: ScreenPoint?
        /// Seconds the sums are divided by (> 0): from the first kept entry to the last, or
        /// from the #8150 anchor to the release.
        public var span: Double
    }

    /// Longest age of a kept entry, seconds: 0.16 (`cutoff`).
    public var window: Double
    /// Pan entries shorter than this, points, zero the pan sum so far: 0 (off).
    public var minimumEntryDistance: Double
    /// The #8150 velocity window, seconds: 0 (off: every kept entry, 5.x), 0.06 in 6.4 on.
    public var velocityWindow: Double
    /// The ring of entries: `count` kept ones from `head`, wrapping round.
    var ring: [Entry]
    /// Index in `ring` of the oldest kept entry.
    var head = 0
    /// Number of kept entries.
    var count = 0

    /// The kept entries, oldest first (a copy, for inspection).
    public var entries: [Entry] { (0..<count).map { ring[(head + $0) % ring.count] } }

    /// An empty buffer keeping `window` seconds (default 0.16), zeroing the pan after
    /// entries shorter than `minimumEntryDistance` points (default 0, off) and measuring
    /// over `velocityWindow` seconds (default 0, every kept entry).
    public init(window: Double = 0.16, minimumEntryDistance: Double = 0, velocityWindow: Double = 0) {
        self.window = window
        self.minimumEntryDistance = minimumEntryDistance
        self.velocityWindow = velocityWindow
        ring = Array(repeating: Entry(time: 0), count: 32)
    }

    /// Whether no entry is kept.
    public var isEmpty: Bool { count == 0 }

    /// Forgets every entry (the gesture was interrupted or the release was handled).
    public mutating func clear() {
        head = 0
        count = 0
    }

    /// The `index`-th kept entry, oldest first.
    @inline(__always)
    func kept(_ index: Int) -> Entry { ring[(head + index) % ring.count] }

    /// Drops the entries older than `window` at `time`, then appends `entry` (whose time
    /// should be `time`).
    public mutating func record(_ entry: Entry) {
        drain(at: entry.time)
        if count == ring.count {
            // Full: unroll the ring into one twice as long (only a very fast clock gets here).
            var grown = entries
            grown.append(contentsOf: repeatElement(Entry(time: 0), count: ring.count))
            ring = grown
            head = 0
        }
        ring[(head + count) % ring.count] = entry
        count += 1
    }

    /// Drops the entries more than `window` seconds older than `time`.
    public mutating func drain(at time: Double) {
        while count > 0 && ClockArithmetic.elapsed(from: ring[head].time, to: time) > window {
            head = (head + 1) % ring.count
            count -= 1
        }
    }

    /// Drains at `time` and returns the channels' velocities, or nil with fewer than two
    /// entries or when they span no time. Keeps the entries (call `clear()` after).
    public mutating func velocity(at time: Double) -> Velocity? {
        drain(at: time)
        guard count >= 2 else { return nil }
        // The first entry measured from, and the one whose time the sums are divided from.
        // Ages and spans on whole picoseconds (`ClockArithmetic`): the same for any clock origin.
        var first = 0, summedFrom = 0, span = ClockArithmetic.elapsed(from: kept(0).time, to: kept(count - 1).time)
        if velocityWindow > 0 {
            first = count - 2
            while first > 0 && ClockArithmetic.elapsed(from: kept(first - 1).time, to: time) <= velocityWindow {
                first -= 1
            }
            summedFrom = first + 1
            span = ClockArithmetic.elapsed(from: kept(first).time, to: time)
        }
        guard span > 0, span.isFinite else { return nil }
        var pan = SIMD2<Double>.zero, zoom = 0.0, bearing = 0.0, tilt = 0.0
        var around: ScreenPoint?, pinchAround: ScreenPoint?
        for index in first..<count {
            let entry = kept(index)
            if let a = entry.around { around = a }
            if let a = entry.pinchAround { pinchAround = a }
            guard index >= summedFrom else { continue }
            zoom += entry.zoom
            bearing += entry.bearing
            tilt += entry.tilt
            if entry.pan != .zero {
                pan += entry.pan
                let length = (entry.pan * entry.pan).sum().squareRoot()
                if length < minimumEntryDistance { pan = .zero }
            }
        }
        return Velocity(pan: pan / span, zoom: zoom / span, bearing: bearing / span, tilt: tilt / span,
                        around: pinchAround ?? around, span: span)
    }
}
