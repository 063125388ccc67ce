/// Decoding and validating `touches`.
///
/// Rules: each event is `[timeMs, phase, pointerId, x, y]`, exactly 5 elements; times
/// are finite, ≥ 0, at most 1e12 and never go backwards; pointer ids are integers in
/// 0...1,000,000; x and y are finite with magnitude at most 1e7 points (they may lie
/// outside the view); `move`, `up` and `cancel` need the pointer down, `down` needs it
/// up; a pointer appears at most once per sample (events with the same time). Pointers
/// may still be down at the end of the trace; the replay cancels them.
extension TraceDecoder {
    static func touches(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> [TraceTouch] {
        let elements = try array(v, path)
        var result: [TraceTouch] = []
        result.reserveCapacity(elements.count)
        var down = Set<Int>()
        var inSample = Set<Int>()
        var sampleTime = -1.0
        for (i, element) in elements.enumerated() {
            let p = path.appending(i)
            guard case .array(let fields) = element else {
                throw failure(p, "expected an array [timeMs, phase, pointerId, x, y], found \(element.kindDescription)")
            }
            guard fields.count == 5 else {
                throw failure(p, "expected 5 elements [timeMs, phase, pointerId, x, y], found \(fields.count)")
            }
            let time = try timeMs(fields[0], p.appending(0))
            if time < sampleTime {
                throw failure(p.appending(0), "time goes backwards (\(text(time)) after \(text(sampleTime)))")
            }
            let phaseName = try string(fields[1], p.appending(1))
            guard let phase = TraceTouch.Phase(rawValue: phaseName) else {
                throw failure(p.appending(1), "unknown phase \(quoted(phaseName)); expected one of \(quotedList(TraceTouch.Phase.allCases.map(\.rawValue)))")
            }
            let pointer = try integer(fields[2], p.appending(2), in: pointerIDs)
            let x = try number(fields[3], p.appending(3), magnitudeAtMost: maxPoints)
            let y = try number(fields[4], p.appending(4), magnitudeAtMost: maxPoints)
            if time != sampleTime {
                sampleTime = time
                inSample.removeAll(keepingCapacity: true)
            }
            guard inSample.insert(pointer).inserted else {
                throw failure(p.appending(2), "pointer \(pointer) already has an event at \(text(time)) ms (one event per pointer per sample)")
            }
            switch phase {
            case .down:
                guard down.insert(pointer).inserted else {
                    throw failure(p.appending(1), "\"down\" for pointer \(pointer), which is already down")
                }
            case .move:
                guard down.contains(pointer) else {
                    throw failure(p.appending(1), "\"move\" for pointer \(pointer), which is not down")
                }
            case .up, .cancel:
                guard down.remove(pointer) != nil else {
                    throw failure(p.appending(1), "\(quoted(phase.rawValue)) for pointer \(pointer), which is not down")
                }
            }
            result.append(TraceTouch(timeMs: time, phase: phase, pointerID: pointer, x: x, y: y))
        }
        return result
    }
}
