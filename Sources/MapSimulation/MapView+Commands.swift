import MapMath
import CameraMotion
import Gestures

/// Programmatic calls: what a `MapCommand` does to the view.
extension MapView {
    /// Performs a programmatic call at `time` seconds.
    public mutating func perform(_ command: MapCommand, at time: Double) {
        switch command {
        case let .moveCamera(update):
            beginProgrammaticMove(at: time)
            player.jump(to: update.apply(to: camera, in: viewport, limits: limits))
        case let .animateCamera(update, duration):
            beginProgrammaticMove(at: time)
            let timing = duration.map { AnimationTiming(duration: $0, curve: profile.defaultAnimation.curve) }
            player.run(animator.animate(from: camera, with: update, timing: timing), at: time)
        case let .moveCameraFields(change):
            beginProgrammaticMove(at: time)
            player.jump(to: limits.clamp(change.applied(to: camera)))
        case let .animateCameraFields(change, duration):
            beginProgrammaticMove(at: time)
            let timing = duration.map { AnimationTiming(duration: $0, curve: profile.defaultAnimation.curve) }
            player.run(animator.animate(from: camera, to: limits.clamp(change.applied(to: camera)), timing: timing),
                       at: time)
        case let .animateToBearing(bearing):
            beginProgrammaticMove(at: time)
            var end = camera
            end.bearing = CameraPosition.normalizeBearing(bearing)
            player.run(animator.animate(from: camera, to: end), at: time)
        case let .animateToLocation(location):
            beginProgrammaticMove(at: time)
            player.run(animator.animate(from: camera, to: location), at: time)
        case let .fitBounds(bounds, padding):
            beginProgrammaticMove(at: time)
            player.run(animator.fit(from: camera, bounds: bounds, padding: EdgeInsets(all: padding)), at: time)
        case let .setSetting(key, value):
            settings[key] = value
        case let .setPadding(padding):
            // Padding that cannot work (negative, not finite, or filling the view) is
            // ignored and the view keeps its padding (our choice; traces refuse it).
            if let padded = try? viewport.withPadding(padding) { viewport = padded }
        case let .setZoomRange(range):
            limits.zoomRange = range
            // A running animation was built with the old range: its frames are clamped too.
            player.limits = limits
            let clamped = limits.clamp(camera)
            if clamped != camera {
                beginProgrammaticMove(at: time)
                player.jump(to: clamped)
            }
        case let .setOptions(newOptions):
            options = newOptions
        case let .setMyLocation(location):
            options.myLocation = location
        case let .setSelectedMarker(id):
            setSelectedMarker(id, at: time)
        case let .addMarker(marker):
            markerStore.add(marker)
        case let .removeMarker(id):
            removeMarker(id, at: time)
        case let .updateMarker(change):
            updateMarker(change)
        case let .selectLevel(building, level):
            selectLevel(level, building: building, at: time)
        }
    }

    /// A programmatic camera change: running gestures end (no fling), a running
    /// animation stops in place, and `willMove(gesture: false)` is sent.
    mutating func beginProgrammaticMove(at time: Double) {
        engine.interrupt(at: time)
        engine.drainActions { _ in }
        player.stop(at: time)
        announce(.programmatic, at: time)
    }
}
