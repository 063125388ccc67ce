import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// An element of a parsed XML document, for the tests of the SVG pictures: its name,
/// attributes and own text.
public struct ParsedElement {
    /// The element's name (`rect`).
    public var name: String
    /// The element's attributes.
    public var attributes: [String: String]
    /// The text directly inside the element (not its children's).
    public var text: String

    /// The attribute `name` as a number.
    public func number(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Double {
        try #require(attributes[name].flatMap(Double.init), "\(self.name) has no numeric \(name)",
                     sourceLocation: sourceLocation)
    }

    /// Whether the element's class list holds `className`.
    public func hasClass(_ className: String) -> Bool {
        (attributes["class"] ?? "").split(separator: " ").contains { $0 == className }
    }

    /// Every element of `document`, which must be well-formed XML, in document order.
    public static func all(in document: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [ParsedElement] {
        let parser = XMLParser(data: Data(document.utf8))
        let collector = Collector()
        parser.delegate = collector
        let parsed = parser.parse()
        #expect(parsed, "not well-formed: \(String(describing: parser.parserError))", sourceLocation: sourceLocation)
        try #require(parsed, sourceLocation: sourceLocation)
        return collector.elements
    }

    /// Collects every element in document order.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [ParsedElement] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(ParsedElement(name: elementName, attributes: attributes, text: ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }
}

extension Array where Element == ParsedElement {
    /// The elements with class `className`.
    public func classed(_ className: String) -> [ParsedElement] {
        filter { $0.hasClass(className) }
    }
}
