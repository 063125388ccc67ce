import MapMath
import Testing
@testable import Gestures

/// A standard trace for each gesture kind; returns the driver after it (timers flushed).
private func run(_ kind: GestureKind, settings: UISettings) -> Driver {
    var d = Driver(camera: try! CameraPosition(latitude: 37.77, longitude: -122.42, zoom: 14, bearing: 10, tilt: 10),
                   settings: settings)
    switch kind {
    case .pan:
        d.sample(0, (.down, 0, 100, 400))
        for i in 1...20 { d.sample(0.01 * Double(i), (.move, 0, 100 + 6 * Double(i), 400)) }
        d.sample(0.25, (.up, 0, 220, 400))
    case .pinch, .rotate:
        for i in 0...30 {
            let r = kind == .pinch ? 60 * (1 + Double(i) / 30) : 80
            let a = kind == .rotate ? Double(i) * 0.03 : 0.4
            d.sample(0.01 * Double(i), twoFingers(center: pt(200, 400), radius: r, angle: a, phase: i == 0 ? .down : .move))
        }
        d.sample(0.35, twoFingers(center: pt(200, 400), radius: kind == .pinch ? 120 : 80,
                                  angle: kind == .rotate ? 0.9 : 0.4, phase: .up))
    case .tilt:
        for i in 0...20 {
            let y = 500 - 3 * Double(i)
            d.sample(0.01 * Double(i), [(i == 0 ? .down : .move, 0, 150, y), (i == 0 ? .down : .move, 1, 260, y)])
        }
        d.sample(0.25, (.up, 0, 150, 440), (.up, 1, 260, 440))
    case .doubleTap:
        d.sample(0, (.down, 0, 200, 400))
        d.sample(0.05, (.up, 0, 200, 400))
        d.sample(0.2, (.down, 0, 201, 401))
        d.sample(0.26, (.up, 0, 201, 401))
    case .twoFingerTap:
        d.sample(0, (.down, 0, 150, 400), (.down, 1, 250, 400))
        d.sample(0.1, (.up, 0, 150, 400), (.up, 1, 250, 400))
    case .oneFingerZoom:
        d.sample(0, (.down, 0, 200, 400))
        d.sample(0.05, (.up, 0, 200, 400))
        d.sample(0.2, (.down, 0, 200, 400))
        for i in 1...15 { d.sample(0.2 + 0.01 * Double(i), (.move, 0, 200, 400 + 4 * Double(i))) }
        d.sample(0.4, (.up, 0, 200, 460))
    case .longPress:
        d.sample(0, (.down, 0, 200, 400))
        d.advance(to: 0.7)
        d.sample(0.8, (.up, 0, 200, 400))
    case .tap:
        d.sample(0, (.down, 0, 200, 400))
        d.sample(0.1, (.up, 0, 200, 400))
    }
    d.advance(to: 10)
    return d
}

/// The gestures each setting gates (docs/design.md, Google's GMSUISettings).
private let gated: [(name: String, turnOff: @Sendable (inout UISettings) -> Void, kinds: Set<GestureKind>)] = [
    ("scrollGestures", { $0.scrollGestures = false }, [.pan]),
    ("zoomGestures", { $0.zoomGestures = false }, [.pinch, .doubleTap, .twoFingerTap, .oneFingerZoom]),
    ("rotateGestures", { $0.rotateGestures = false }, [.rotate]),
    ("tiltGestures", { $0.tiltGestures = false }, [.tilt]),
    ("consumesGesturesInView", { $0.consumesGesturesInView = false }, []),
    ("compassButton", { $0.compassButton = true }, []),
]

@Suite struct SettingsGatingTests {
    @Test func everyScenarioGivesItsGestureWithDefaults() {
        for kind in GestureKind.allCases {
            let d = run(kind, settings: UISettings())
            #expect(d.kinds().contains(kind), "\(kind): \(d.kinds())")
        }
    }

    @Test(arguments: 0..<gated.count)
    func eachSettingDisablesExactlyItsGestures(index: Int) {
        var settings = UISettings()
        gated[index].turnOff(&settings)
        for kind in GestureKind.allCases {
            let on = run(kind, settings: UISettings())
            let off = run(kind, settings: settings)
            if gated[index].kinds.contains(kind) {
                #expect(!off.kinds().contains(kind), "\(gated[index].name) off still gives \(kind)")
            } else if gated[index].kinds.isEmpty {
                #expect(off.records == on.records && off.cameras == on.cameras && off.actions == on.actions,
                        "\(gated[index].name) changed \(kind)")
            } else {
                #expect(off.kinds().contains(kind), "\(gated[index].name) off removed \(kind)")
            }
        }
    }

    @Test func zoomOffMakesADoubleTapTwoTaps() {
        var settings = UISettings()
        settings.zoomGestures = false
        let d = run(.doubleTap, settings: settings)
        #expect(d.kinds() == [.tap, .tap])
        #expect(!d.actions.contains { if case .zoomAnimation = $0 { true } else { false } })
        #expect(d.camera.zoom == 14)
    }

    @Test func scrollOffPinchesAboutThePaddedCentre() throws {
        var settings = UISettings()
        settings.scrollGestures = false
        let start = try CameraPosition(latitude: 37.77, longitude: -122.42, zoom: 14, bearing: 10, tilt: 10)
        let d = run(.pinch, settings: settings)
        #expect(d.camera.target == start.target)
        #expect(d.camera.zoom > 14.5)
        let drag = run(.pan, settings: settings)
        #expect(drag.cameras.allSatisfy { $0 == start })
    }

    @Test func noScrollDuringRotateOrZoomKeepsTheTarget() {
        var settings = UISettings()
        settings.allowScrollGesturesDuringRotateOrZoom = false
        var d = Driver(settings: settings)
        let start = d.camera
        for i in 0...30 {   // pinch while the centroid drifts 60 pt
            d.sample(0.01 * Double(i), twoFingers(center: pt(200 + 2 * Double(i), 400), radius: 60 * (1 + Double(i) / 30),
                                                   angle: 0, phase: i == 0 ? .down : .move))
        }
        // The drift started a pan before the pinch threshold; it ends when the pinch starts
        // and from then on the target stays put.
        #expect(d.kinds() == [.pan, .pinch])
        let pinchBegin = d.records[1].beginTime
        #expect(d.records[0].endTime == pinchBegin)
        let pinchIndex = Int((pinchBegin / 0.01).rounded())
        #expect(d.cameras[pinchIndex...].allSatisfy { $0.target == d.cameras[pinchIndex].target })
        #expect(d.camera.zoom > start.zoom + 0.7)
        // A one-finger pan still works.
        let pan = run(.pan, settings: settings)
        #expect(pan.kinds() == [.pan])
    }

    @Test func tiltOffMakesAVerticalTwoFingerDragAPan() {
        var settings = UISettings()
        settings.tiltGestures = false
        let d = run(.tilt, settings: settings)
        #expect(d.kinds() == [.pan])
        #expect(d.camera.tilt == 10)
    }

    @Test func allGesturesOffLeavesTapsAndLongPress() {
        var settings = UISettings()
        settings.setAllGesturesEnabled(false)
        #expect(!settings.scrollGestures && !settings.zoomGestures && !settings.tiltGestures && !settings.rotateGestures)
        #expect(settings.allowScrollGesturesDuringRotateOrZoom && settings.indoorPicker && settings.consumesGesturesInView)
        for kind in GestureKind.allCases {
            let d = run(kind, settings: settings)
            #expect(d.kinds().allSatisfy { $0 == .tap || $0 == .longPress }, "\(kind): \(d.kinds())")
            #expect(d.cameras.allSatisfy { $0 == d.cameras[0] })
        }
        settings.setAllGesturesEnabled(true)
        #expect(settings == UISettings())
    }

    @Test func defaultsAreGoogles() {
        let s = UISettings()
        #expect(s.scrollGestures && s.zoomGestures && s.tiltGestures && s.rotateGestures)
        #expect(s.allowScrollGesturesDuringRotateOrZoom && s.indoorPicker && s.consumesGesturesInView)
        #expect(!s.compassButton && !s.myLocationButton)
    }
}
