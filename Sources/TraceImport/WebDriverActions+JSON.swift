import TraceFormat
import TraceJSON

/// Decoding W3C WebDriver actions from a parsed JSON document, strictly: every error is a
/// `TraceError` (`.invalidData`) with the JSON path of the offending value and no file
/// name (the importer adds it).
///
/// The rules, from "Processing actions" in the "Actions" section of W3C WebDriver unless
/// marked "our choice":
///
/// - The document is an object with one key, `actions`, an array of input sources (our
///   choice: other top-level keys are errors).
/// - A source is an object with `type` ("pointer", "key" or "none"; "wheel" is not
///   supported), `id` (a string, unique: our choice, as two sources with one id would
///   share one device), `actions` (an array) and, for a pointer only, `parameters`
///   (`{"pointerType": "mouse"|"pen"|"touch"}`, default "mouse"). Only "touch" is
///   accepted (our choice: a mouse or a pen is not a finger), so a pointer source without
///   `parameters.pointerType` is an error, as the spec's default is "mouse".
/// - Every action has a `type`. A pause (any source) may have `duration`; key sources
///   take `keyDown` and `keyUp` with a string `value`; pointer sources take
///   `pointerMove` (required `x` and `y`, numbers; optional `duration` and `origin`:
///   "viewport" (default), "pointer", or an element reference object, which is an error
///   here: there are no elements), `pointerDown` and `pointerUp` (required `button`, an
///   integer ≥ 0, not used: a touch has one contact) and `pointerCancel`.
/// - A duration is an integer ≥ 0, in ms, at most `WebDriverActionsImporter.maxDurationMs`.
/// - pointerMove, pointerDown and pointerUp may carry the pointer properties `width`,
///   `height`, `pressure`, `tangentialPressure`, `tiltX`, `tiltY`, `twist`,
///   `altitudeAngle` and `azimuthAngle`: numbers, accepted and ignored (a trace has no
///   contact size or pressure).
/// - Any other key is an error (our choice: the spec ignores unknown keys, which would
///   let a typo such as "duraton" pass silently).
extension WebDriverActions {
    /// The key of a WebDriver element reference (W3C WebDriver "web element identifier").
    static let elementKey = "element-6066-11e4-a52e-4f735466cecf"
    /// The key of a shadow root reference (W3C WebDriver "shadow root identifier").
    static let shadowRootKey = "shadow-6066-11e4-a52e-4f735466cecf"
    /// Pointer properties accepted on pointerMove, pointerDown and pointerUp and ignored.
    static let pointerProperties = ["width", "height", "pressure", "tangentialPressure", "tiltX", "tiltY",
                                    "twist", "altitudeAngle", "azimuthAngle"]

    /// Decodes the body of a Perform Actions command.
    static func decode(_ document: JSONValue) throws(TraceError) -> WebDriverActions {
        let root = JSONPath.root
        guard case .object(let members) = document else {
            throw failure(root, "expected an object with an \"actions\" array (the body of W3C WebDriver's Perform Actions), found \(document.kindDescription)")
        }
        try checkKeys(members, at: root, allowed: ["actions"], what: "the document")
        guard let list = members.first(where: { $0.key == "actions" })?.value else {
            throw failure(root.appending("actions"), "missing required key")
        }
        let listPath = root.appending("actions")
        guard case .array(let elements) = list else {
            throw failure(listPath, "expected an array of input sources, found \(list.kindDescription)")
        }
        var sources: [Source] = []
        sources.reserveCapacity(elements.count)
        var firstIndexByID: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let source = try decodeSource(element, at: listPath.appending(index))
            if let earlier = firstIndexByID[source.id] {
                throw failure(source.path.appending("id"),
                              "duplicate input source id \(JSONValue.string(source.id).compactText) (also actions[\(earlier)])")
            }
            firstIndexByID[source.id] = index
            sources.append(source)
        }
        return WebDriverActions(sources: sources)
    }

    private static func decodeSource(_ value: JSONValue, at path: JSONPath) throws(TraceError) -> Source {
        guard case .object(let members) = value else {
            throw failure(path, "expected an input source object, found \(value.kindDescription)")
        }
        try checkKeys(members, at: path, allowed: ["type", "id", "parameters", "actions"], what: "an input source")
        let typeName = try requiredString(members, "type", at: path)
        let kind: SourceKind
        switch typeName {
        case "pointer": kind = .pointer
        case "key": kind = .key
        case "none": kind = .none
        case "wheel":
            throw failure(path.appending("type"), "wheel input sources are not supported (only pointer, key and none)")
        default:
            throw failure(path.appending("type"),
                          "unknown input source type \(JSONValue.string(typeName).compactText) (W3C WebDriver: none, key, pointer, wheel)")
        }
        let id = try requiredString(members, "id", at: path)
        let parameters = members.first { $0.key == "parameters" }?.value
        if kind == .pointer {
            try checkTouch(parameters, at: path)
        } else if parameters != nil {
            throw failure(path.appending("parameters"), "parameters are for pointer sources only")
        }
        guard let list = members.first(where: { $0.key == "actions" })?.value else {
            throw failure(path.appending("actions"), "missing required key")
        }
        let listPath = path.appending("actions")
        guard case .array(let elements) = list else {
            throw failure(listPath, "expected an array of actions, found \(list.kindDescription)")
        }
        var actions: [Action] = []
        actions.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let actionPath = listPath.appending(index)
            actions.append(Action(kind: try decodeAction(element, of: kind, at: actionPath), path: actionPath))
        }
        return Source(id: id, kind: kind, actions: actions, path: path)
    }

    /// Checks that a pointer source's parameters make it a touch pointer.
    private static func checkTouch(_ parameters: JSONValue?, at path: JSONPath) throws(TraceError) {
        let advice = "mapsim imports touch pointers only; set parameters.pointerType to \"touch\""
        guard let parameters else {
            throw failure(path, "a pointer source without parameters is a mouse (W3C WebDriver's default pointerType); \(advice)")
        }
        let parametersPath = path.appending("parameters")
        guard case .object(let members) = parameters else {
            throw failure(parametersPath, "expected an object, found \(parameters.kindDescription)")
        }
        try checkKeys(members, at: parametersPath, allowed: ["pointerType"], what: "pointer parameters")
        guard let typeValue = members.first(where: { $0.key == "pointerType" })?.value else {
            throw failure(parametersPath, "a pointer source without parameters.pointerType is a mouse (W3C WebDriver's default); \(advice)")
        }
        let typePath = parametersPath.appending("pointerType")
        guard case .string(let pointerType) = typeValue else {
            throw failure(typePath, "expected a string, found \(typeValue.kindDescription)")
        }
        switch pointerType {
        case "touch": return
        case "mouse", "pen": throw failure(typePath, "pointerType \"\(pointerType)\" is not supported: \(advice)")
        default:
            throw failure(typePath, "unknown pointerType \(JSONValue.string(pointerType).compactText) (W3C WebDriver: mouse, pen, touch)")
        }
    }

    private static func decodeAction(_ value: JSONValue, of source: SourceKind, at path: JSONPath) throws(TraceError) -> Kind {
        guard case .object(let members) = value else {
            throw failure(path, "expected an action object, found \(value.kindDescription)")
        }
        let type = try requiredString(members, "type", at: path)
        switch (source, type) {
        case (_, "pause"):
            try checkKeys(members, at: path, allowed: ["type", "duration"], what: "a pause action")
            return .pause(durationMs: try duration(members, at: path))
        case (.key, "keyDown"), (.key, "keyUp"):
            try checkKeys(members, at: path, allowed: ["type", "value"], what: "a \(type) action")
            _ = try requiredString(members, "value", at: path)
            return .key
        case (.pointer, "pointerMove"):
            try checkKeys(members, at: path, allowed: ["type", "duration", "origin", "x", "y"] + pointerProperties,
                          what: "a pointerMove action")
            try checkPointerProperties(members, at: path)
            let duration = try duration(members, at: path)
            let x = try requiredNumber(members, "x", at: path)
            let y = try requiredNumber(members, "y", at: path)
            return .pointerMove(durationMs: duration, x: x, y: y, origin: try origin(members, at: path))
        case (.pointer, "pointerDown"), (.pointer, "pointerUp"):
            try checkKeys(members, at: path, allowed: ["type", "button"] + pointerProperties, what: "a \(type) action")
            try checkPointerProperties(members, at: path)
            let button = try requiredNumber(members, "button", at: path)
            guard button >= 0, button.rounded(.towardZero) == button, button <= 1e9 else {
                throw failure(path.appending("button"), "expected a button number, an integer ≥ 0, found \(JSONValue.numberText(button))")
            }
            return type == "pointerDown" ? .pointerDown : .pointerUp
        case (.pointer, "pointerCancel"):
            try checkKeys(members, at: path, allowed: ["type"], what: "a pointerCancel action")
            return .pointerCancel
        default:
            let known: String
            switch source {
            case .pointer: known = "pause, pointerMove, pointerDown, pointerUp, pointerCancel"
            case .key: known = "pause, keyDown, keyUp"
            case .none: known = "pause"
            }
            throw failure(path.appending("type"),
                          "unknown action type \(JSONValue.string(type).compactText) for a \(source.rawValue) source (W3C WebDriver: \(known))")
        }
    }

    /// A pointerMove's origin: "viewport" when absent.
    private static func origin(_ members: [JSONValue.Member], at path: JSONPath) throws(TraceError) -> Origin {
        guard let value = members.first(where: { $0.key == "origin" })?.value else { return .viewport }
        let originPath = path.appending("origin")
        switch value {
        case .string("viewport"): return .viewport
        case .string("pointer"): return .pointer
        case .string(let other):
            throw failure(originPath, "unknown origin \(JSONValue.string(other).compactText) (expected \"viewport\", \"pointer\" or an element)")
        case .object(let reference) where reference.contains(where: { $0.key == elementKey || $0.key == shadowRootKey }):
            throw failure(originPath, "an element origin (\(value.compactText)) cannot be imported: a trace has no web elements; use \"viewport\" or \"pointer\" coordinates")
        default:
            throw failure(originPath, "expected \"viewport\", \"pointer\" or an element reference, found \(value.kindDescription)")
        }
    }

    /// An optional duration: an integer number of ms, ≥ 0 and at most the importer's limit.
    private static func duration(_ members: [JSONValue.Member], at path: JSONPath) throws(TraceError) -> Int? {
        guard let value = members.first(where: { $0.key == "duration" })?.value else { return nil }
        let durationPath = path.appending("duration")
        guard case .number(let ms) = value else {
            throw failure(durationPath, "expected a duration in ms, found \(value.kindDescription)")
        }
        guard ms >= 0, ms.rounded(.towardZero) == ms else {
            throw failure(durationPath, "expected a whole number of ms ≥ 0 (W3C WebDriver), found \(JSONValue.numberText(ms))")
        }
        guard ms <= Double(WebDriverActionsImporter.maxDurationMs) else {
            throw failure(durationPath, "\(JSONValue.numberText(ms)) ms is longer than the importer's limit of \(WebDriverActionsImporter.maxDurationMs) ms (24 h)")
        }
        return Int(ms)
    }

    /// Checks that the pointer properties present are numbers.
    private static func checkPointerProperties(_ members: [JSONValue.Member], at path: JSONPath) throws(TraceError) {
        for member in members where pointerProperties.contains(member.key) {
            guard case .number = member.value else {
                throw failure(path.appending(member.key), "expected a number, found \(member.value.kindDescription)")
            }
        }
    }

    private static func requiredString(_ members: [JSONValue.Member], _ key: String, at path: JSONPath) throws(TraceError) -> String {
        guard let value = members.first(where: { $0.key == key })?.value else {
            throw failure(path.appending(key), "missing required key")
        }
        guard case .string(let text) = value else {
            throw failure(path.appending(key), "expected a string, found \(value.kindDescription)")
        }
        return text
    }

    private static func requiredNumber(_ members: [JSONValue.Member], _ key: String, at path: JSONPath) throws(TraceError) -> Double {
        guard let value = members.first(where: { $0.key == key })?.value else {
            throw failure(path.appending(key), "missing required key")
        }
        guard case .number(let number) = value else {
            throw failure(path.appending(key), "expected a number, found \(value.kindDescription)")
        }
        return number
    }

    /// Checks that every key of `members` is in `allowed`; the first other key in file
    /// order is the error.
    private static func checkKeys(_ members: [JSONValue.Member], at path: JSONPath, allowed: [String],
                                  what: String) throws(TraceError) {
        for member in members where !allowed.contains(member.key) {
            throw failure(path.appending(member.key), "unknown key for \(what) (expected \(allowed.joined(separator: ", ")))")
        }
    }

    private static func failure(_ path: JSONPath, _ message: String) -> TraceError {
        TraceError(.invalidData, location: .jsonPath(path), message: message)
    }
}
