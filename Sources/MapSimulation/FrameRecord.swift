import MapMath

/// What one frame of a replay showed.
public struct FrameRecord: Hashable, Sendable {
    /// Frame time, seconds from the start.
    public var time: Double
    /// The camera drawn in this frame.
    public var camera: CameraPosition
    /// Number of fingers down at this frame.
    public var touchCount: Int

    /// A frame record.
    public init(time: Double, camera: CameraPosition, touchCount: Int) {
        self.time = time
        self.camera = camera
        self.touchCount = touchCount
    }
}
