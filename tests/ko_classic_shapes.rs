//! The classical cycle shapes of `qili_spec::shapes` (eternal life, sending two returning one,
//! double ko, double-ko seki, round-robin ko, molasses ko) under every rule set: the first move of the repeated cycle each rule forbids,
//! and after which move each no-result reading voids the game (TS-7, YG-21). Same style as
//! `tests/ko_shapes.rs`. Every expected value is derived by hand in the comments from the rule's
//! sentence and the positions of the cycle, listed as P0 (the start, Black to move), P1 after
//! move 0, and so on; "P4 = P0" means same board and same side to move. Moves are numbered
//! from 0 and the cycle is repeated three times.

mod common;

use qili::ko_table::{first_forbidden, first_forbidden_ying, moves, plain};
use qili_spec::go::game::{replay, Ko};
use qili_spec::shapes;
use qili_spec::ts::cycles::{no_result, NoResult, Shape};
use qili_spec::yg::ko::YingKo;

const YING: [&str; 8] = [
    "ying-pass",
    "ying-strict",
    "ying-move",
    "ying-move-strict",
    "ying-game",
    "ying-game-strict",
    "ying-shape",
    "ying-shape-strict",
];

/// What a rule set does with one shape.
struct Expected {
    shape: Shape,
    simple: Option<usize>,
    ssk: Option<usize>,
    psk: Option<usize>,
    jpd: Option<usize>,
    /// In the order of [`YING`].
    ying: [Option<usize>; 8],
    /// Under simple ko: the move after which the game is void, per reading.
    japanese: Option<usize>,
    /// TS-7 read as a recurrence made by real moves only: Japanese-style's trigger.
    tang_song: Option<usize>,
    /// TS-7 read as every recurrence with the same pass balance (a pass costs a prisoner).
    tang_song_every: Option<usize>,
    three_repetitions: Option<usize>,
}

fn table() -> Vec<Expected> {
    vec![
        // Eternal life. P0 start; 0 B p takes two -> P1; 1 W a throw-in -> P2; 2 B r fill ->
        // P3; 3 W b takes two -> P4 = P0. P0..P3 have different boards.
        // - simple ko forbids a board equal to the one before the opponent's last move: move 2
        //   makes P3's board vs P1's, 3 makes P0's vs P2's, 4 P1's vs P3's, 5 P2's vs P0's:
        //   never equal, so never forbidden.
        // - psk / ssk / jpd (board; board + side; board + pass stones): move 3 recreates P0.
        // - Ying, no move undoes the one before (no hot stone). ying / ying-game (one full
        //   cycle, no pass in the game): move 3 is the first recurrence, allowed; move 4
        //   recreates P1 after P4 = P0 has recurred: past the cycle. The strict readings
        //   forbid move 3.
        // - ying-move: a side's stretch starts after its own last move that captured nothing.
        //   White's 3 counts from P2 (after its throw-in 1): P2, P3, and P0 is not among them;
        //   Black's 4 from P3 (after 2): P3, P4, P1 not among them; White's 5 from P2: P2..P5
        //   = P2 P3 P0 P1, recreating P2 for the first time (allowed, forbidden by
        //   ying-move-strict); Black's 6 from P3: P3 P0 P1 P2 recreating P3, allowed; then
        //   White's 7 counts from P6 (after 5) and the pattern repeats: never forbidden.
        // - No result (simple ko): P4 = P0 with no pass between: Japanese-style and Tang-Song
        //   void after move 3; the third occurrence of P0 is P8: after move 7.
        // - ying-shape (cycles over the whole game among shapes real moves made; no pass
        //   here, so every position is one): as ying-game, move 4; strict (no recurrence since
        //   the last pass, the start counting): move 3.
        Expected {
            shape: shapes::eternal_life(),
            simple: None,
            ssk: Some(3),
            psk: Some(3),
            jpd: Some(3),
            ying: [
                Some(4),
                Some(3),
                None,
                Some(5),
                Some(4),
                Some(3),
                Some(4),
                Some(3),
            ],
            japanese: Some(3),
            tang_song: Some(3),
            tang_song_every: Some(3),
            three_repetitions: Some(7),
        },
        // Sending two returning one. 0 B t -> P1; 1 W u takes two -> P2; 2 B s takes one ->
        // P3 (the start's board, White to move); 3 W passes -> P4 = P0 (pass stones aside).
        // - simple: move 2 makes the start's board, the board before White's 1 was P1's;
        //   move 4 makes P1's board, the board before the pass was P3's: never forbidden.
        // - psk: move 2 recreates the start's board. jpd: move 2 recreates the start's shape
        //   (same board, no pass stones yet; the side to move is not part of the shape).
        // - ssk: P3 has White to move, P0 Black: move 2 allowed; move 4 recreates P1 (same
        //   board, White to move).
        // - ying / ying-strict: the stretch starts after the last pass: after move 3 it is P4
        //   alone, and P5, P6, P7 are new in it; before the pass P3 is not P0 (side to move):
        //   never forbidden.
        // - ying-move: Black's 4 counts from P1 (after Black's non-capturing 0; White's pass
        //   is not Black's): P1..P4, recreating P1 for the first time: allowed,
        //   ying-move-strict forbids it; Black's 6 from P1 again (4 is again non-capturing, so
        //   from P5): P5, P6, new P7; Black's 8 from P5: P5..P8 with no repeat, recreating P5
        //   for the first time: allowed. Never forbidden.
        // - ying-game (cycles over the whole game): move 4 recreates P1 after P4 = P0 has
        //   recurred: forbidden; strict: forbidden too.
        // - No result: the recurrence P4 = P0 has White's pass between: Japanese-style and
        //   Tang-Song's real-moves trigger never void, nor three repetitions since the last pass;
        //   Tang-Song every recurrence never either: each turn White passes once and Black never,
        //   so the pass balance is one lower at every recurrence of a board.
        // - ying-shape: the shapes are P0..P3 (P3 = start's board, White to move, new), not P4
        //   (a pass). Move 4 makes P5 = P1: the first recurrence of a shape, allowed; move 5
        //   makes P6 = P2 after it: past the cycle. Strict: at move 4 no shape has been made
        //   since the pass (move 3), so again only the one-cycle limit: move 5.
        Expected {
            shape: shapes::sending_two_returning_one(),
            simple: None,
            ssk: Some(4),
            psk: Some(2),
            jpd: Some(2),
            ying: [
                None,
                None,
                None,
                Some(4),
                Some(4),
                Some(4),
                Some(5),
                Some(5),
            ],
            japanese: None,
            tang_song: None,
            tang_song_every: None,
            three_repetitions: None,
        },
        // Double ko, states (top, bottom), W = white stone in the ko: P0 (W,B) Black; 0 B takes
        // top -> P1 (B,B); 1 W takes bottom -> P2 (B,W); 2 B passes -> P3 (B,W) White; 3 W
        // retakes top -> P4 (W,W); 4 B retakes bottom -> P5 (W,B) White; 5 W passes -> P6 = P0.
        // - simple: move 3 makes (W,W), the board before Black's pass was (B,W); move 4 makes
        //   (W,B), before White's 3 it was (B,W); move 6 (B,B) vs (W,B): never forbidden.
        // - psk: move 4 makes the board (W,B) of P0.
        // - ssk: P5 (W,B) White to move is new (P0 had Black to move); move 6 makes P1 again.
        // - jpd: every pass adds a stone outside, so no shape recurs: never forbidden.
        // - ying, ying-strict: each stretch since a pass holds at most P3..P5 (or P0..P2),
        //   all different: never. ying-move: a side's stretch starts after its own last pass
        //   (all its real moves capture): Black's 6 counts from P3: P3..P6 = (B,W)W (W,W)B
        //   (W,B)W (W,B)B, P7 = (B,B)W is not among them; the later turns are alike: never.
        // - ying-game: over the whole game, move 6 recreates P1 after P6 = P0: forbidden
        //   (the first recurrence, P6, was a pass, always legal); strict: move 6 too (move 4
        //   made P5 = (W,B) White to move, which is new).
        // - No result: every recurrence spans a pass: Japanese-style, Tang-Song real moves and
        //   three repetitions never void; Tang-Song every recurrence after move 5 (P6 = P0, one
        //   pass of each side between: the pass balance is back to 0).
        // - ying-shape: the shapes are P0, P1, P2, P4, P5 (P3 and P6 follow passes), pairwise
        //   different; move 6 makes P7 = P1, the first recurrence, allowed; move 7 makes P8 =
        //   P2 after it: forbidden. Strict: no shape since the pass at 5, so also move 7.
        Expected {
            shape: shapes::double_ko(),
            simple: None,
            ssk: Some(6),
            psk: Some(4),
            jpd: None,
            ying: [None, None, None, None, Some(6), Some(6), Some(7), Some(7)],
            japanese: None,
            tang_song: None,
            tang_song_every: Some(5),
            three_repetitions: None,
        },
        // Double-ko seki: the same moves in the same order as the double ko (take the top ko,
        // take the bottom one, pass, retake the top, retake the bottom, pass), every real move
        // a capture of one stone, and the walls and the shared liberty s never change. So the
        // positions are P0 (W,B) Black .. P6 = P0, P7 = P1 exactly as above, with the same
        // equalities between them: P0..P5 have pairwise different (board, side to move); the
        // boards of P0 and P5 are equal (both (W,B)), as are those of P2 and P3 (the pass).
        // Every rule above reads only these equalities, the passes and whether a move
        // captures, so every row is the double ko's: ssk 6, psk 4, jpd never, only the
        // ying-game readings (move 6), the ying-shape readings (move 7), Japanese-style,
        // Tang-Song real moves and three repetitions never void, Tang-Song every recurrence
        // after move 5.
        Expected {
            shape: shapes::double_ko_seki(),
            simple: None,
            ssk: Some(6),
            psk: Some(4),
            jpd: None,
            ying: [None, None, None, None, Some(6), Some(6), Some(7), Some(7)],
            japanese: None,
            tang_song: None,
            tang_song_every: Some(5),
            three_repetitions: None,
        },
        // Round-robin ko: states (top seki ko, bottom seki ko, tight ko), W = white stone in
        // it: P0 (W,B,W) Black; 0 B takes the tight ko -> P1 (W,B,B); 1 W takes the bottom
        // seki ko -> P2 (W,W,B); 2 B takes the top one -> P3 (B,W,B); 3 W retakes the tight
        // ko -> P4 (B,W,W); 4 B takes the bottom -> P5 (B,B,W); 5 W takes the top -> P6 = P0.
        // P0..P5 have pairwise different boards (the unit test of the shape checks it); every
        // move captures one stone; there is no pass. So it reads exactly as the triple ko of
        // tests/ko_shapes.rs:
        // - simple: move i makes P(i+1), the board before the opponent's last move is P(i-1):
        //   never equal. psk, ssk, jpd (no pass stones): move 5 recreates P0.
        // - ying / ying-game (no pass in the game) and ying-move (no pass, every move captures,
        //   so each side's stretch is the whole game): move 5 is the first recurrence, allowed;
        //   move 6 recreates P1 after it: past the cycle. ying-shape likewise (with no pass
        //   every position is a real move's shape). The strict readings: move 5.
        // - No result: P6 = P0 with no pass between: Japanese-style and Tang-Song void after
        //   move 5; the third occurrence of P0 is P12: after move 11.
        Expected {
            shape: shapes::round_robin_ko(),
            simple: None,
            ssk: Some(5),
            psk: Some(5),
            jpd: Some(5),
            ying: [
                Some(6),
                Some(5),
                Some(6),
                Some(5),
                Some(6),
                Some(5),
                Some(6),
                Some(5),
            ],
            japanese: Some(5),
            tang_song: Some(5),
            tang_song_every: Some(5),
            three_repetitions: Some(11),
        },
        // Molasses ko (doc of `shapes::molasses_ko`). Name the boards by the three parts: the
        // ko (B = black stone at a, W = white stone at p), Black's unit at t s u (0 = stone at
        // s only, 1 = t and s sent, 2 = White's stone at u) and White's unit at T S U (0 =
        // stone at S only, 1 = T and S sent, 2 = Black's stone at U). P0 (B,0,1) Black;
        // 0 B U -> P1 (B,0,2); 1 W S -> P2 (B,0,0); 2 B t -> P3 (B,1,0); 3 W p -> P4 (W,1,0)
        // Black; 4 B passes -> P5 (W,1,0) White; 5 W u -> P6 (W,2,0); 6 B s -> P7 (W,0,0);
        // 7 W T -> P8 (W,0,1); 8 B a -> P9 (B,0,1) White; 9 W passes -> P10 = P0. The boards
        // of P0..P8 are pairwise different except P4 = P5 (the pass); P9's board is P0's.
        // Moves 0, 1, 3, 5, 6, 8 capture; 2 and 7 (sending two) do not.
        // - simple: each real move k makes P(k+1), compared with P(k-1): P2/P0, P3/P1, P4/P2,
        //   P6/P4, P7/P5 (= P4's board), P8/P6, P9 (P0's board)/P7, P11 (P1's)/P9 (P0's):
        //   never equal, never forbidden.
        // - psk: move 8 makes P0's board again (every earlier board is new): forbidden.
        // - ssk: P9 has P0's board with White to move, new; move 9 is a pass; move 10 (Black U
        //   again) makes P11 = P1 (same board, White to move): forbidden.
        // - jpd: the shape counts the pass stones, one more after each pass: P0..P4 have none,
        //   P5..P9 one black, P10.. one of each; within each stretch the boards differ (P9's
        //   board is P0's, but P0 had no pass stone): no shape recurs, never forbidden.
        // - ying, ying-strict: the stretch since the last pass is P5..P9 or P10..P14 (= P0..P4),
        //   five positions pairwise different, and no real move recreates one: never.
        // - ying-move: a side's stretch starts after its own last pass or non-capturing move:
        //   Black's after 2 or 4 (so from P5), White's after 7 or 9 (from P10). Black's 8
        //   makes P9 (P0's board, White to move), not in P5..P8; Black's 10 makes P11 =
        //   (B,0,2) White, not in P5..P10; Black's 12 makes P13 = (B,1,0) White, not in
        //   P5..P12. White's 5 and 7 count from P0 (its 1 and 3 capture): P6 = (W,2,0) Black
        //   is not in P0..P5, P8 = (W,0,1) Black not in P0..P7; White's 13, 15, 17 count from
        //   P10: P14, P16, P18 are not in P10..P13, P10..P15, P10..P17. The later turns
        //   repeat this: never forbidden, strict or not.
        // - ying-game (cycles over the whole game): P1..P9 are all new; P10 = P0 recurs by a
        //   pass (always legal); move 10 then recreates P1 after P0 has recurred: forbidden;
        //   strict: move 10 too (it is the first real move to recreate anything).
        // - No result (simple ko): Japanese-style and three repetitions count since the last
        //   pass, in stretches P0..P4, P5..P9, P10..P14 ... of five different positions: never
        //   void, nor Tang-Song real moves (the same stretches). Tang-Song every recurrence: the
        //   first recurrence at all is P10 = P0, with one pass of each side between (balance 0):
        //   after move 9.
        // - ying-shape: the shapes are P0..P4 and P6..P9 (P5 and P10 follow passes), pairwise
        //   different (P9 has P0's board with White to move). Move 10 makes P11 = P1, the first
        //   recurrence, allowed (no hot stone: the pass at 9 intervenes); move 11 makes P12 =
        //   P2 after it: forbidden. Strict: no shape since the pass at 9, so also move 11.
        Expected {
            shape: shapes::molasses_ko(),
            simple: None,
            ssk: Some(10),
            psk: Some(8),
            jpd: None,
            ying: [
                None,
                None,
                None,
                None,
                Some(10),
                Some(10),
                Some(11),
                Some(11),
            ],
            japanese: None,
            tang_song: None,
            tang_song_every: Some(9),
            three_repetitions: None,
        },
    ]
}

#[test]
fn every_classic_shape_under_every_rule_set() {
    for e in table() {
        let s = &e.shape;
        assert_eq!(
            first_forbidden(s, Ko::Simple),
            e.simple,
            "{} simple",
            s.name
        );
        assert_eq!(
            first_forbidden(s, Ko::SituationalSuperko),
            e.ssk,
            "{} ssk",
            s.name
        );
        assert_eq!(
            first_forbidden(s, Ko::PositionalSuperko),
            e.psk,
            "{} psk",
            s.name
        );
        assert_eq!(
            first_forbidden(s, Ko::WholeShapeWithPassStones),
            e.jpd,
            "{} jpd",
            s.name
        );
        for (i, n) in YING.iter().enumerate() {
            assert_eq!(
                first_forbidden_ying(s, YingKo::from_name(n).unwrap()),
                e.ying[i],
                "{} {n}",
                s.name
            );
        }
    }
}

/// TS-7 / YG-21: under simple ko every classic shape cycles for ever; which no-result reading
/// voids it, and when.
#[test]
fn no_result_readings_on_the_classic_shapes() {
    for e in table() {
        let s = &e.shape;
        let ms = moves(s);
        let r = replay(s.start.clone(), &ms, plain(Ko::Simple))
            .unwrap_or_else(|x| panic!("{}: {x:?}", s.name));
        let h = r.history();
        assert_eq!(
            no_result(&h, &ms, NoResult::JapaneseStyle),
            e.japanese,
            "{} japanese",
            s.name
        );
        assert_eq!(
            no_result(&h, &ms, NoResult::TangSong),
            e.tang_song,
            "{} tang-song",
            s.name
        );
        assert_eq!(
            no_result(&h, &ms, NoResult::TangSongEveryRecurrence),
            e.tang_song_every,
            "{} tang-song every recurrence",
            s.name
        );
        assert_eq!(
            no_result(&h, &ms, NoResult::ThreeRepetitionsSinceLastPass),
            e.three_repetitions,
            "{} three repetitions",
            s.name
        );
    }
}

/// YG-14 on the classic shapes: the Ying readings that count cycles since a pass leave the
/// cycles with a pass in them (sending two returning one, double ko, double-ko seki, molasses
/// ko) without a forbidden move;
/// only the whole-game readings (ying-game, and ying-shape among the shapes of real moves) cut
/// every one. Together with the simple-ko rows: a rule set that neither forbids a move nor
/// voids the game leaves the cycle endless.
#[test]
fn only_the_whole_game_ying_readings_cut_every_classic_cycle() {
    for y in YingKo::ALL {
        let all_cut = table()
            .iter()
            .all(|e| first_forbidden_ying(&e.shape, y).is_some());
        // ying-marks forbids every move ying-shape forbids (and more): it cuts every cycle too.
        let expected = y.name().starts_with("ying-game")
            || y.name().starts_with("ying-shape")
            || y.name().starts_with("ying-marks");
        assert_eq!(all_cut, expected, "{}", y.name());
    }
}

/// TS-7 (002: 《忘忧清乐集》中有长生八俊势""五劫循环"无法终局) runs the five kos the text names, and
/// says what its status covers. By hand: five kos taken in turn (Black the first, White the
/// second, ...), each taken twice in ten moves, bring back the whole board with Black to move
/// at the end of the first turn, so both Tang-Song triggers void the game at move 10; the
/// third occurrence since the last pass is at move 20. Fails on the old code (no five ko).
#[test]
fn ts7_voids_the_five_ko_at_its_first_recurrence() {
    let (st, ev) = common::verdict("TS-7");
    assert_eq!(st, qili::audit::Status::Holds);
    let named = &ev[0].summary;
    assert!(
        named.contains("five ko: void at move 10 (both Tang-Song triggers, real moves and every recurrence: the first recurrence), at move 20"),
        "{named}"
    );
    assert!(
        ev[1]
            .summary
            .contains("What the status covers: the text's examples and the cycles without a pass"),
        "{}",
        ev[1].summary
    );
}
