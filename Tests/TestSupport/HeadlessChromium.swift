import Dispatch
import Foundation

/// Finds and runs a headless Chromium (Debian's `chromium`) for the viewer tests.
public enum HeadlessChromium {
    /// The first `chromium` or `chromium-browser` on PATH, or nil.
    public static let path: String? = executable(named: ["chromium", "chromium-browser"])

    /// `python3` on PATH (decodes the screenshot with its standard library), or nil.
    public static let python: String? = executable(named: ["python3"])

    /// The first of `names` found as an executable file on PATH, or nil.
    public static func executable(named names: [String]) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            for directory in directories {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// A fresh temporary directory.
    public static func temporaryDirectory() throws -> URL { try ScratchDirectory.make(prefix: "mapsim-html") }

    /// Runs `executable` with `arguments`, stopping it after `timeoutSeconds`; returns
    /// the exit status and standard output.
    public static func run(_ executable: String, _ arguments: [String], in directory: URL,
                    timeoutSeconds: Double = 120) throws -> (status: Int32, stdout: String) {
        let outputURL = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errorURL = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL), errors = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? errors.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeoutSeconds, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: outputURL), as: UTF8.self))
    }

    /// Chromium's arguments for a headless run with its own profile in `directory`.
    public static func arguments(_ extra: [String], directory: URL) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
         "--user-data-dir=\(directory.appendingPathComponent("profile").path)"] + extra
    }

    /// Prints "WIDTH HEIGHT COLOURS" for an 8-bit RGB or RGBA PNG, using only Python's
    /// standard library (zlib) to undo the compression and the scanline filters.
    public static let pngColourCounter = #"""
    import sys, zlib, struct
    data = open(sys.argv[1], "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR": header = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT": idat += body
        elif kind == b"IEND": break
    width, height, depth, colour_type = header
    assert depth == 8 and colour_type in (2, 6), header
    bpp = 3 if colour_type == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    previous, colours, i = bytearray(stride), set(), 0
    for y in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        if kind != 0:
            for x in range(stride):
                a = line[x - bpp] if x >= bpp else 0
                b = previous[x]
                c = previous[x - bpp] if x >= bpp else 0
                if kind == 1: line[x] = (line[x] + a) & 255
                elif kind == 2: line[x] = (line[x] + b) & 255
                elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(0, stride, bpp): colours.add(bytes(line[x:x + 3]))
        previous = line
    print(width, height, len(colours))
    """#
}
