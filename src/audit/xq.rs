//! Audit checks: document 004, the Xiangqi cycle rules (IDs XQ-*). Every check runs the
//! plain reference model of the spec ([`qili_spec::xq`]) on generated cycles
//! ([`qili_spec::xq::gen`]) or on hand-derived cases; a failure reports the smallest
//! counterexample found as a `qili xq-judge` command.

use super::{Budget, Check, Evidence, Status};
use crate::findings::Finding;
use qili_spec::xq::board::{Board, Move};
use qili_spec::xq::cycle::{
    xq_2_1_is_cycle, xq_2_1_position_repeats, xq_2_2_recognise, CycleOptions, InBetween,
};
use qili_spec::xq::gen::{self, game_of};
use qili_spec::xq::nature::{xq_7_overall, Nature};
use qili_spec::xq::options::{Alternatives, XqOptions};
use qili_spec::xq::scheme::{judge, xq_12_complex, xq_8_has_alternative, Verdict};
use qili_spec::xq::{chase, props, Sq};

/// A generated cycle: seed, start, moves.
type Gen = (u64, Board, Vec<Move>);

fn cycles(budget: Budget) -> Vec<Gen> {
    let n = match budget {
        Budget::Default => 40,
        Budget::Thorough => 600,
    };
    gen::cycles(1, n)
        .into_iter()
        .map(|(s, _, _, b, m)| (s, b, m))
        .collect()
}

/// The `qili xq-judge` command for a witness.
pub fn command(start: &Board, moves: &[Move], extra: &str) -> String {
    format!("qili xq-judge {}{}", props::witness(start, moves), extra)
}

/// Runs a per-cycle property on the cycles; returns (cases, smallest failure: (size, witness command, message), failures).
pub fn run_prop(
    cs: &[Gen],
    extra: &str,
    f: impl Fn(&Board, &[Move]) -> Result<(), String>,
) -> (u64, Option<(usize, String, String)>, u64) {
    let mut worst: Option<(usize, String, String)> = None;
    let mut fails = 0;
    for (_, b, m) in cs {
        if let Err(e) = f(b, m) {
            fails += 1;
            let size = b.pieces().len() * 100 + m.len();
            if worst.as_ref().is_none_or(|w| size < w.0) {
                worst = Some((size, command(b, m, extra), e));
            }
        }
    }
    (cs.len() as u64, worst, fails)
}

fn verdict_of(
    name: &str,
    cases: u64,
    res: (u64, Option<(usize, String, String)>, u64),
    held: &str,
) -> Evidence {
    match res.1 {
        None => Evidence::new(Status::Holds, format!("{name}: {held} on all {cases} generated cycles")).cases(cases),
        Some((_, cmd, msg)) => Evidence::new(
            Status::Fails,
            format!("{name}: fails on {} of {cases} generated cycles; smallest: {msg}; reproduce: {cmd}", res.2),
        )
        .cases(cases)
        .link(cmd),
    }
}

fn xq_2_1(b: Budget) -> Evidence {
    let cs = cycles(b);
    let o = XqOptions::default();
    let res = run_prop(&cs, "", |s, m| {
        let g = game_of(s, m);
        if !xq_2_1_is_cycle(&g) {
            return Err("generated game is not a capture-free return to its start".into());
        }
        let c = xq_2_2_recognise(&g, &o.cycle).ok_or("no cycle recognised")?;
        if !xq_2_1_position_repeats(&g[..=c.formed_at]) {
            return Err(format!(
                "recognised at move {} before any whole-board repetition",
                c.formed_at + 1
            ));
        }
        Ok(())
    });
    let n = res.0;
    verdict_of(
        "XQ-2.1 (every generated cycle repeats the whole board; every XQ-2.2 cycle has a whole-board repetition by its forming move)",
        n,
        res,
        "holds",
    )
    .link("tests/xq_spec_props.rs")
}

fn xq_2_2(b: Budget) -> Evidence {
    let cs = cycles(b);
    let o = XqOptions::default();
    let res = run_prop(&cs, "", |s, m| props::recognised(s, m, &o));
    let each = XqOptions {
        cycle: CycleOptions {
            in_between: InBetween::EachPointOnItsOwn,
            ..o.cycle
        },
        ..o
    };
    let differ = cs
        .iter()
        .filter(|(_, s, m)| {
            let g = game_of(s, m);
            let a = xq_2_2_recognise(&g, &o.cycle).map(|c| (c.formed_at, c.points.clone()));
            let b = xq_2_2_recognise(&g, &each.cycle).map(|c| (c.formed_at, c.points.clone()));
            a != b
        })
        .count();
    let n = res.0;
    let mut e = verdict_of("XQ-2.2 recognition", n, res, "a cycle is recognised");
    e.summary.push_str(&format!(
        "; the in-between reading (counted as one point vs each on its own) changes the cycle points or the forming move on {differ} of {n}; the AXF cases form at the hand-counted move (tests/xq_cycles_axf.rs)"
    ));
    e.link("tests/xq_cycles_axf.rs")
}

fn xq_2_3(b: Budget) -> Evidence {
    let cs = cycles(b);
    let o = XqOptions::default();
    let each = XqOptions {
        cycle: CycleOptions {
            in_between: InBetween::EachPointOnItsOwn,
            ..o.cycle
        },
        ..o
    };
    let one = run_prop(&cs, "", |s, m| props::shapes_bounded(s, m, &o));
    let own = run_prop(&cs, " --in-between each", |s, m| {
        props::shapes_bounded(s, m, &each)
    });
    // Attacking moves >= half, on the cycles where no side leaves a profitable capture (the
    // document excepts cycles of cooperating idle moves).
    // Cycles of only idle moves are the document's exception ("雙方配合走無聊著法而形成的循環除外"):
    // test the cycles with at least one attacking move.
    let rational: Vec<Gen> = cs
        .iter()
        .filter(|(_, s, m)| props::no_profitable_counterattack(s, m, &o).is_ok())
        .filter(|(_, s, m)| {
            judge(&game_of(s, m), &o)
                .natures
                .iter()
                .any(|(cm, n)| !cm.entering && n.nature != Nature::Idle)
        })
        .cloned()
        .collect();
    let half = run_prop(&rational, "", |s, m| {
        props::attacking_half(&judge(&game_of(s, m), &o))
    });
    let n = one.0;
    let s_one = if one.1.is_none() {
        Status::Holds
    } else {
        Status::Fails
    };
    let s_own = if own.1.is_none() {
        Status::Holds
    } else {
        Status::Fails
    };
    let s_half = if half.1.is_none() {
        Status::Holds
    } else {
        Status::Fails
    };
    let mut summary = format!(
        "shapes <= product of cycle points: in-between counted as one point {} ({} of {n} fail), each point on its own {} ({} fail)",
        s_one.label(),
        one.2,
        s_own.label(),
        own.2
    );
    if let Some((_, cmd, msg)) = &one.1 {
        summary.push_str(&format!("; smallest: {msg}: {cmd}"));
    }
    summary.push_str(&format!(
        "; attacking moves >= half (控制性 controlling moves are not defined in 004: only check, mate threat and chase count): {} ({} of {} cycles with an attacking move and without a profitable capture fail)",
        s_half.label(),
        half.2,
        half.0
    ));
    if let Some((_, cmd, msg)) = &half.1 {
        summary.push_str(&format!("; smallest: {msg}: {cmd}"));
    }
    let status = if s_half == Status::Fails && s_one == s_own && s_one == Status::Fails {
        Status::Fails
    } else if s_one != s_own {
        Status::Depends
    } else if s_half == Status::Fails {
        Status::Fails
    } else {
        Status::Holds
    };
    Evidence::new(status, summary)
        .cases(n)
        .reading("in-between: counted-as-one-point (shapes bound)", s_one)
        .reading("in-between: each-point-on-its-own (shapes bound)", s_own)
        .reading("attacking moves >= half", s_half)
        .link("tests/xq_spec_props.rs")
}

fn xq_3(b: Budget) -> Evidence {
    let cs = cycles(b);
    let o = XqOptions::default();
    let res = run_prop(&cs, "", |s, m| props::no_profitable_counterattack(s, m, &o));
    let n = res.0;
    let mut e = verdict_of(
        "XQ-3 no profitable first counterattack inside a cycle (an argument about rational players: generated cycles test it as a claim about every cycle)",
        n,
        res,
        "holds",
    );
    e.summary
        .push_str("; natures are computed by the mover moving again (xq_3_moves_again) either way");
    e
}

fn xq_4(b: Budget) -> Evidence {
    let cs = cycles(b);
    let o = XqOptions::default();
    let res = run_prop(&cs, "", |s, m| props::roots_two_way(s, m, &o));
    let n = res.0;
    verdict_of(
        "XQ-4 root changes over one period are two-way",
        n,
        res,
        "holds",
    )
    .link("tests/xq_spec_props.rs")
}

fn xq_5(b: Budget) -> Evidence {
    let mut cs = cycles(b);
    // Three judgements per cycle: half the cycles in the default run.
    if b == Budget::Default {
        cs.truncate(20);
    }
    let o = XqOptions::default();
    let res = run_prop(&cs, "", |s, m| props::symmetric(s, m, &o));
    let n = res.0;
    let mut e = verdict_of(
        "XQ-5 natures (and verdicts) unchanged by mirroring and by swapping colours with the board turned",
        n,
        res,
        "holds",
    );
    // A hand-derived case: Red's cannon newly attacks the black chariot: chase; Black idle.
    let start =
        Board::from_fen("2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1")
            .expect("FEN");
    let ms: Vec<&str> = "c2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2"
        .split(' ')
        .collect();
    let g = start.play_iccs(&ms).expect("moves");
    let j = judge(&g, &o);
    let ok = j.overall == [Nature::Chase, Nature::Idle];
    if !ok && e.status == Status::Holds {
        e.status = Status::Fails;
    }
    e.summary.push_str(&format!(
        "; golden AXF cannon-chases-chariot case: red {:?}, black {:?} (expected chase, idle)",
        j.overall[0], j.overall[1]
    ));
    e.link("tests/xq_cycles_axf.rs")
}

fn xq_6(_: Budget) -> Evidence {
    let o = XqOptions::default();
    let mut bad = Vec::new();
    // Hand-derived: an unprotected chariot taken with check, then the blocking advisor: 4 + 1.
    let b = Board::from_fen("r3k4/4a4/9/9/9/9/9/9/9/R2K5 w").expect("FEN");
    let g = chase::xq_6_chase_gain(&b, &b, None, Sq::new(0, 9), &o).map(|g| g.value);
    if g != Some(5) {
        bad.push(format!("unprotected chariot: {g:?}, expected 5"));
    }
    // A horse protected by a chariot: 2 - 4.
    let b = Board::from_fen("r3k4/4a4/9/9/n8/9/9/9/9/R2K5 w").expect("FEN");
    let g = chase::xq_6_chase_gain(&b, &b, None, Sq::new(0, 5), &o).map(|g| g.value);
    if g != Some(-2) {
        bad.push(format!("protected horse: {g:?}, expected -2"));
    }
    // Piece values: uncrossed pawn 1, crossed 2, checking 4.
    let b = Board::from_fen("4k4/4P4/9/9/P8/9/4P4/9/9/3K5 w").expect("FEN");
    let v = [
        chase::value(&b, Sq::new(4, 3)),
        chase::value(&b, Sq::new(0, 5)),
        chase::value(&b, Sq::new(4, 8)),
    ];
    if v != [1, 2, 4] {
        bad.push(format!("pawn values {v:?}, expected [1, 2, 4]"));
    }
    if bad.is_empty() {
        Evidence::new(
            Status::Holds,
            "XQ-6: hand-derived chase computations (first capture with a check, exchange of lost-root pieces, facing-generals recapture ban) and the piece values agree; options: check series 1, exchange 6 plies, every piece live",
        )
        .link("spec/src/xq/chase.rs")
    } else {
        Evidence::new(Status::Fails, format!("XQ-6: {}", bad.join("; ")))
    }
}

fn xq_7(_: Budget) -> Evidence {
    // 第七章 2: 雙將>將殺=雙殺>將捉=殺捉=雙捉>將閑=殺閑=捉閑=雙閑: the lightest nature ranks the pairs.
    use Nature::*;
    let groups: [&[[Nature; 2]]; 4] = [
        &[[Check, Check]],
        &[[Check, MateThreat], [MateThreat, MateThreat]],
        &[[Check, Chase], [MateThreat, Chase], [Chase, Chase]],
        &[
            [Check, Idle],
            [MateThreat, Idle],
            [Chase, Idle],
            [Idle, Idle],
        ],
    ];
    let mut ok = true;
    for (i, gi) in groups.iter().enumerate() {
        for (j, gj) in groups.iter().enumerate() {
            for a in gi.iter() {
                for b in gj.iter() {
                    let (oa, ob) = (xq_7_overall(a), xq_7_overall(b));
                    let expect = j.cmp(&i); // earlier group is heavier
                    if oa.cmp(&ob) != expect {
                        ok = false;
                    }
                }
            }
        }
    }
    Evidence::new(
        if ok { Status::Holds } else { Status::Fails },
        "XQ-7: the barrel law (a side's nature = its lightest move) with 將>殺>捉>閑 reproduces the document's ranking of the two-point pairs exactly",
    )
    .cases(100)
}

fn xq_8(b: Budget) -> Evidence {
    let cs = cycles(b);
    let o = XqOptions::default();
    let mut differ = 0;
    let mut none_narrow = 0;
    let mut witness = None;
    for (_, s, m) in &cs {
        let g = game_of(s, m);
        let Some(c) = xq_2_2_recognise(&g, &o.cycle) else {
            continue;
        };
        for side in [qili_spec::xq::Side::Red, qili_spec::xq::Side::Black] {
            let n = xq_8_has_alternative(&g, &c, side, Alternatives::Narrow, &o);
            let q = xq_8_has_alternative(&g, &c, side, Alternatives::QuasiBroad, &o);
            if !n {
                none_narrow += 1;
            }
            if n != q {
                differ += 1;
                if witness.is_none() {
                    witness = Some(command(s, m, ""));
                }
            }
        }
    }
    let mut e = Evidence::new(
        Status::Holds,
        format!(
            "XQ-8: narrow and quasi-broad (forced loss within 1 opponent move) alternatives computed for both sides of {} cycles: they differ for {differ} sides; {none_narrow} sides have no narrow alternative",
            cs.len()
        ),
    )
    .cases(cs.len() as u64);
    if let Some(w) = witness {
        e = e.link(w);
    }
    e
}

fn xq_10(b: Budget) -> Evidence {
    let cs = cycles(b);
    let o = XqOptions::default();
    let last = run_prop(&cs, "", |s, m| props::completed_last_agrees(s, m, &o));
    let mut differ = 0;
    let mut draws = [0; 2];
    let mut witness = None;
    for (_, s, m) in &cs {
        let j = judge(&game_of(s, m), &o);
        if j.scheme1 != j.scheme2 {
            differ += 1;
            if witness.is_none() {
                witness = Some(command(s, m, ""));
            }
        }
        draws[0] += (j.scheme1 == Verdict::Draw) as u32;
        draws[1] += (j.scheme2 == Verdict::Draw) as u32;
    }
    let n = last.0;
    let status = if last.1.is_some() {
        Status::Fails
    } else {
        Status::Holds
    };
    let mut summary = format!(
        "XQ-10 '更多循環點或循環次著方 = 後走滿重複著法的一方' agrees with the observed order on {} of {n} cycles",
        n - last.2
    );
    if let Some((_, cmd, msg)) = &last.1 {
        summary.push_str(&format!(" (smallest disagreement: {msg}: {cmd})"));
    }
    summary.push_str(&format!(
        "; Scheme 1 and Scheme 2 differ on {differ} of {n}; draws: Scheme 1 {}, Scheme 2 {}; mutual perpetual check is not exempted (AXF draws it; tests/xq_cycles_axf.rs)",
        draws[0], draws[1]
    ));
    let mut e = Evidence::new(status, summary)
        .cases(n)
        .link("tests/xq_cycles_axf.rs");
    if let Some(w) = witness {
        e = e.link(w);
    }
    e
}

fn xq_12(_: Budget) -> Evidence {
    let mut bad = Vec::new();
    // 困斃: the black king d9 is not in check, but d8 and e9 are both covered by the crossed
    // red pawn e8 (sideways and forward): no legal move.
    let s = Board::from_fen("3k5/4P4/9/9/9/9/9/9/9/4K1R2 b").expect("FEN");
    if s.in_check(qili_spec::xq::Side::Black) || !s.is_stalemate() {
        bad.push("困斃 example not recognised");
    }
    let m = Board::from_fen("3k5/3R5/9/9/9/9/9/9/9/4K4 b").expect("FEN");
    if m.is_checkmate() {
        bad.push("chariot next to the king protected by nothing is not mate (the king takes it)");
    }
    if !xq_12_complex(&Board::start())
        || xq_12_complex(&Board::from_fen("4k4/9/9/9/9/9/9/9/9/3RK4 w").expect("FEN"))
    {
        bad.push("complex/simple classification");
    }
    if bad.is_empty() {
        Evidence::new(Status::Holds, "XQ-12: checkmate, 困斃 (stalemate, a loss) and simple vs complex positions on hand-built positions; the spec's perft matches the published counts (tests/xq_spec_board.rs)")
            .link("tests/xq_spec_board.rs")
    } else {
        Evidence::new(Status::Fails, format!("XQ-12: {}", bad.join("; ")))
    }
}

/// The findings the XQ checks produce: the smallest counterexamples (for `findings/`).
pub fn findings(budget: Budget) -> Vec<Finding> {
    let cs = cycles(budget);
    let o = XqOptions::default();
    let mut out = Vec::new();
    let mut add = |claim: &str,
                   name: &str,
                   summary: &str,
                   res: (u64, Option<(usize, String, String)>, u64)| {
        if let Some((_, cmd, msg)) = res.1 {
            out.push(Finding {
                claim: claim.into(),
                name: name.into(),
                summary: format!("{summary}: {msg}"),
                rules: vec!["004 defaults: check-series 1, exchange 6 plies, in-between counted as one point".into()],
                witness: cmd.trim_start_matches("qili xq-judge ").to_string(),
                command: cmd,
                svg: None,
            });
        }
    };
    add(
        "XQ-2.3",
        "shapes-exceed-product",
        "more board shapes in a period than the product of the two sides' cycle points",
        run_prop(&cs, "", |s, m| props::shapes_bounded(s, m, &o)),
    );
    let attacking: Vec<Gen> = cs
        .iter()
        .filter(|(_, s, m)| props::no_profitable_counterattack(s, m, &o).is_ok())
        .filter(|(_, s, m)| {
            judge(&game_of(s, m), &o)
                .natures
                .iter()
                .any(|(cm, n)| !cm.entering && n.nature != Nature::Idle)
        })
        .cloned()
        .collect();
    add(
        "XQ-2.3",
        "attacking-moves-below-half",
        "a cycle with an attacking move, no profitable capture for either side, and fewer than half attacking moves",
        run_prop(&attacking, "", |s, m| props::attacking_half(&judge(&game_of(s, m), &o))),
    );
    add(
        "XQ-3",
        "profitable-counterattack",
        "a cycle in which the opponent could capture at a profit",
        run_prop(&cs, "", |s, m| props::no_profitable_counterattack(s, m, &o)),
    );
    add(
        "XQ-10",
        "completed-last-rule",
        "the 第十章 rule names a different side than the one that completed its repeated moves last",
        run_prop(&cs, "", |s, m| props::completed_last_agrees(s, m, &o)),
    );
    // Scheme 1 vs Scheme 2: the smallest cycle where they disagree, and where neither decides.
    let mut differ: Option<(usize, String, String)> = None;
    let mut none: Option<(usize, String, String)> = None;
    for (_, s, m) in &cs {
        let j = judge(&game_of(s, m), &o);
        let size = s.pieces().len() * 100 + m.len();
        let text = format!(
            "Scheme 1 {}, Scheme 2 {}",
            j.scheme1.name(),
            j.scheme2.name()
        );
        if j.scheme1 != j.scheme2 && differ.as_ref().is_none_or(|d| size < d.0) {
            differ = Some((size, command(s, m, ""), text.clone()));
        }
        if j.scheme1 == Verdict::Draw
            && j.scheme2 == Verdict::Draw
            && none.as_ref().is_none_or(|d| size < d.0)
        {
            none = Some((size, command(s, m, ""), text));
        }
    }
    add(
        "XQ-10",
        "schemes-disagree",
        "a cycle the two schemes adjudicate differently",
        (cs.len() as u64, differ, 0),
    );
    add(
        "XQ-10",
        "neither-scheme-decides",
        "a cycle both schemes draw",
        (cs.len() as u64, none, 0),
    );
    // With the narrow reading of alternatives for Scheme 2 (a named reading, not the
    // document's prescription), where does neither scheme decide?
    let narrow = XqOptions {
        alternatives: Alternatives::Narrow,
        ..o
    };
    let mut none: Option<(usize, String, String)> = None;
    for (_, s, m) in &cs {
        let j = judge(&game_of(s, m), &narrow);
        let size = s.pieces().len() * 100 + m.len();
        if j.scheme1 == Verdict::Draw
            && j.scheme2 == Verdict::Draw
            && none.as_ref().is_none_or(|d| size < d.0)
        {
            none = Some((
                size,
                command(s, m, " --alternatives narrow"),
                "both draw".into(),
            ));
        }
    }
    add(
        "XQ-10",
        "neither-scheme-decides-narrow",
        "with narrow alternatives, a cycle both schemes draw (neither side has a narrow alternative)",
        (cs.len() as u64, none, 0),
    );
    out
}

/// The checks of this area (only those whose ID is in the registry: the XQ claims are filled
/// in by `spec/src/claims/xq.rs`; [`all_checks`] lists them all).
pub fn checks() -> Vec<Check> {
    all_checks()
        .into_iter()
        .filter(|c| qili_spec::registry::find(c.id).is_some())
        .collect()
}

/// Every XQ check, registered or not.
pub fn all_checks() -> Vec<Check> {
    vec![
        Check {
            id: "XQ-2.1",
            code: "qili_spec::xq::cycle::xq_2_1_is_cycle",
            run: xq_2_1,
        },
        Check {
            id: "XQ-2.2",
            code: "qili_spec::xq::cycle::xq_2_2_recognise",
            run: xq_2_2,
        },
        Check {
            id: "XQ-2.3",
            code: "qili_spec::xq::cycle::xq_2_3_shapes",
            run: xq_2_3,
        },
        Check {
            id: "XQ-3",
            code: "qili_spec::xq::nature::xq_3_profitable_counterattack",
            run: xq_3,
        },
        Check {
            id: "XQ-4",
            code: "qili_spec::xq::roots::xq_4_two_way_violations",
            run: xq_4,
        },
        Check {
            id: "XQ-5",
            code: "qili_spec::xq::nature::xq_5_nature",
            run: xq_5,
        },
        Check {
            id: "XQ-6",
            code: "qili_spec::xq::chase::xq_6_chase_gain",
            run: xq_6,
        },
        Check {
            id: "XQ-7",
            code: "qili_spec::xq::nature::xq_7_overall",
            run: xq_7,
        },
        Check {
            id: "XQ-8",
            code: "qili_spec::xq::scheme::xq_8_has_alternative",
            run: xq_8,
        },
        Check {
            id: "XQ-10",
            code: "qili_spec::xq::scheme::xq_10_scheme1",
            run: xq_10,
        },
        Check {
            id: "XQ-12",
            code: "qili_spec::xq::scheme::xq_12_complex",
            run: xq_12,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_xq_id_has_a_check() {
        let ids: Vec<&str> = all_checks().iter().map(|c| c.id).collect();
        for id in [
            "XQ-2.1", "XQ-2.2", "XQ-2.3", "XQ-3", "XQ-4", "XQ-5", "XQ-6", "XQ-7", "XQ-8", "XQ-10",
            "XQ-12",
        ] {
            assert!(ids.contains(&id), "{id}");
        }
    }

    #[test]
    fn hand_derived_checks_hold() {
        for c in all_checks() {
            if ["XQ-6", "XQ-7", "XQ-12"].contains(&c.id) {
                let e = (c.run)(Budget::Default);
                assert_eq!(e.status, Status::Holds, "{}: {}", c.id, e.summary);
            }
        }
    }

    #[test]
    fn cycle_checks_run() {
        for c in all_checks() {
            if ["XQ-4", "XQ-5", "XQ-2.1", "XQ-2.2"].contains(&c.id) {
                let e = (c.run)(Budget::Default);
                assert_eq!(e.status, Status::Holds, "{}: {}", c.id, e.summary);
            }
        }
    }
}
