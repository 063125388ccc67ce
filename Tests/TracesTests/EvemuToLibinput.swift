import Foundation

/// Writes an evemu recording (`evemu-record` `.event` text) as `libinput record` would
/// have written the same device and events (libinput-record(1), format version 1): the
/// `A:` lines become `absinfo` (codes in decimal), the `E:` lines become `evdev` rows
/// grouped into one `events` entry per SYN_REPORT, with times from the first event.
///
/// It also writes what real recordings carry and the importer must skip: the top-level
/// `libinput` and `system` keys, comments, `codes`, `properties`, a multi-line `hid`
/// descriptor, `udev`, a `libinput` event after every frame and a `hid` event.
/// `extraDeviceFirst` puts a keyboard with key events before the touchscreen.
enum EvemuToLibinput {
    static func convert(_ evemu: String, extraDeviceFirst: Bool = false) -> String {
        var name = "unnamed"
        var absinfo: [(code: Int, values: [Int])] = []
        var rows: [(micros: Int64, type: Int, code: Int, value: Int)] = []
        for rawLine in evemu.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = String(rawLine)
            if line.hasPrefix("N: ") { name = String(line.dropFirst(3)) }
            if line.hasPrefix("A: ") {
                let f = line.dropFirst(3).split(separator: " ").map(String.init)
                let values = f.dropFirst().compactMap { Int($0) }
                absinfo.append((Int(f[0], radix: 16)!, values.count == 5 ? values : values + [0]))
            }
            if line.hasPrefix("E: ") {
                let body = line.dropFirst(3).split(separator: "#")[0]
                let f = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                let parts = f[0].split(separator: ".")
                let micros = Int64(parts[0])! * 1_000_000 + Int64(parts[1].prefix(6))!
                rows.append((micros, Int(f[1], radix: 16)!, Int(f[2], radix: 16)!, Int(f[3])!))
            }
        }
        var out = """
        version: 1
        ndevices: \(extraDeviceFirst ? 2 : 1)
        libinput:
          version: "1.22.1"
          git: "unknown"
        system:
          os: "debian:12"
          kernel: "6.1.0-13-amd64"
          dmi: "dmi:bvnSeaBIOS:bvr1.16.2:"
        devices:

        """
        if extraDeviceFirst {
            out += """
            - node: /dev/input/event3
              evdev:
                # Name: AT Translated Set 2 keyboard
                name: "AT Translated Set 2 keyboard"
                id: [17, 1, 1, 43841]
                codes:
                  0: [0, 1, 4, 17, 20] # EV_SYN
                  1: [1, 2, 3, 30] # EV_KEY
                properties: []
              udev:
                properties:
                - ID_INPUT=1
                - ID_INPUT_KEYBOARD=1
              events:
              - evdev:
                - [  0,      0,   1,  30,       1] # EV_KEY / KEY_A                1
                - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms

            """
        }
        out += """
        - node: /dev/input/event5
          evdev:
            # Name: \(name)
            # Size in mm: unknown, missing resolution
            # Supported Events:
            # Event type 3 (EV_ABS)
            name: "\(name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))"
            id: [3, 1430, 1282, 272]
            codes:
              0: [0, 1, 3] # EV_SYN
              1: [330] # EV_KEY
              3: [\(absinfo.map { String($0.code) }.joined(separator: ", "))] # EV_ABS
            absinfo:

        """
        for (code, values) in absinfo {
            out += "      \(code): [\(values.map(String.init).joined(separator: ", "))]\n"
        }
        out += """
            properties: [1]
          hid: [
            0x05, 0x0d, 0x09, 0x04,
            0xa1, 0x01
          ]
          udev:
            properties:
            - ID_INPUT=1
            - ID_INPUT_TOUCHSCREEN=1
          quirks:
          events:
          # Current time is 01:02:03
          - hid:
              time: [  0,      0]
              hidraw0: [1, 2, 3]

        """
        let start = rows.first?.micros ?? 0
        var frameOpen = false
        for row in rows {
            let t = row.micros - start
            if !frameOpen {
                out += "  - evdev:\n"
                frameOpen = true
            }
            let sec = String(t / 1_000_000), usec = String(t % 1_000_000)
            out += "    - [\(pad(sec, 3)), \(pad(usec, 6)), \(pad(String(row.type), 3)), \(pad(String(row.code), 3)), \(pad(String(row.value), 7))]"
            if row.type == 0 && row.code == 0 {
                out += " # ------------ SYN_REPORT (0) ---------- +0ms\n"
                out += "  - libinput:\n    - {time: \(sec).\(String(repeating: "0", count: 6 - usec.count) + usec), type: TOUCH_FRAME}\n"
                frameOpen = false
            } else {
                out += " # EV_ABS / code \(row.code)\n"
            }
        }
        return out
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
