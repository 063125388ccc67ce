/// Word wrapping for help text.
enum HelpText {
    /// `text` broken into lines of at most `width` columns (longer words stand alone),
    /// each indented by `indent` spaces.
    static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if indent + current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(pad + current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(pad + current) }
        return lines
    }
}
