import TestSupport
import CameraMotion
import Foundation
import Gestures
import MapMath
import MapSimulation
import Testing
@testable import TraceJSON
@testable import TraceFormat


/// The profile `text` decodes to, named `tuning.json` for errors and the default name.
func decodedProfile(_ text: String) throws -> MotionProfile {
    try ProfileFile.parse(text, fileName: "tuning.json")
}


/// The keys whose values differ between two values of one type (by `flatFields`).
func changedKeys(_ a: Any, _ b: Any) -> [String] {
    zip(flatFields(a), flatFields(b)).filter { $0.0.value != $0.1.value }.map(\.0.key)
}

/// A value `rule` accepts that differs from `current`.
func sampleNumber(_ rule: ProfileNumberRule, differentFrom current: Double?) -> Double {
    let candidates: [Double] = [1, 0.5, 2, 0.25, 3, 0.75]
    return candidates.first { c in c != current && (try? rule.read(.number(c), .root)) != nil }!
}

/// The named profiles whose fling uses each model, to override a model's fields on it.
let baseForModel: [(model: ProfileFlingModel, base: String)] = [
    (.mapLibre, "maplibre-gl-js"), (.decelerationRate, "ios"), (.scroller, "android-framework"),
    (.mapLibreAndroid, "maplibre-android"),
]

@Suite("Profile files: decoding and overrides")
struct ProfileFileTests {
    /// A file with a base and no overrides is that named profile, under the file's name.
    @Test(arguments: MotionProfile.allNames + MotionProfile.aliases.map(\.alias))
    func baseWithoutOverridesIsTheNamedProfile(_ base: String) throws {
        let profile = try ProfileFile.parse(#"{"format": "mapsim-profile/1", "base": "\#(base)"}"#,
                                            fileName: "some/dir/our-tuning.json")
        var expected = try #require(MotionProfile.named(base))
        #expect(profile.name == "our-tuning")
        expected.name = profile.name
        #expect(profile == expected)
    }

    @Test func nameIsTheFilesOrGivenOrCustom() throws {
        #expect(try decodedProfile(#"{"format": "mapsim-profile/1", "base": "ios", "name": "ours"}"#).name == "ours")
        #expect(try ProfileFile.decode(profileDocument(base: "ios")).name == "custom")
        #expect(ProfileFile.defaultName(fileName: "a/b/c.json") == "c")
        #expect(ProfileFile.defaultName(fileName: "plain") == "plain")
        #expect(ProfileFile.defaultName(fileName: "dir/.json") == "custom")
    }

    /// The example of the issue: every override it names lands, the rest is the base's.
    @Test func theIssuesExample() throws {
        let profile = try decodedProfile(#"""
        {
          "$schema": "https://mapsim.dev/schemas/profile.schema.json",
          "format": "mapsim-profile/1",
          "name": "our-tuning",
          "base": "maplibre-gl-js",
          "gestures": { "touchSlop": 4, "rotationStart": "fixedAngle", "rotationThreshold": 12,
                        "exclusiveGestures": [["tilt", "pinch"]] },
          "motion": { "fling": { "model": "mapLibre", "panDeceleration": 2750 },
                      "doubleTapZoom": { "duration": 0.25, "curve": "ease" },
                      "compassFadeDelay": 0.5 }
        }
        """#)
        var expected = MotionProfile.mapLibreGLJS
        expected.name = "our-tuning"
        expected.gestures.touchSlop = 4
        expected.gestures.rotationStart = .fixedAngle
        expected.gestures.rotationThreshold = 12
        expected.gestures.exclusiveGestures = [[.tilt, .pinch]]
        var inertia = MapLibreInertia.mapLibre
        inertia.pan.deceleration = 2750
        expected.motion.fling = .mapLibre(inertia)
        expected.motion.doubleTapZoom = AnimationTiming(duration: 0.25, curve: .ease)
        expected.motion.compassFadeDelay = 0.5
        #expect(profile == expected)
        #expect(changedKeys(profile.gestures, MotionProfile.mapLibreGLJS.gestures)
                == ["touchSlop", "rotationThreshold", "rotationStart", "exclusiveGestures"])
    }

    /// Every number field of `gestures` and `motion` overrides exactly its own property.
    @Test(arguments: MotionProfile.allNames)
    func everyNumberFieldLandsInItsProperty(_ base: String) throws {
        let named = try #require(MotionProfile.named(base))
        for field in ProfileFile.gestureFields {
            guard case let .number(rule, _) = field.kind else { continue }
            let current = flatFields(named.gestures).first { $0.key == field.key }.flatMap { Double($0.value) }
            let value = sampleNumber(rule, differentFrom: current)
            let profile = try ProfileFile.decode(profileDocument(base: base, [.init("gestures", .object([.init(field.key, .number(value))]))]))
            #expect(changedKeys(profile.gestures, named.gestures) == [field.key], "\(field.key)")
            #expect(flatFields(profile.gestures).first { $0.key == field.key }?.value == String(describing: value))
            #expect(profile.motion == named.motion)
        }
        for field in ProfileFile.motionFields {
            guard case let .number(rule, _) = field.kind else { continue }
            let profile = try ProfileFile.decode(profileDocument(base: base, [.init("motion", .object([.init(field.key, .number(sampleNumber(rule, differentFrom: nil)))]))]))
            #expect(changedKeys(profile.motion, named.motion) == [field.key], "\(field.key)")
            #expect(profile.gestures == named.gestures)
        }
    }

    /// Every strategy field takes each of its rule's values.
    @Test func everyChoiceFieldTakesEachValue() throws {
        let named = MotionProfile.mapLibreGLJS
        for field in ProfileFile.gestureFields {
            guard case let .choice(values) = field.kind else { continue }
            #expect(values.count >= 2)
            for value in values {
                let profile = try ProfileFile.decode(profileDocument([.init("gestures", .object([.init(field.key, .string(value))]))]))
                #expect(flatFields(profile.gestures).first { $0.key == field.key }?.value == value)
                let current = flatFields(named.gestures).first { $0.key == field.key }?.value
                #expect(changedKeys(profile.gestures, named.gestures) == (value == current ? [] : [field.key]))
            }
        }
    }

    /// Every field of every fling model overrides exactly its own value on a base of that model.
    @Test(arguments: baseForModel.map(\.model))
    func everyFlingFieldOnTheSameModel(_ model: ProfileFlingModel) throws {
        let baseName = try #require(baseForModel.first { $0.model == model }?.base)
        let base = try #require(MotionProfile.named(baseName))
        #expect(ProfileFlingModel(base.fling) == model)
        func payload(_ fling: FlingModel) -> Any {
            switch fling {
            case let .mapLibre(v): v
            case let .decelerationRate(v): v
            case let .scroller(v): v
            case let .mapLibreAndroid(v): v
            }
        }
        let numberKeys: [(key: String, rule: ProfileNumberRule)] = {
            func numbers<T>(_ fields: [ProfileField<T>]) -> [(key: String, rule: ProfileNumberRule)] {
                fields.compactMap { if case let .number(rule, _) = $0.kind { ($0.key, rule) } else { nil } }
            }
            switch model {
            case .mapLibre: return numbers(ProfileFile.mapLibreFlingFields)
            case .decelerationRate: return numbers(ProfileFile.decelerationRateFlingFields)
            case .scroller: return numbers(ProfileFile.scrollerFlingFields)
            case .mapLibreAndroid: return numbers(ProfileFile.mapLibreAndroidFlingFields)
            }
        }()
        #expect(!numberKeys.isEmpty)
        for (key, rule) in numberKeys {
            let current = flatFields(payload(base.fling)).first { $0.key == key }.flatMap { Double($0.value) }
            let value = sampleNumber(rule, differentFrom: current)
            let fling: JSONValue = .object([.init("model", .string(model.rawValue)), .init(key, .number(value))])
            let profile = try ProfileFile.decode(profileDocument(base: baseName, [.init("motion", ["fling": fling])]))
            #expect(ProfileFlingModel(profile.fling) == model)
            #expect(changedKeys(payload(profile.fling), payload(base.fling)) == [key], "\(model) \(key)")
        }
    }

    /// A model other than the base's starts from that model's own defaults.
    @Test func aFlingModelSwitchStartsFromTheModelsDefaults() throws {
        let scroller = try decodedProfile(#"""
        {"format": "mapsim-profile/1", "base": "maplibre-gl-js",
         "motion": {"fling": {"model": "scroller", "friction": 0.02}}}
        """#)
        #expect(scroller.fling == .scroller(ScrollerFling(friction: 0.02)))
        let ios = try decodedProfile(#"""
        {"format": "mapsim-profile/1", "base": "android", "motion": {"fling": {"model": "decelerationRate"}}}
        """#)
        #expect(ios.fling == .decelerationRate(.normal))
        let android = try decodedProfile(#"""
        {"format": "mapsim-profile/1", "base": "ios",
         "motion": {"fling": {"model": "mapLibreAndroid", "baseDuration": 0.2, "easing": "linear"}}}
        """#)
        #expect(android.fling == .mapLibreAndroid(MapLibreAndroidFling(baseDuration: 0.2, easing: .linear)))
        let mapLibre = try decodedProfile(#"""
        {"format": "mapsim-profile/1", "base": "ios",
         "motion": {"fling": {"model": "mapLibre", "zoomMaxSpeed": 10, "linearity": 0.5}}}
        """#)
        #expect(mapLibre.fling == .mapLibre(MapLibreInertia(zoom: InertiaChannel(deceleration: 20, maxSpeed: 10), linearity: 0.5)))
        // Everything else is the base's.
        var rest = mapLibre
        rest.fling = MotionProfile.ios.fling
        rest.name = MotionProfile.ios.name
        #expect(rest == .ios)
    }

    @Test func aTimingCurveByNameOrControlPoints() throws {
        let profile = try decodedProfile(#"""
        {"format": "mapsim-profile/1", "base": "maplibre-gl-js",
         "motion": {"doubleTapZoom": {"curve": "linear"},
                    "compassReset": {"duration": 2, "curve": [0.1, -0.5, 0.9, 1.5]},
                    "flyTo": {"timing": "androidScroller", "curve": 2},
                    "fling": {"model": "mapLibre", "easing": [0, 0, 1, 1]}}}
        """#)
        let base = MotionProfile.mapLibreGLJS
        #expect(profile.doubleTapZoom == AnimationTiming(duration: base.doubleTapZoom.duration, curve: .linear))
        #expect(profile.compassReset == AnimationTiming(duration: 2, curve: try TimingCurve(x1: 0.1, y1: -0.5, x2: 0.9, y2: 1.5)))
        #expect(profile.flyTo.timing == .androidScroller)
        #expect(profile.flyTo.curve == 2)
        #expect(profile.flyTo.speed == base.flyTo.speed)
        #expect(profile.fling == .mapLibre(MapLibreInertia(easing: .linear)))
        #expect(profile.twoFingerTapZoom == base.twoFingerTapZoom)
    }

    @Test func moveStylesZoomAndTiltLimit() throws {
        let profile = try decodedProfile(#"""
        {"format": "mapsim-profile/1", "base": "ios",
         "motion": {"myLocationMove": "flyTo", "fitBoundsMove": {"automatic": 3.5}, "myLocationZoom": 15,
                    "tiltLimit": [{"zoom": 5, "maxTilt": 20}, {"maxTilt": 60, "zoom": 15}]}}
        """#)
        #expect(profile.myLocationMove == .flyTo)
        #expect(profile.fitBoundsMove == .automatic(flyToBeyondScreenfuls: 3.5))
        #expect(profile.myLocationZoom == 15)
        #expect(profile.tiltLimit == (try TiltLimit(stops: [.init(zoom: 5, maxTilt: 20), .init(zoom: 15, maxTilt: 60)])))
        let back = try decodedProfile(#"""
        {"format": "mapsim-profile/1", "base": "ios",
         "motion": {"myLocationMove": "ease", "myLocationZoom": null, "tiltLimit": "googleIOS"}}
        """#)
        #expect(back.myLocationMove == .ease)
        #expect(back.myLocationZoom == nil)
        #expect(back.tiltLimit == .googleIOS)
    }

    @Test func exclusiveGesturesReplaceTheBasesList() throws {
        let profile = try decodedProfile(#"""
        {"format": "mapsim-profile/1", "base": "maplibre-android",
         "gestures": {"exclusiveGestures": [["pan", "tap", "longPress"], ["rotate", "tilt"]]}}
        """#)
        #expect(profile.gestures.exclusiveGestures == [[.pan, .tap, .longPress], [.rotate, .tilt]])
        let none = try decodedProfile(#"{"format": "mapsim-profile/1", "base": "maplibre-android", "gestures": {"exclusiveGestures": []}}"#)
        #expect(none.gestures.exclusiveGestures.isEmpty)
        #expect(!MotionProfile.mapLibreAndroid.gestures.exclusiveGestures.isEmpty)
    }

    /// One bad profile and its exact one-line message after "tuning.json: ".
    struct BadProfile: Sendable, CustomTestStringConvertible {
        var json: String
        var message: String
        var testDescription: String { message }
        init(_ json: String, _ message: String) {
            self.json = json
            self.message = message
        }
    }

    static let head = #""format": "mapsim-profile/1", "base": "maplibre-gl-js""#
    static func gestures(_ body: String) -> String { "{\(head), \"gestures\": {\(body)}}" }
    static func motion(_ body: String) -> String { "{\(head), \"motion\": {\(body)}}" }

    static let badProfiles: [BadProfile] = [
        // The format and the top level.
        BadProfile(#"{"base": "ios"}"#, "format: missing required key"),
        BadProfile(#"{"format": 1, "base": "ios"}"#, "format: expected a string, found a number"),
        BadProfile(#"{"format": "mapsim-profile/2", "base": "ios", "extra": 1}"#,
                   #"format: unsupported format "mapsim-profile/2"; this build reads "mapsim-profile/1""#),
        BadProfile(#"{"format": "mapsim-trace/1", "viewport": {}}"#,
                   #"format: unsupported format "mapsim-trace/1"; this build reads "mapsim-profile/1""#),
        BadProfile("[1]", "expected an object, found an array"),
        BadProfile(#"{"format": "mapsim-profile/1"}"#, "base: missing required key"),
        BadProfile(#"{"format": "mapsim-profile/1", "base": "web"}"#,
                   #"base: unknown value "web"; expected one of "maplibre-gl-js@5", "maplibre-gl-js@6", "maplibre-android", "android-framework", "ios", "maplibre-gl-js", "maplibre", "android""#),
        BadProfile(#"{"format": "mapsim-profile/1", "base": "tuning.json"}"#,
                   #"base: unknown value "tuning.json"; expected one of "maplibre-gl-js@5", "maplibre-gl-js@6", "maplibre-android", "android-framework", "ios", "maplibre-gl-js", "maplibre", "android""#),
        BadProfile("{\(head), \"gesture\": {}}", "gesture: unknown key"),
        BadProfile("{\(head), \"name\": \"\"}", "name: must not be empty"),
        BadProfile("{\(head), \"$schema\": 3}", "$schema: expected a string, found a number"),
        BadProfile("{\(head), \"gestures\": [1]}", "gestures: expected an object, found an array"),
        BadProfile(#"{"format": "mapsim-profile/1", "base": "ios", "format2": 1,}"#, "line 1, column 60: expected a string key"),
        // Unknown keys.
        BadProfile(gestures(#""touchSlope": 4"#), "gestures.touchSlope: unknown key"),
        BadProfile(motion(#""doubleTapZoom": {"durationMs": 300}"#), "motion.doubleTapZoom.durationMs: unknown key"),
        BadProfile(motion(#""fling": {"model": "mapLibre", "friction": 0.02}"#),
                   #"motion.fling.friction: unknown key for fling model "mapLibre""#),
        BadProfile(motion(#""flyTo": {"rho": 1}"#), "motion.flyTo.rho: unknown key"),
        BadProfile(motion(#""fitBoundsMove": {"auto": 1}"#), "motion.fitBoundsMove.auto: unknown key"),
        BadProfile(motion(#""tiltLimit": [{"zoom": 1, "maxTilt": 2, "minTilt": 0}]"#), "motion.tiltLimit[0].minTilt: unknown key"),
        // Wrong types.
        BadProfile(gestures(#""touchSlop": "4""#), "gestures.touchSlop: expected a number, found a string"),
        BadProfile(gestures(#""panStart": 1"#), "gestures.panStart: expected a string, found a number"),
        BadProfile(gestures(#""exclusiveGestures": [["tilt", 2]]"#), "gestures.exclusiveGestures[0][1]: expected a string, found a number"),
        BadProfile(gestures(#""exclusiveGestures": {"tilt": "pinch"}"#), "gestures.exclusiveGestures: expected an array, found an object"),
        BadProfile(gestures(#""exclusiveGestures": [["tilt", "pinch"], ["tilt", "rotate"], ["pan", "tap"], ["pinch", "longPress"], ["rotate", "tap"]]"#),
                   "gestures.exclusiveGestures: at most 4 sets (found 5)"),
        BadProfile(motion(#""fling": "mapLibre""#), "motion.fling: expected an object, found a string"),
        BadProfile(motion(#""doubleTapZoom": 0.3"#), "motion.doubleTapZoom: expected an object, found a number"),
        BadProfile(motion(#""myLocationMove": 2"#), #"motion.myLocationMove: expected "ease", "flyTo" or {"automatic": screenfuls}, found a number"#),
        BadProfile(motion(#""doubleTapZoom": {"curve": 1}"#), "motion.doubleTapZoom.curve: expected a curve name or [x1, y1, x2, y2], found a number"),
        BadProfile(motion(#""tiltLimit": 30"#), "motion.tiltLimit: expected a table name or an array of stops, found a number"),
        BadProfile(motion(#""myLocationZoom": true"#), "motion.myLocationZoom: expected a number, found a boolean"),
        // Out of bounds.
        BadProfile(gestures(#""touchSlop": -1"#), "gestures.touchSlop: must not be negative (found -1)"),
        BadProfile(gestures(#""touchSlop": 1e8"#), "gestures.touchSlop: too large (found 100000000, limit 10000000)"),
        BadProfile(gestures(#""longPressTimeout": 0"#), "gestures.longPressTimeout: must be greater than 0 (found 0)"),
        BadProfile(gestures(#""tiltMaxAngleFromVertical": 91"#), "gestures.tiltMaxAngleFromVertical: must be between 0 and 90 (found 91)"),
        BadProfile(gestures(#""doubleTapZoomDelta": -31"#), "gestures.doubleTapZoomDelta: too large (found -31, limit 30)"),
        BadProfile(motion(#""compassFadeDelay": -0.5"#), "motion.compassFadeDelay: must not be negative (found -0.5)"),
        BadProfile(motion(#""myLocationZoom": 31"#), "motion.myLocationZoom: must be between 0 and 30 (found 31)"),
        BadProfile(motion(#""fling": {"model": "mapLibre", "panDeceleration": 0}"#),
                   "motion.fling.panDeceleration: must be greater than 0 (found 0)"),
        BadProfile(motion(#""fling": {"model": "decelerationRate", "ratePerMillisecond": 1}"#),
                   "motion.fling.ratePerMillisecond: must be greater than 0 and less than 1 (found 1)"),
        BadProfile(motion(#""flyTo": {"speed": 0}"#), "motion.flyTo.speed: must be greater than 0 (found 0)"),
        BadProfile(motion(#""fitBoundsMove": {"automatic": -1}"#), "motion.fitBoundsMove.automatic: must not be negative (found -1)"),
        BadProfile(motion(#""flyTo": {"timing": [1.5, 0, 1, 1]}"#), "motion.flyTo.timing[0]: must be between 0 and 1 (found 1.5)"),
        BadProfile(motion(#""flyTo": {"timing": [0, 0, 1]}"#), "motion.flyTo.timing: expected 4 numbers [x1, y1, x2, y2], found 3"),
        BadProfile(motion(#""tiltLimit": [{"zoom": 10, "maxTilt": 90}]"#),
                   "motion.tiltLimit[0].maxTilt: must be at least 0 and less than 90 (found 90)"),
        BadProfile(motion(#""tiltLimit": [{"zoom": 10, "maxTilt": 30}, {"zoom": 10, "maxTilt": 40}]"#),
                   "motion.tiltLimit[1].zoom: must be greater than the previous stop's 10 (found 10)"),
        BadProfile(motion(#""tiltLimit": [{"zoom": 10}]"#), "motion.tiltLimit[0].maxTilt: missing required key"),
        BadProfile(motion(#""tiltLimit": []"#), "motion.tiltLimit: needs at least one stop"),
        BadProfile(gestures(#""exclusiveGestures": [["tilt"]]"#), "gestures.exclusiveGestures[0]: a set needs at least 2 gestures (found 1)"),
        BadProfile(gestures(#""exclusiveGestures": [["tilt", "pinch", "tilt"]]"#),
                   #"gestures.exclusiveGestures[0][2]: "tilt" is already in the set"#),
        // Unknown names.
        BadProfile(gestures(#""rotationStart": "spin""#),
                   #"gestures.rotationStart: unknown value "spin"; expected one of "fixedAngle", "arcLength", "angleAndSpeed""#),
        BadProfile(gestures(#""exclusiveGestures": [["tilt", "zoom"]]"#),
                   #"gestures.exclusiveGestures[0][1]: unknown value "zoom"; expected one of "pan", "pinch", "rotate", "tilt", "doubleTap", "twoFingerTap", "oneFingerZoom", "longPress", "tap""#),
        BadProfile(motion(#""fling": {"model": "bogus"}"#),
                   #"motion.fling.model: unknown value "bogus"; expected one of "mapLibre", "decelerationRate", "scroller", "mapLibreAndroid""#),
        BadProfile(motion(#""fling": {"panDeceleration": 1}"#), "motion.fling.model: missing required key"),
        BadProfile(motion(#""doubleTapZoom": {"curve": "bounce"}"#),
                   #"motion.doubleTapZoom.curve: unknown value "bounce"; expected one of "linear", "ease", "easeIn", "easeOut", "easeInOut", "mapLibreInertia", "androidDecelerate", "androidFastOutSlowIn", "androidScroller", "mapLibreNativeTransition" or [x1, y1, x2, y2]"#),
        BadProfile(motion(#""myLocationMove": "jump""#),
                   #"motion.myLocationMove: unknown value "jump"; expected "ease", "flyTo" or {"automatic": screenfuls}"#),
        BadProfile(motion(#""fitBoundsMove": {}"#), "motion.fitBoundsMove.automatic: missing required key"),
        BadProfile(motion(#""tiltLimit": "googleAndroid""#),
                   #"motion.tiltLimit: unknown value "googleAndroid"; expected "googleIOS" or an array of stops {"zoom", "maxTilt"}"#),
        // Nesting, as traces.
        BadProfile("{\(head), \"gestures\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}",
                   "line 1, column 581: nesting deeper than 512 levels"),
    ]

    @Test(arguments: badProfiles)
    func everyErrorIsOneLineWithItsPath(_ bad: BadProfile) {
        let error = traceError { () throws(TraceError) in _ = try ProfileFile.parse(bad.json, fileName: "tuning.json") }
        #expect(error?.description == "tuning.json: " + bad.message)
        #expect(error?.kind == .invalidData)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func aFileOverTheSizeLimitIsRejectedBeforeParsing() {
        let padding = String(repeating: " ", count: ProfileFile.maxBytes)
        let error = traceError { () throws(TraceError) in
            _ = try ProfileFile.parse(#"{"format": "mapsim-profile/1", "base": "ios"}"# + padding, fileName: "big.json")
        }
        #expect(error?.description == "big.json: too large for a profile file (\(ProfileFile.maxBytes + 45) bytes, limit 1048576)")
        #expect(error?.kind == .invalidData)
        // At the limit it is fine.
        let fits = String(#"{"format": "mapsim-profile/1", "base": "ios"}"# + padding).prefix(ProfileFile.maxBytes)
        #expect(traceError { () throws(TraceError) in _ = try ProfileFile.parse(String(fits)) } == nil)
    }

    @Test func loadReadsTheFileAndNamesItInErrors() throws {
        let dir = try ScratchDirectory.make(prefix: "mapsim-profile")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("fast-fling.json").path
        try Data(#"{"format": "mapsim-profile/1", "base": "ios", "motion": {"compassFadeDuration": 1}}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let profile = try ProfileFile.load(path: path)
        #expect(profile.name == "fast-fling")
        #expect(profile.compassFadeDuration == 1)
        let missing = dir.appendingPathComponent("missing.json").path
        let error = traceError { () throws(TraceError) in _ = try ProfileFile.load(path: missing) }
        #expect(error?.kind == .fileNotFound)
        #expect(error?.description == "\(missing): no such file")
    }

    @Test func pathArgumentsAndFileReferences() {
        #expect(ProfileFile.isPathArgument("tuning.json"))
        #expect(ProfileFile.isPathArgument("./tuning"))
        #expect(ProfileFile.isPathArgument("/abs/profile"))
        #expect(!ProfileFile.isPathArgument("ios"))
        #expect(!ProfileFile.isPathArgument("maplibre"))
        #expect(ProfileFile.isFileReference("../profiles/tuning.json"))
        #expect(!ProfileFile.isFileReference("profiles/tuning"))
        #expect(!ProfileFile.isFileReference(".json"))
    }
}
