import MapMath
import Gestures
import MapSimulation

/// The measurements behind each invariant (`ReplayInvariant` defines them).
extension InvariantMonitor {
    /// Below these a camera did not move (rounding), for `gesturesObeySettings`: target
    /// points, zoom levels, degrees of bearing or tilt (our choice).
    static let targetTolerance = 1e-6, angleTolerance = 1e-9

    /// Pinch and rotate (a constant: an array literal per sample would allocate in debug builds).
    static let pinchOrRotate: GestureKindSet = [.pinch, .rotate]

    /// The ground point under view point `point` with `camera` in `viewport`, nil above
    /// the horizon (`Projection.worldPoint(for:)`).
    mutating func groundPoint(under point: ScreenPoint, camera: CameraPosition, viewport: Viewport) -> WorldPoint? {
        projections.slot(camera, viewport) ? projections.first.worldPoint(for: point)
                                           : projections.second.worldPoint(for: point)
    }

    /// The view point of world point `world` with `camera` in `viewport`, nil behind the
    /// camera (`Projection.point(forWorld:)`).
    mutating func viewPoint(of world: WorldPoint, camera: CameraPosition, viewport: Viewport) -> ScreenPoint? {
        projections.slot(camera, viewport) ? projections.first.point(forWorld: world)
                                           : projections.second.point(forWorld: world)
    }

    // MARK: focalPoint

    /// The focal drift of one sample, when it qualifies (`ReplayInvariant.focalPoint`);
    /// `viewportKept` is false when the padding changed since the last sample.
    mutating func measureFocalPoint(_ p: SampleProbe, viewport: Viewport, viewportKept: Bool) {
        let pinchOrRotate = Self.pinchOrRotate
        let scrolledBefore = lastSampleScrolledDuringPinch
        lastSampleScrolledDuringPinch = p.settings.scrollsDuringRotateOrZoom
        // MapLibre GL JS moves at frames, about its first two fingers (`pinchAround`): not a
        // sample-level rule there; the oracle judges that profile (docs/fidelity.md).
        guard viewportKept, !p.movesAtFramesOnly, !p.fingerSetChanged, p.settings.scrollsDuringRotateOrZoom, scrolledBefore,
              !p.gesturesBefore.isDisjoint(with: pinchOrRotate), !p.gesturesAfter.isDisjoint(with: pinchOrRotate),
              let before = p.centroidBefore, let after = p.centroidAfter,
              let ground = groundPoint(under: before, camera: p.cameraBefore, viewport: viewport),
              let seen = viewPoint(of: ground, camera: p.cameraAfter, viewport: viewport)
        else { return }
        let drift = seen.distance(to: after)
        focal.measure(drift, at: p.time) {
            "the ground under the centroid is \(ReportFormat.number(drift, decimals: 3)) pt from it after the sample"
        }
    }

    // MARK: noJumpOnFingerChange

    /// Whether the camera follows the fingers' centroid in sample `p`: scroll gestures on,
    /// and a pinch or rotate ran in it with scrolling allowed during them, or a pan ran
    /// with neither (a pinch or rotate with scrolling not allowed ends the pan and acts
    /// about the padded centre).
    static func followsCentroid(_ p: SampleProbe) -> Bool {
        guard p.settings.scrollGestures else { return false }
        if !p.gesturesDuring.isDisjoint(with: pinchOrRotate) { return p.settings.allowScrollGesturesDuringRotateOrZoom }
        return p.gesturesDuring.includes(.pan)
    }

    /// The unexplained movement of a sample in which the finger set changed, or of the
    /// sample right after one (`ReplayInvariant.noJumpOnFingerChange`); `viewportKept` is
    /// false when the padding changed since the last sample.
    mutating func measureFingerChange(_ p: SampleProbe, viewport: Viewport, viewportKept: Bool) {
        let isChange = p.fingerSetChanged && p.fingerCountBefore > 0
        let isFollowUp = jumpFollowUpPending && !p.fingerSetChanged && p.fingerCountBefore > 0
        jumpFollowUpPending = isChange && p.fingerCountAfter > 0
        guard viewportKept, isChange || isFollowUp, !p.gesturesDuring.includes(.oneFingerZoom) else { return }
        let follows = Self.followsCentroid(p)
        guard let centroid = p.centroidBefore, let moved = p.centroidBeforeMoved else { return }
        let reference = follows ? centroid : viewport.paddedCenter
        guard let ground = groundPoint(under: reference, camera: p.cameraBefore, viewport: viewport),
              let seen = viewPoint(of: ground, camera: p.cameraAfter, viewport: viewport)
        else { return }
        let shift = seen.distance(to: reference)
        let explained = follows ? moved.distance(to: centroid) : 0
        let change = p.fingerCountAfter > p.fingerCountBefore ? "landed" : p.fingerCountAfter < p.fingerCountBefore
            ? "lifted" : "changed"
        jump.measure(max(0, shift - explained), at: p.time) {
            (isFollowUp ? "the sample after fingers \(change)" : "fingers \(change)") + ": the ground under "
                + (follows ? "the fingers' centroid" : "the target") + " moved \(ReportFormat.number(shift, decimals: 3)) pt, "
                + (follows ? "the centroid \(ReportFormat.number(explained, decimals: 3)) pt" : "the fingers hold the target")
        }
    }

    // MARK: cameraLimits

    /// Checks a camera the view shows for `finite` and `cameraLimits` (once: the camera
    /// last checked is not checked again until a command may have changed the limits).
    mutating func checkCamera(_ camera: CameraPosition, limits bounds: CameraLimits, at time: Double, what: String) {
        guard camera != lastCheckedCamera else { return }
        if checksFinite { checkFinite(camera, at: time, what: what) }
        if checksLimits { checkLimits(camera, bounds, at: time, what: what) }
        lastCheckedCamera = camera
    }

    /// Checks `camera` against `limits` (`ReplayInvariant.cameraLimits`).
    mutating func checkLimits(_ camera: CameraPosition, _ bounds: CameraLimits, at time: Double, what: String) {
        let range = bounds.zoomRange
        let maxTilt = bounds.maxTilt(atZoom: camera.zoom)
        let latitude = camera.target.latitude
        let zoomExcess = max(camera.zoom - range.maxZoom, range.minZoom - camera.zoom)
        let tiltExcess = max(camera.tilt - maxTilt, -camera.tilt)
        let latitudeExcess = abs(latitude) - CameraPosition.maxTargetLatitude
        guard zoomExcess > 0 || tiltExcess > 0 || latitudeExcess > 0 else {
            limits.markMeasured()
            return
        }
        if zoomExcess >= tiltExcess && zoomExcess >= latitudeExcess {
            let zoom = camera.zoom
            limits.measure(zoomExcess, at: time, unit: "zoom levels") {
                "\(what): zoom \(ReportFormat.number(zoom, decimals: 6)) outside "
                    + "[\(ReportFormat.number(range.minZoom)), \(ReportFormat.number(range.maxZoom))]"
            }
        } else if tiltExcess >= latitudeExcess {
            let tilt = camera.tilt, zoom = camera.zoom
            limits.measure(tiltExcess, at: time, unit: "°") {
                "\(what): tilt \(ReportFormat.number(tilt, decimals: 6))° outside [0, "
                    + "\(ReportFormat.number(maxTilt, decimals: 6))] at zoom \(ReportFormat.number(zoom, decimals: 6))"
            }
        } else {
            limits.measure(latitudeExcess, at: time, unit: "°") {
                "\(what): latitude \(ReportFormat.number(latitude, decimals: 6))° beyond ±"
                    + "\(ReportFormat.number(CameraPosition.maxTargetLatitude))°"
            }
        }
    }

    // MARK: gesturesObeySettings

    /// Checks a gesture's change of the camera from `a` to `b` at `time` against
    /// `settings` (`ReplayInvariant.gesturesObeySettings`).
    mutating func checkSettings(from a: CameraPosition, to b: CameraPosition, settings s: UISettings,
                                limits: CameraLimits, at time: Double) {
        guard !s.scrollGestures || !s.zoomGestures || !s.rotateGestures || !s.tiltGestures else { return }
        settings.markMeasured()
        guard a != b else { return }
        if !s.scrollGestures {
            let wa = WebMercator.worldPoint(for: a.target), wb = WebMercator.worldPoint(for: b.target)
            let scale = WebMercator.scale(atZoom: a.zoom)
            let dx = WebMercator.nearestCopyOffset(wb.x - wa.x) * scale, dy = (wb.y - wa.y) * scale
            let moved = (dx * dx + dy * dy).squareRoot()
            if moved > Self.targetTolerance {
                return settings.violation(at: time) {
                    "the target moved \(ReportFormat.number(moved, decimals: 3)) pt with scrollGestures off"
                }
            }
        }
        if !s.zoomGestures && abs(b.zoom - a.zoom) > Self.angleTolerance {
            let change = b.zoom - a.zoom
            return settings.violation(at: time) {
                "zoom changed by \(ReportFormat.number(change, decimals: 6)) with zoomGestures off"
            }
        }
        if !s.rotateGestures {
            var turn = abs(b.bearing - a.bearing).truncatingRemainder(dividingBy: 360)
            turn = min(turn, 360 - turn)
            if turn > Self.angleTolerance {
                return settings.violation(at: time) {
                    "bearing changed by \(ReportFormat.number(turn, decimals: 6))° with rotateGestures off"
                }
            }
        }
        if !s.tiltGestures && abs(b.tilt - a.tilt) > Self.angleTolerance {
            // The tilt limit may force the tilt down as a pinch zooms out.
            let forced = b.tilt < a.tilt && abs(b.tilt - limits.maxTilt(atZoom: b.zoom)) <= Self.angleTolerance
            if !forced {
                let change = b.tilt - a.tilt
                settings.violation(at: time) {
                    "tilt changed by \(ReportFormat.number(change, decimals: 6))° with tiltGestures off"
                }
            }
        }
    }

    // MARK: finite

    /// Counts `value` when it is not finite (`ReplayInvariant.finite`).
    mutating func checkFinite(_ value: Double, at time: Double, what: @autoclosure () -> String) {
        if value.isFinite { finite.markMeasured() } else { finite.violation(at: time, describe: what) }
    }

    /// Counts the non-finite numbers of `camera`.
    mutating func checkFinite(_ camera: CameraPosition, at time: Double, what: @autoclosure () -> String) {
        if camera.isFinite {
            finite.markMeasured()
            return
        }
        let name = what()
        checkFinite(camera.target.latitude, at: time, what: name + " lat")
        checkFinite(camera.target.longitude, at: time, what: name + " lng")
        checkFinite(camera.zoom, at: time, what: name + " zoom")
        checkFinite(camera.bearing, at: time, what: name + " bearing")
        checkFinite(camera.tilt, at: time, what: name + " tilt")
    }

    /// Counts the non-finite numbers of `rect`.
    mutating func checkFinite(_ rect: ScreenRect?, at time: Double, what: @autoclosure () -> String) {
        guard let r = rect else { return }
        checkFinite(r.x, at: time, what: what())
        checkFinite(r.y, at: time, what: what())
        checkFinite(r.width, at: time, what: what())
        checkFinite(r.height, at: time, what: what())
    }

    /// Counts the non-finite numbers of a frame's content: info window, controls and
    /// accessibility element frames, compass opacity.
    mutating func checkFiniteContent(_ frame: FrameRecord, at time: Double) {
        checkFinite(frame.infoWindow?.frame, at: time, what: "info window frame")
        checkFinite(frame.controls.compass.opacity, at: time, what: "compass opacity")
        checkFinite(frame.controls.compass.frame, at: time, what: "compass frame")
        checkFinite(frame.controls.myLocationButton.frame, at: time, what: "my-location button frame")
        checkFinite(frame.controls.floorPicker.frame, at: time, what: "floor picker frame")
        if let elements = frame.accessibilityElements {
            for e in elements { checkFinite(e.frame, at: time, what: "accessibility element frame") }
        }
    }

    /// Counts the non-finite numbers of `event`: its time, camera or coordinate.
    mutating func checkFinite(_ event: MapEvent, at time: Double) {
        checkFinite(event.time, at: time, what: "\(event.typeName) time")
        switch event.kind {
        case let .didChangeCameraPosition(c), let .idleAtCameraPosition(c):
            if c != lastCheckedCamera { checkFinite(c, at: time, what: "\(event.typeName) camera") }
        case let .didTapAtCoordinate(c), let .didLongPressAtCoordinate(c):
            checkFinite(c.latitude, at: time, what: "\(event.typeName) lat")
            checkFinite(c.longitude, at: time, what: "\(event.typeName) lng")
        default:
            break
        }
    }
}
