#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress display on stderr: each `show` overwrites the previous text
/// (carriage return, then spaces over any longer earlier text); `clear()` blanks it.
/// Shown only when stderr is a terminal: a log file or a CI capture gets no progress.
final class ProgressLine {
    private let output = OutputBuffer(fileDescriptor: 2, streamName: "stderr", capacity: 512)
    private var shownWidth = 0
    /// Whether anything is shown: default, whether stderr is a terminal.
    let isEnabled: Bool

    /// A progress line, shown when `isEnabled` (default: stderr is a terminal).
    init(isEnabled: Bool = isatty(2) != 0) {
        self.isEnabled = isEnabled
    }

    /// Replaces the line with `text`.
    func show(_ text: String) {
        guard isEnabled else { return }
        let width = text.count
        output.write("\r" + text + String(repeating: " ", count: max(0, shownWidth - width)))
        shownWidth = max(shownWidth, width)
        try? output.flush()
    }

    /// Blanks the line and returns the cursor to its start.
    func clear() {
        guard shownWidth > 0 else { return }
        output.write("\r" + String(repeating: " ", count: shownWidth) + "\r")
        shownWidth = 0
        try? output.flush()
    }
}
