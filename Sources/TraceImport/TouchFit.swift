/// How an importer maps a touchscreen's position axes onto the view (`--fit`).
public enum TouchFit: String, CaseIterable, Hashable, Sendable {
    /// Each axis onto its own view extent: x from its minimum to its maximum onto 0 to the
    /// view's width, y likewise onto its height, as an operating system maps a touchscreen
    /// onto its own display. The default, which the bundled imported traces were made with.
    /// It changes the device's aspect when the view's aspect differs: a pinch's span then
    /// grows by another factor on screen than on the device, and angles change.
    case stretch
    /// One scale for both axes, keeping the device's aspect (its physical aspect when both
    /// axes give a resolution in units per mm, else the aspect of its unit ranges), the
    /// device filling the view's width or its height and centred along the other: spans
    /// keep their ratios and angles stay as they were on the device.
    case contain
}
