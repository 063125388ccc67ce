/// Help paragraphs shared by several commands.
enum CommandNotes {
    /// How numbers are printed.
    static let numbers = """
    Numbers print in the shortest form that reads back to the same double \
    (65.67111111111112, 190.0, 1e-05).
    """

    /// What happens on a bad input line.
    static let streaming = """
    Lines are converted as they are read: a bad line stops the command with exit 65 and \
    a message naming the line, after the output for the lines before it has been written.
    """
}
