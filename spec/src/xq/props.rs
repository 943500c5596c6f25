//! The claims of document 004 checked on one generated cycle: each function returns `Ok` when
//! the claim holds on it, or `Err` with what broke (the caller reports the cycle as a
//! counterexample: FEN + moves, reproducible with `qili xq-judge`).

use super::board::{Board, Move, Piece, Side, Sq};
use super::cycle::{period, xq_2_2_recognise, xq_2_3_shapes, Cycle};
use super::gen::game_of;
use super::nature::{xq_3_profitable_counterattack, Nature};
use super::options::XqOptions;
use super::roots::{xq_4_strong_violations, xq_4_two_way_violations};
use super::scheme::{judge, Judgement, Verdict};

/// `FEN moves...` of a game, the form `qili xq-judge` takes.
pub fn witness(start: &Board, moves: &[Move]) -> String {
    let ms: Vec<String> = moves.iter().map(|m| m.iccs()).collect();
    format!("'{}' {}", start.fen(), ms.join(" "))
}

fn cycle_of(
    start: &Board,
    moves: &[Move],
    opts: &XqOptions,
) -> Option<(Vec<(Board, Move)>, Cycle)> {
    let g = game_of(start, moves);
    let c = xq_2_2_recognise(&g, &opts.cycle)?;
    Some((g, c))
}

/// XQ-2.2 on a generated cycle: a cycle is recognised, by the end of the moves.
pub fn recognised(start: &Board, moves: &[Move], opts: &XqOptions) -> Result<(), String> {
    cycle_of(start, moves, opts)
        .map(|_| ())
        .ok_or_else(|| "no cycle recognised".into())
}

/// XQ-2.3 first half: distinct shapes in a period <= product of the cycle points.
pub fn shapes_bounded(start: &Board, moves: &[Move], opts: &XqOptions) -> Result<(), String> {
    let (g, c) = cycle_of(start, moves, opts).ok_or("no cycle")?;
    let (shapes, product) = xq_2_3_shapes(&g, &c).ok_or("no period")?;
    if shapes <= product {
        Ok(())
    } else {
        Err(format!(
            "{shapes} shapes in a period, cycle points {} x {} = {product}",
            c.points_of(Side::Red),
            c.points_of(Side::Black)
        ))
    }
}

/// XQ-2.3 second half: attacking moves (check, mate threat, chase) are at least half of the
/// cycle's moves.
pub fn attacking_half(j: &Judgement) -> Result<(), String> {
    let counted: Vec<Nature> = j
        .natures
        .iter()
        .filter(|(m, _)| !m.entering)
        .map(|(_, n)| n.nature)
        .collect();
    let attacking = counted.iter().filter(|&&n| n != Nature::Idle).count();
    if 2 * attacking >= counted.len() {
        Ok(())
    } else {
        Err(format!("{attacking} attacking moves of {}", counted.len()))
    }
}

/// XQ-3: after no cycle move does the opponent have a profitable first counterattack.
pub fn no_profitable_counterattack(
    start: &Board,
    moves: &[Move],
    opts: &XqOptions,
) -> Result<(), String> {
    let (g, c) = cycle_of(start, moves, opts).ok_or("no cycle")?;
    // 推算以來(含循環過程): the pieces that lost their root at some move of the cycle.
    let lost = super::roots::cycle_lost_roots(&g, c.start, opts);
    for cm in &c.moves {
        if let Some((sq, gain)) =
            xq_3_profitable_counterattack(&lost[cm.index], &cm.before, cm.mv, opts)
        {
            return Err(format!(
                "after move {} {} the opponent wins {} by taking {} ({})",
                cm.index + 1,
                cm.mv,
                gain.value,
                sq,
                gain.line
                    .iter()
                    .map(|m| m.iccs())
                    .collect::<Vec<_>>()
                    .join(" ")
            ));
        }
    }
    Ok(())
}

/// XQ-4: every root change in a period is two-way (the 即 summary).
pub fn roots_two_way(start: &Board, moves: &[Move], opts: &XqOptions) -> Result<(), String> {
    roots_check(
        start,
        moves,
        opts,
        xq_4_two_way_violations,
        "one-way root changes",
    )
}

/// XQ-4, the stronger clause: every piece whose roots change loses a root after an opponent's
/// move and gains one after its own side's move (存在對方走子后失根與己方走子后得根).
pub fn roots_opponent_loses_own_gains(
    start: &Board,
    moves: &[Move],
    opts: &XqOptions,
) -> Result<(), String> {
    roots_check(
        start,
        moves,
        opts,
        xq_4_strong_violations,
        "root changes without a loss after the opponent's move and a gain after its own",
    )
}

type Violations = fn(&[(Board, Move)], &XqOptions) -> Vec<(Sq, Piece)>;

fn roots_check(
    start: &Board,
    moves: &[Move],
    opts: &XqOptions,
    f: Violations,
    what: &str,
) -> Result<(), String> {
    let g = game_of(start, moves);
    let p = period(&g).ok_or("no period")?;
    let v = f(&g[p], opts);
    if v.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{what}: {}",
            v.iter()
                .map(|(s, p)| format!("{} {}", p.kind.name(), s))
                .collect::<Vec<_>>()
                .join(", ")
        ))
    }
}

/// XQ-10: the rule "more points, or the second mover, completed last" names the side that
/// was observed to complete its repeated moves last.
pub fn completed_last_agrees(
    start: &Board,
    moves: &[Move],
    opts: &XqOptions,
) -> Result<(), String> {
    let (_, c) = cycle_of(start, moves, opts).ok_or("no cycle")?;
    if c.completed_last_rule == c.completed_last_observed {
        Ok(())
    } else {
        Err(format!(
            "rule says {} (points {} vs {}), observed {} (completed at moves {} and {})",
            c.completed_last_rule.name(),
            c.points_of(Side::Red),
            c.points_of(Side::Black),
            c.completed_last_observed.name(),
            c.side_completed_at[0] + 1,
            c.side_completed_at[1] + 1
        ))
    }
}

fn swap(v: Verdict) -> Verdict {
    match v {
        Verdict::RedLoses => Verdict::BlackLoses,
        Verdict::BlackLoses => Verdict::RedLoses,
        o => o,
    }
}

/// Symmetry: the mirrored game and the colour-swapped turned game have the same natures and
/// the same (resp. swapped) verdicts.
pub fn symmetric(start: &Board, moves: &[Move], opts: &XqOptions) -> Result<(), String> {
    let j = judge(&game_of(start, moves), opts);
    let mirrored: Vec<Move> = moves.iter().map(|m| m.mirrored()).collect();
    let jm = judge(&game_of(&start.mirrored(), &mirrored), opts);
    let turned: Vec<Move> = moves.iter().map(|m| m.turned()).collect();
    let js = judge(&game_of(&start.colour_swapped(), &turned), opts);
    let nat = |j: &Judgement| -> Vec<Nature> { j.natures.iter().map(|(_, n)| n.nature).collect() };
    if nat(&j) != nat(&jm) || j.scheme1 != jm.scheme1 || j.scheme2 != jm.scheme2 {
        return Err(format!(
            "mirror changes natures or verdicts: {:?} {:?} {:?} vs {:?} {:?} {:?}",
            nat(&j),
            j.scheme1,
            j.scheme2,
            nat(&jm),
            jm.scheme1,
            jm.scheme2
        ));
    }
    if nat(&j) != nat(&js) || swap(j.scheme1) != js.scheme1 || swap(j.scheme2) != js.scheme2 {
        return Err(format!(
            "colour swap changes natures or verdicts: {:?} {:?} {:?} vs {:?} {:?} {:?}",
            nat(&j),
            j.scheme1,
            j.scheme2,
            nat(&js),
            js.scheme1,
            js.scheme2
        ));
    }
    Ok(())
}
