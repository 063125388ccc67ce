import MapMath

/// Indoor buildings: which one is active, and its level. See `IndoorState` for the rules.
/// Events: `didChangeActiveBuilding` (the new id, or nil) then `didChangeActiveLevel` (its
/// level, or nil), as `GMSIndoorDisplayDelegate` orders them ("the activeLevel will also
/// have already been updated for the new building, but didChangeActiveLevel will be
/// raised after this method"); a level change alone sends `didChangeActiveLevel`.
extension MapView {
    /// Re-evaluates the active building for the frame's projection.
    mutating func updateActiveBuilding(_ projection: Projection, at time: Double) {
        let featured = indoor.featuredBuilding(projection, indoorEnabled: options.indoorEnabled, mapType: options.mapType)
        guard indoor.activate(featured) else { return }
        events.append(MapEvent(time: time, kind: .didChangeActiveBuilding(indoor.activeBuildingID)))
        events.append(MapEvent(time: time, kind: .didChangeActiveLevel(indoor.activeLevel)))
    }

    /// `selectLevel`: in `building` (by id) or the active one when nil.
    mutating func selectLevel(_ level: Int, building: String?, at time: Double) {
        guard let index = building.map({ indoor.index(of: $0) }) ?? indoor.active else { return }
        selectLevel(level, ofBuilding: index, at: time)
    }

    mutating func selectLevel(_ level: Int, ofBuilding index: Int, at time: Double) {
        if indoor.select(level: level, ofBuilding: index) {
            events.append(MapEvent(time: time, kind: .didChangeActiveLevel(level)))
        }
    }
}
