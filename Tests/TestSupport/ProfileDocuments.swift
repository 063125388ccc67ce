import CameraMotion
import TraceJSON

/// A profile document: the format, `base`, then `members`.
public func profileDocument(base: String = "maplibre-gl-js", _ members: [JSONValue.Member] = []) -> JSONValue {
    .object([.init("format", "mapsim-profile/1"), .init("base", .string(base))] + members)
}

/// Each field of `value` as (key, description), in declaration order: a Mirror of its
/// stored properties, an `InertiaChannel` flattened to the profile file's names
/// (`pan` → `panDeceleration`, `panMaxSpeed`).
public func flatFields(_ value: Any) -> [(key: String, value: String)] {
    Mirror(reflecting: value).children.flatMap { child -> [(key: String, value: String)] in
        let label = child.label ?? "?"
        if let channel = child.value as? InertiaChannel {
            return [(label + "Deceleration", String(describing: channel.deceleration)),
                    (label + "MaxSpeed", String(describing: channel.maxSpeed))]
        }
        return [(label, String(describing: child.value))]
    }
}
