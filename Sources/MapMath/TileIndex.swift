/// A map tile in the XYZ (Google / OSM) scheme: x east from −180°, y south from the
/// north limit, both in [0, 2^zoom).
public struct TileIndex: Hashable, Sendable, Codable {
    /// Column, 0 at longitude −180°.
    public var x: Int
    /// Row, 0 at the north limit.
    public var y: Int
    /// Zoom level, 0...30.
    public var zoom: Int

    /// A tile index from column, row and zoom.
    public init(x: Int, y: Int, zoom: Int) {
        self.x = x
        self.y = y
        self.zoom = zoom
    }
}
