extension BenchmarkSVG {
    /// The results that share a unit, drawn against one axis.
    struct UnitGroup {
        /// The unit: `"ns/point"`.
        var unit: String
        /// The results, in input order.
        var results: [BenchmarkResult]
        /// The axis that holds every drawn value (p50, p99, reference p50).
        var axis: Axis
    }

    /// `results` grouped by unit, groups in order of their first result.
    static func unitGroups(_ results: [BenchmarkResult]) -> [UnitGroup] {
        var units: [String] = []
        var members: [[BenchmarkResult]] = []
        for result in results {
            if let index = units.firstIndex(of: result.unit) {
                members[index].append(result)
            } else {
                units.append(result.unit)
                members.append([result])
            }
        }
        return zip(units, members).map { unit, group in
            let values = group.flatMap { result in [result.p50, result.p99] + (result.reference.map { [$0.p50] } ?? []) }
            return UnitGroup(unit: unit, results: group, axis: .fitting(values))
        }
    }

    /// The height of a row: taller with a reference bar or a note line.
    static func rowHeight(_ result: BenchmarkResult) -> Double {
        result.reference != nil || !notes(result).isEmpty ? Layout.tallRowHeight : Layout.shortRowHeight
    }

    /// The height of a group: header, rows, gap.
    static func groupHeight(_ group: UnitGroup) -> Double {
        Layout.groupHeaderHeight + group.results.reduce(0) { $0 + rowHeight($1) } + Layout.groupGap
    }

    /// The row's note: the ratio to plain C or the speedup over a baseline, with the
    /// reference's p50, and "median not settled" when it is not; empty when none applies.
    static func notes(_ result: BenchmarkResult) -> String {
        var parts = BenchmarkReport.comparisonNote(result, withReferenceP99: false).map { [$0] } ?? []
        if !result.summary.isStable { parts.append("median not settled") }
        return parts.joined(separator: "; ")
    }

    /// The row's figures: `p50 0.812 · p99 1.031`.
    static func valuesText(_ result: BenchmarkResult) -> String {
        "p50 \(BenchmarkReport.decimal(result.p50)) · p99 \(BenchmarkReport.decimal(result.p99))"
    }

    /// The x coordinate of `value` on `axis` in the bar plots.
    static func barX(_ value: Double, on axis: Axis) -> Double {
        Layout.plotLeft + Layout.plotWidth * axis.fraction(of: value)
    }

    static func writeBars(_ groups: [UnitGroup], to w: inout Writer) {
        let c = Writer.coordinate
        var top = Layout.barsTop
        w.group("g", [("id", "bars")]) { w in
            if groups.isEmpty {
                w.element("text", [("class", "note"), ("x", c(Layout.margin)), ("y", c(top + 14))], text: "No results.")
            }
            for group in groups {
                writeGroup(group, top: top, to: &w)
                top += groupHeight(group)
            }
        }
    }

    static func writeGroup(_ group: UnitGroup, top: Double, to w: inout Writer) {
        let c = Writer.coordinate
        let axis = group.axis
        let rowsTop = top + Layout.groupHeaderHeight
        let rowsBottom = rowsTop + group.results.reduce(0) { $0 + rowHeight($1) }
        w.group("g", [("class", "unit-group"), ("data-unit", group.unit), ("data-scale", axis.scale.rawValue),
                      ("data-axis-lower", compact(axis.lower)), ("data-axis-upper", compact(axis.upper))]) { w in
            let scaleText = axis.scale == .linear ? "linear axis from 0" : "log axis"
            w.element("text", [("class", "group-title"), ("x", c(Layout.margin)), ("y", c(top + 14))], text: group.unit)
            w.element("text", [("class", "muted"), ("x", c(Layout.plotLeft)), ("y", c(top + 14))],
                      text: "\(scaleText), \(group.unit)")
            w.group("g", [("class", "axis")]) { w in
                for value in axis.minorTicks {
                    let x = barX(value, on: axis)
                    w.empty("line", [("class", "grid minor"), ("x1", c(x)), ("y1", c(rowsTop)), ("x2", c(x)), ("y2", c(rowsBottom))])
                }
                for value in axis.ticks {
                    let x = barX(value, on: axis)
                    w.empty("line", [("class", "grid"), ("x1", c(x)), ("y1", c(rowsTop - 4)), ("x2", c(x)), ("y2", c(rowsBottom))])
                    w.element("text", [("class", "tick-label"), ("x", c(x)), ("y", c(rowsTop - 7)), ("text-anchor", "middle")],
                              text: tickLabel(value))
                }
                w.empty("line", [("class", "axis-line"), ("x1", c(Layout.plotLeft)), ("y1", c(rowsTop)),
                                 ("x2", c(Layout.plotLeft)), ("y2", c(rowsBottom))])
            }
            var rowTop = rowsTop
            for result in group.results {
                writeRow(result, axis: axis, top: rowTop, to: &w)
                rowTop += rowHeight(result)
            }
        }
    }

    static func writeRow(_ result: BenchmarkResult, axis: Axis, top: Double, to w: inout Writer) {
        let c = Writer.coordinate
        let left = Layout.plotLeft
        let p50X = barX(result.p50, on: axis)
        let p99X = barX(result.p99, on: axis)
        let barCentre = top + Layout.barTop + Layout.barHeight / 2
        w.group("g", [("class", "row"), ("data-name", result.name)]) { w in
            w.element("text", [("class", "row-label"), ("x", c(Layout.margin)), ("y", c(barCentre + 4))], text: result.name)
            w.empty("rect", [("class", "bar"), ("data-name", result.name),
                             ("data-p50", BenchmarkReport.fixed(result.p50, decimals: 3)),
                             ("data-p99", BenchmarkReport.fixed(result.p99, decimals: 3)),
                             ("x", c(left)), ("y", c(top + Layout.barTop)),
                             ("width", c(p50X - left)), ("height", c(Layout.barHeight))])
            w.empty("line", [("class", "whisker"), ("x1", c(p50X)), ("y1", c(barCentre)), ("x2", c(p99X)), ("y2", c(barCentre))])
            w.empty("line", [("class", "p99-marker"), ("x1", c(p99X)), ("y1", c(top + Layout.barTop)),
                             ("x2", c(p99X)), ("y2", c(top + Layout.barTop + Layout.barHeight))])
            if let reference = result.reference {
                let kind: String
                switch result.referenceKind {
                case .plainC: kind = "plain-c"
                case .baseline: kind = "baseline"
                }
                w.empty("rect", [("class", "reference \(kind)"), ("data-name", result.name),
                                 ("data-p50", BenchmarkReport.fixed(reference.p50, decimals: 3)),
                                 ("x", c(left)), ("y", c(top + Layout.referenceTop)),
                                 ("width", c(barX(reference.p50, on: axis) - left)), ("height", c(Layout.referenceHeight))])
            }
            w.element("text", [("class", "values"), ("x", c(Layout.notesLeft)), ("y", c(barCentre + 4))],
                      text: valuesText(result))
            let note = notes(result)
            if !note.isEmpty {
                w.element("text", [("class", "note"), ("x", c(Layout.notesLeft)), ("y", c(top + Layout.referenceTop + 8))],
                          text: note)
            }
        }
    }
}
