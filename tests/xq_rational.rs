//! The rational population of document 004's cycle claims (`qili_spec::xq::rational`): every
//! built motif is a rational cycle with the natures and verdicts derived by hand in its
//! comments; the generated cycles are rational (no capture wins material at any position),
//! come in complex and simple positions, reach the three-round stop, and are reproducible.

use qili_spec::xq::chase::is_live;
use qili_spec::xq::gen::game_of;
use qili_spec::xq::nature::Nature;
use qili_spec::xq::options::{Alternatives, NoAlternative, XqOptions};
use qili_spec::xq::rational::{self, Motif, BUILT};
use qili_spec::xq::{judge, Board, Side, Sq, Verdict};

/// The natures of the built motifs, derived by hand (see the comments of `BUILT`): (the side
/// that moves first in the period, the other side).
fn expected(m: Motif) -> [Nature; 2] {
    match m {
        Motif::PerpetualCheck => [Nature::Idle, Nature::Check],
        Motif::ChaseUnprotected | Motif::ChaseByProtected => [Nature::Idle, Nature::Chase],
        Motif::MutualChase => [Nature::Chase, Nature::Chase],
        Motif::IdleShuffle => [Nature::Idle, Nature::Idle],
        Motif::CheckAndChase => [Nature::Chase, Nature::Idle],
        Motif::MateThreat => [Nature::Idle, Nature::Idle],
        Motif::DeadPiece => [Nature::Idle, Nature::Idle],
        Motif::CheckAndMateThreat => [Nature::MateThreat, Nature::Idle],
        Motif::Generated => unreachable!(),
    }
}

fn idx(s: Side) -> usize {
    match s {
        Side::Red => 0,
        Side::Black => 1,
    }
}

#[test]
fn built_motifs_have_their_hand_derived_natures() {
    let o = XqOptions::default();
    for i in 0..BUILT.len() {
        // Variant 0 and the colour-swapped variant 2.
        for v in [0, 2] {
            let c = rational::built(i, v).unwrap();
            // No capture wins material (three simple cases leave a mate: spec/src/xq/rational.rs).
            assert!(
                rational::rational_to(&c.start, &c.moves, 0).is_ok(),
                "{}",
                c.name
            );
            let j = judge(&game_of(&c.start, &c.moves), &o);
            let first = c.start.to_move;
            let got = [j.overall[idx(first)], j.overall[idx(first.other())]];
            assert_eq!(got, expected(c.motif), "{}", c.name);
            assert!(
                j.stopped,
                "{}: the built game reaches the three-round stop",
                c.name
            );
            if c.motif == Motif::PerpetualCheck {
                // 單方長將的循環長將方判負: the second mover checks and loses.
                let loser = Verdict::loses(first.other());
                assert_eq!((j.scheme1, j.scheme2), (loser, loser), "{}", c.name);
            }
            if !c.complex && c.motif != Motif::PerpetualCheck {
                // 方案一 ②: a simple position is drawn.
                assert_eq!(j.scheme1, Verdict::Draw, "{}", c.name);
            }
        }
    }
}

#[test]
fn generated_cycles_are_rational_complex_and_simple_and_reproducible() {
    // 15 built cases in 4 variants (60), then generated cycles.
    let a = rational::population(1, 80);
    assert_eq!(a.len(), 80);
    assert_eq!(a, rational::population(1, 80), "same seed, same population");
    let generated: Vec<_> = a.iter().filter(|c| c.motif == Motif::Generated).collect();
    assert!(generated.iter().any(|c| c.complex));
    assert!(generated.iter().any(|c| !c.complex));
    // Every motif but one check one mate threat, whose built case leaves a mate in one at
    // every period (a6d6: spec/src/xq/rational.rs) and is kept out by the mate search.
    for m in Motif::ALL {
        let present = a.iter().any(|c| c.motif == m);
        assert_eq!(present, m != Motif::CheckAndMateThreat, "{}", m.name());
    }
    for c in &a {
        assert_eq!(rational::rational(&c.start, &c.moves), Ok(()), "{}", c.name);
    }
}

#[test]
fn a_cycle_with_a_hanging_piece_is_not_rational() {
    // Hand-derived: the stress set's old XQ-3 witness. Already at the start Red's chariot i1
    // takes the black horse f1 along rank 1 (g1, h1 empty): +2; the black chariot f8 retakes
    // down the f-file (+4 for Black) and the red king e1 retakes the chariot (+4): Black does
    // better to stop, so the capture wins 2. It is Red's only capture (the king cannot take
    // the horse: the chariot f8 would then take the king).
    let b = Board::from_fen("9/5r3/3k5/9/9/9/9/9/4Kn2R/9 w - - 0 1").unwrap();
    let ms: Vec<_> = "i1i3 f8f6 i3i1 f6f8 i1i8 f8f7 i8i1 f7f8"
        .split(' ')
        .map(|m| qili_spec::xq::Move::parse(m).unwrap())
        .collect();
    let e = rational::rational(&b, &ms).unwrap_err();
    assert_eq!(
        (e.ply, e.mv.iccs(), e.lapse),
        (0, "i1f1".to_string(), rational::Lapse::WinningCapture(2))
    );
}

#[test]
fn a_trapped_piece_is_dead_and_a_free_one_live() {
    let o = XqOptions::default();
    // Hand-derived (004 第六章 二 2 ①): the black horse i9 cannot move (its legs i8 and h9
    // are blocked by red pawns) and the crossed red pawn h9 takes it sideways; the black
    // king e9 cannot reach either pawn: whatever Black plays, Red wins the horse: dead.
    let trapped = Board::from_fen("4k2Pn/8P/9/9/9/9/9/9/9/3K5 w").unwrap();
    assert!(!is_live(&trapped, Sq::new(8, 9), &o));
    // The black horse a5 attacked by the red chariot a0 can step off the a-file: live.
    let free = Board::from_fen("4k4/9/9/9/n8/9/9/9/9/R2K5 w").unwrap();
    assert!(is_live(&free, Sq::new(0, 5), &o));
}

#[test]
fn the_play_out_keeps_the_verdict_of_a_perpetual_check() {
    // The perpetual checker loses whatever Scheme 2's 無變 test (第十章: the one-sided
    // perpetual check is decided before the schemes).
    let c = rational::built(0, 0).unwrap();
    let o = XqOptions {
        no_alternative: NoAlternative::PlayOut,
        ..XqOptions::default()
    };
    let j = judge(&game_of(&c.start, &c.moves), &o);
    assert_eq!(j.scheme2, Verdict::RedLoses);
}

/// The built case named `name` (variant 0, as built).
fn case(name: &str) -> rational::RationalCycle {
    let i = BUILT.iter().position(|b| b.1 == name).expect(name);
    rational::built(i, 0).unwrap()
}

/// (Scheme 1, Scheme 2 with the searched 準廣義, Scheme 2 with 第八章 2's simplification).
fn verdicts(c: &rational::RationalCycle) -> (Verdict, Verdict, Verdict) {
    let g = game_of(&c.start, &c.moves);
    let j = judge(&g, &XqOptions::default());
    let simple = judge(
        &g,
        &XqOptions {
            alternatives: Alternatives::BySimplicity,
            ..XqOptions::default()
        },
    );
    assert!(j.stopped, "{}", c.name);
    (j.scheme1, j.scheme2, simple.scheme2)
}

#[test]
fn an_idle_shuffle_is_judged_as_the_text_says() {
    // Hand-derived from 第十章. The advisors' shuffle (simple: no strong piece), Red first:
    // every move idle. Scheme 1: "②簡明局面:判和". Scheme 2 with 準廣義: each side has a
    // non-cycle move that does not lose by force (Red's king f0-f1, Black's king d9-d8), so
    // "雙方有變,后走滿重復著法的一方判負"; both shuffle two points, so "相等時,循環次著方為后走滿重復著法的一方":
    // Black, the cycle's second mover, loses. Scheme 2 simplified ("簡明局面可視為雙方無變"):
    // "雙方無變,判和".
    let c = case("advisors shuffle");
    assert!(!c.complex);
    assert_eq!(
        verdicts(&c),
        (Verdict::Draw, Verdict::BlackLoses, Verdict::Draw)
    );
    // Complex (each side a chariot and a horse that reach nothing): Scheme 1 compares the
    // lightest natures, idle and idle, equal: "最輕著法性質相同時后走滿重復著法的一方" loses, Black;
    // Scheme 2 both ways: "復雜局面可視為雙方有變" too, Black loses.
    let c = case("advisors shuffle, complex");
    assert!(c.complex);
    assert_eq!(
        verdicts(&c),
        (
            Verdict::BlackLoses,
            Verdict::BlackLoses,
            Verdict::BlackLoses
        )
    );
}

#[test]
fn one_check_one_chase_is_judged_as_the_text_says() {
    // Hand-derived (see BUILT): Red's chariot checks (d3-e3) and chases the horse (e3-d3);
    // the black king's steps are idle. Red's lightest nature is the chase, Black's idle.
    let o = XqOptions::default();
    let c = case("chariot checks the king and chases its horse");
    let j = judge(&game_of(&c.start, &c.moves), &o);
    let red: Vec<Nature> = j
        .natures
        .iter()
        .filter(|(m, _)| !m.entering && m.side == Side::Red)
        .map(|(_, n)| n.nature)
        .collect();
    assert!(red.contains(&Nature::Check) && red.contains(&Nature::Chase));
    assert_eq!(j.overall, [Nature::Chase, Nature::Idle]);
    // Not every Red move checks: no one-sided perpetual check. Simple (one strong piece a
    // side): Scheme 1 draws. Scheme 2: Red can vary (any other chariot move), Black too (the
    // horse d8-e6 blocks the check), two points each: Black, the second mover, loses.
    assert_eq!(j.perpetual_checker, None);
    assert_eq!(
        verdicts(&c),
        (Verdict::Draw, Verdict::BlackLoses, Verdict::Draw)
    );
    // Complex: Scheme 1 "最輕著法性質重的一方": Red's chase outweighs Black's idle, Red loses.
    let c = case("chariot checks the king and chases its horse, complex");
    assert_eq!(
        verdicts(&c),
        (Verdict::RedLoses, Verdict::BlackLoses, Verdict::BlackLoses)
    );
}

#[test]
fn a_mate_threat_is_judged_as_the_text_says() {
    // Hand-derived (see BUILT): a4-a5 threatens a5-d5 mate (殺), the retreat a5-a4 is idle,
    // the advisor's steps are idle: lightest natures idle and idle.
    let o = XqOptions::default();
    let c = case("chariot threatens mate on the d-file");
    let j = judge(&game_of(&c.start, &c.moves), &o);
    let first = j
        .natures
        .iter()
        .find(|(m, _)| !m.entering && m.mv.iccs() == "a4a5")
        .expect("a4a5 in the cycle");
    assert_eq!(first.1.nature, Nature::MateThreat);
    assert_eq!(j.overall, [Nature::Idle, Nature::Idle]);
    // Simple: Scheme 1 draws. Scheme 2 reads 有變 as 準廣義 (004 第八章 2: 每一種變著都導致己方必定輸棋者,
    // 稱為無變). Black has a lone advisor against a chariot and a pawn: every black move leaves
    // Red a won endgame (車勝單士; 第十二章 4: 對方無論如何行棋,都能必勝對方的殘局,稱為必勝殘局), and
    // Red mates in two from the cycle's own start (see BUILT): so every variation of Black's
    // loses by force, Black has no alternative at either of its cycle moves. The king d9-d8
    // after the retreat is not mated at once (rank 4 is closed by the pawn c4): a search of
    // one red move counted it as an alternative (the bound before options::QUASI_BROAD_DEPTH
    // was raised). A king and an advisor can never mate, so no red variation loses: Red has
    // one. 單方有變,有變方判負: Red loses.
    assert_eq!(
        verdicts(&c),
        (Verdict::Draw, Verdict::RedLoses, Verdict::Draw)
    );
    // Complex: idle against idle, Black completed last: Black loses under both.
    let c = case("chariot threatens mate on the d-file, complex");
    assert_eq!(
        verdicts(&c),
        (
            Verdict::BlackLoses,
            Verdict::BlackLoses,
            Verdict::BlackLoses
        )
    );
}

#[test]
fn a_second_attack_on_a_dead_piece_is_no_chase() {
    // Hand-derived (see BUILT): the black cannon a9 is dead (004 第六章 二 2 ①: whatever
    // Black plays, the red pawn a8 takes it without loss), so the red horse's d6-b7, which
    // raises the gain on it from 0 to 2, is no chase ("首吃活子"): Red's lightest nature is
    // idle (its b7-d6 chases the cannon e4), Black's idle, and in this complex position
    // Scheme 1's "最輕著法性質相同時后走滿重復著法的一方" makes Black (the cycle's second mover, two
    // points each) lose. With every piece live, d6-b7 chases the cannon a9 too: Red's
    // lightest nature (chase) outweighs Black's (idle), Red loses.
    let c = case("horse attacks a trapped cannon");
    assert!(c.complex);
    let o = XqOptions::default();
    assert!(!is_live(&c.start, Sq::new(0, 9), &o));
    let g = game_of(&c.start, &c.moves);
    let j = judge(&g, &o);
    assert_eq!(j.overall, [Nature::Idle, Nature::Idle]);
    assert_eq!(j.scheme1, Verdict::BlackLoses);
    let every = XqOptions {
        live_pieces: qili_spec::xq::options::LivePieces::Every,
        ..o
    };
    let j = judge(&g, &every);
    assert_eq!(j.overall, [Nature::Chase, Nature::Idle]);
    assert_eq!(j.scheme1, Verdict::RedLoses);
}

#[test]
fn a_king_without_alternative_draws_nothing_and_the_play_out_confirms_it() {
    // Hand-derived (see BUILT): Red checks (a6-a7) and threatens mate (a7-a6); Black's king
    // has one legal move after the check and one move that is not mated at once after the
    // threat: Black has no alternative (無變), Red has one. Not every Red move checks (no
    // one-sided perpetual check). Scheme 1: simple, "判和". Scheme 2: "單方有變,有變方判負":
    // Red loses. The play-out: Red, seated on Black's side, varies with d8-d9 (its only
    // variation) and is mated at once by a6-d6: the claim of 無變 stands, Red still loses.
    let c = case("chariot checks and threatens mate against a lone king");
    let g = game_of(&c.start, &c.moves);
    let j = judge(&g, &XqOptions::default());
    assert_eq!(j.overall, [Nature::MateThreat, Nature::Idle]);
    assert_eq!(j.perpetual_checker, None);
    assert_eq!(j.alternatives, [true, false]);
    assert_eq!((j.scheme1, j.scheme2), (Verdict::Draw, Verdict::RedLoses));
    let playout = XqOptions {
        no_alternative: NoAlternative::PlayOut,
        ..XqOptions::default()
    };
    let j = judge(&g, &playout);
    assert_eq!(j.alternatives, [true, false]);
    // Black's claim is the one verified and it stands: "判提出無變的一方勝".
    assert_eq!(j.verified, Some((qili_spec::xq::Side::Black, true)));
    assert_eq!(j.scheme2, Verdict::RedLoses);
    // The simplified reading (簡明局面可視為雙方無變): a draw.
    assert_eq!(verdicts(&c).2, Verdict::Draw);
}

/// The fifth review's C6s with Black moving first: Black's king e9 shuttles to e8 and back,
/// Red's chariot a0 to a1 and back, 14 moves (three rounds after the cycle forms). Derived from
/// 004: both sides land on two points, so the cycle's second mover, Red, completed last
/// ("相等時,循環次著方為后走滿重復著法的一方"). The search finds Black without an alternative (every
/// variation is mated within three Red moves, as in C6s) and Red with one: with the claim
/// confirmed, "單方有變,有變方判負", Red loses. Disputed, Black's claim is the one verified; the
/// play-out's player takes the fastest forced mate it has (spec/src/xq/playout.rs), so every
/// variation is mated as the search found and the claim stands: "判提出無變的一方勝", Red loses
/// again. (A player of two plies of material, which this one was, shuffled its king with a
/// mate on the board and let the claim fail: Black lost for a mate the search had found.)
#[test]
fn a_claim_of_no_alternative_the_search_found_stands_in_the_play_out() {
    let start = Board::from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 1").unwrap();
    let moves: Vec<&str> = ["e9e8", "a0a1", "e8e9", "a1a0"]
        .repeat(4)
        .into_iter()
        .take(14)
        .collect();
    let g = start.play_iccs(&moves).unwrap();
    let o = XqOptions::default();
    let j = judge(&g, &o);
    assert!(j.stopped);
    assert_eq!(j.completed_last, Some(qili_spec::xq::Side::Red));
    assert_eq!(j.alternatives, [true, false]);
    assert_eq!((j.scheme2, j.verified), (Verdict::RedLoses, None));
    let playout = XqOptions {
        no_alternative: NoAlternative::PlayOut,
        ..o
    };
    let j = judge(&g, &playout);
    assert_eq!(j.verified, Some((qili_spec::xq::Side::Black, true)));
    assert_eq!(j.scheme2, Verdict::RedLoses);
}

/// Writes the XQ findings of the default audit (FEN, moves, diagram, command) under
/// `findings/XQ-*`: run on request only,
/// `cargo test --release --test xq_rational -- --ignored write_findings`.
#[test]
#[ignore]
fn write_findings() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("findings");
    for f in qili::audit::xq::findings(qili::audit::Budget::Default) {
        let path = f.write(&dir).unwrap();
        println!("{}: {}", path.display(), f.summary);
    }
}

/// The audit's evidence of one XQ claim (the default budget), computed once per claim for the
/// whole test binary: several tests read the same claim's evidence (XQ-8's check alone takes
/// minutes), and the audit gives the same evidence on every run.
fn xq_evidence(id: &str) -> qili::audit::Evidence {
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex, OnceLock};
    type Slot = Arc<OnceLock<qili::audit::Evidence>>;
    static RUNS: OnceLock<Mutex<HashMap<String, Slot>>> = OnceLock::new();
    let slot = RUNS
        .get_or_init(Default::default)
        .lock()
        .expect("no test panicked holding the map")
        .entry(id.to_string())
        .or_default()
        .clone();
    slot.get_or_init(|| {
        let run = qili::audit::run(qili::audit::Budget::Default, Some(id), |_, _, _| {});
        let a = run.iter().find(|e| e.id == id).expect("audited");
        a.evidence[0].clone()
    })
    .clone()
}

#[test]
fn xq_4_strong_clause_fails_on_a_recognised_idle_cycle() {
    use qili::audit::Status;
    use qili_spec::xq::props;
    // 004 第四章 三: 存在對方走子后失根與己方走子后得根兩種狀態交替變化,即:若是失根子必然又是得根子.
    // Hand-derived: red rook a0 is the only protector of the horse c0 (the king d0 cannot
    // leave the palace for c0); Red's own a0a1 takes it away, its own a1a0 gives it back; the
    // black king's e9e8 / e8e9 change no red root. The horse is a lost-root and a
    // gained-root piece (the 即 summary holds), never after a black move (the clause fails).
    let start = Board::from_fen("4k4/9/9/9/9/9/9/9/9/R1NK5 w - - 0 1").unwrap();
    let moves: Vec<&str> = ["a0a1", "e9e8", "a1a0", "e8e9"].repeat(6);
    let g = start.play_iccs(&moves).unwrap();
    let ms: Vec<_> = g.iter().map(|(_, m)| *m).collect();
    let o = XqOptions::default();
    // The recogniser accepts it: the position after e8e9 is the start (whole-board return).
    assert!(judge(&g, &o).cycle.is_some());
    assert_eq!(props::roots_two_way(&start, &ms, &o), Ok(()));
    let err = props::roots_opponent_loses_own_gains(&start, &ms, &o).unwrap_err();
    assert!(err.contains("horse c0"), "{err}");
    // The audit reads both clauses: one holds, one fails, so XQ-4 depends (it was `holds`).
    let e = xq_evidence("XQ-4");
    assert_eq!(e.status, Status::Depends, "{}", e.summary);
    let st: Vec<Status> = e.readings.iter().map(|r| r.status).collect();
    assert_eq!(st, [Status::Holds, Status::Fails], "{:?}", e.readings);
}

#[test]
fn xq_2_2_landing_points_alone_is_rejected_by_2_1() {
    use qili_spec::xq::cycle::{xq_2_1_position_repeats, xq_2_2_landing_test, InBetween};
    // Hand-derived (the reviewer's C12): the red pawn marches i3-i9 while the rook shuttles
    // a0-a1 and the black king e9-e8. With the pawn's in-between points merged, every landing
    // point is landed on twice, yet no position ever comes back (the pawn never returns): the
    // literal 第二章 2 forms a cycle that 第二章 1 (無限反復 / 全盤同形反復再現) does not.
    let start = Board::from_fen("4k4/9/9/9/9/9/8P/9/9/R2K5 w - - 0 1").unwrap();
    let moves = "a0a1 e9e8 i3i4 e8e9 a1a0 e9e8 i4i5 e8e9 a0a1 e9e8 i5i6 e8e9 a1a0 e9e8 i6i7 e8e9 a0a1 e9e8 i7i8 e8e9 a1a0 e9e8 i8i9 e8e9";
    let g = start
        .play_iccs(&moves.split(' ').collect::<Vec<_>>())
        .unwrap();
    assert!(xq_2_2_landing_test(&g, InBetween::CountedAsOnePoint).is_some());
    assert!(!xq_2_1_position_repeats(&g));
    assert!(judge(&g, &XqOptions::default()).cycle.is_none());
    let e = xq_evidence("XQ-2.2");
    let r: Vec<_> = e
        .rejected
        .iter()
        .filter(|r| r.contradicts == "XQ-2.1")
        .collect();
    assert_eq!(r.len(), 1, "{:?}", e.rejected);
    assert!(r[0].why.contains("無限反復"));
}

#[test]
fn xq_3_cites_the_sentence_of_chapter_2_that_says_the_opposite() {
    // 第二章 3 as printed: 循環中會發生第一反擊. The evidence names it and the sentences of 第三章
    // that state the negation; every quoted piece is in the seed.
    let seed = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("spec/seeds/004_ee861ba04f2581ad.txt"),
    )
    .expect("seed 004");
    let e = xq_evidence("XQ-3");
    assert_eq!(e.rejected.len(), 1, "{:?}", e.rejected);
    assert!(e.rejected[0].reading.contains("循環中會發生第一反擊"));
    for q in [
        "3、循環特征。循環中會發生第一反擊",
        "即:循環中不會發生第一反擊,第一反擊在循環中屬偽命題",
        "由于循環中不會發生第一反擊",
        "第三章 循環中不會發生第一反擊",
    ] {
        assert!(seed.contains(q), "{q}");
    }
    assert!(e.summary.contains("consistency check"));
}

#[test]
fn xq_2_3_is_reported_per_half_and_per_reading() {
    let e = xq_evidence("XQ-2.3");
    assert_eq!(e.readings.len(), 2, "{:?}", e.readings);
    for r in &e.readings {
        assert!(
            r.name.contains("(a)") && r.name.contains("(b)"),
            "{}",
            r.name
        );
        assert!(
            r.name.contains("in-between counted as one point"),
            "{}",
            r.name
        );
    }
    assert!(e.summary.contains("利益之爭"));
    // Counting each point on its own is not 004's 循環點數 (第二章: 其間隔著法的所有落點視為同一個
    // 點): rejected against XQ-2.2, run for the record.
    assert_eq!(e.rejected.len(), 1, "{:?}", e.rejected);
    assert!(e.rejected[0].reading.contains("each point on its own"));
    assert_eq!(e.rejected[0].contradicts, "XQ-2.2");
    // A cycle of 利益之爭 leaves no gain unplayed: the Gray-code cycles, where Red leaves a
    // standing 殺, are not among them.
    assert!(
        e.summary
            .contains("rational and 0 Gray-code cycles with an attacking move"),
        "{}",
        e.summary
    );
}

#[test]
fn the_depth_cuts_are_raised_on_the_population() {
    for (id, what) in [
        ("XQ-5", "--check-series"),
        ("XQ-6", "--exchange-plies"),
        ("XQ-8", "--alt-depth"),
    ] {
        let e = xq_evidence(id);
        assert!(e.summary.contains(what), "{id}: {}", e.summary);
        assert!(
            e.summary.contains("raised to") || e.summary.contains("searched within 2"),
            "{id}: {}",
            e.summary
        );
    }
}

#[test]
fn the_population_leaves_out_cycles_with_a_missed_mate() {
    // Seed 915 (simple), hand-derived in spec/src/xq/rational.rs: after a0i0 e3c4, i0f0 mates
    // (the black king f8 cannot go to e8, facing the red king on the open e-file; f9 and f7
    // stay on the f-file; the horse c4 reaches no point of it), and Red plays i0a0. It was
    // the smallest cycle below half attacking moves in XQ-2.3's evidence; the population
    // before the mate search still holds it, the population does not.
    let old = rational::population_to(1, 200, 0);
    let new = rational::population(1, 200);
    let has = |p: &[rational::RationalCycle]| p.iter().any(|c| c.name == "seed 915 (simple)");
    assert!(has(&old));
    assert!(!has(&new));
    assert_eq!(new.len(), 200);
    for c in &new {
        assert_eq!(rational::rational(&c.start, &c.moves), Ok(()), "{}", c.name);
    }
    // The audit says how many the mate search removes and names its depth, and XQ-2.3's
    // smallest cycle below half is no longer seed 915.
    let e = xq_evidence("XQ-3");
    assert!(e.summary.contains("rational::MATE_DEPTH"), "{}", e.summary);
    assert!(e.summary.contains("it removes"), "{}", e.summary);
    let e = xq_evidence("XQ-2.3");
    assert!(!e.summary.contains("seed 915"), "{}", e.summary);
    assert!(
        e.summary.contains("before the mate search"),
        "{}",
        e.summary
    );
}

#[test]
fn mutual_perpetual_check_is_shown_beside_axf() {
    // 004 第十章: 三個回合后棋局終止,單方長將的循環長將方判負,其它循環判為 (the schemes): a mutual
    // perpetual check is one of the other cycles. Hand-derived in tests/xq_cycles_axf.rs: both
    // lightest natures are check, the position is complex, Black completes last: Black loses
    // under Scheme 1; every black variation is mated within two red moves, so Black has no
    // alternative (準廣義) and Scheme 2 does not make it lose; AXF draws it (Fairy-Stockfish's
    // repetition test cases).
    let e = xq_evidence("XQ-10");
    let at = e
        .summary
        .find("mutual perpetual check (AXF's named case")
        .expect("the mutual perpetual check is in XQ-10's evidence");
    let part = &e.summary[at..];
    assert!(part.contains("red true, black true"), "{part}");
    assert!(part.contains("one-sided perpetual checker none"), "{part}");
    assert!(part.contains("Scheme 1 black_loses, Scheme 2 "), "{part}");
    assert!(!part.contains("Scheme 2 black_loses"), "{part}");
    // AXF's draw is labelled as AXF's, not beside the command that prints 004's verdicts.
    assert!(
        part.contains("AXF's own verdict (Fairy-Stockfish's repetition test cases, src/audit/xq_axf.rs), not 004's: draw"),
        "{part}"
    );
}

#[test]
fn xq_8_raises_its_bound_by_one_and_two_on_the_whole_population() {
    let e = xq_evidence("XQ-8");
    for d in [2, 3] {
        let s = format!("searched within {d} opponent moves");
        assert!(e.summary.contains(&s), "{}", e.summary);
    }
    assert!(
        e.summary.contains("of 200 rational cycles"),
        "{}",
        e.summary
    );
    // 第九章 1 is cited where the chances to vary are counted, as the seed writes it.
    let q = "變著就是走非循環著法,一方的循環點有幾個,其變著機會就有幾次";
    assert!(e.summary.contains(q), "{}", e.summary);
    let seed = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("spec/seeds/004_ee861ba04f2581ad.txt"),
    )
    .expect("seed 004");
    assert!(seed.contains(q));
    assert!(
        !e.summary.contains("share of the generated"),
        "{}",
        e.summary
    );
}

/// XQ-8's three definitions (004 第八章 1, 2, 3) are readings of their own, each with the words
/// it reads, checked on cycles where they part (derived by hand in src/audit/xq.rs
/// `xq_8_hand`: C5, lost two red moves after Black's one variation, narrow 有變 and the other
/// two 無變; the trapped cannon in a complex position, narrow and broad-operational 無變,
/// quasi-broad 有變; an idle shuffle, 有變 under all three); the evidence says the bound on
/// 必定輸棋 shows a loss and never its absence, and why 必定失子 is not run.
#[test]
fn xq_8_runs_each_definition_as_a_reading_where_they_part() {
    use qili::audit::Status;
    let e = xq_evidence("XQ-8");
    let names: Vec<&str> = e.readings.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "alternatives: narrow",
            "alternatives: quasi-broad",
            "alternatives: broad-operational"
        ]
    );
    for r in &e.readings {
        assert_eq!(r.status, Status::Holds, "{r:?}");
        // Four hand-built cycles, two sides each.
        assert_eq!((r.cases, r.failures), (Some(8), Some(0)), "{r:?}");
    }
    assert_eq!(e.status, Status::Holds);
    for part in [
        "the second review's C5, a variation lost two red moves later: Black narrow 有變, quasi-broad 無變, broad-operational 無變",
        "the trapped cannon, complex, a variation that loses an unprotected piece at once: Black narrow 無變, quasi-broad 有變, broad-operational 無變",
        "the eleventh review's C6, a spite check lost four red moves later: Black narrow 有變, quasi-broad 無變, broad-operational 無變",
        "the quasi-broad and broad-operational answers of 0 of these sides change",
        "the search can show a loss but never its absence",
        "此無變定義,定性復雜,難以操作使用",
    ] {
        assert!(e.summary.contains(part), "{part}: {}", e.summary);
    }
}

/// The second review's C2′: red chariot b2, king e0, horse h0; black king d9, horse c9,
/// cannon a5. Red's b2a2 attacks the unprotected cannon up the a-file (a3, a4 empty): moving
/// again, a2xa5 wins it for nothing (no black piece reaches a5), a chase (捉). Moving again
/// it also mates by three checks (殺: 將軍或連續將軍而將死, 第五章 四 2): a2d2+ (rank 2 empty to
/// d2, the d-file d3-d8 empty to the king), the cannon's only block a5d5 (b5, c5 empty), d2xd5+,
/// the horse's only block c9d7 (leg c8 empty), d5xd7 mate (the king's d8 is on the file, e9
/// faces the red king up the empty e-file, nothing takes d7). With three checks allowed the
/// move is 殺 (heavier than 捉: 從重定性); with two it is 捉. Black's cannon steps a5-b5 and
/// back, reaching nothing: idle. Complex (two strong pieces a side): Scheme 1, the heavier
/// lightest nature loses: Red (殺 or 捉 against 閑). Scheme 2: both sides have alternatives,
/// equal points (2, 2), the second mover Black completed last: Black loses. 將軍或連續將軍 sets no
/// bound, so the nature is reported at 2 to 5 checks.
#[test]
fn c2_prime_is_a_mate_threat_by_three_checks_and_a_chase_by_two() {
    let start = Board::from_fen("2nk5/9/9/9/c8/9/9/1R7/9/4K2N1 w - - 0 1").unwrap();
    let moves: Vec<&str> = ["b2a2", "a5b5", "a2b2", "b5a5"].repeat(5);
    let g = start.play_iccs(&moves).unwrap();
    let o = XqOptions::default();
    assert_eq!(o.mate_threat_checks, 4);
    let first = |k: u8| {
        let j = judge(
            &g,
            &XqOptions {
                mate_threat_checks: k,
                ..o
            },
        );
        let (m, n) = &j.natures[0];
        assert_eq!(m.mv.iccs(), "b2a2");
        (n.nature, j.scheme1, j.scheme2)
    };
    for k in [3, 4, 5] {
        assert_eq!(
            first(k),
            (Nature::MateThreat, Verdict::RedLoses, Verdict::BlackLoses),
            "{k} checks"
        );
    }
    assert_eq!(
        first(2),
        (Nature::Chase, Verdict::RedLoses, Verdict::BlackLoses)
    );
}

/// The fifth review's C6s (round 4): red chariot a0, king d0; black king e9 alone; Red shuttles
/// a0-a1, Black e9-e8, 14 moves. Derived by hand from 004: every move is idle, the position is
/// simple (Black has no strong piece), so Scheme 1 draws (②簡明局面:判和). Scheme 2 with
/// 準廣義 searched: every black variation is mated within three red moves (Kf9 Ra9+ Kf8 Ra8+
/// Kf7 Ra7#; from e8, Kd8 is met by the facing kings), so Black is 無變 and Red, who can play
/// any other chariot move, is 有變: "單方有變,有變方判負", Red loses. With 第八章 2's
/// simplification confirming a claimed 無變 ("簡明局面可視為雙方無變"): "雙方無變,判和". Both
/// readings are faithful; each is checked against the verdicts derived under it (the
/// simplification's are not refuted by differing from 準廣義's: that is a comparison), and
/// C6s is one of the cycles they part on.
#[test]
fn c6s_scheme_2_depends_on_the_simplification_of_chapter_8() {
    let start = Board::from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1").unwrap();
    let moves: Vec<&str> = ["a0a1", "e9e8", "a1a0", "e8e9"]
        .repeat(4)
        .into_iter()
        .take(14)
        .collect();
    let g = start.play_iccs(&moves).unwrap();
    let o = XqOptions::default();
    let j = judge(&g, &o);
    assert_eq!(j.scheme1, Verdict::Draw);
    assert_eq!(j.alternatives, [true, false]);
    assert_eq!(j.scheme2, Verdict::RedLoses);
    let simplified = XqOptions {
        alternatives: Alternatives::BySimplicity,
        ..o
    };
    assert_eq!(judge(&g, &simplified).scheme2, Verdict::Draw);
    // The audit reads both; both are faithful and give C6s different Scheme 2 verdicts (the
    // search: red_loses, the simplification: draw, derived above), so XQ-10 depends, computed
    // from the cycles on which they disagree.
    let e = xq_evidence("XQ-10");
    assert_eq!(e.status, qili::audit::Status::Depends, "{}", e.summary);
    assert!(e.rejected.is_empty(), "{:?}", e.rejected);
    let status = |name: &str| {
        e.readings
            .iter()
            .find(|r| r.name == name)
            .map(|r| r.status)
            .unwrap_or_else(|| panic!("{name} in {:?}", e.readings))
    };
    assert_eq!(
        status("alternatives: quasi-broad"),
        qili::audit::Status::Holds
    );
    assert_eq!(
        status("alternatives: by-simplicity"),
        qili::audit::Status::Fails
    );
    let simplicity = e
        .readings
        .iter()
        .find(|r| r.name == "alternatives: by-simplicity")
        .unwrap();
    // Its failures are the cycles where its verdict is not the searched one: the 8 below.
    assert_eq!((simplicity.failures, simplicity.cases), (Some(8), Some(28)));
    // Those are disagreements with the other reading, not cases that break the claim: the
    // text says so, without the word fails.
    assert_eq!(simplicity.differs_from.as_deref(), Some("quasi-broad"));
    let line = qili::audit::reading_line(simplicity);
    assert!(
        line.starts_with("alternatives: by-simplicity: differs from quasi-broad on 8 of 28;"),
        "{line}"
    );
    assert!(!line.contains("fail"), "{line}");
    // Each reading still computes the verdicts derived by hand under it (a note).
    assert!(
        e.summary
            .contains("準廣義 searched gives the verdicts derived under it on 28 of 28 cycles, the simplification on 28 of 28;"),
        "{}",
        e.summary
    );
    // The comparison: the simplification draws the 8 simple built-motif cycles that 準廣義
    // searched makes the side that completed last lose (idle shuffle, one check one chase and
    // mate threat, simple, in their variants) or the attacker lose (one check one mate threat).
    assert!(
        e.summary
            .contains("the two readings' Scheme 2 verdicts differ on 8 of the 28"),
        "{}",
        e.summary
    );
    // C6s is reported with the search, the simplification and the play-out side by side.
    assert!(
        e.summary
            .contains("Scheme 2 red_loses with the search (Black's every variation is mated within 3 Red moves"),
        "{}",
        e.summary
    );
    assert!(
        e.summary.contains(", draw by simplicity, "),
        "{}",
        e.summary
    );
}

/// The fifth review's C7 (round 4): red chariots a8 and h1, king d0; black king e9, cannon
/// c5. Red's h1g1/g1c1 each threaten mate on the ninth rank (moving again, c1c9 or g1g9
/// mates: the a8 chariot guards the eighth rank), black's cannon steps c5-g5 and back to block
/// the threatened file. Derived by hand from 004 第五章 四: Red's moves are 殺, Black's 閑
/// (第五章 三: the king is attacked by 將 and 殺, the other pieces by 捉, so the mate along the
/// file is no 捉 of the blocking cannon); simple (Black has one strong piece): Scheme 1 draws;
/// Black's every variation leaves the mate, Red has other moves: Scheme 2, Red loses. No chase
/// may be reported with the king's value as its gain (it printed "chase cannon g5 … gain after
/// 1000000 by c1c9").
#[test]
fn c7_a_mate_along_a_file_is_no_chase_of_the_piece_on_it() {
    let start = Board::from_fen("4k4/R8/9/9/2c6/9/9/9/7R1/3K5 w - - 0 1").unwrap();
    let mut moves: Vec<&str> = vec!["h1g1", "c5g5"];
    moves.extend(["g1c1", "g5c5", "c1g1", "c5g5"].repeat(4));
    moves.truncate(15);
    let g = start.play_iccs(&moves).unwrap();
    let j = judge(&g, &XqOptions::default());
    for (m, n) in &j.natures {
        let want = if m.side == Side::Red {
            Nature::MateThreat
        } else {
            Nature::Idle
        };
        assert_eq!(n.nature, want, "{}", m.mv.iccs());
        assert!(n.chased.is_empty(), "{}: {}", m.mv.iccs(), n.detail());
        assert!(!n.detail().contains("1000000"), "{}", n.detail());
    }
    assert_eq!((j.scheme1, j.scheme2), (Verdict::Draw, Verdict::RedLoses));
}

/// The fifth review's C3 (round 4), derived by hand from 004 (the comment of C3 in
/// src/audit/xq.rs): Black keeps Rd7 mate on the board while its chariot shuttles a7-b7, so
/// each black move leaves a 殺 after it (第五章 四 2: 只要走子后盤面上存在殺即判為殺) and none is
/// new (第五章 三 1: 走子前不能一步直接形成必勝局勢); Red's cannon would take a chariot and be
/// mated at once (失子無窮大): idle. Complex, Red completed last. 殺 present after the move:
/// Scheme 1 Black loses (殺 against 閑); 殺 new since before: both idle, Red loses. Scheme 2:
/// both have alternatives, Red loses under both. XQ-5 depends on the reading.
#[test]
fn c3_a_standing_mate_is_a_mate_threat_only_when_read_as_present_after_the_move() {
    use qili_spec::xq::options::MateThreat;
    let start = Board::from_fen("4k4/9/r7r/9/9/pp7/9/9/C8/3K3N1 w - - 0 1").unwrap();
    let mut moves: Vec<&str> = vec!["a1a2"];
    moves.extend(["a7b7", "a2b2", "b7a7", "b2a2"].repeat(4));
    moves.truncate(15);
    let g = start.play_iccs(&moves).unwrap();
    let o = XqOptions::default();
    assert_eq!(o.mate_threat, MateThreat::PresentAfterMove);
    for (reading, black, verdicts) in [
        (
            MateThreat::PresentAfterMove,
            Nature::MateThreat,
            (Verdict::BlackLoses, Verdict::RedLoses),
        ),
        (
            MateThreat::NewSinceBefore,
            Nature::Idle,
            (Verdict::RedLoses, Verdict::RedLoses),
        ),
    ] {
        let j = judge(
            &g,
            &XqOptions {
                mate_threat: reading,
                ..o
            },
        );
        for (m, n) in j.natures.iter().filter(|(m, _)| !m.entering) {
            let want = if m.side == Side::Black {
                black
            } else {
                Nature::Idle
            };
            assert_eq!(n.nature, want, "{reading:?} {}", m.mv.iccs());
        }
        assert!(j.complex);
        assert_eq!((j.scheme1, j.scheme2), verdicts, "{reading:?}");
    }
    // In a cycle 004 uses the rule definition (當出現循環時,著法性質的定性應以規則定義為準), so
    // the theory definition's 殺 is set aside, with C3 as what it would change (round 5 of
    // the review: it was a reading, and XQ-5 depends).
    let e = xq_evidence("XQ-5");
    assert_eq!(e.status, qili::audit::Status::Holds);
    let r = e
        .rejected
        .iter()
        .find(|r| r.reading == "mate-threat: new-since-before")
        .expect("the reading is set aside");
    assert!(r.why.contains("應以規則定義為準"), "{r:?}");
    assert!(r.why.contains("4k4/9/r7r"), "{r:?}");
}

/// 第八章 1's operable broad reading (若只考慮無護失根子的失子因素,則易于操作) on the trapped cannon
/// of the complex trapped-piece cycle (spec/src/xq/gen.rs `trapped_cycles`): red chariot b2,
/// horse c5, king d0; black king f9, chariot i9 walled in by its horse i8, cannon a5. Derived by
/// hand: every black variation leaves the cannon on the chariot's file, unprotected and newly
/// attacked, taken at once for nothing: Black has no alternative under the narrow reading and
/// under the operable broad one (a variation is bad when it loses such a piece at once);
/// losing a cannon with a chariot and a horse left is no forced loss, so under 準廣義 Black has
/// one. Red has other moves under every reading. Scheme 2: 單方有變,有變方判負 (Red) under the
/// broad and narrow readings; 雙方有變, Black (the cycle's second mover) under 準廣義.
#[test]
fn the_operable_broad_reading_of_chapter_8_makes_the_trapped_cannon_side_invariable() {
    let start = Board::from_fen("5k2r/8n/9/9/c1N6/9/9/1R7/9/3K5 w - - 0 1").unwrap();
    let moves: Vec<&str> = ["b2a2", "a5b5", "a2b2", "b5a5"].repeat(5);
    let g = start.play_iccs(&moves).unwrap();
    let o = XqOptions::default();
    let j = judge(&g, &o);
    assert!(j.complex);
    assert_eq!(
        (j.alternatives, j.scheme2),
        ([true, true], Verdict::BlackLoses)
    );
    for alt in [Alternatives::BroadOperational, Alternatives::Narrow] {
        let j = judge(
            &g,
            &XqOptions {
                alternatives: alt,
                ..o
            },
        );
        assert_eq!(
            (j.alternatives, j.scheme2),
            ([true, false], Verdict::RedLoses),
            "{alt:?}"
        );
    }
}
