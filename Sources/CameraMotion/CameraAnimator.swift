import MapMath

/// Builds the named camera motions of a map view from motion defaults (a motion profile's
/// `motion`), a viewport and camera limits: compass reset, my-location, tap zooms, fit
/// bounds, programmatic animations, fly-to and fling. Each returns a `CameraMove` starting
/// at the given camera.
public struct CameraAnimator: Hashable, Sendable {
    /// Where the constants come from.
    public var motion: MotionDefaults
    /// The view the motions run in.
    public var viewport: Viewport
    /// The limits every motion is clamped to.
    public var limits: CameraLimits

    /// An animator for `viewport` with `motion` (default `MotionDefaults.maplibre`, the
    /// default profile's) and `limits` (default: the motion defaults' `cameraLimits`).
    public init(motion: MotionDefaults = .maplibre, viewport: Viewport, limits: CameraLimits? = nil) {
        self.motion = motion
        self.viewport = viewport
        self.limits = limits ?? motion.cameraLimits
    }

    /// Compass tap: bearing animates to 0 the short way, everything else kept, over
    /// `motion.compassReset`.
    public func resetBearing(from camera: CameraPosition) -> CameraMove {
        var end = camera
        end.bearing = 0
        return .ease(CameraAnimation(from: camera, to: end, timing: motion.compassReset,
                                     viewport: viewport, limits: limits))
    }

    /// My-location button: moves the target to `location`, keeping zoom, bearing and tilt
    /// (zoom becomes `motion.myLocationZoom` when it is set); eases for short hops and
    /// flies for long ones per `motion.myLocationMove`.
    public func animate(from camera: CameraPosition, to location: Coordinate) -> CameraMove {
        var end = camera
        end.target = Coordinate(latitude: min(max(location.latitude, -CameraPosition.maxTargetLatitude),
                                              CameraPosition.maxTargetLatitude),
                                longitude: Coordinate.wrapLongitude(location.longitude))
        if let zoom = motion.myLocationZoom { end.zoom = zoom }
        return move(from: camera, to: end, style: motion.myLocationMove, timing: motion.defaultAnimation)
    }

    /// Animated zoom by `delta` levels about view point `point` (the coordinate under it
    /// stays under it; about the padded centre when nil or above the horizon), over
    /// `timing` (default: the motion defaults' double-tap timing).
    public func zoom(from camera: CameraPosition, by delta: Double, about point: ScreenPoint?,
                     timing: AnimationTiming? = nil) -> CameraMove {
        let timing = timing ?? motion.doubleTapZoom
        let anchor = point ?? viewport.paddedCenter
        return .ease(CameraAnimation(from: camera, toZoom: camera.zoom + (delta.isFinite ? delta : 0),
                                     about: anchor, timing: timing, viewport: viewport, limits: limits))
    }

    /// Double tap at `point`: zoom by `delta` levels (the gesture thresholds'
    /// `doubleTapZoomDelta`, +1 in every named profile) about it (pass nil to zoom about
    /// the padded centre, as when scroll gestures are off), over `motion.doubleTapZoom`
    /// whichever way `delta` zooms.
    public func doubleTapZoom(from camera: CameraPosition, by delta: Double, at point: ScreenPoint?) -> CameraMove {
        zoom(from: camera, by: delta, about: point, timing: motion.doubleTapZoom)
    }

    /// Two-finger tap: zoom by `delta` levels (the gesture thresholds'
    /// `twoFingerTapZoomDelta`, −1 in every named profile) about `point` (the fingers'
    /// midpoint), or the padded centre when nil, over `motion.twoFingerTapZoom` whichever
    /// way `delta` zooms.
    public func twoFingerTapZoom(from camera: CameraPosition, by delta: Double,
                                 at point: ScreenPoint? = nil) -> CameraMove {
        zoom(from: camera, by: delta, about: point, timing: motion.twoFingerTapZoom)
    }

    /// Animated fit: shows `bounds` inside the padded view inset by `padding` (default
    /// 64 pt on every side), bearing and tilt reset to 0 (as `CameraUpdate.fitBounds`),
    /// moving per `motion.fitBoundsMove`.
    public func fit(from camera: CameraPosition, bounds: CoordinateBounds,
                    padding: EdgeInsets = EdgeInsets(all: CameraUpdate.defaultFitPadding)) -> CameraMove {
        let end = CameraUpdate.fitBounds(bounds, padding: padding).apply(to: camera, in: viewport, limits: limits)
        return move(from: camera, to: end, style: motion.fitBoundsMove, timing: motion.defaultAnimation)
    }

    /// Programmatic animated move to `end` (`GMSMapView.animate(to:)`), eased over `timing`
    /// (default: the motion defaults' `defaultAnimation`).
    public func animate(from camera: CameraPosition, to end: CameraPosition,
                        timing: AnimationTiming? = nil) -> CameraMove {
        .ease(CameraAnimation(from: camera, to: end, timing: timing ?? motion.defaultAnimation,
                              viewport: viewport, limits: limits))
    }

    /// Programmatic animated camera update (`GMSMapView.animate(with:)`): a zoom at a point
    /// keeps that point's coordinate under it throughout; a fit follows `fitBoundsMove`;
    /// anything else eases to the update's result over `timing` (default `defaultAnimation`).
    public func animate(from camera: CameraPosition, with update: CameraUpdate,
                        timing: AnimationTiming? = nil) -> CameraMove {
        switch update {
        case let .zoomBy(delta, point?):
            return zoom(from: camera, by: delta, about: point, timing: timing ?? motion.defaultAnimation)
        case let .fitBounds(bounds, padding) where timing == nil:
            return fit(from: camera, bounds: bounds, padding: padding)
        default:
            return animate(from: camera, to: update.apply(to: camera, in: viewport, limits: limits), timing: timing)
        }
    }

    /// Fly-to from `camera` to `end` with the motion defaults' fly-to constants.
    public func flyTo(from camera: CameraPosition, to end: CameraPosition) -> CameraMove {
        .flyTo(FlyToAnimation(from: camera, to: end, parameters: motion.flyTo, viewport: viewport, limits: limits))
    }

    /// Fling after a gesture released at `velocity`, with the motion defaults' fling model;
    /// zoom, bearing and tilt about `anchor` (nil: the padded centre). The gesture layer
    /// applies the gesture thresholds' min/max fling velocity before calling this.
    public func fling(from camera: CameraPosition, velocity: ReleaseVelocity,
                      anchor: ScreenPoint? = nil, endBearing: Double? = nil) -> CameraMove {
        .fling(FlingAnimation(from: camera, velocity: velocity, model: motion.fling, anchor: anchor,
                              endBearing: endBearing, viewport: viewport, limits: limits))
    }

    /// Distance from `camera`'s target to `end`'s, in screenfuls: points at the start zoom
    /// (the shorter way round the world) over max(width, height).
    public func screenfuls(from camera: CameraPosition, to end: CameraPosition) -> Double {
        let d = MotionMath.shortestWorldDelta(from: WebMercator.worldPoint(for: camera.target),
                                              to: WebMercator.worldPoint(for: end.target))
        let points = (d.dx * d.dx + d.dy * d.dy).squareRoot() * WebMercator.scale(atZoom: camera.zoom)
        return points / max(viewport.width, viewport.height)
    }

    /// A move from `camera` to `end` in `style`; `timing` for the ease.
    func move(from camera: CameraPosition, to end: CameraPosition, style: MoveStyle,
              timing: AnimationTiming) -> CameraMove {
        let fly: Bool
        switch style {
        case .ease: fly = false
        case .flyTo: fly = true
        case let .automatic(threshold): fly = !(screenfuls(from: camera, to: end) <= threshold)
        }
        if fly {
            let flight = FlyToAnimation(from: camera, to: end, parameters: motion.flyTo,
                                        viewport: viewport, limits: limits)
            // A flight with no path (same target and zoom) would jump; ease bearing and tilt instead.
            if flight.pathLength > 0 || flight.jumps { return .flyTo(flight) }
        }
        return .ease(CameraAnimation(from: camera, to: end, timing: timing, viewport: viewport, limits: limits))
    }
}
