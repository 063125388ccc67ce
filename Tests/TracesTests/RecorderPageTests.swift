import Foundation
import Testing
@testable import TraceFormat
@testable import TraceImport

@Suite("Recorder page")
struct RecorderPageTests {
    /// Base64 as Foundation decodes it, for every tail length and across line breaks.
    @Test(arguments: [0, 1, 2, 3, 4, 5, 89, 90, 91, 1000])
    func base64DecodesBack(_ count: Int) throws {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
        let text = Base64.encode(bytes, lineLength: 120)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 120 })
        let decoded = try #require(Data(base64Encoded: text, options: .ignoreUnknownCharacters))
        #expect([UInt8](decoded) == bytes)
    }

    /// The page carries its camera and tolerance, inlines the library (and nothing else
    /// without one), and holds no script end inside the library's text.
    @Test func pageInlinesTheLibraryAndTheCamera() throws {
        let camera = TraceCamera(latitude: 48.8584, longitude: 2.2945, zoom: 15, bearing: 30, tilt: 20)
        let plain = RecorderPage(camera: camera).document()
        #expect(plain.contains(#"{"library":false,"tolerance":0.0001,"camera":{"lat":48.8584,"lng":2.2945,"zoom":15,"bearing":30,"tilt":20}}"#))
        #expect(!plain.contains("id=\"mapsim-library\""))
        let library = Array("window.maplibregl = {}; // </script><!-- é".utf8)
        let page = RecorderPage(camera: camera, library: library).document()
        #expect(page.contains(#"{"library":true"#))
        #expect(page.contains("id=\"mapsim-library\""))
        #expect(page.components(separatedBy: "</script>").count == plain.components(separatedBy: "</script>").count + 1)
        #expect(page.contains(Base64.encode(library, lineLength: 120)))
    }
}
