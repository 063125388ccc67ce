import MapMath

/// The built-in controls as drawn in one frame; frames in view points.
public struct ControlsRecord: Hashable, Sendable {
    /// The compass.
    public struct Compass: Hashable, Sendable {
        /// Whether it is drawn (opacity > 0).
        public var visible: Bool
        /// Opacity in [0, 1]: 1 while the bearing is not 0, falling to 0 as it fades out.
        public var opacity: Double
        /// Where it is (or would be) drawn.
        public var frame: ScreenRect
        /// A compass record.
        public init(visible: Bool, opacity: Double, frame: ScreenRect) {
            self.visible = visible
            self.opacity = opacity
            self.frame = frame
        }
    }

    /// The my-location button.
    public struct MyLocationButton: Hashable, Sendable {
        /// Whether it is drawn.
        public var visible: Bool
        /// Where it is (or would be) drawn.
        public var frame: ScreenRect
        /// A button record.
        public init(visible: Bool, frame: ScreenRect) {
            self.visible = visible
            self.frame = frame
        }
    }

    /// The floor picker.
    public struct FloorPicker: Hashable, Sendable {
        /// Whether it is drawn.
        public var visible: Bool
        /// The active building's id (also while the picker itself is off), or nil.
        public var building: String?
        /// The active level's index, or nil.
        public var level: Int?
        /// Where it is drawn; nil when there is no active building.
        public var frame: ScreenRect?
        /// A floor picker record.
        public init(visible: Bool, building: String?, level: Int?, frame: ScreenRect?) {
            self.visible = visible
            self.building = building
            self.level = level
            self.frame = frame
        }
    }

    /// The compass.
    public var compass: Compass
    /// The my-location button.
    public var myLocationButton: MyLocationButton
    /// The floor picker.
    public var floorPicker: FloorPicker

    /// A record of the three controls.
    public init(compass: Compass, myLocationButton: MyLocationButton, floorPicker: FloorPicker) {
        self.compass = compass
        self.myLocationButton = myLocationButton
        self.floorPicker = floorPicker
    }

    /// Every control hidden, frames zero.
    public static let hidden = ControlsRecord(
        compass: Compass(visible: false, opacity: 0, frame: ScreenRect(x: 0, y: 0, width: 0, height: 0)),
        myLocationButton: MyLocationButton(visible: false, frame: ScreenRect(x: 0, y: 0, width: 0, height: 0)),
        floorPicker: FloorPicker(visible: false, building: nil, level: nil, frame: nil))
}
