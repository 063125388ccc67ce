/// A location inside a JSON document, printed as `touches[17][3]`, `viewport.width` or
/// `markers[2].groundAnchor[0]`; the document itself is the empty path.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down into a container.
    public enum Component: Hashable, Sendable {
        /// A member of an object.
        case key(String)
        /// An element of an array, 0-based.
        case index(Int)
    }

    /// The steps from the document root.
    public var components: [Component]

    /// A path from its steps; the root by default.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The root path.
    public static let root = JSONPath()

    /// Whether this is the document itself.
    public var isRoot: Bool { components.isEmpty }

    /// Adds an object key.
    public mutating func append(key: String) { components.append(.key(key)) }

    /// Adds an array index.
    public mutating func append(index: Int) { components.append(.index(index)) }

    /// This path with an object key added.
    public func appending(_ key: String) -> JSONPath {
        var p = self
        p.append(key: key)
        return p
    }

    /// This path with an array index added.
    public func appending(_ index: Int) -> JSONPath {
        var p = self
        p.append(index: index)
        return p
    }

    /// `markers[2].groundAnchor[0]`; keys that are not plain identifiers print quoted in
    /// brackets (`map["odd key"]`); the root prints as an empty string.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let i):
                text += "[\(i)]"
            case .key(let k):
                if Self.isPlainIdentifier(k) {
                    if !text.isEmpty { text += "." }
                    text += k
                } else {
                    text += "[" + JSONValue.string(k).compactText + "]"
                }
            }
        }
        return text
    }

    private static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return key.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x24
        }
    }
}
