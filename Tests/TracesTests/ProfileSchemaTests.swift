import TestSupport
import CameraMotion
import Gestures
import MapMath
import MapSimulation
import Testing
@testable import TraceJSON
@testable import TraceFormat


/// What one field table looks like to the schema tests: its keys and kinds.
struct FieldTable: Sendable, CustomTestStringConvertible {
    /// Where the table's object is in the schema: a `$defs` name, or `gestures` / `motion`
    /// under the top level's properties.
    var schemaObject: String
    var fields: [(key: String, kind: ProfileField<Void>.Kind)]
    var testDescription: String { schemaObject }

    init<T>(_ schemaObject: String, _ fields: [ProfileField<T>]) {
        self.schemaObject = schemaObject
        self.fields = fields.map { ($0.key, Self.kind($0.kind)) }
    }

    /// The same kind in a table-independent type.
    static func kind<T>(_ kind: ProfileField<T>.Kind) -> ProfileField<Void>.Kind {
        switch kind {
        case let .number(rule, nullable): .number(rule, nullable: nullable)
        case let .choice(values): .choice(values)
        case let .definition(name): .definition(name)
        }
    }
}

/// Every table of the profile loader, with where the schema describes its object.
let profileFieldTables: [FieldTable] = [
    FieldTable("gestures", ProfileFile.gestureFields),
    FieldTable("motion", ProfileFile.motionFields),
    FieldTable("animationTiming", ProfileFile.animationTimingFields),
    FieldTable("flyTo", ProfileFile.flyToFields),
    FieldTable("tiltStop", ProfileFile.tiltStopFields),
    FieldTable("mapLibreFling", ProfileFile.mapLibreFlingFields),
    FieldTable("decelerationRateFling", ProfileFile.decelerationRateFlingFields),
    FieldTable("scrollerFling", ProfileFile.scrollerFlingFields),
    FieldTable("mapLibreAndroidFling", ProfileFile.mapLibreAndroidFlingFields),
]

/// `traces/profile.schema.json` and the loader's tables say the same: the same keys in the
/// same order in every object (so a field added to one and not the other fails), the same
/// bounds, enumerations and structured definitions; and the tables cover every stored
/// property of the Swift types they set.
@Suite("Profile schema and the loader's tables")
struct ProfileSchemaTests {
    /// The schema, read with the one file reader (`FileBytes`) and our JSON parser.
    static func loadSchema() throws -> JSONValue {
        try JSONParser().parse(try FileBytes.contents(ofPath: RepositoryPaths.trace("profile.schema.json")))
    }

    /// The schema object a table describes.
    static func object(_ schema: JSONValue, _ name: String) -> JSONValue? {
        name == "gestures" || name == "motion" ? schema["properties"]?[name] : schema["$defs"]?[name]
    }

    static func propertyKeys(_ object: JSONValue?) -> [String] {
        object?["properties"]?.objectMembers?.map(\.key) ?? []
    }

    @Test func topLevel() throws {
        let schema = try Self.loadSchema()
        #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["additionalProperties"] == false)
        #expect(Self.propertyKeys(schema) == ProfileFile.topLevelKeys)
        #expect(schema["required"] == ["format", "base"])
        #expect(schema["properties"]?["format"]?["const"] == .string(ProfileFile.formatIdentifier))
        let bases = schema["properties"]?["base"]?["enum"]?.arrayValue?.compactMap(\.stringValue)
        #expect(bases == MotionProfile.allNames + MotionProfile.aliases.map(\.alias))
        for name in bases ?? [] { #expect(MotionProfile.named(name) != nil) }
    }

    /// Both directions at once: the schema's keys are the table's, in order.
    @Test(arguments: profileFieldTables)
    func keysMatchTheLoadersTable(_ table: FieldTable) throws {
        let object = Self.object(try Self.loadSchema(), table.schemaObject)
        var keys = Self.propertyKeys(object)
        if table.schemaObject.hasSuffix("Fling") {
            #expect(keys.first == "model")
            #expect(object?["required"] == ["model"])
            keys.removeFirst()
        }
        #expect(keys == table.fields.map(\.key))
        #expect(object?["type"] == "object")
        #expect(object?["additionalProperties"] == false)
    }

    /// Every field's schema says what the loader accepts: a number's type and bounds, a
    /// strategy's values, a structured value's definition; and has a description.
    @Test(arguments: profileFieldTables)
    func kindsMatchTheLoadersTable(_ table: FieldTable) throws {
        let schema = try Self.loadSchema()
        let properties = Self.object(schema, table.schemaObject)?["properties"]
        for (key, kind) in table.fields {
            let property = try #require(properties?[key], "\(table.schemaObject).\(key)")
            let description = property["description"]?.stringValue ?? ""
            #expect(!description.isEmpty, "\(key)")
            if table.schemaObject == "gestures" || table.schemaObject == "motion" {
                #expect(description.contains("Default: the base profile's"), "\(key)")
            }
            switch kind {
            case let .number(rule, nullable):
                #expect(property["type"] == (nullable ? ["number", "null"] : "number"), "\(key)")
                let bounds = (property.objectMembers ?? []).filter { $0.key.hasSuffix("imum") }
                #expect(bounds.map(\.key) == rule.schemaKeywords.map(\.keyword), "\(key)")
                #expect(bounds.map(\.value) == rule.schemaKeywords.map { .number($0.value) }, "\(key)")
            case let .choice(values):
                #expect(property["type"] == "string", "\(key)")
                #expect(property["enum"]?.arrayValue?.compactMap(\.stringValue) == values, "\(key)")
            case let .definition(name):
                #expect(property["$ref"] == .string("#/$defs/\(name)"), "\(key)")
                #expect(schema["$defs"]?[name] != nil, "\(name)")
            }
        }
    }

    @Test func flingModelsAndTheirConstants() throws {
        let schema = try Self.loadSchema()
        let variants = schema["$defs"]?["fling"]?["oneOf"]?.arrayValue?.compactMap { $0["$ref"]?.stringValue }
        #expect(variants == ProfileFlingModel.allCases.map { "#/$defs/\($0.rawValue)Fling" })
        for model in ProfileFlingModel.allCases {
            #expect(schema["$defs"]?["\(model.rawValue)Fling"]?["properties"]?["model"]?["const"] == .string(model.rawValue))
            #expect(ProfileFile.flingFieldKeys(model) == Self.propertyKeys(schema["$defs"]?["\(model.rawValue)Fling"]).dropFirst().map { $0 })
        }
    }

    @Test func namedValuesMatchTheModel() throws {
        let defs = try Self.loadSchema()["$defs"]
        func strings(_ v: JSONValue?) -> [String]? { v?.arrayValue?.compactMap(\.stringValue) }
        #expect(strings(defs?["gestureKind"]?["enum"]) == GestureKind.allCases.map(\.rawValue))
        #expect(strings(defs?["timingCurve"]?["oneOf"]?.arrayValue?.first?["enum"]) == TimingCurve.allNamed.map(\.name))
        #expect(strings(defs?["tiltLimit"]?["oneOf"]?.arrayValue?.first?["enum"]) == ProfileFile.namedTiltLimits.map(\.name))
        #expect(strings(defs?["moveStyle"]?["oneOf"]?.arrayValue?.first?["enum"]) == ["ease", "flyTo"])
        let automatic = defs?["moveStyle"]?["oneOf"]?.arrayValue?.last?["properties"]?["automatic"]
        #expect(automatic?["minimum"] == 0)
        #expect(automatic?["maximum"] == .number(ProfileFile.maxFactor))
        let points = defs?["timingCurve"]?["oneOf"]?.arrayValue?.last?["prefixItems"]?.arrayValue ?? []
        #expect(points.map { $0["maximum"] } == [1, .number(ProfileFile.maxCurveY), 1, .number(ProfileFile.maxCurveY)])
    }

    // MARK: The tables and the Swift types

    /// Stored property names of a value, in declaration order.
    static func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }

    @Test func gestureFieldsAreEveryGestureThresholdsProperty() {
        #expect(ProfileFile.gestureFields.map(\.key) == Self.labels(GestureThresholds.mapLibreGLJS))
    }

    @Test func motionFieldsAreEveryMotionDefaultsProperty() {
        #expect(ProfileFile.motionFields.map(\.key) == Self.labels(MotionDefaults.mapLibreGLJS))
        #expect(ProfileFile.animationTimingFields.map(\.key) == Self.labels(AnimationTiming(duration: 1, curve: .ease)))
        #expect(ProfileFile.flyToFields.map(\.key) == Self.labels(FlyToParameters.mapLibre))
        #expect(ProfileFile.tiltStopFields.map(\.key) == Self.labels(TiltLimit.Stop(zoom: 1, maxTilt: 2)))
    }

    @Test func flingFieldsAreEveryModelsProperties() {
        #expect(ProfileFile.mapLibreFlingFields.map(\.key) == flatFields(MapLibreInertia.mapLibre).map(\.key))
        #expect(ProfileFile.decelerationRateFlingFields.map(\.key) == Self.labels(DecelerationRateFling.normal))
        #expect(ProfileFile.scrollerFlingFields.map(\.key) == Self.labels(ScrollerFling.android))
        #expect(ProfileFile.mapLibreAndroidFlingFields.map(\.key) == Self.labels(MapLibreAndroidFling.mapLibreAndroid))
        // One name per FlingModel case, each naming its own defaults.
        for model in ProfileFlingModel.allCases { #expect(ProfileFlingModel(model.defaults) == model) }
    }
}
