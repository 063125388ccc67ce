import TestSupport
import Gestures
import MapSimulation
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures


@Suite("Trace schema")
struct TraceSchemaTests {
    /// The schema, read with the one file reader (`FileBytes`) and our JSON parser.
    static func loadSchema() throws -> JSONValue {
        try JSONParser().parse(try FileBytes.contents(ofPath: RepositoryPaths.trace("schema.json")))
    }

    static func propertyKeys(_ schema: JSONValue?) -> [String] {
        schema?["properties"]?.objectMembers?.map(\.key) ?? []
    }

    static func enumValues(_ schema: JSONValue?) -> [String] {
        schema?["enum"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// A trace's settings are the simulation's `UISettings.Key`s, in the same order, so
    /// the decoder and encoder can map one onto the other by name and no key is lost.
    @Test func settingsKeysAreTheSimulationsKeys() {
        #expect(TraceSchema.settingsKeys.map(\.rawValue) == UISettings.Key.allCases.map(\.rawValue))
    }

    @Test func schemaParsesAndDeclaresDraft2020() throws {
        let schema = try Self.loadSchema()
        #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["additionalProperties"] == false)
        #expect(schema["properties"]?["format"]?["const"] == .string(TraceFile.formatIdentifier))
        #expect(schema["required"] == ["format", "viewport", "camera", "touches"])
    }

    /// The JSON texts of `keys`.
    static func names(_ keys: [TraceSchema.Key]) -> [String] { keys.map(\.rawValue) }

    @Test func topLevelKeysMatchTheSchema() throws {
        let schema = try Self.loadSchema()
        #expect(Self.propertyKeys(schema) == Self.names(TraceSchema.topLevelKeys))
        // And the model writes only those keys.
        let trace = try TraceFile.parse(TraceRoundTripTests.fullTrace)
        #expect(trace.jsonValue.objectMembers?.map(\.key) == Self.names(TraceSchema.topLevelKeys))
    }

    @Test(arguments: [
        ("viewport", TraceSchema.viewportKeys), ("padding", TraceSchema.paddingKeys),
        ("camera", TraceSchema.cameraKeys), ("cameraChange", TraceSchema.cameraKeys),
        ("settings", TraceSchema.settingsKeys), ("map", TraceSchema.mapKeys),
        ("coordinate", TraceSchema.coordinateKeys), ("marker", TraceSchema.markerKeys),
        ("size", TraceSchema.sizeKeys), ("building", TraceSchema.buildingKeys),
        ("bounds", TraceSchema.boundsKeys), ("command", TraceSchema.commandKeys),
        ("expectation", TraceSchema.expectationKeys),
        ("cameraExpectation", TraceSchema.cameraExpectationKeys), ("state", TraceSchema.stateKeys),
        ("cameraPath", TraceSchema.cameraPathKeys),
    ])
    func objectKeysMatchTheSchema(definition: String, keys: [TraceSchema.Key]) throws {
        let schema = try Self.loadSchema()
        #expect(Self.propertyKeys(schema["$defs"]?[definition]) == Self.names(keys))
    }

    @Test func cameraPathToleranceKeysMatchTheSchema() throws {
        let path = try Self.loadSchema()["$defs"]?["cameraPath"]?["properties"]
        #expect(Self.propertyKeys(path?["tolerance"]) == Self.names(TraceSchema.cameraPathToleranceKeys))
    }

    @Test func commandArgumentKeysMatchTheSchema() throws {
        let command = try Self.loadSchema()["$defs"]?["command"]?["properties"]
        #expect(Self.propertyKeys(command?["animateCamera"]) == Self.names(TraceSchema.animateCameraKeys))
        #expect(Self.propertyKeys(command?["fitBounds"]) == Self.names(TraceSchema.fitBoundsKeys))
        #expect(Self.propertyKeys(command?["updateMarker"]) == Self.names(TraceSchema.updateMarkerKeys))
        #expect(Self.propertyKeys(command?["selectLevel"]) == Self.names(TraceSchema.selectLevelKeys))
    }

    @Test("every schema key is in some object's list, and the schema has no key outside them")
    func everyKeyIsListed() throws {
        let lists = [TraceSchema.topLevelKeys, TraceSchema.viewportKeys, TraceSchema.paddingKeys,
                     TraceSchema.cameraKeys, TraceSchema.settingsKeys, TraceSchema.mapKeys,
                     TraceSchema.coordinateKeys, TraceSchema.markerKeys, TraceSchema.sizeKeys,
                     TraceSchema.buildingKeys, TraceSchema.boundsKeys, TraceSchema.commandKeys,
                     TraceSchema.animateCameraKeys, TraceSchema.fitBoundsKeys, TraceSchema.updateMarkerKeys,
                     TraceSchema.selectLevelKeys, TraceSchema.expectationKeys, TraceSchema.cameraExpectationKeys,
                     TraceSchema.gestureMatcherKeys, TraceSchema.eventMatcherKeys, TraceSchema.stateKeys,
                     TraceSchema.cameraPathKeys, TraceSchema.cameraPathToleranceKeys]
        #expect(Set(lists.joined()) == Set(TraceSchema.Key.allCases))
        // Every property name anywhere in the schema is a key.
        var stack = [try Self.loadSchema()]
        var schemaKeys = Set<String>()
        while let node = stack.popLast() {
            if let properties = node["properties"]?.objectMembers { schemaKeys.formUnion(properties.map(\.key)) }
            if let members = node.objectMembers { stack.append(contentsOf: members.map(\.value)) }
            if let elements = node.arrayValue { stack.append(contentsOf: elements) }
        }
        #expect(schemaKeys == Set(Self.names(TraceSchema.Key.allCases)))
    }

    @Test func enumerationsMatchTheModel() throws {
        let schema = try Self.loadSchema()
        let defs = schema["$defs"]
        // A trace's profile: a name or alias, or a profile file's path.
        let profile = schema["properties"]?["profile"]?["anyOf"]?.arrayValue
        #expect(Self.enumValues(profile?.first) == MotionProfile.allNames + MotionProfile.aliases.map(\.alias))
        #expect(Self.enumValues(schema["properties"]?["input"]) == InputDeliveryModel.allNames)
        #expect(profile?.last?["pattern"] == "\\.json$")
        #expect(Self.enumValues(defs?["map"]?["properties"]?["mapType"]) == TraceMapOptions.MapType.allCases.map(\.rawValue))
        #expect(Self.enumValues(defs?["map"]?["properties"]?["overrideUserInterfaceStyle"])
                == TraceMapOptions.InterfaceStyle.allCases.map(\.rawValue))
        #expect(Self.enumValues(defs?["map"]?["properties"]?["systemStyle"]) == TraceMapOptions.ColorScheme.allCases.map(\.rawValue))
        #expect(Self.enumValues(defs?["state"]?["properties"]?["colorScheme"]) == TraceMapOptions.ColorScheme.allCases.map(\.rawValue))
        #expect(Self.enumValues(defs?["gestureKind"]) == GestureKind.allCases.map(\.rawValue))
        #expect(Self.enumValues(defs?["eventType"]) == TraceEventType.allCases.map(\.rawValue))
        #expect(Self.enumValues(defs?["touch"]?["prefixItems"]?.arrayValue?[1]) == TouchPhase.allCases.map(\.rawValue))
    }

    /// A gesture matcher is a kind string or an object of `gestureMatcherKeys`.
    @Test func gestureMatcherFieldsMatchTheModel() throws {
        let forms = try Self.loadSchema()["$defs"]?["gestureMatcher"]?["oneOf"]?.arrayValue
        #expect(forms?.first?["$ref"] == "#/$defs/gestureKind")
        #expect(Self.propertyKeys(forms?.last) == Self.names(TraceSchema.gestureMatcherKeys))
        #expect(forms?.last?["required"] == ["kind"])
        #expect(forms?.last?["properties"]?["toleranceMs"]?["default"] == .number(TraceGestureMatcher.defaultToleranceMs))
    }

    @Test func eventMatcherFieldsMatchTheModel() throws {
        let matcher = try Self.loadSchema()["$defs"]?["eventMatcher"]?["oneOf"]?.arrayValue?[1]
        let fieldKeys = Self.propertyKeys(matcher)
        #expect(fieldKeys == Self.names(TraceSchema.eventMatcherKeys))
        #expect(Set(fieldKeys) == Set(["type"] + Self.names(TraceEventType.allCases.flatMap(\.matcherFields))))
        let rules = matcher?["allOf"]?.arrayValue ?? []
        #expect(rules.count == TraceEventType.allCases.count)
        for rule in rules {
            guard let name = rule["if"]?["properties"]?["type"]?["const"]?.stringValue,
                  let type = TraceEventType(rawValue: name) else {
                Issue.record("rule without a known type: \(rule.compactText)")
                continue
            }
            #expect(Self.enumValues(rule["then"]?["propertyNames"]) == ["type"] + Self.names(type.matcherFields))
        }
    }

    @Test func everyObjectIsClosedAndEveryPropertyDescribed() throws {
        let schema = try Self.loadSchema()
        var stack: [(JSONPath, JSONValue)] = [(.root, schema)]
        var objectCount = 0
        while let (path, node) = stack.popLast() {
            switch node {
            case .object(let members):
                if let properties = node["properties"]?.objectMembers {
                    objectCount += 1
                    #expect(node["additionalProperties"] == false, "\(path) is open")
                    for property in properties {
                        var described = property.value["description"] != nil
                        if !described, let target = property.value["$ref"]?.stringValue, target.hasPrefix("#/$defs/") {
                            described = schema["$defs"]?[String(target.dropFirst(8))]?["description"] != nil
                        }
                        #expect(described, "\(path).\(property.key) has no description")
                    }
                }
                // `if` subschemas only test a value; they are not object definitions.
                for member in members where member.key != "if" {
                    stack.append((path.appending(member.key), member.value))
                }
            case .array(let elements):
                for (i, element) in elements.enumerated() { stack.append((path.appending(i), element)) }
            default:
                break
            }
        }
        #expect(objectCount >= 18)
    }
}
