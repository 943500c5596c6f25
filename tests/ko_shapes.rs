//! The named cycle shapes of `qili_spec::ts::cycles` under every rule set: the first move of
//! the repeated cycle each rule forbids, and when each no-result reading voids the game.
//! Expected values are derived by hand in the comments (the boards of each cycle are listed
//! by the state of each ko: W = white stone in it, Black may take; B = black stone in it).

use qili::ko_table::{first_forbidden, first_forbidden_ying, moves};
use qili_spec::go::game::{replay, End, Ko, Move, Options, PassKind, Position, Suicide};
use qili_spec::go::grid::Color;
use qili_spec::ts::cycles::{self, no_result, NoResult, Shape};
use qili_spec::yg::ko::{self as ying, YingKo};

/// (shape, simple, ssk, psk, jpd, [ying, ying-strict, ying-move, ying-move-strict, ying-game,
/// ying-game-strict, ying-shape, ying-shape-strict]).
///
/// The named cycles have no pass in them, so every position is a shape real moves made and
/// the real-shape readings count what the whole-game readings count: ying-shape forbids the
/// move past the first full cycle, ying-shape-strict (no pass, so every shape is "made since
/// the last pass") the first recurrence; each column is derived below.
type Row = (
    Shape,
    Option<usize>,
    Option<usize>,
    Option<usize>,
    Option<usize>,
    [Option<usize>; 8],
);

fn table() -> Vec<Row> {
    vec![
        // Single ko: the retake (move 1) undoes Black's capture; every rule forbids it (for
        // Ying it is the hot stone, 爭窮; the real-shape readings read hot stones as the
        // others: no pass since the take, so the retake is forbidden at once).
        (
            cycles::single_ko(),
            Some(1),
            Some(1),
            Some(1),
            Some(1),
            [Some(1); 8],
        ),
        // Triple ko: WBW -> BBW -> BWW -> BWB -> WWB -> WBB -> WBW. Boards 0..5 distinct, so
        // superko and JPD-A11 forbid move 5 (the start recurs, Black to move); simple ko never
        // (no move undoes the one before). Ying with one full cycle allows move 5 (the first
        // recurrence) and forbids move 6 (past the cycle); the strict reading forbids move 5.
        // ying-shape: shapes WBW BBW BWW BWB WWB WBB, all made without a pass; move 5 makes WBW
        // again (the first recurrence, allowed), move 6 makes BBW again after it: Some(6).
        // ying-shape-strict: move 5 recreates WBW, made since the last pass (there is none,
        // so the start counts): Some(5).
        (
            cycles::triple_ko(),
            None,
            Some(5),
            Some(5),
            Some(5),
            [
                Some(6),
                Some(5),
                Some(6),
                Some(5),
                Some(6),
                Some(5),
                Some(6),
                Some(5),
            ],
        ),
        // Quadruple ko: WBWB -> BBWB -> BWWB -> BWBB -> BWBW -> BBBW -> WBBW -> WBBB -> WBWB.
        // ying-shape: the 8 shapes before move 7 are distinct, move 7 makes WBWB again (first
        // recurrence), move 8 makes BBWB again: Some(8); ying-shape-strict: move 7: Some(7).
        (
            cycles::quadruple_ko(),
            None,
            Some(7),
            Some(7),
            Some(7),
            [
                Some(8),
                Some(7),
                Some(8),
                Some(7),
                Some(8),
                Some(7),
                Some(8),
                Some(7),
            ],
        ),
        // The 2x2 cycle: XO/.. -> XO/X. -> .O/.O -> XO/.O -> .O/OO -> X./.. -> XO/.. (all
        // distinct before the last). Under ying-move Black's throw-in (move 0) and second move
        // (move 2) and White's last move (move 5) capture nothing, so they are intervening
        // moves: each side's stretch restarts every turn of the cycle and no position recurs
        // inside one, so nothing is ever forbidden; under ying-move-strict White's move 5
        // recreates the start inside White's stretch (White has made only captures).
        // ying-shape: the six shapes XO/.. .. X./.. are distinct; White's move 5 makes XO/..
        // (Black to move) again, the first recurrence, allowed; Black's move 6 makes XO/X.
        // again after it: Some(6). No move of the cycle undoes the one before, so no hot stone
        // cuts it earlier. ying-shape-strict: move 5 recreates the start with no pass since:
        // Some(5).
        (
            cycles::two_by_two_cycle(),
            None,
            Some(5),
            Some(5),
            Some(5),
            [
                Some(6),
                Some(5),
                None,
                Some(5),
                Some(6),
                Some(5),
                Some(6),
                Some(5),
            ],
        ),
    ]
}

#[test]
fn every_shape_under_every_rule_set() {
    let names = [
        "ying-pass",
        "ying-strict",
        "ying-move",
        "ying-move-strict",
        "ying-game",
        "ying-game-strict",
        "ying-shape",
        "ying-shape-strict",
    ];
    for (s, simple, ssk, psk, jpd, y) in table() {
        assert_eq!(first_forbidden(&s, Ko::Simple), simple, "{} simple", s.name);
        assert_eq!(
            first_forbidden(&s, Ko::SituationalSuperko),
            ssk,
            "{} ssk",
            s.name
        );
        assert_eq!(
            first_forbidden(&s, Ko::PositionalSuperko),
            psk,
            "{} psk",
            s.name
        );
        assert_eq!(
            first_forbidden(&s, Ko::WholeShapeWithPassStones),
            jpd,
            "{} jpd",
            s.name
        );
        for (i, n) in names.iter().enumerate() {
            assert_eq!(
                first_forbidden_ying(&s, YingKo::from_name(n).unwrap()),
                y[i],
                "{} {n}",
                s.name
            );
        }
    }
}

/// YG-21 / TS-7: traditional rules (simple ko) give no result for every cycle shape except
/// the single ko; the Japanese-style and Tang-Song readings void the game at the first
/// recurrence (the end of the first turn), the three-repetition reading at the end of the
/// second turn.
#[test]
fn traditional_rules_give_no_result_for_every_cycle_but_the_single_ko() {
    let o = Options {
        suicide: Suicide::Forbidden,
        ko: Ko::Simple,
        end: End::TwoPasses,
    };
    for s in cycles::shapes() {
        let ms = moves(&s);
        match replay(s.start.clone(), &ms, o) {
            Err((1, _)) => assert_eq!(s.name, "single ko"),
            Ok(r) => {
                let h = r.history();
                let n = s.cycle.len();
                assert_eq!(
                    no_result(&h, &ms, NoResult::JapaneseStyle),
                    Some(n - 1),
                    "{}",
                    s.name
                );
                assert_eq!(
                    no_result(&h, &ms, NoResult::TangSong),
                    Some(n - 1),
                    "{}",
                    s.name
                );
                assert_eq!(
                    no_result(&h, &ms, NoResult::ThreeRepetitionsSinceLastPass),
                    Some(2 * n - 1),
                    "{}",
                    s.name
                );
            }
            Err(e) => panic!("{}: {e:?}", s.name),
        }
    }
}

/// YG-14 / YG-21 (the Ying side): under the readings that count cycles since a pass or over
/// the whole game, every named cycle has a forbidden move, so the ko has a result; under
/// ying-move the 2x2 cycle goes on for ever (a counterexample to YG-14 under that reading).
#[test]
fn ying_resolves_every_named_cycle_except_the_2x2_under_ying_move() {
    for y in YingKo::ALL {
        for s in cycles::shapes() {
            let resolved = first_forbidden_ying(&s, y).is_some();
            let expected = !(y.name() == "ying-move" && s.name.starts_with("2x2"));
            assert_eq!(resolved, expected, "{} {}", y.name(), s.name);
        }
    }
}

/// JPD-C5 note / JPD-C6 / T6: with pass stones in the shape (JPD-A11), retaking the ko after
/// a pass by each side is legal; positional superko forbids it.
#[test]
fn jpd_retakes_a_ko_after_passes_positional_superko_does_not() {
    let s = cycles::single_ko();
    let ms = [
        s.cycle[0],
        Move::Pass(Color::White, PassKind::Ordinary),
        Move::Pass(Color::Black, PassKind::Ordinary),
        s.cycle[1],
    ];
    let o = |ko| Options {
        suicide: Suicide::Forbidden,
        ko,
        end: End::FourPasses,
    };
    let r = replay(s.start.clone(), &ms, o(Ko::WholeShapeWithPassStones)).unwrap();
    let last: &Position = r.positions.last().unwrap();
    assert_eq!(last.grid, s.start.grid, "the retake restores the board");
    assert_eq!(
        last.pass_stones,
        [1, 1],
        "but not the shape: two pass stones lie outside"
    );
    assert_eq!(
        replay(s.start.clone(), &ms, o(Ko::PositionalSuperko))
            .unwrap_err()
            .0,
        3
    );
}

/// YG-12 and 越環禁攪 under the real-shape readings, on the single ko: after Black's take
/// (shape T) and a pass by each side (no new shape: 虛手無著子), White's retake recreates the
/// start S, the first recurrence, allowed ("凡提取熱子須間隔一實手或虛手"). After two more
/// passes Black's second take would make T again with S already recurred: past the cycle
/// (move 6 forbidden). ying-game forbids the retake itself (move 3): it counts the board the
/// two passes bring back as a recurrence.
#[test]
fn ying_shape_retakes_a_ko_after_passes_once() {
    let s = cycles::single_ko();
    let pass = |c| Move::Pass(c, PassKind::Ordinary);
    let ms = [
        s.cycle[0],
        pass(Color::White),
        pass(Color::Black),
        s.cycle[1],
        pass(Color::Black),
        pass(Color::White),
        s.cycle[0],
    ];
    for (name, first) in [
        ("ying-shape", Some(6)),
        ("ying-shape-strict", Some(6)),
        ("ying-game", Some(3)),
        ("ying-game-strict", Some(3)),
        ("ying-pass", None),
    ] {
        let got = ying::replay(s.start.clone(), &ms, YingKo::from_name(name).unwrap())
            .err()
            .map(|e| e.0);
        assert_eq!(got, first, "{name}");
    }
}
