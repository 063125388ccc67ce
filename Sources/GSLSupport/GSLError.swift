import CGSL

/// A failure reported by a GNU GSL function: its status code (`GSL_EDOM`, `GSL_EINVAL`, …,
/// from `gsl_errno.h`) and the name of the function that returned it.
public struct GSLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The GSL status code, never `GSL_SUCCESS` (0).
    public let status: Int32
    /// The GSL function that reported the failure, for example `"gsl_interp_init"`.
    public let function: String

    /// An error for `status` returned by `function`.
    public init(status: Int32, function: String) {
        self.status = status
        self.function = function
    }

    /// GSL's own text for the status code (`gsl_strerror`), for example
    /// "input domain error" for `GSL_EDOM`.
    public var reason: String {
        guard let text = gsl_strerror(status) else { return "unknown GSL error" }
        return String(cString: text)
    }

    /// One line for users: `gsl_interp_init: invalid argument supplied by user (GSL status 4)`.
    public var description: String {
        "\(function): \(reason) (GSL status \(status))"
    }
}
