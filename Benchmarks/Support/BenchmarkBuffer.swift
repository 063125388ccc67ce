/// A fixed-size heap buffer that a benchmark's closures share: allocated once in setup,
/// freed with the last reference, so that timed iterations allocate nothing.
final class BenchmarkBuffer<Element> {
    /// The elements, initialised.
    let buffer: UnsafeMutableBufferPointer<Element>

    /// `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: value)
    }

    /// The elements of `array`.
    init(_ array: [Element]) {
        buffer = .allocate(capacity: array.count)
        _ = buffer.initialize(from: array)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    /// Number of elements.
    var count: Int { buffer.count }

    /// The elements, read-only.
    var readOnly: UnsafeBufferPointer<Element> { UnsafeBufferPointer(buffer) }
}
