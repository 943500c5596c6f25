//! The hot-stone interval and the per-cycle 越環 of the kept Ying ko readings (`ying-marks`,
//! `ying-marks-strict`; document 003 應氏棋規, 打劫: YG-6, YG-9, YG-12, YG-13), on the small
//! games in `tests/data/ying/` (hand-written by a reviewer of the project). Each game is played
//! on the engine and on the reference model (`qili_spec::yg::ko::replay`); both must refuse the
//! same move, and that move is the one derived by hand from 003 below.

use qili::go::to_spec::{colour, grid, spec_move};
use qili::go::{End, Game, KoRule, PlayRules, Rules, SgfGame, YingKo};
use qili_spec::go::game::Position;
use qili_spec::yg::ko as ying;

fn sgf(name: &str) -> SgfGame {
    let path = format!("{}/tests/data/ying/{name}.sgf", env!("CARGO_MANIFEST_DIR"));
    SgfGame::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The 1-based number of the first move the engine refuses under `y` (the four-pass ending,
/// so that only the ko rule refuses), checked against the reference model's.
fn first_refused(name: &str, y: YingKo) -> Option<usize> {
    let g = sgf(name);
    let moves = g.moves();
    let (start, to_move) = g.start();
    let rules = Rules {
        play: PlayRules {
            end: End::FourPasses,
            ..Rules::ying_reading(y).play
        },
        ..Rules::ying_reading(y)
    };
    assert_eq!(rules.play.ko, KoRule::Ying(y));
    let (_, engine) = Game::from_moves(rules, start.clone(), to_move, &moves);
    let spec_start = Position {
        grid: grid(&start),
        to_move: colour(to_move),
        pass_stones: [0, 0],
        prisoners: [0, 0],
    };
    let spec_moves: Vec<_> = moves.iter().map(|&m| spec_move(m)).collect();
    let spec = ying::replay(spec_start, &spec_moves, y).err().map(|e| e.0);
    assert_eq!(engine.map(|e| e.0), spec, "{name} under {}", y.name());
    spec.map(|i| i + 1)
}

fn kept() -> [YingKo; 2] {
    ["ying-marks", "ying-marks-strict"].map(|n| YingKo::from_name(n).unwrap())
}

/// 003 爭劫 "凡提取熱子須間隔一實手或虛手": in `threat.sgf` Black takes the ko at c2 (move 1),
/// White captures the stone at i2 elsewhere (move 2, W i3: the capturing stone keeps three
/// liberties, so it is no ko capture and nobody can take it back at once), Black captures
/// k4 elsewhere (move 3, the same), and White retakes at b2 (move 4). Two real moves
/// intervened, so the retake is legal. (It was refused: a capture counted as no interval.)
#[test]
fn a_ko_retaken_after_captures_elsewhere_is_legal() {
    for y in kept() {
        assert_eq!(first_refused("threat", y), None, "{}", y.name());
    }
}

/// `threat2.sgf`: the same with Black's answer at j1 capturing nothing; legal as before.
#[test]
fn a_ko_retaken_after_a_threat_and_a_plain_answer_is_legal() {
    for y in kept() {
        assert_eq!(first_refused("threat2", y), None, "{}", y.name());
    }
}

/// 003 熱子 "長生劫之雙劫子逢雙皆成“雙熱子”" (`el.sgf`): Black takes two at b1 (keeping two
/// liberties: no ko capture), White throws in at d1, Black fills at a1 pairing the stones in
/// atari (逢雙: both hot), and White's capture of the pair at c1 (move 4) follows with no
/// intervening move: refused. "爭三劫除單熱子外另一單或雙劫子,視同熱子" (`tk.sgf`): Black takes
/// the first ko at c2, White the second at b5, Black the third at c8, each a ko capture (the
/// other ko stones are hot: no interval), and White's retake of the first at b2 (move 4):
/// refused.
#[test]
fn eternal_life_and_triple_ko_are_still_cut_at_move_4() {
    for y in kept() {
        assert_eq!(first_refused("el", y), Some(4), "{}", y.name());
        assert_eq!(first_refused("tk", y), Some(4), "{}", y.name());
    }
}

/// A snapback is no ko (003 劫型 "劫型中可互提之子稱為劫子"; YG-9 "顆塊子提必有變皆可氣盡"):
/// `snap.sgf`, White's recapture of three at a2 (move 3) keeps two liberties: legal.
#[test]
fn a_snapback_is_legal() {
    for y in kept() {
        assert_eq!(first_refused("snap", y), None, "{}", y.name());
    }
}

/// The single ko (`ko1`..`ko3`): the immediate retake is refused (move 2); after a pass of each
/// side it is legal (`ko2`, 間隔一虛手); Black's take again after two more passes (`ko3`, move 7)
/// repeats the step of move 1 after the cycle has gone round once, which the per-cycle reading
/// of 攪子 "越環後環環相同" refuses (what the reading does, not a sentence's verdict: under YG-8
/// the second pair of passes has already ended the game).
#[test]
fn the_single_ko_with_passes() {
    for y in kept() {
        assert_eq!(first_refused("ko1", y), Some(2), "{}", y.name());
        assert_eq!(first_refused("ko2", y), None, "{}", y.name());
        assert_eq!(first_refused("ko3", y), Some(7), "{}", y.name());
    }
}

/// 003 越環禁攪 "攪方如越環應禁止續攪" per cycle: `control.sgf` is a double ko alone. Black
/// takes at c2 (X1), White at b5 (X2), Black passes, White retakes at b2, Black at c5, White
/// passes: the start position, Black to move, recurs after move 6, so moves 1-6 went round the
/// cycle once (越環). Black's c2 (move 7) from that position again repeats move 1 and goes on
/// past it (續攪): refused, Black yields. `combo.sgf` plays a single ko first (taken, both
/// pass, retaken: a recurrence of its own) and then the same double ko at moves 5-10: the
/// side that yields is the same, Black at move 11. An earlier ko must not change who yields
/// in a later one. Nor must the move before the cycle (攪子 "越環後環環相同": the 環 is the
/// cycle's moves): sending two returning one after White's pass (`s2r1_6p.sgf`, move 10) and
/// after White's real move far away (`s2r1_6r.sgf`, W fa) goes round at moves 11-14 (B aa,
/// W ca takes two, B ba takes one, W pass) and Black's aa, move 15, is refused in both; the
/// double ko after a pass and real moves (`dko_p.sgf`, cycle from move 17) and after real
/// moves only (`dko_r.sgf`, from move 15) refuses Black's cb at moves 23 and 21, the first
/// move past the cycle.
#[test]
fn an_earlier_ko_does_not_change_who_yields_in_a_double_ko() {
    for y in kept() {
        for (name, n) in [
            ("control", 7),
            ("combo", 11),
            ("s2r1_6p", 15),
            ("s2r1_6r", 15),
            ("dko_p", 23),
            ("dko_r", 21),
        ] {
            assert_eq!(first_refused(name, y), Some(n), "{name} {}", y.name());
            let moves = sgf(name).moves();
            assert_eq!(
                moves[n - 1].colour(),
                qili::go::Color::Black,
                "{name}: Black yields"
            );
        }
    }
}

/// A ko retaken after a suspension, with an unrelated cycle finished earlier. 7x3, Black ba ab
/// bc, White ca bb db cc ea eb fb gb ec gc: the single ko on the left, a two-point White eye on
/// the right. B ga, W pass, B fa (self-capture of two: the board of the start again), W pass:
/// the start position, Black to move, recurs, one cycle of Black's own disturbance (塊子自攪).
/// In `self-disturbance-then-ko.sgf` Black plays ga again at move 5, from the same position as
/// move 1: 越環再攪 (003 實手 "越環再攪顆子自攪,變窮禁著"), refused. In
/// `self-disturbance-once-then-ko.sgf` Black instead takes the ko (B cb, move 5), W pass,
/// B pass (著手休止), W bb retakes: the retake has the interval 凡提取熱子須間隔一實手或虛手 asks
/// for (the passes), and the cycle it comes after is another one (攪方如越環應禁止續攪 bans
/// going past that cycle, not the whole game): legal. `ko-after-suspension.sgf` is the ko
/// without the disturbance (B ga, W fc, B cb, W pass, B pass, W bb): legal.
#[test]
fn a_finished_cycle_elsewhere_does_not_ban_a_later_ko_retake() {
    for y in kept() {
        let n = y.name();
        assert_eq!(first_refused("self-disturbance-then-ko", y), Some(5), "{n}");
        assert_eq!(
            first_refused("self-disturbance-once-then-ko", y),
            None,
            "{n}"
        );
        assert_eq!(first_refused("ko-after-suspension", y), None, "{n}");
    }
}

/// 003 爭劫 "凡提取熱子須間隔一實手或虛手" and 劫型 "黑白虎口配對造成劫型。劫型中可互提之子稱為劫子"
/// (`hot-witness.sgf`, 9x7, a reviewer's game from the empty board). After 22 moves of set-up
/// Black takes the ko K1 at c2 (move 23), White takes a second ko K2 at c6 (move 24), Black
/// captures White's two edge stones i1-i2 at i3 (move 25): Black's stone is left with one
/// liberty (i2), but White's answer there takes that one stone and leaves i1-i2 empty, so the
/// board before move 25 does not come back: no ko, no 劫子, and move 25 is a real move
/// intervening (間隔一實手), as White's move 24 is for White. No third ko exists, so no 孿熱子.
/// White's retake of K1 at b2 (move 26) is therefore allowed. It was refused when every
/// capture leaving the capturer in atari counted as a ko capture. The controls: Black's third
/// move a plain move (`hot-witness-control-plain`), or the same capture of two leaving Black's
/// stone two liberties (`hot-witness-control-two-liberties`): allowed too.
#[test]
fn a_capture_of_two_left_in_atari_is_no_ko_capture() {
    for y in kept() {
        for name in [
            "hot-witness",
            "hot-witness-control-plain",
            "hot-witness-control-two-liberties",
        ] {
            assert_eq!(first_refused(name, y), None, "{name} under {}", y.name());
        }
    }
}

/// The refusal of a hot stone names the hot-stone rule (003 爭劫), not a repetition: in
/// `tk.sgf` White's retake of the first ko at move 4 makes a board never seen before.
#[test]
fn a_hot_stone_refusal_names_the_hot_stone_rule() {
    use qili::go::Illegal;
    let g = sgf("tk");
    let (start, to_move) = g.start();
    for y in kept() {
        let rules = Rules {
            play: PlayRules {
                end: End::FourPasses,
                ..Rules::ying_reading(y).play
            },
            ..Rules::ying_reading(y)
        };
        let (_, refused) = Game::from_moves(rules, start.clone(), to_move, &g.moves());
        assert_eq!(refused, Some((3, Illegal::HotStone)), "{}", y.name());
        assert!(Illegal::HotStone
            .reason(&rules)
            .contains("凡提取熱子須間隔一實手或虛手"));
    }
}

/// A capture that is no 劫型 capture marks no hot stone (003 劫型 "劫型中可互提之子稱為劫子";
/// 提取 "顆塊子提必有變皆可氣盡"). `snap-1x4.sgf`, a 1x4 column a1..a4 (SGF aa..ad): B a4, three
/// passes, B a2, W a3 takes a4 (a ko capture), B a1 (two stones capture themselves, YG-7),
/// W a4, B a1, W a2 takes a1 with its three stones a2-a4 left one liberty: one stone taken, but
/// Black's answer takes three, so no 劫型. Black's capture of the three at a1 (move 11) leaves
/// `B . . .` with White to move, never seen before: allowed. (It was refused when any capture
/// leaving its block in atari marked the block hot.)
#[test]
fn a_capture_that_is_no_ko_makes_no_hot_stone() {
    for y in kept() {
        assert_eq!(first_refused("snap-1x4", y), None, "{}", y.name());
    }
}
