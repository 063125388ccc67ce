import CGSL

/// Holds a Swift integrand for GSL's C callback.
private final class IntegrandBox {
    let function: (Double) -> Double
    init(_ function: @escaping (Double) -> Double) { self.function = function }
}

/// ∫ₐᵇ f with GSL's adaptive Gauss–Kronrod `gsl_integration_qags` (the tests' oracle);
/// nil when GSL reports a failure.
func gslIntegrate(_ f: @escaping (Double) -> Double, from a: Double, to b: Double,
                  relativeTolerance: Double = 1e-12) -> (value: Double, error: Double)? {
    gsl_set_error_handler_off()
    let box = Unmanaged.passRetained(IntegrandBox(f))
    defer { box.release() }
    var function = gsl_function(
        function: { x, params in
            Unmanaged<IntegrandBox>.fromOpaque(params!).takeUnretainedValue().function(x)
        },
        params: box.toOpaque())
    guard let workspace = gsl_integration_workspace_alloc(2000) else { return nil }
    defer { gsl_integration_workspace_free(workspace) }
    var value = 0.0, error = 0.0
    let status = gsl_integration_qags(&function, a, b, 0, relativeTolerance, 2000, workspace, &value, &error)
    return status == GSL_SUCCESS ? (value, error) : nil
}
