import Gestures

/// Touch events as a delivery model hands them to the map view: a list of deliveries, each
/// one sample (a run of `events`) handled at its delivery time. Delivery times never go
/// backwards; several deliveries may share a time (a frame's downs, moves and ups, in
/// order). The events keep their own times and carry their `TouchDeliveryRole`.
///
/// Memory: the events once, plus one 16-byte entry per delivery. A model streaming its
/// deliveries (`TouchDeliveryCursor`) holds only those not yet delivered in one.
public struct TouchDeliverySchedule: Sendable {
    /// One delivery: the sample `events[start..<end]` (start is the previous delivery's
    /// end, or 0), handled at `time` seconds.
    public struct Delivery: Hashable, Sendable {
        /// When the view handles it, seconds.
        public var time: Double
        /// One past the index of its last event in `events`.
        public var end: Int
    }

    /// Every delivered event, in delivery order.
    public private(set) var events: [TouchEvent] = []
    /// The deliveries, in order.
    public private(set) var deliveries: [Delivery] = []

    /// An empty schedule.
    public init() {}

    /// Raw delivery: each run of equal times in `touches` at its time, events unchanged.
    public init(raw touches: [TouchEvent]) {
        events = touches
        var i = 0
        while i < touches.count {
            var end = i + 1
            while end < touches.count && touches[end].time == touches[i].time { end += 1 }
            deliveries.append(Delivery(time: touches[i].time, end: end))
            i = end
        }
    }

    /// The range of `events` delivery `index` holds.
    public func range(ofDelivery index: Int) -> Range<Int> {
        (index == 0 ? 0 : deliveries[index - 1].end)..<deliveries[index].end
    }

    /// Appends `event` to the delivery being built (`endDelivery(at:)` closes it).
    mutating func append(_ event: TouchEvent) {
        events.append(event)
    }

    /// Closes the delivery being built, handled at `time` seconds; nothing when it is empty.
    mutating func endDelivery(at time: Double) {
        let start = deliveries.last?.end ?? 0
        guard events.count > start else { return }
        deliveries.append(Delivery(time: time, end: events.count))
    }

    /// Empties the schedule, keeping its storage: a streaming model's deliveries once all
    /// are delivered.
    mutating func removeAll() {
        events.removeAll(keepingCapacity: true)
        deliveries.removeAll(keepingCapacity: true)
    }
}
