import Testing
@testable import MapSimulation

@Suite("Map options")
struct MapOptionsTests {
    @Test func googleDefaults() {
        let o = MapOptions()
        #expect(o.mapType == .normal)
        #expect(!o.trafficEnabled && o.indoorEnabled && o.buildingsEnabled && o.accessibilityElementsHidden)
        #expect(!o.myLocationEnabled && o.myLocation == nil && o.mapID == nil)
        #expect(o.overrideUserInterfaceStyle == .unspecified && o.systemStyle == .light)
        #expect(o.backgroundColor.hexString == "#AAAAAA")
        #expect(o.colorScheme == .light)
    }

    @Test(arguments: MapType.allCases)
    func colorSchemeTable(type: MapType) {
        for style in InterfaceStyle.allCases {
            for system in ColorScheme.allCases {
                var o = MapOptions()
                o.mapType = type
                o.overrideUserInterfaceStyle = style
                o.systemStyle = system
                let expected: ColorScheme
                switch (type, style) {
                case (.normal, .dark), (.terrain, .dark): expected = .dark
                case (.normal, .unspecified), (.terrain, .unspecified): expected = system
                default: expected = .light
                }
                #expect(o.colorScheme == expected, "\(type) \(style) \(system)")
            }
        }
    }

    @Test func noneDisablesTraffic() {
        var o = MapOptions()
        o.trafficEnabled = true
        for type in MapType.allCases {
            o.mapType = type
            #expect(o.effectiveTrafficEnabled == (type != .none))
        }
        o.trafficEnabled = false
        o.mapType = .normal
        #expect(!o.effectiveTrafficEnabled)
    }

    @Test func colourHex() {
        #expect(RGBAColor(red: 16, green: 32, blue: 48).hexString == "#102030")
        #expect(RGBAColor(red: 255, green: 0, blue: 171, alpha: 128).hexString == "#FF00AB80")
        #expect(RGBAColor(unitRed: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3) == .lightGray)
        #expect(RGBAColor(unitRed: .nan, green: 2, blue: -1).hexString == "#00FF00")
        // Hex text: both lengths and cases, and a round trip through hexString.
        #expect(RGBAColor(hex: "#aaaaaa") == .lightGray)
        #expect(RGBAColor(hex: "#1a2B3c80") == RGBAColor(red: 0x1A, green: 0x2B, blue: 0x3C, alpha: 0x80))
        for text in ["#12AB9F", "#12AB9F00", "#FFFFFF7F"] { #expect(RGBAColor(hex: text)?.hexString == text) }
        for bad in ["", "#", "12AB9F", "#12AB9", "#12AB9G", "#12AB9F0", "#12AB9F001", "#12 B9F"] {
            #expect(RGBAColor(hex: bad) == nil, "\(bad)")
        }
    }
}
