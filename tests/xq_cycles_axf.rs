//! The repetition cases of Fairy-Stockfish's repetition test cases (Fairy-Stockfish's
//! tests of the AXF chasing rule) judged by document 004's rules (XQ-2.2, XQ-5, XQ-7, XQ-10).
//! Expected natures are derived by hand in the comments; where 004 and AXF differ, the
//! difference is the finding (004 has no draw clause for mutual perpetual check, and Scheme 2
//! makes a side lose where AXF draws).

use qili::cli::xq::judge::{judge_iccs, uci_to_iccs};
use qili_spec::xq::nature::Nature;
use qili_spec::xq::{Side, Verdict, XqOptions};

/// The default options without the three-round stop: these games end where the cycle forms
/// (as Fairy-Stockfish's tests do), and the verdict asked is the one the cycle gets at the
/// stop (the three rounds after it repeat the cycle's moves). The stop itself is tested in
/// `three_round_stop_decides_when_the_verdict_is_given`.
fn at_cycle() -> XqOptions {
    XqOptions {
        three_round_stop: false,
        ..XqOptions::default()
    }
}

fn run(fen: &str, uci: &str) -> qili_spec::xq::Judgement {
    let moves: Vec<String> = uci
        .split_whitespace()
        .map(|m| uci_to_iccs(m).unwrap())
        .collect();
    judge_iccs(fen, &moves, &at_cycle()).unwrap()
}

fn natures_of(j: &qili_spec::xq::Judgement, s: Side) -> Vec<Nature> {
    j.natures
        .iter()
        .filter(|(m, _)| m.side == s && !m.entering)
        .map(|(_, n)| n.nature)
        .collect()
}

/// Red's cannon shuttles a2-b2 and each time newly attacks the black chariot (a7/b7), which it
/// wins for the cannon (the black cannon e7 recaptures through the screen c7): +4 -2 = +2, a
/// chase (a). Black's chariot attacks only the crossed pawn a5/b5, protected by the other
/// pawn (+2 -4): idle. Complex position (both sides have several strong pieces): Scheme 1, the
/// heavier lightest nature (Red: chase > idle) loses. AXF: the chaser loses too.
#[test]
fn cannon_chases_an_unprotected_chariot() {
    let j = run(
        "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1",
        "c3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8 b3a3",
    );
    let c = j.cycle.as_ref().expect("a cycle formed");
    assert_eq!(c.formed_at, 8);
    assert!(natures_of(&j, Side::Red)
        .iter()
        .all(|&n| n == Nature::Chase));
    assert!(natures_of(&j, Side::Black)
        .iter()
        .all(|&n| n == Nature::Idle));
    assert!(j.complex);
    assert_eq!(j.scheme1, Verdict::RedLoses);
    // Both sides can deviate without being mated at once; Red completed last (its 2 points'
    // second landings end at move 9; equal points: the second mover of the stretch a7b7.. is Red).
    assert_eq!(j.completed_last, Some(Side::Red));
    assert_eq!(j.scheme2, Verdict::RedLoses);
}

/// Both sides check on every move (cannon d3/e3 through the black chariot; the black cannon e8
/// through its chariot on e6/d6; squares ranked 0-9). Not one-sided: 004 sends it to the
/// schemes. Complex (chariot + cannon each); both lightest natures are check; Black (second
/// mover, equal points) completed last: Scheme 1 makes Black lose. AXF: draw. Finding: 004
/// 第十章 only exempts one-sided perpetual check ("單方長將的循環長將方判負,其它循環判為...").
///
/// Scheme 2 reads 有變 as 準廣義 (004 第八章 2: "每一種變著都導致己方必定輸棋者,稱為無變"), and
/// every black variation loses by force, the longest in two red moves:
/// - after e3d3 (red K e1, R d0, C d3; black K d7, R d6, C e8) Black is in check from the
///   cannon over its chariot. The king cannot move (d8 stays behind the screen; e7 faces the
///   red king up the empty e-file), the cannon e8 can neither take d3 nor stand on d4-d6, and
///   the chariot on d5 or d4 is still the one screen: Black's moves are the chariot off the
///   file along rank 6 (e6 is the cycle move; a6, b6, c6, f6, g6, h6, i6) and d6xd3.
///   d6xd3 is met by d0xd3 mate (the chariot checks up d4-d6; d8 is on the file, e7 faces the
///   king, no black piece reaches d4-d6 or d3). After the chariot to x6, the red cannon leaves
///   d3 along rank 3 (not e3, which would screen the black cannon's check): the chariot d0
///   checks up the open d-file, the king has no square (d8, e7 as before) and only the black
///   chariot can block, on d6; then d0xd6 mates (d6 touches the king; d7-d6 leaves the palace,
///   d8 stays on the file, e7 faces the king, the cannon e8 reaches neither d6 nor a blocking
///   point).
/// - after d3e3 (red C e3) Black is in check from the chariot d0 up the d-file; e7 is taken
///   by the cannon e3 over the black chariot e6, d8 stays on the file, the only block on d1-d6
///   is e6d6, the cycle move: Black has no variation there.
///
/// So Black has no alternative (無變) with the forced loss searched two red moves deep or
/// more (the loss takes more than one red move). Scheme 2 then never makes Black lose:
/// 單方有變,有變方判負 if Red has one, 雙方無變,判和 if not. (Every red variation leaves the
/// chariot d0 to d6xd0; whether that loses by force is beyond the searched bound.)
#[test]
fn mutual_perpetual_check() {
    let j = run(
        "9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1",
        "e4d4 d7e7 d4e4 e7d7 e4d4 d7e7 d4e4 e7d7",
    );
    assert!(j.cycle.is_some());
    assert!(natures_of(&j, Side::Red)
        .iter()
        .all(|&n| n == Nature::Check));
    assert!(natures_of(&j, Side::Black)
        .iter()
        .all(|&n| n == Nature::Check));
    assert_eq!(j.perpetual_checker, None);
    assert!(j.complex);
    assert_eq!(j.scheme1, Verdict::BlackLoses);
    assert!(!j.alternatives[1], "Black's variations all lose by force");
    assert_ne!(j.scheme2, Verdict::BlackLoses);
}

/// The same cycle, Black's alternative by the bound of the search (004 第八章 2 sets none), from
/// the lines in [`mutual_perpetual_check`]: d6xd3 is mated by the first red move, the chariot
/// moves along rank 6 by the second. Within one red move the rank-6 moves are not lost, so Black
/// keeps an alternative; within two or more it has none.
#[test]
fn mutual_perpetual_check_alternative_by_bound() {
    let moves: Vec<String> = "e4d4 d7e7 d4e4 e7d7 e4d4 d7e7 d4e4 e7d7"
        .split_whitespace()
        .map(|m| uci_to_iccs(m).unwrap())
        .collect();
    let black = |opts: XqOptions| {
        judge_iccs("9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1", &moves, &opts)
            .unwrap()
            .alternatives[1]
    };
    let at = |d: u8| XqOptions {
        quasi_broad_depth: d,
        ..at_cycle()
    };
    assert!(black(at(1)));
    assert!(!black(at(2)));
    assert!(!black(at(3)));
}

/// Red's horse shuttles d0-c2; Black's chariot d3-c3 newly attacks the unprotected horse on
/// c2 (chase) and, back on d3, attacks the horse on d0 protected by the king (the black horse
/// d6 blocks the file, so Kxd0 is legal): 2 - 4 < 0, idle. Black's lightest: idle. Red idle.
/// Simple position (Red has one strong piece): Scheme 1 draw (as AXF). Scheme 2: both have
/// alternatives, Black completed last: Black loses.
#[test]
fn general_as_the_only_protector() {
    let j = run(
        "3k5/9/9/3n5/9/9/3r5/9/9/3NK4 w - - 0 1",
        "d1c3 d4c4 c3d1 c4d4 d1c3 d4c4 c3d1 c4d4",
    );
    assert!(j.cycle.is_some());
    let black = natures_of(&j, Side::Black);
    assert_eq!(
        black,
        vec![Nature::Chase, Nature::Idle, Nature::Chase, Nature::Idle]
    );
    assert!(natures_of(&j, Side::Red).iter().all(|&n| n == Nature::Idle));
    assert!(!j.complex);
    assert_eq!(j.scheme1, Verdict::Draw);
    assert_eq!(j.scheme2, Verdict::BlackLoses);
}

/// Without the black horse on d6 the king cannot retake on d0 (facing generals), so the chariot
/// on d3 also chases the horse: Black chases on every move.
#[test]
fn general_as_the_only_protector_without_the_horse() {
    let j = run(
        "3k5/9/9/9/9/9/3r5/9/9/3NK4 w - - 0 1",
        "d1c3 d4c4 c3d1 c4d4 d1c3 d4c4 c3d1 c4d4",
    );
    assert!(natures_of(&j, Side::Black)
        .iter()
        .all(|&n| n == Nature::Chase));
}

/// Mutual chase, chariot and pawn against horse and pawn: a simple position, so Scheme 1 draws
/// whatever the natures (as AXF).
#[test]
fn mutual_chase_is_a_draw_under_scheme_1() {
    let j = run(
        "4k4/7n1/9/4pR3/9/9/4P4/9/9/4K4 w - - 0 1",
        "f7h7 h9f8 h7h8 f8g6 h8g8 g6i7 g8g7 i7h9 g7h7 h9f8 h7h8 f8g6 h8g8 g6i7 g8g7 i7h9 g7h7",
    );
    assert!(j.cycle.is_some());
    assert!(!j.complex);
    assert_eq!(j.scheme1, Verdict::Draw);
}

/// The disputed chessdb case (ICCS ranks): chariot and cannon against a horse is simple:
/// Scheme 1 draws. Red's cannon e4 newly attacks the advisor e8 through the elephant screen.
#[test]
fn disputed_chessdb_case() {
    let moves: Vec<String> = "f4e4 e9f9 e4f4 f9e9 f4e4 e9f9 e4f4 f9e9"
        .split_whitespace()
        .map(String::from)
        .collect();
    let j = judge_iccs("4k4/4a4/4bn3/9/5R3/5C3/9/9/9/4K4 w", &moves, &at_cycle()).unwrap();
    assert!(j.cycle.is_some());
    assert!(!j.complex);
    assert_eq!(j.scheme1, Verdict::Draw);
    assert!(natures_of(&j, Side::Black)
        .iter()
        .all(|&n| n == Nature::Idle));
}

#[test]
fn no_cycle_means_continue() {
    let moves: Vec<String> = vec!["h2e2".into(), "h9g7".into()];
    let j = judge_iccs(qili_spec::xq::START_FEN, &moves, &at_cycle()).unwrap();
    assert!(j.cycle.is_none());
    assert_eq!(j.scheme1, Verdict::Continue);
    assert_eq!(j.scheme2, Verdict::Continue);
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    assert!(judge_iccs("junk", &["a0a1".into()], &at_cycle()).is_err());
    let e = judge_iccs(qili_spec::xq::START_FEN, &["a0a5".into()], &at_cycle()).unwrap_err();
    assert!(e.contains("move 1"), "{e}");
    assert!(uci_to_iccs("a11a2").is_err());
}

/// One-sided perpetual check (XQ-10 "單方長將的循環長將方判負"): Red's chariot checks along
/// rank 9 and rank 8 in turn, the black king steps d9-d8-d9; Black never checks. Red loses
/// under both schemes, whatever the natures of Black's moves.
#[test]
fn one_sided_perpetual_check_loses() {
    let moves: Vec<String> = "a8a9 d9d8 a9a8 d8d9 a8a9 d9d8 a9a8 d8d9"
        .split_whitespace()
        .map(String::from)
        .collect();
    let j = judge_iccs("3k5/R8/9/9/9/9/9/9/9/5K3 w", &moves, &at_cycle()).unwrap();
    assert!(j.cycle.is_some());
    assert!(natures_of(&j, Side::Red)
        .iter()
        .all(|&n| n == Nature::Check));
    assert_eq!(j.perpetual_checker, Some(Side::Red));
    assert_eq!(j.scheme1, Verdict::RedLoses);
    assert_eq!(j.scheme2, Verdict::RedLoses);
}

/// The symmetry claim on the AXF cases: mirroring, and swapping colours with the board turned,
/// change no nature and no verdict.
#[test]
fn axf_cases_are_symmetric() {
    use qili_spec::xq::{props, Board, Move};
    let cases = [
        (
            "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1",
            "c3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8 b3a3",
        ),
        (
            "9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1",
            "e4d4 d7e7 d4e4 e7d7 e4d4 d7e7 d4e4 e7d7",
        ),
        (
            "3k5/9/9/3n5/9/9/3r5/9/9/3NK4 w - - 0 1",
            "d1c3 d4c4 c3d1 c4d4 d1c3 d4c4 c3d1 c4d4",
        ),
    ];
    for (fen, uci) in cases {
        let b = Board::from_fen(fen).unwrap();
        let ms: Vec<Move> = uci
            .split_whitespace()
            .map(|m| Move::parse(&uci_to_iccs(m).unwrap()).unwrap())
            .collect();
        props::symmetric(&b, &ms, &at_cycle()).unwrap();
    }
}

/// 004 第十章: "形成循環后,若雙方不變著仍繼續走循環著法,則三個回合后棋局終止". The one-sided
/// perpetual check above (Red chariot a8/a9, black king d9/d8) forms its cycle at the 8th
/// move; with the stop in force (the default) the game is not adjudicated there, nor after
/// two more rounds (12 moves); after three more rounds (14 moves) Red loses.
#[test]
fn three_round_stop_decides_when_the_verdict_is_given() {
    let period = ["a8a9", "d9d8", "a9a8", "d8d9"];
    let game = |n: usize| -> Vec<String> {
        period
            .iter()
            .cycle()
            .take(n)
            .map(|m| m.to_string())
            .collect()
    };
    let fen = "3k5/R8/9/9/9/9/9/9/9/5K3 w";
    let o = XqOptions::default();
    for (n, want) in [
        (8, Verdict::Continue),
        (12, Verdict::Continue),
        (14, Verdict::RedLoses),
    ] {
        let j = judge_iccs(fen, &game(n), &o).unwrap();
        assert_eq!(j.cycle.as_ref().unwrap().formed_at, 7, "{n} moves");
        assert_eq!((j.scheme1, j.scheme2), (want, want), "{n} moves");
        assert_eq!(j.stopped, want != Verdict::Continue, "{n} moves");
    }
}
