import CMapMath
import MapMath

/// Why a call of the C interface failed: one `mm_error`, thrown by `ABIArguments`' readers
/// and returned by `abiCall(_:)` at the `@c` boundary. Every `CameraError` maps onto one.
struct ABIFailure: Error {
    /// The code the C function returns.
    let code: mm_error

    static let nullPointer = ABIFailure(code: MM_ERROR_NULL_POINTER)
    static let structSize = ABIFailure(code: MM_ERROR_STRUCT_SIZE)
    static let notFinite = ABIFailure(code: MM_ERROR_NOT_FINITE)
    static let viewportSize = ABIFailure(code: MM_ERROR_VIEWPORT_SIZE)
    static let padding = ABIFailure(code: MM_ERROR_PADDING)
    static let limits = ABIFailure(code: MM_ERROR_LIMITS)
    static let bounds = ABIFailure(code: MM_ERROR_BOUNDS)
    static let count = ABIFailure(code: MM_ERROR_COUNT)

    init(code: mm_error) {
        self.code = code
    }

    /// The C code of a Swift refusal (the switch is exhaustive, so a new `CameraError`
    /// case does not compile until it is mapped here).
    init(_ error: CameraError) {
        switch error {
        case .minZoomAboveMaxZoom, .invalidTiltTable: code = MM_ERROR_LIMITS
        case .notFinite: code = MM_ERROR_NOT_FINITE
        case .viewportSizeNotPositive: code = MM_ERROR_VIEWPORT_SIZE
        case .paddingNegative, .paddingFillsView: code = MM_ERROR_PADDING
        }
    }
}

/// Runs the body of a C entry point: its result, or the code of the failure it threw.
/// Nothing traps here; the readers turn every bad argument into a failure.
@inline(__always)
func abiCall(_ body: () throws(ABIFailure) -> mm_error) -> mm_error {
    do {
        return try body()
    } catch {
        return error.code
    }
}
