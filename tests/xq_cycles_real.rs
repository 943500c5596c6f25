//! Document 004 第二章 and 第十章: a cycle is judged only when it is one. XQ-2.1 (循環定義:
//! "無限反復" / "全盤同形反復再現") conditions XQ-2.2's landing-point test and its in-between
//! merge (其間隔著法的所有落點視為同一個點); XQ-2.3's shapes bound is tested on a cycle built to
//! reach every placement of three pieces. The expected values are counted by hand from the
//! moves (the comments say how), never taken from the code.

use qili_spec::xq::cycle::{
    xq_2_1_position_repeats, xq_2_2_landing_test, xq_2_2_recognise, CycleOptions, FormingMove,
    InBetween,
};
use qili_spec::xq::gen::{game_of, gray_code_cycles, non_repeating};
use qili_spec::xq::nature::{xq_3_profitable_counterattack, Nature};
use qili_spec::xq::scheme::EndedCycle;
use qili_spec::xq::{judge, props, Board, Move, Verdict, XqOptions};

fn game(fen: &str, moves: &str) -> Vec<(Board, Move)> {
    let b = Board::from_fen(fen).unwrap();
    b.play_iccs(&moves.split_whitespace().collect::<Vec<_>>())
        .unwrap()
}

/// The pawn marches c3-c8 while Red's chariot shuttles a0-a1 and Black's king e9-e8: every
/// pawn move lands on a new point, so no position recurs (the pawn never goes back) and there
/// is no cycle in the sense of 第二章 1, although the merge makes the pawn's points one point.
#[test]
fn a_pawn_march_is_no_cycle() {
    let g = game(
        "4k4/9/9/9/9/9/2P6/9/9/R2K5 w - - 0 1",
        "a0a1 e9e8 c3c4 e8e9 a1a0 e9e8 c4c5 e8e9 a0a1 e9e8 c5c6 e8e9 a1a0 e9e8 c6c7 e8e9 a0a1 e9e8 c7c8 e8e9",
    );
    assert!(!xq_2_1_position_repeats(&g));
    for o in both_forming_moves() {
        assert!(xq_2_2_recognise(&g, &o.cycle).is_none());
        let j = judge(&g, &o);
        assert!(j.cycle.is_none());
        assert_eq!(
            (j.scheme1, j.scheme2),
            (Verdict::Continue, Verdict::Continue)
        );
    }
}

/// The default options and the reading that also asks for the return of a position by the
/// forming move (XQ-2.2's `forming-move`): the probes of sequences that are no cycle, or
/// whose cycle ended, give no verdict under either.
fn both_forming_moves() -> [XqOptions; 2] {
    let o = XqOptions::default();
    let mut r = o;
    r.cycle.forming = FormingMove::LandingPointsAndReturn;
    [o, r]
}

/// Every sequence built not to repeat: no whole-board repetition, no cycle recognised, under
/// both readings of the in-between points. 3 marchers x 3 Black plans x 5 lengths (2..=6
/// steps) x 3 symmetries = 135 sequences, all legal. The landing-point test alone (with the
/// merge) passes from the fourth marching step on (Red's landings a1 * a0 * a1 * a0 *: a1, a0
/// twice, the merged point four times; Black's likewise), so on 3 x 3 x 3 x 3 = 81 of them:
/// those are the sequences that falsify "landing points repeated => cycle".
#[test]
fn sequences_built_not_to_repeat_are_no_cycles() {
    let seqs = non_repeating();
    assert_eq!(seqs.len(), 135);
    let each = CycleOptions {
        in_between: InBetween::EachPointOnItsOwn,
        ..CycleOptions::default()
    };
    let mut landing_passes = 0;
    for (name, b, ms) in &seqs {
        let g = game_of(b, ms);
        assert!(!xq_2_1_position_repeats(&g), "{name}");
        assert!(
            xq_2_2_recognise(&g, &CycleOptions::default()).is_none(),
            "{name}"
        );
        assert!(xq_2_2_recognise(&g, &each).is_none(), "{name}");
        for o in both_forming_moves() {
            assert!(xq_2_2_recognise(&g, &o.cycle).is_none(), "{name}");
        }
        if xq_2_2_landing_test(&g, InBetween::CountedAsOnePoint).is_some() {
            landing_passes += 1;
        }
        let j = judge(&g, &XqOptions::default());
        assert_eq!(j.scheme2, Verdict::Continue, "{name}");
    }
    assert_eq!(landing_passes, 81);
}

/// XQ-2.3's bound "棋形數不超過雙方循環點數的積" on the three-piece Gray-code cycle: one period
/// (16 plies) shows 8 placements of Red x 2 of Black = 16 shapes. Each point on its own: Red
/// a0 a1 b0 c2 i0 i1 = 6 points, Black e9 e8 = 2, product 12 < 16. Merged: the chariot a0-a1
/// moves every other Red move, so the four other points are one: 3 x 2 = 6 < 16. The bound
/// fails under both readings.
#[test]
fn gray_code_cycle_exceeds_the_shapes_bound_under_both_readings() {
    let cs = gray_code_cycles();
    assert_eq!(cs.len(), 3);
    let o = XqOptions::default();
    let mut each = o;
    each.cycle.in_between = InBetween::EachPointOnItsOwn;
    for (name, b, ms) in &cs {
        // With colours swapped the three pieces are Black's: the factors swap.
        let (each_pts, one_pts) = if name.ends_with("colours swapped") {
            ("2 x 6", "2 x 3")
        } else {
            ("6 x 2", "3 x 2")
        };
        assert_eq!(
            props::shapes_bounded(b, ms, &each).unwrap_err(),
            format!("16 shapes in a period, cycle points {each_pts} = 12"),
            "{name}"
        );
        assert_eq!(
            props::shapes_bounded(b, ms, &o).unwrap_err(),
            format!("16 shapes in a period, cycle points {one_pts} = 6"),
            "{name}"
        );
    }
}

/// A chase cycle for the probes of a cycle cut short: Red's chariot b2-c2 attacks the unprotected black
/// cannon on the c-file, the cannon steps c5-b5 out of it, and back (twice: formed at move 8,
/// index 7).
const CHASE_FEN: &str = "4k2n1/9/9/9/2c6/9/9/1R7/9/3K2N2 w - - 0 1";
const CHASE: &str = "b2c2 c5b5 c2b2 b5c5 b2c2 c5b5 c2b2 b5c5";

fn ended(start: usize, formed_at: usize, ended_at: usize, by_capture: bool) -> EndedCycle {
    EndedCycle {
        start,
        formed_at,
        ended_at,
        by_capture,
    }
}

/// 第十章: "形成循環后,若雙方不變著仍繼續走循環著法,則三個回合后棋局終止". Red varies with g0e1 right
/// after the cycle formed; the horses then move: six more plies, none of them a cycle move.
/// The old cycle is not adjudicated, and no new cycle has formed (the horses have not yet
/// landed twice on each point with a position returning).
#[test]
fn a_variation_after_the_cycle_ends_it() {
    let e = not_adjudicated(CHASE_FEN, &format!("{CHASE} g0e1 h9g7 e1g0 g7h9 g0e1 h9g7"));
    assert_eq!(e, vec![ended(0, 7, 8, false)]);
}

/// Judges a game in which no cycle is in force: no cycle, no verdict; the ended cycles.
fn not_adjudicated(fen: &str, moves: &str) -> Vec<EndedCycle> {
    let [o, r] = both_forming_moves();
    let j = judge(&game(fen, moves), &o);
    assert!(j.cycle.is_none());
    assert_eq!(
        (j.scheme1, j.scheme2),
        (Verdict::Continue, Verdict::Continue)
    );
    // The same under the forming move that also asks for the return: a two-point cycle has
    // both by the same move, so the same cycle ends at the same move.
    let jr = judge(&game(fen, moves), &r);
    assert!(jr.cycle.is_none());
    assert_eq!(
        (jr.scheme1, jr.scheme2),
        (Verdict::Continue, Verdict::Continue)
    );
    assert_eq!(jr.ended, j.ended);
    j.ended
}

/// The same with a capture: a red pawn i7 stands where the black horse h9 can take it; after
/// one more cycle move (b2c2) Black takes it (h9i7, index 9). The cycle ends there.
#[test]
fn a_capture_after_the_cycle_ends_it() {
    let e = not_adjudicated(
        "4k2n1/9/8P/9/2c6/9/9/1R7/9/3K2N2 w - - 0 1",
        &format!("{CHASE} b2c2 h9i7 c2b2 i7h9 b2c2 h9g7"),
    );
    assert_eq!(e, vec![ended(0, 7, 9, true)]);
}

/// After the variation g0e1 both sides shuttle their horses (Red e1-g0, Black h9-g7) until a
/// new cycle forms (index 15: both sides have landed twice on their two points and the
/// position of index 11 returns) and three more rounds are played. That cycle is judged on
/// its own moves: every one is idle (no horse attacks anything). By hand: both sides keep a
/// chariot or cannon and a horse (2 strong pieces each: 復雜局面); both lightest natures are
/// idle, points 2 and 2, so the second mover of the cycle, Black, completed last: Scheme 1
/// Black loses; both sides have other moves that lose nothing: Scheme 2 Black loses too.
#[test]
fn a_later_cycle_is_judged_on_its_own_moves() {
    let g = game(
        CHASE_FEN,
        &format!("{CHASE} g0e1 h9g7 e1g0 g7h9 g0e1 h9g7 e1g0 g7h9 g0e1 h9g7 e1g0 g7h9 g0e1 h9g7"),
    );
    let j = judge(&g, &XqOptions::default());
    let c = j.cycle.as_ref().expect("the horse cycle");
    assert_eq!((c.start, c.formed_at), (8, 15));
    assert!(j.natures.iter().all(|(_, n)| n.nature == Nature::Idle));
    assert_eq!(j.ended, vec![ended(0, 7, 8, false)]);
    assert!(j.stopped);
    assert_eq!(
        (j.scheme1, j.scheme2),
        (Verdict::BlackLoses, Verdict::BlackLoses)
    );
}

/// Going on with the cycle moves for three rounds reaches the stop: the chase is judged.
/// Red's chariot chases (an unprotected cannon, newly attacked), Black's cannon moves are idle:
/// Scheme 1, complex position, the heavier lightest nature loses: Red.
#[test]
fn three_repeated_rounds_reach_the_stop() {
    let g = game(CHASE_FEN, &format!("{CHASE} b2c2 c5b5 c2b2 b5c5 b2c2"));
    let j = judge(&g, &XqOptions::default());
    assert_eq!(j.rounds_after, 2);
    assert!(!j.stopped);
    let g = game(CHASE_FEN, &format!("{CHASE} b2c2 c5b5 c2b2 b5c5 b2c2 c5b5"));
    let j = judge(&g, &XqOptions::default());
    assert_eq!(j.rounds_after, 3);
    assert_eq!(j.scheme1, Verdict::RedLoses);
}

/// XQ-3 with 第六章 二 2 ②'s "推算以來(含循環過程)": the pieces that lost their root at some
/// move of the cycle. Seed 398 of the rational population: after Red's third move g3e2 the black chariot
/// h6 can take the red cannon h7 (+2), which nothing of Red's protects. But the black cannon
/// c1 has been attacked by the red horse since g3e2 (on g3 the horse reached e2 e4 f1 f5 h1 h5
/// i2 i4, not c1): it lost its root during the cycle, so the exchange may take it (互吃失根子)
/// and Red's e2c1 does: 2 - 2 = 0, an even trade (平子), no profit. The cannon is a lost-root
/// piece of the cycle (`cycle_lost_roots`) at every ply, not only after g3e2.
#[test]
fn a_counterattack_is_valued_from_the_position_before_the_cycle() {
    let g = game(
        "9/5k3/6C2/8r/4P4/9/6N2/9/2c6/3K5 w - - 0 1",
        "g7h7 i6h6 g3e2 c1c4 h7g7 h6i6 e2g3 c4c1 g7h7 i6h6 g3e2 c1c4 h7g7 h6i6 e2g3 c4c1",
    );
    let o = XqOptions::default();
    let (before, m) = &g[2];
    assert_eq!(m.iccs(), "g3e2");
    // The cannon c1 gets the horse as an attacker at g3e2 (得擊): a lost-root piece of the
    // cycle, at every ply of it.
    let lost = qili_spec::xq::roots::cycle_lost_roots(&g, 0, &o);
    assert!(lost
        .iter()
        .all(|l| l.iter().any(|q| q.name() == "c1" || q.name() == "c4")));
    assert!(lost[2].iter().any(|q| q.name() == "c1"), "{:?}", lost[2]);
    assert_eq!(
        xq_3_profitable_counterattack(&lost[2], before, *m, &o),
        None
    );
    let (start, moves): (Board, Vec<Move>) = (g[0].0.clone(), g.iter().map(|p| p.1).collect());
    assert_eq!(
        props::no_profitable_counterattack(&start, &moves, &o),
        Ok(())
    );
}

/// The second review's C5 (proofs/review/xiangqi-round3.md): a loss forced in more than one
/// opponent move decides Scheme 2. Red: chariots a7 and i0, king f0; Black: a bare king e9;
/// the chariot shuttles a7-a8, the king e9-d9.
/// - After a7a8 Black has one move, e9d9, the cycle move: the king cannot go to f9 (it faces
///   the red king f0 up the empty f-file) nor e8 (the chariot a8 holds rank 8). No variation.
/// - After a8a7 the king d9 has e9 (the cycle move) and d8. d8 is not mated at once (the
///   chariot a7 holds rank 7, nothing holds rank 8 or the d-file), but i0i8+ leaves it d9 only
///   (d7 on rank 7, e8 on rank 8), and a7a9 mates (d8 on rank 8; e9 on rank 9 past the empty
///   d9): lost by force within two red moves.
///
/// So by 004 第八章 2 (每一種變著都導致己方必定輸棋者,稱為無變) Black has no alternative; Red has
/// one (a bare king never wins): 第十章 方案二 單方有變,有變方判負, Red loses. Simple (Black has
/// no strong piece): Scheme 1 draws. A search of one red move finds d8 not lost, so both sides
/// vary and Black, the second mover of two points each, would lose: the default bound
/// (options::QUASI_BROAD_DEPTH) must reach the mate in two.
#[test]
fn c5_a_loss_in_two_red_moves_leaves_black_no_alternative() {
    let g = game(
        "4k4/9/R8/9/9/9/9/9/9/5K2R w - - 0 1",
        &["a7a8 e9d9 a8a7 d9e9"; 4].join(" "),
    );
    let j = judge(&g, &XqOptions::default());
    assert!(j.cycle.is_some());
    assert!(!j.complex);
    assert_eq!(j.alternatives, [true, false]);
    assert_eq!(j.scheme1, Verdict::Draw);
    assert_eq!(j.scheme2, Verdict::RedLoses);
    let one = judge(
        &g,
        &XqOptions {
            quasi_broad_depth: 1,
            ..XqOptions::default()
        },
    );
    assert_eq!(one.alternatives, [true, true]);
    assert_eq!(one.scheme2, Verdict::BlackLoses);
}

/// The eleventh review's C6 (`3k5/R8/9/9/7R1/9/6p2/9/9/n3K3c w`, Red's h-chariot shuttles
/// h5-h6 against Black's pawn g3-f3): Black's king d9 has no move (d8 on the a8 chariot's rank,
/// e9 facing the red king on the open e-file), so after each of Black's cycle moves 15 of its
/// 16 variations are mated by Red at once (a cannon or pawn move leaves the h-chariot's check
/// on rank 9 unanswerable; the horse's other step b2 likewise); the spite check a0c1+ drives the
/// red king off e0 and is mated in four red moves (fairy-stockfish, a cross-check: `mate 4`
/// for a1c2 in its notation). So by 004 第八章 2 (每一種變著都導致己方必定輸棋者,稱為無變) Black has
/// no alternative; Red, with two chariots against a horse, a cannon and a pawn, has one. The
/// mate threat h5h6/h6h5 (殺) outweighs Black's idle moves: Scheme 1 Red loses; Scheme 2 單方有變,
/// 有變方判負, Red loses. A search of three red moves misses the mate after the spite check and
/// gives Black an alternative, and Black, completing last, would lose: the default bound
/// (options::QUASI_BROAD_DEPTH) must reach four.
#[test]
fn c6_a_spite_check_lost_in_four_red_moves_is_no_way_out() {
    let g = game(
        "3k5/R8/9/9/7R1/9/6p2/9/9/n3K3c w - - 0 1",
        &["h5h6 g3f3 h6h5 f3g3"; 4].join(" "),
    );
    let j = judge(&g, &XqOptions::default());
    assert!(j.cycle.is_some());
    assert!(j.complex);
    assert_eq!(j.alternatives, [true, false]);
    assert_eq!(j.scheme1, Verdict::RedLoses);
    assert_eq!(j.scheme2, Verdict::RedLoses);
    let three = judge(
        &g,
        &XqOptions {
            quasi_broad_depth: 3,
            ..XqOptions::default()
        },
    );
    assert_eq!(three.alternatives, [true, true]);
    assert_eq!(three.scheme2, Verdict::BlackLoses);
}

/// The sixteenth review's C7 (`4k4/R8/4n4/2c6/9/9/9/4R4/9/3K5 w`): Red's a-chariot chases the
/// cannon c6/c8 whose only protector, the horse e7, is pinned to the king e9 by the chariot e2
/// (a 假根). Black's variations leave the unprotected horse to fall with check (e2xe7+) and the
/// two chariots mate: Black has no alternative (準廣義). Disputed and verified by the play-out
/// (004 第十章 方案二, 實戰驗證), the claim must stand as the search found it: the play-out's
/// player takes the fastest forced mate it has (within the bound of the search), so it does not
/// shuffle its king while a mate is on the board; Black's claim stands, Red loses (判提出無變的一方勝).
#[test]
fn c7_a_play_out_finds_the_mate_the_claim_rests_on() {
    use qili_spec::xq::options::NoAlternative;
    let g = game(
        "4k4/R8/4n4/2c6/9/9/9/4R4/9/3K5 w - - 0 1",
        &["a8a6 c6c8 a6a8 c8c6"; 4].join(" "),
    );
    let searched = judge(&g, &XqOptions::default());
    assert_eq!(searched.alternatives, [true, false]);
    assert_eq!(searched.scheme2, Verdict::RedLoses);
    let played = judge(
        &g,
        &XqOptions {
            no_alternative: NoAlternative::PlayOut,
            ..XqOptions::default()
        },
    );
    assert_eq!(
        played.verified.map(|(s, stood)| (s.name(), stood)),
        Some(("black", true))
    );
    assert_eq!(played.scheme2, Verdict::RedLoses);
}
