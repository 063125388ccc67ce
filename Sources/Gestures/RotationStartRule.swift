/// When a two-finger rotation starts, chosen by `GestureThresholds.rotationStart`.
public enum RotationStartRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// The finger line has turned more than `rotationThreshold` degrees from its angle at
    /// the last finger-set change (our rule; `android-framework`, `ios`).
    case fixedAngle
    /// The turn since the two fingers landed reaches the angle that sweeps
    /// `rotationArcLength` points along the circle whose diameter is the smallest finger
    /// distance seen so far: threshold° = arc / (π · minDiameter) · 360 (28.6° at 100 pt,
    /// 7.2° at 400 pt): MapLibre GL JS `two_fingers_touch.ts`
    /// (`ROTATION_THRESHOLD` 25 px, `_isBelowThreshold`, `_minDiameter`).
    case arcLength
    /// The accumulated turn reaches `rotationThreshold` (3°) and the sample's angular
    /// speed passes `RotationStartRule.angularSpeedGates`: MapLibre Native Android
    /// `MapGestureDetector.initializeGesturesManager` (`setAngleThreshold(3f)`) and
    /// `RotateGestureListener.onRotateBegin` (the speed gates);
    /// `RotateGestureDetector.canExecute` (|deltaSinceStart| ≥ threshold).
    case angleAndSpeed

    /// MapLibre Native Android's rotation start gates (`RotateGestureListener.onRotateBegin`),
    /// as (speed above which the gate applies, degrees per second; smallest accumulated
    /// turn then required, degrees): a rotation does not start below 40°/s, and above
    /// 70, 150 and 500°/s only after 5, 7 and 15° (the source states 0.04, 0.07, 0.15 and
    /// 0.5 degrees per millisecond).
    public static let angularSpeedGates: [(aboveDegreesPerSecond: Double, minimumTurnDegrees: Double)] = [
        (70, 5), (150, 7), (500, 15),
    ]

    /// Below this angular speed a MapLibre Native Android rotation does not start,
    /// degrees per second: 40 (`onRotateBegin`: `speed < 0.04` per ms).
    public static let minimumAngularSpeed: Double = 40

    /// Whether MapLibre Native Android's gates let a rotation start at `speed` degrees per
    /// second after `turnSinceStart` degrees (absolute values).
    public static func passesSpeedGates(speed: Double, turnSinceStart: Double) -> Bool {
        guard speed >= minimumAngularSpeed else { return false }
        for gate in angularSpeedGates where speed > gate.aboveDegreesPerSecond && turnSinceStart < gate.minimumTurnDegrees {
            return false
        }
        return true
    }
}
