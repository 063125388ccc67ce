import TraceFormat
import Replays
import TraceChecking

extension TraceExplorer {
    /// Shrinks a failing run: the smallest variant found that fails one of the checks the
    /// run failed, while the same events without any perturbation still pass every check
    /// (so what is left is what the perturbations break, not a trace that never worked).
    ///
    /// Method (greedy, deterministic; after QuickCheck's and Hypothesis's shrinkers): until
    /// a pass changes nothing or `shrinkBudget` candidates were checked — remove each
    /// perturbation in turn; remove each finger's stroke (a landing to its lift) in turn;
    /// remove move events in chunks of half, a quarter, … down to single moves (delta
    /// debugging's ddmin order). A candidate costs one replay when it does not fail and two
    /// when it does.
    func shrink(_ subject: ExplorationSubject, perturbations: [TracePerturbation],
                failing verdict: TraceCheckResult) -> ExplorationShrink {
        let target = verdict.failedCheckKeys
        var state = ShrinkState(perturbations: perturbations, kept: subject.allKept, reasons: verdict.reasons)
        var checked = 0
        var budgetReached = false

        /// Whether the candidate still fails as it must; records the reasons when it does.
        func stillFails(_ kept: [Bool], _ candidate: [TracePerturbation]) -> Bool {
            guard checked < shrinkBudget else {
                budgetReached = true
                return false
            }
            checked += 1
            guard let perturbed = try? subject.verdict(keeping: kept, under: candidate),
                  perturbed.status == .failed, !perturbed.failedCheckKeys.isDisjoint(with: target) else { return false }
            if kept != subject.allKept {
                guard let plain = try? subject.verdict(keeping: kept, under: []), plain.status == .passed else { return false }
            }
            state.reasons = perturbed.reasons
            return true
        }

        var changed = true
        while changed && !budgetReached {
            changed = false
            var p = 0
            while p < state.perturbations.count {
                var fewer = state.perturbations
                fewer.remove(at: p)
                if stillFails(state.kept, fewer) {
                    state.perturbations = fewer
                    changed = true
                } else {
                    p += 1
                }
            }
            for stroke in 0..<subject.touches.strokeCount {
                let events = subject.touches.events.indices.filter {
                    state.kept[$0] && subject.touches.strokeOfEvent[$0] == stroke
                }
                guard !events.isEmpty else { continue }
                var kept = state.kept
                for i in events { kept[i] = false }
                if stillFails(kept, state.perturbations) {
                    state.kept = kept
                    changed = true
                }
            }
            var moves = subject.touches.moveIndices.filter { state.kept[$0] }
            var chunk = max(1, moves.count / 2)
            while !moves.isEmpty && !budgetReached {
                var start = 0
                while start < moves.count && !budgetReached {
                    let end = min(moves.count, start + chunk)
                    var kept = state.kept
                    for i in moves[start..<end] { kept[i] = false }
                    if stillFails(kept, state.perturbations) {
                        state.kept = kept
                        moves.removeSubrange(start..<end)
                        changed = true
                    } else {
                        start = end
                    }
                }
                if chunk == 1 { break }
                chunk = max(1, chunk / 2)
            }
        }
        let variant = subject.variant(keeping: state.kept, under: state.perturbations)
        return ExplorationShrink(trace: variant.trace, framesPerSecond: variant.framesPerSecond,
                                 perturbations: state.perturbations, reasons: state.reasons,
                                 candidatesChecked: checked, budgetReached: budgetReached)
    }

    /// The shrinker's best failing variant so far.
    private struct ShrinkState {
        var perturbations: [TracePerturbation]
        var kept: [Bool]
        var reasons: [String]
    }
}
