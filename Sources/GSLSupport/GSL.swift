import CGSL

/// Entry points for calling GNU GSL safely from Swift.
///
/// GSL's default error handler aborts the process. mapsim never wants that: every call
/// into GSL goes through `GSL.prepare()` (directly or through a wrapper such as
/// `GSLRandom`), which turns the handler off once per process, so that GSL functions
/// return their status code and `GSL.check(_:function:)` turns it into a `GSLError`.
///
/// GSL is GPL-3.0-or-later: code that links it (this module, `Traces`) is GPL too.
/// `MapMath` never uses it.
public enum GSL {
    /// Runs `gsl_set_error_handler_off()` exactly once, on first use, thread-safely
    /// (Swift initialises static stored properties once, under a lock).
    private static let errorHandlerTurnedOff: Bool = {
        _ = gsl_set_error_handler_off()
        return true
    }()

    /// Turns GSL's abort-on-error handler off for the whole process; cheap after the first
    /// call. Call it before any GSL function that may report an error.
    public static func prepare() {
        _ = errorHandlerTurnedOff
    }

    /// Throws `GSLError(status:function:)` when `status` is not `GSL_SUCCESS` (0);
    /// `function` names the GSL function that returned it, for the message.
    public static func check(_ status: Int32, function: String) throws(GSLError) {
        guard status == Int32(GSL_SUCCESS) else { throw GSLError(status: status, function: function) }
    }
}
