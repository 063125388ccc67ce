import CameraMotion
import Gestures
import MapMath
import TraceJSON

/// Reading a profile file's structured values: each takes the base profile's value, the
/// JSON value and its path, and returns the value with the overrides applied, or throws
/// the error naming the path.
extension ProfileFile {
    /// The named tilt limit tables a profile file may give by name: "googleIOS".
    static let namedTiltLimits: [(name: String, limit: TiltLimit)] = [("googleIOS", .googleIOS)]

    /// Largest magnitude of a timing curve's y control value: 1000 (our choice; any finite
    /// value is a valid curve, beyond this it is a typo).
    static let maxCurveY = 1000.0

    /// `exclusiveGestures`: an array of at most `ExclusiveGestureSets.maxCount` (4) sets,
    /// each an array of at least two distinct `GestureKind` names. Replaces the base's list.
    @Sendable
    static func gestureKindSets(_ base: ExclusiveGestureSets, _ v: JSONValue, _ path: JSONPath) throws(TraceError)
        -> ExclusiveGestureSets {
        var sets: [GestureKindSet] = []
        for (i, element) in try TraceDecoder.array(v, path).enumerated() {
            let setPath = path.appending(i)
            let names = try TraceDecoder.array(element, setPath)
            var set = GestureKindSet()
            for (j, name) in names.enumerated() {
                let kind: GestureKind = try TraceDecoder.enumValue(name, setPath.appending(j))
                guard !set.includes(kind) else {
                    throw TraceDecoder.failure(setPath.appending(j), "\(TraceDecoder.quoted(kind.rawValue)) is already in the set")
                }
                set.insert(GestureKindSet(kind: kind))
            }
            guard names.count >= 2 else {
                throw TraceDecoder.failure(setPath, "a set needs at least 2 gestures (found \(names.count))")
            }
            sets.append(set)
        }
        guard let exclusive = ExclusiveGestureSets(sets) else {
            throw TraceDecoder.failure(path, "at most \(ExclusiveGestureSets.maxCount) sets (found \(sets.count))")
        }
        return exclusive
    }

    /// `tiltLimit`: a name of `namedTiltLimits`, or an array of at least one stop
    /// `{"zoom", "maxTilt"}` (both required) with zooms strictly increasing.
    @Sendable
    static func tiltLimit(_ base: TiltLimit, _ v: JSONValue, _ path: JSONPath) throws(TraceError) -> TiltLimit {
        switch v {
        case .string(let name):
            guard let limit = namedTiltLimits.first(where: { $0.name == name })?.limit else {
                throw TraceDecoder.failure(path, "unknown value \(TraceDecoder.quoted(name)); expected "
                                               + TraceDecoder.quotedList(namedTiltLimits.map(\.name))
                                               + " or an array of stops {\"zoom\", \"maxTilt\"}")
            }
            return limit
        case .array(let elements):
            guard !elements.isEmpty else { throw TraceDecoder.failure(path, "needs at least one stop") }
            var stops: [TiltLimit.Stop] = []
            for (i, element) in elements.enumerated() {
                let stopPath = path.appending(i)
                var stop = TiltLimit.Stop(zoom: 0, maxTilt: 0)
                try ProfileField.apply(element, at: stopPath, tiltStopFields, to: &stop)
                for key in tiltStopFields.map(\.key) where element[key] == nil {
                    throw TraceDecoder.failure(stopPath.appending(key), "missing required key")
                }
                if let previous = stops.last, stop.zoom <= previous.zoom {
                    throw TraceDecoder.failure(stopPath.appending("zoom"),
                                               "must be greater than the previous stop's \(TraceDecoder.text(previous.zoom))"
                                                   + " (found \(TraceDecoder.text(stop.zoom)))")
                }
                stops.append(stop)
            }
            do {
                return try TiltLimit(stops: stops)
            } catch {
                throw TraceDecoder.failure(path, error.description)
            }
        default:
            throw TraceDecoder.failure(path, "expected a table name or an array of stops, found \(v.kindDescription)")
        }
    }

    /// `fling`: an object with `model` (required, a `ProfileFlingModel` name) and that
    /// model's fields. The overrides apply to the base's values when the base uses the same
    /// model, else to the model's defaults (`ProfileFlingModel.defaults`).
    @Sendable
    static func fling(_ base: FlingModel, _ v: JSONValue, _ path: JSONPath) throws(TraceError) -> FlingModel {
        guard case .object = v else {
            throw TraceDecoder.failure(path, "expected an object, found \(v.kindDescription)")
        }
        guard let modelValue = v["model"] else {
            throw TraceDecoder.failure(path.appending("model"), "missing required key")
        }
        let model: ProfileFlingModel = try TraceDecoder.enumValue(modelValue, path.appending("model"))
        let start = ProfileFlingModel(base) == model ? base : model.defaults
        let unknownKey = "unknown key for fling model \(TraceDecoder.quoted(model.rawValue))"
        switch start {
        case .mapLibre(var inertia):
            try ProfileField.apply(v, at: path, mapLibreFlingFields, to: &inertia, skipping: ["model"], unknownKey: unknownKey)
            return .mapLibre(inertia)
        case .decelerationRate(var rate):
            try ProfileField.apply(v, at: path, decelerationRateFlingFields, to: &rate, skipping: ["model"],
                                   unknownKey: unknownKey)
            return .decelerationRate(rate)
        case .scroller(var scroller):
            try ProfileField.apply(v, at: path, scrollerFlingFields, to: &scroller, skipping: ["model"], unknownKey: unknownKey)
            return .scroller(scroller)
        case .mapLibreAndroid(var android):
            try ProfileField.apply(v, at: path, mapLibreAndroidFlingFields, to: &android, skipping: ["model"],
                                   unknownKey: unknownKey)
            return .mapLibreAndroid(android)
        }
    }

    /// An animation timing: an object of `duration` (seconds) and `curve`, each optional,
    /// over the base's.
    @Sendable
    static func animationTiming(_ base: AnimationTiming, _ v: JSONValue, _ path: JSONPath) throws(TraceError) -> AnimationTiming {
        var timing = base
        try ProfileField.apply(v, at: path, animationTimingFields, to: &timing)
        return timing
    }

    /// `flyTo`: an object of `FlyToParameters` fields, each optional, over the base's.
    @Sendable
    static func flyTo(_ base: FlyToParameters, _ v: JSONValue, _ path: JSONPath) throws(TraceError) -> FlyToParameters {
        var parameters = base
        try ProfileField.apply(v, at: path, flyToFields, to: &parameters)
        return parameters
    }

    /// A move style: "ease", "flyTo", or `{"automatic": screenfuls}` (fly beyond that many
    /// screenfuls, ease within; at least 0, at most `maxFactor`).
    @Sendable
    static func moveStyle(_ base: MoveStyle, _ v: JSONValue, _ path: JSONPath) throws(TraceError) -> MoveStyle {
        let expected = #""ease", "flyTo" or {"automatic": screenfuls}"#
        switch v {
        case .string("ease"):
            return .ease
        case .string("flyTo"):
            return .flyTo
        case .string(let name):
            throw TraceDecoder.failure(path, "unknown value \(TraceDecoder.quoted(name)); expected \(expected)")
        case .object(let members):
            for member in members where member.key != "automatic" {
                throw TraceDecoder.failure(path.appending(member.key), "unknown key")
            }
            guard let screenfuls = v["automatic"] else {
                throw TraceDecoder.failure(path.appending("automatic"), "missing required key")
            }
            let beyond = try ProfileNumberRule.nonNegative(limit: maxFactor).read(screenfuls, path.appending("automatic"))
            return .automatic(flyToBeyondScreenfuls: beyond)
        default:
            throw TraceDecoder.failure(path, "expected \(expected), found \(v.kindDescription)")
        }
    }

    /// A timing curve: a `TimingCurve.allNamed` name, or its control points
    /// `[x1, y1, x2, y2]` with x1 and x2 in [0, 1] and |y| ≤ `maxCurveY`.
    @Sendable
    static func timingCurve(_ base: TimingCurve, _ v: JSONValue, _ path: JSONPath) throws(TraceError) -> TimingCurve {
        let names = TimingCurve.allNamed.map(\.name)
        switch v {
        case .string(let name):
            guard let curve = TimingCurve.named(name) else {
                throw TraceDecoder.failure(path, "unknown value \(TraceDecoder.quoted(name)); expected one of "
                                               + TraceDecoder.quotedList(names) + " or [x1, y1, x2, y2]")
            }
            return curve
        case .array(let points):
            guard points.count == 4 else {
                throw TraceDecoder.failure(path, "expected 4 numbers [x1, y1, x2, y2], found \(points.count)")
            }
            let x1 = try TraceDecoder.number(points[0], path.appending(0), in: 0...1)
            let y1 = try TraceDecoder.number(points[1], path.appending(1), magnitudeAtMost: maxCurveY)
            let x2 = try TraceDecoder.number(points[2], path.appending(2), in: 0...1)
            let y2 = try TraceDecoder.number(points[3], path.appending(3), magnitudeAtMost: maxCurveY)
            do {
                return try TimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
            } catch {
                throw TraceDecoder.failure(path, error.description)
            }
        default:
            throw TraceDecoder.failure(path, "expected a curve name or [x1, y1, x2, y2], found \(v.kindDescription)")
        }
    }
}
