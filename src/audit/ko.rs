//! Audit checks: ko, cycles and termination. The exhaustive searches of
//! [`crate::search`] decide T6-T8 and YG-14 on small boards; every witness they find is
//! replayed by the reference model ([`qili_spec::theorems::ko`]) before it is reported, and
//! attached as a finding (SGF + SVG + JSON), written only by `qili audit --write-findings DIR`.

use super::{Budget, Check, Evidence, Status};
use crate::findings::Finding;
use crate::search::board::Geometry;
use crate::search::explore::{self, Lasso, Witness};
use crate::search::game::{preset, Game, PlayRules};
use qili_spec::go::game::{Ko, Move, Options, Position};
use qili_spec::theorems::ko as thm;
use qili_spec::ts::cycles::{self, NoResult};
use qili_spec::yg::ko::{self as ying, YingKo};

/// The checks of this area.
pub fn checks() -> Vec<Check> {
    vec![
        Check { id: "T6", code: "qili::search::explore::t6_inclusion, forbidden_by_other; qili_spec::theorems::ko::t6_inclusion_holds", run: t6 },
        Check { id: "T7", code: "qili::search::explore::find_lasso; qili_spec::theorems::ko::t7_repeats_legally", run: t7 },
        Check { id: "T8", code: "qili::search::explore::t8_witness; qili_spec::theorems::ko::t8_results_differ", run: t8 },
        Check { id: "YG-14", code: "qili::search::explore::find_lasso (Ying presets); qili_spec::yg::ko", run: yg14 },
        Check { id: "YG-6", code: "qili_spec::yg::ko::exhaustion (Exhaustion::NoChange)", run: yg6 },
        Check { id: "YG-6", code: "qili_spec::yg::ko::play (the readings YG-12 keeps)", run: yg6_exhausted_change },
        Check { id: "YG-9", code: "qili_spec::yg::ko::exhaustion (Exhaustion::HotStone)", run: yg9 },
        Check { id: "YG-12", code: "qili_spec::yg::ko::exhaustion; qili_spec::ts::cycles::shapes", run: yg12 },
        Check { id: "YG-13", code: "qili_spec::yg::ko::CycleLimit", run: yg13 },
        Check { id: "YG-13", code: "qili::audit::ko::stop_outcomes (003 衡劫活攪還原,虛劫死攪被提: 還原 or 被提 at the stop)", run: yg13_balanced_and_false },
        Check { id: "YG-21", code: "qili_spec::ts::cycles::{shapes, no_result}; qili_spec::yg::ko", run: yg21 },
        Check { id: "YG-21", code: "qili::audit::ko::stop_outcomes; qili_spec::ts::cycles::no_result (003 區別六 衡劫活攪, 虛劫死攪)", run: yg21_disturbing_kos },
        Check { id: "YG-21", code: "qili_spec::yg::ko::why_forbidden on 003 區別六 顆子自攪, every position of boards up to 9 points", run: yg21_single_stone_self_capture },
        Check { id: "TS-7", code: "qili_spec::ts::cycles::no_result", run: ts7 },
        Check { id: "JPD-A10", code: "qili_spec::go::game::Position::shape; Ko::WholeShapeWithPassStones", run: jpd_a10 },
        Check { id: "JPD-A11", code: "qili::search::game::KoRule::Plain(Ko::WholeShapeWithPassStones); qili_spec::go::game::repeats", run: jpd_a11 },
        Check { id: "JPD-C5", code: "qili_spec::go::game::repeats (WholeShapeWithPassStones vs PositionalSuperko)", run: jpd_c5 },
        Check { id: "JPD-C6", code: "qili::search::explore::find_lasso (jpd); qili_spec::theorems::ko::t7_repeats_legally", run: jpd_c6 },
    ]
}

fn rules(name: &str) -> PlayRules {
    preset(name).expect("a known preset")
}

fn geo(w: usize, h: usize) -> Geometry {
    Geometry::new(w, h).expect("a small board")
}

/// The finding of a witness (attached to the evidence; written only when asked).
fn write(w: &Witness, claim: &str, name: &str, summary: &str, command: &str) -> Finding {
    w.finding(claim, name, summary, command)
}

/// The names of the cycles of [`cycles::shapes`] that simple ko with the Japanese-style
/// no-result reading voids (played three times round), and of those it does not.
fn traditional_voids() -> (Vec<&'static str>, Vec<&'static str>) {
    voids_under(NoResult::JapaneseStyle)
}

/// The named cycles ([`cycles::shapes`], three turns each under simple ko) that `rule` voids,
/// and those it does not.
fn voids_under(rule: NoResult) -> (Vec<&'static str>, Vec<&'static str>) {
    let o = Options {
        suicide: qili_spec::go::game::Suicide::Forbidden,
        ko: Ko::Simple,
        end: qili_spec::go::game::End::TwoPasses,
    };
    let (mut void, mut not) = (Vec::new(), Vec::new());
    for s in cycles::shapes() {
        let ms: Vec<Move> = s.turns(3);
        let is_void = match qili_spec::go::game::replay(s.start.clone(), &ms, o) {
            Ok(r) => cycles::no_result(&r.history(), &ms, rule).is_some(),
            Err(_) => false,
        };
        if is_void {
            void.push(s.name);
        } else {
            not.push(s.name);
        }
    }
    (void, not)
}

fn t6(b: Budget) -> Evidence {
    let boards: &[(usize, usize, usize)] = match b {
        Budget::Default => &[(3, 1, 8), (2, 2, 6)],
        Budget::Thorough => &[(4, 1, 10), (2, 2, 9), (3, 2, 6)],
    };
    let mut cases = 0;
    let mut bad = Vec::new();
    for &(w, h, d) in boards {
        let inc = explore::t6_inclusion(geo(w, h), rules("simple"), d);
        cases += inc.cases;
        bad.extend(inc.violations);
    }
    // The reference model on the named cycles: every move of each cycle, inclusion at each.
    for s in cycles::shapes() {
        let o = Options {
            suicide: qili_spec::go::game::Suicide::Forbidden,
            ko: Ko::Simple,
            end: qili_spec::go::game::End::TwoPasses,
        };
        let mut h = vec![s.start.clone()];
        for m in s.turns(3) {
            cases += 1;
            if !thm::t6_inclusion_holds(&h, m) {
                return Evidence::counterexample(format!(
                    "T6 inclusion fails in the {} at {m:?}",
                    s.name
                ));
            }
            match qili_spec::go::game::play(&h, m, o) {
                Ok(p) => h.push(p),
                Err(_) => break,
            }
        }
    }
    if !bad.is_empty() {
        return Evidence::counterexample(format!(
            "{} moves forbidden by a weaker rule but allowed by a stronger one, e.g. {:?}",
            bad.len(),
            bad[0]
        ))
        .cases(cases);
    }
    let g = geo(1, 2);
    let w = explore::forbidden_by_other(g, ("jpd", rules("jpd")), rules("psk-4"), 8);
    let (summary, finding) = match w {
        Some(w) => {
            let start = Position::start(1, 2);
            let moves = w.spec_moves();
            let jpd_ok = thm::replay_under(&start, &moves, rules("jpd")).is_ok();
            let psk_forbids =
                thm::replay_under(&start, &moves, rules("psk-4")) == Err(moves.len() - 1);
            if !(jpd_ok && psk_forbids) {
                return Evidence::counterexample(format!(
                    "the explorer's JPD witness {} does not replay in the reference model",
                    w.text()
                ))
                .cases(cases);
            }
            let f = write(&w, "T6", "jpd-retakes-after-passes-psk-forbids-1x2", "JPD-A11 (pass stones in the shape) allows the last move, a ko retake after one pass each; positional superko forbids it.", "qili search disagree --board 1x2 --rules jpd,psk-4 --max-depth 8");
            (format!("Every real move forbidden by simple ko is forbidden by situational superko and every one forbidden by situational superko by positional superko, in every game to depth on {} boards ({cases} cases, forbidden counts grow as stated). JPD-A11 allows what positional superko forbids: {} (checked by the reference model).", boards.len(), w.text()), f)
        }
        None => {
            return Evidence::counterexample("no JPD retake witness found on 1x2 within 8 moves")
                .cases(cases)
        }
    };
    Evidence::searched(summary, None)
        .finding(finding)
        .cases(cases)
        .reject(
            "jpd-a11: shape-key: board-only (positional superko)",
            "JPD-A10",
            "公理十一's 全局的形 read as the stones on the board alone would make JPD-A11 positional \
             superko and forbid the ko retake after one pass each (psk-4 forbids the last move of \
             the witness above); 000 公理十 puts the pass stones into 全局的形 (走虚着时下在棋盘边界外面\
             的黑白棋子), and 推论6 对照 calls that retake 合理下法 (两虚(或两弃)终局的规定,取消了隔虚提劫的\
             合理下法)",
        )
        .link("tests/ko_shapes.rs::jpd_retakes_a_ko_after_passes_positional_superko_does_not")
}

/// The rule sets T7 and YG-14 decide, with the boards searched.
const T7_RULES: &[&str] = &[
    "simple",
    "simple-4",
    "ssk",
    "psk",
    "psk-4",
    "jpd",
    "jpd-2",
    "jpd-suicide",
    // 001's preset (000's shape rule with pass stones, 003's suspend-then-end) and 002's
    // (simple ko, 偶数终局, a pass hands over a prisoner; TS-7's no-result is left out of the
    // preset, and what it makes of the witness is computed beside it).
    "huozi",
    "tang-song",
];
const YING_RULES: &[&str] = &YingKo::NAMES;

/// The Ying readings whose termination is decided exhaustively (every game, no depth limit:
/// [`explore::real_shape_termination`]).
const YING_SHAPE_RULES: &[&str] = &[YingKo::NAMES[6], YingKo::NAMES[7]];

/// The boards the exhaustive termination check covers (1x4 and 2x2 have more than 20 million
/// states and are left to the depth-bounded search and the proof).
const SHAPE_BOARDS: &[(usize, usize)] = &[(1, 2), (1, 3)];

/// For each real-shape reading: every game on every board of [`SHAPE_BOARDS`] ends (the
/// whole game graph walked, no depth limit) and the longest game is within the bound 2N + 3
/// (N positions, board and side to move). Returns (readings, links, cases, notes).
fn real_shape_termination(claim: &str) -> Searched {
    let mut readings = Vec::new();
    let mut links = Vec::new();
    let mut notes = Vec::new();
    let mut cases = 0;
    for &name in YING_SHAPE_RULES {
        let mut parts = Vec::new();
        let mut status = Status::Holds;
        for &(w, h) in SHAPE_BOARDS {
            let t = explore::real_shape_termination(geo(w, h), (name, rules(name)), 2_000_000);
            cases += t.states;
            if let Some(wit) = t.infinite {
                let board = format!("{w}x{h}");
                links.push(write(&wit, claim, &format!("infinite-{name}-{board}"), &format!("{name}: a state of the game (board, ending, shapes made) comes back: an infinite legal game."), &format!("qili search cycles --board {board} --rules {name} --max-depth 20")));
                parts.push(format!("{w}x{h}: infinite game {}", wit.text()));
                status = Status::Fails;
            } else if !t.complete {
                parts.push(format!("{w}x{h}: not decided (budget)"));
                if status == Status::Holds {
                    status = Status::NotChecked;
                }
            } else if t.longest > 2 * t.situations + 3 {
                parts.push(format!(
                    "{w}x{h}: a game of {} moves exceeds the bound 2N + 3 = {}",
                    t.longest,
                    2 * t.situations + 3
                ));
                status = Status::Fails;
            } else {
                parts.push(format!(
                    "{w}x{h}: every game ends, longest {} moves (bound 2N + 3 = {}), {} states",
                    t.longest,
                    2 * t.situations + 3,
                    t.states
                ));
            }
        }
        readings.push((name.to_string(), status));
        notes.push(format!("{name} (whole game graph): {}", parts.join("; ")));
    }
    (readings, links, cases, notes)
}

/// The Ying readings whose termination rests on the per-cycle proof (proofs/T7.md (7)).
const YING_MARKS_RULES: &[&str] = &[YingKo::NAMES[8], YingKo::NAMES[9]];

/// The termination proof of the per-cycle readings (`ying-marks`, `ying-marks-strict`),
/// step by step, on every game of the game tree ([`explore::marks_termination_steps`]): (i)
/// every real move makes a step (last shape, next shape) not made before, (iii) at most four
/// passes more than real moves, and on 1x2, where the whole tree is walked, every game ends
/// within 2N² + 4 moves. A step that fails breaks the proof: the reading is then not decided
/// (`not-checked`) unless a search finds an infinite game. Returns (readings, cases, notes).
fn marks_termination_steps(b: Budget) -> (Vec<(String, Status)>, u64, Vec<String>) {
    let boards: &[(usize, usize, usize)] = match b {
        Budget::Default => &[(1, 2, 1_000), (1, 3, 16), (2, 2, 12)],
        Budget::Thorough => &[(1, 2, 1_000), (1, 3, 20), (2, 2, 14)],
    };
    let mut readings = Vec::new();
    let mut notes = Vec::new();
    let mut cases = 0;
    for &name in YING_MARKS_RULES {
        let mut status = Status::Holds;
        let mut parts = Vec::new();
        for &(w, h, depth) in boards {
            let t = explore::marks_termination_steps(geo(w, h), (name, rules(name)), depth);
            cases += t.nodes;
            let board = format!("{w}x{h}");
            let broken = [
                (&t.repeated_step, "a real move repeats a step"),
                (
                    &t.passes_over,
                    "more than four passes beyond the real moves",
                ),
            ]
            .into_iter()
            .find_map(|(wit, what)| wit.as_ref().map(|x| format!("{what}: {}", x.text())));
            let bound = 2 * t.shapes * t.shapes + 4;
            if let Some(b) = broken {
                parts.push(format!("{board}: step broken, {b}"));
                status = Status::NotChecked;
            } else if t.whole_tree && t.longest > bound {
                parts.push(format!(
                    "{board}: a game of {} moves exceeds 2N² + 4 = {bound}",
                    t.longest
                ));
                status = Status::NotChecked;
            } else if t.whole_tree {
                parts.push(format!(
                    "{board}: whole game tree, {} games, every real move a new step, passes at most real moves + 4, every game ends, longest {} moves (N = {}, bound 2N² + 4 = {bound})",
                    t.finished, t.longest, t.shapes
                ));
            } else {
                parts.push(format!(
                    "{board}: every game to {depth} moves ({} prefixes): every real move a new step, passes at most real moves + 4",
                    t.nodes
                ));
            }
        }
        readings.push((name.to_string(), status));
        notes.push(format!("{name} (the proof's steps): {}", parts.join("; ")));
    }
    (readings, cases, notes)
}

/// (readings, links, cases, notes) of a search over rule sets.
type Searched = (Vec<(String, Status)>, Vec<Finding>, u64, Vec<String>);

/// For each rule set: the smallest infinite game over the boards (checked by the reference
/// model) or the bound searched. Returns (readings, links, cases).
fn infinite_games(names: &[&str], b: Budget, claim: &str) -> Searched {
    let (boards, depth, budget): (&[(usize, usize)], usize, u64) = match b {
        Budget::Default => (&[(1, 2), (1, 3), (2, 2)], 12, 300_000),
        Budget::Thorough => (
            &[(1, 2), (1, 3), (2, 2), (1, 4), (2, 3), (1, 5)],
            16,
            5_000_000,
        ),
    };
    let mut readings = Vec::new();
    let mut links = Vec::new();
    let mut notes = Vec::new();
    let mut cases = 0;
    for &name in names {
        let r = rules(name);
        let mut found = None;
        let mut bounds = Vec::new();
        for &(w, h) in boards {
            match explore::find_lasso(geo(w, h), (name, r), depth, budget, |_| {}) {
                Lasso::Found { witness, .. } => {
                    found = Some(witness);
                    break;
                }
                Lasso::NoneUpTo {
                    depth,
                    nodes,
                    complete,
                    ..
                } => {
                    cases += nodes;
                    bounds.push(format!(
                        "{w}x{h}: none within {depth} moves{}",
                        if complete { "" } else { " (budget cut)" }
                    ));
                }
            }
        }
        match found {
            Some(wit) => {
                let start = Position::start(wit.geo.width, wit.geo.height);
                let moves = wit.spec_moves();
                let k = wit.cycle_start.unwrap_or(0);
                let ok = thm::t7_repeats_legally(&start, &moves[..k], &moves[k..], r, 5);
                if !ok {
                    readings.push((name.to_string(), Status::NotChecked));
                    notes.push(format!(
                        "{name}: the explorer's witness {} does not replay in the reference model",
                        wit.text()
                    ));
                    continue;
                }
                let board = format!("{}x{}", wit.geo.width, wit.geo.height);
                links.push(write(&wit, claim, &format!("infinite-{name}-{board}"), &format!("{name}: an infinite legal game (the repeating part replayed 5 times by the reference model, legal, never over)."), &format!("qili search cycles --board {board} --rules {name} --max-depth {depth}")));
                readings.push((name.to_string(), Status::Fails));
                notes.push(format!("{name}: infinite game on {board}: {}", wit.text()));
                if r.passes == qili_spec::go::game::Passes::HandOverAPrisoner {
                    // 002's preset: the same game under TS-7 (有无休之势…作为循环往复无法终局处理),
                    // which the preset leaves out (no-result = none), under both triggers.
                    notes.push(ts7_on_witness(&start, &moves[..k], &moves[k..], r));
                }
                if claim == "T7" {
                    // T7's stone supply, bowls of 180 a side, with captured stones kept out of
                    // the bowls (001 狭义的…等子比路法,棋局过程中要保留俘子, with 001 补文's 应氏
                    // 棋罐, 各方的棋罐中各留下(180-n)颗棋子) or returned to them (003 置子 對局中除
                    // 棋枰上有活子死子,棋盒中有剩子,其他任何處所不得有棋子, with 003's 保證黑白各180
                    // 子). Pass stones are used up only where passes are stones (jpd: 000 推论4
                    // 虚着之子是下在盘外的活子). 000 and 002 give no stone supply, and no ending rule
                    // of theirs names a stop at an empty bowl, so a game cut there does not end by
                    // its rules and no sentence gives its result: the reading fails either way.
                    for (variant, returned) in [("kept", false), ("returned", true)] {
                        let cut = bowl_cut(
                            &start,
                            &moves[..k],
                            &moves[k..],
                            r,
                            BowlRules {
                                pass_stones: name.starts_with("jpd"),
                                returned,
                                bowl: 180,
                            },
                        );
                        readings
                            .push((format!("{} ({name})", bowl_reading(variant)), Status::Fails));
                        notes.push(match cut {
                            Some(m) => format!(
                                "{name}, bowls of 180 with captured stones {variant}: the same game stops at move {m}, the first that needs a stone from an empty bowl, a stop no ending rule of the rule set names, so the game does not end by its rules and no sentence gives its result"
                            ),
                            None => format!(
                                "{name}, bowls of 180 with captured stones {variant}: the repeating part takes no stone from the bowls for good (what it captures goes back), so the game is still infinite"
                            ),
                        });
                    }
                }
            }
            None => {
                readings.push((name.to_string(), Status::Holds));
                notes.push(format!("{name}: {}", bounds.join("; ")));
            }
        }
    }
    (readings, links, cases, notes)
}

/// What 002's TS-7 (有无休之势…作为循环往复无法终局处理) makes of an infinite game of the
/// `tang-song` preset, whose no-result option is none: the move at which each trigger of
/// [`NoResult`] voids `prefix` then `cycle` repeated (five turns, as the witness is checked),
/// replayed by the reference model under the preset's rules (002's pass, 偶数终局).
fn ts7_on_witness(start: &Position, prefix: &[Move], cycle: &[Move], r: PlayRules) -> String {
    let mut all = prefix.to_vec();
    for _ in 0..5 {
        all.extend_from_slice(cycle);
    }
    let h = thm::replay_under(start, &all, r).expect("the witness replays");
    let at = |rule: NoResult| match cycles::no_result(&h, &all, rule) {
        Some(i) => format!("void at move {}", i + 1),
        None => "not void within five turns".to_string(),
    };
    let voided = [NoResult::TangSong, NoResult::TangSongEveryRecurrence]
        .map(|rule| cycles::no_result(&h, &all, rule).is_some());
    let passes = cycle.iter().filter(|m| m.is_pass()).count();
    let balance = cycles::pass_balance(cycle);
    let verdict = match voided {
        [true, true] => "under 002 with TS-7 read either way it is a game with no result".to_string(),
        [false, false] => format!(
            "neither trigger voids it: each turn holds {passes} pass(es), after which the real-moves trigger seeks no recurrence, and changes the pass balance (each pass a prisoner handed over) by {balance}, so no position recurs with the balance it had; the same holds on every later turn: under 002 with TS-7 read either way this endless game is neither ended nor voided by a sentence"
        ),
        _ => "the two triggers part on it".to_string(),
    };
    format!(
        "002's TS-7 (作为循环往复无法终局处理), left out of the preset, on the same game replayed five turns: read as a recurrence made by real moves ({}) {}; read as every recurrence ({}) {}: {verdict}",
        NoResult::TangSong.name(),
        at(NoResult::TangSong),
        NoResult::TangSongEveryRecurrence.name(),
        at(NoResult::TangSongEveryRecurrence)
    )
}

/// T7's bowls-of-180 reading with captured stones kept out of the bowls (`kept`) or returned
/// to them (`returned`), as the audit names it.
pub fn bowl_reading(variant: &str) -> String {
    format!("stone-supply: bowls-of-180, captured-stones: {variant}")
}

/// A finite stone supply: `bowl` stones a side; pass stones used up (`pass_stones`, JPD: 000
/// 推论4 虚着之子是下在盘外的活子); captured stones back in their own bowl (`returned`, 003 置子)
/// or held out of it as prisoners.
#[derive(Clone, Copy, Debug)]
pub struct BowlRules {
    /// Passes are stones put outside the board.
    pub pass_stones: bool,
    /// Captured stones go back to their bowl.
    pub returned: bool,
    /// Stones a side.
    pub bowl: usize,
}

/// With a finite stone supply, the 1-based move at which the game `prefix` then `cycle`
/// repeated for ever (from `start`, under `rules`) stops: the first move that needs a stone
/// from an empty bowl. A side's stones out of its bowl are its stones on the board, its pass
/// stones where passes are stones, and, unless captured stones are returned, its stones the
/// opponent holds as prisoners (a suicide's stones too). A move needs a stone when it puts one
/// on the board, when passes are stones, and, under 002's pass (TS-10, `passes =
/// "hand-over-a-prisoner"`), when the passer holds no prisoner and hands over a stone of its
/// own, which the opponent keeps (with captured stones kept out of the bowls). The board comes
/// back each turn of the cycle, so only the pass stones and prisoners grow; `None` when neither
/// side's stones out of the bowl grow over a turn (the game is still infinite); otherwise the
/// game is played on, move by move, by the reference model until a move needs a stone its
/// side's bowl no longer holds.
pub fn bowl_cut(
    start: &Position,
    prefix: &[Move],
    cycle: &[Move],
    rules: PlayRules,
    bowl: BowlRules,
) -> Option<usize> {
    use qili_spec::go::game::side;
    use qili_spec::go::grid::Color;
    let (k, l) = (prefix.len(), cycle.len());
    let mv = |i: usize| if i < k { prefix[i] } else { cycle[(i - k) % l] };
    let out = |p: &Position, c: Color| {
        p.grid.count(c)
            + usize::from(bowl.pass_stones) * p.pass_stones[side(c)]
            + usize::from(!bowl.returned) * p.prisoners[side(c.opponent())]
    };
    let charged_pass = rules.passes == qili_spec::go::game::Passes::HandOverAPrisoner;
    let mut moves: Vec<Move> = Vec::new();
    let mut h = vec![start.clone()];
    for i in 0.. {
        let (pos, m) = (&h[i], mv(i));
        let c = m.colour();
        let needs_stone = !m.is_pass()
            || bowl.pass_stones
            || (charged_pass && !bowl.returned && pos.prisoners[side(c)] == 0);
        if needs_stone && out(pos, c) >= bowl.bowl {
            return Some(i + 1);
        }
        let next = thm::play_under(&h, &moves, m, rules).expect("the witness replays");
        moves.push(m);
        h.push(next);
        if i + 1 == k + l {
            let grow = |c: Color| out(&h[k + l], c) > out(&h[k], c);
            if !grow(Color::Black) && !grow(Color::White) {
                return None;
            }
        }
    }
    unreachable!("a side whose stones out of the bowl grow needs one from its bowl each turn")
}

/// The explorer against Tromp and Farneback (go-game-counts.tsv): 1x1, 1x2, 1x3 always,
/// 1x4 (about a minute) in a thorough run.
fn validate_explorer(b: Budget) -> Result<String, String> {
    let mut sizes = vec![(1, 1u64), (2, 9), (3, 907)];
    if b == Budget::Thorough {
        sizes.push((4, 2_098_407_841));
    }
    let mut out = Vec::new();
    for (n, want) in sizes {
        let g = crate::search::graph::GameGraph::build(geo(n, 1));
        let got = crate::count::brute_games::count(&g, |_| {});
        if got != Some(want) {
            return Err(format!("1x{n}: {got:?} games, Tromp-Farneback {want}"));
        }
        out.push(format!("1x{n} = {want}"));
    }
    Ok(format!(
        "The explorer reproduces the Tromp-Farneback game counts {}",
        out.join(", ")
    ))
}

fn t7(b: Budget) -> Evidence {
    let valid = match validate_explorer(b) {
        Ok(v) => v,
        Err(e) => {
            return Evidence::counterexample(format!(
                "the explorer disagrees with the published game counts: {e}"
            ))
        }
    };
    let (mut readings, links, mut cases, mut notes) = infinite_games(T7_RULES, b, "T7");
    notes.insert(0, valid);
    // T7's option `stone-supply: unbounded`: the rule-set readings above, as they stand; its
    // label names the rule sets that admit an infinite game (none: every game ends).
    let infinite: Vec<&str> = readings
        .iter()
        .filter(|r| !r.0.starts_with("stone-supply") && r.1 == Status::Fails)
        .map(|r| r.0.as_str())
        .collect();
    let label = if infinite.is_empty() {
        "stone-supply: unbounded (every game ends under every rule set above)".to_string()
    } else {
        format!(
            "stone-supply: unbounded (an infinite legal game under {})",
            infinite.join(", ")
        )
    };
    readings.push((label, Status::from_holds(infinite.is_empty())));
    // The Ying rule sets: every reading of 003's ko rules with YG-14's verdict, from the same
    // check; the readings YG-12 sets aside against 003 熱子 are set aside here too, naming
    // YG-12, and decide nothing.
    let ying = yg14(b);
    readings.extend(ying.readings.iter().map(|r| (r.name.clone(), r.status)));
    cases += ying.cases;
    let (void, _) = traditional_voids();
    let (ts_void, _) = voids_under(NoResult::TangSong);
    let (ts_every, _) = voids_under(NoResult::TangSongEveryRecurrence);
    let mut ev = Evidence::by_readings(format!("Per rule set, `fails` = admits an infinite legal game (smallest witness, repeating part marked) or, with a stone supply, a game cut off with no result; `holds` = every game ends, none infinite within the exhaustive bound; for the superko rules (ssk, psk, psk-4) termination is also proved on every board: each real move makes a new board (a new board and side to move for ssk), so at most 2N real moves (N legal boards) with at most three passes between them. {} The Ying rule sets are YG-14's readings with YG-14's verdicts (kept: ying-marks, ying-marks-strict; with 越環 counted per cycle they end every game by proofs/T7.md (7): at most 2N² + 4 moves on a board of N points, and no infinite game was found by the depth-bounded searches YG-14 runs); YG-14 gives the witnesses. Games with no result: simple ko with the Japanese-style reading voids the {} (tests/ko_shapes.rs); the documents' own no-result rules: 003 傳統棋規除單劫外,皆判無勝負 (traditional rules: every cycle but the single ko, YG-20), and 002 TS-7 作为循环往复无法终局处理, whose trigger 002 does not state: read as a recurrence made by real moves it voids the {}, read as every recurrence (a pass costing a prisoner) the {} (the `tang-song` preset leaves TS-7 out, no-result = none: its row above is its ko rule and 偶数终局 alone, with TS-7's verdict on its witness; `simple+tang-song` and `simple+tang-song-every` carry TS-7's void); under bowls of 180 (003 保證黑白各180子; 001 补文's 应氏棋罐 for the same author's 000) the supply is read two ways: captured stones kept out of the bowls (001 棋局过程中要保留俘子), which cuts every infinite game above at an empty bowl, or returned to them (003 置子 對局中除棋枰上有活子死子,棋盒中有剩子,其他任何處所不得有棋子; 001 勿需保留俘子 with 各方的棋罐中各留下(180-n)颗棋子), under which only stones that stay off the board for good are used up (the jpd sets' pass stones, 000 虚着之子是下在盘外的活子), so a cycle that passes no stone never empties a bowl and stays infinite. A game cut at an empty bowl stops where no ending rule of 000 or 002 names a stop: it does not end by its rules, and no sentence of 000 or 002 gives it a result.", notes.join(". "), void.join(", "), ts_void.join(", "), ts_every.join(", ")), readings).cases(cases);
    for f in links {
        ev = ev.finding(f);
    }
    for r in ying.rejected {
        ev = ev.reject(r.reading, r.contradicts, r.why);
    }
    ev.link(
        "tests/ko_shapes.rs::traditional_rules_give_no_result_for_every_cycle_but_the_single_ko",
    )
}

fn yg14(b: Budget) -> Evidence {
    let (mut readings, mut links, mut cases, mut notes) = infinite_games(YING_RULES, b, "YG-14");
    let (r2, l2, c2, n2) = real_shape_termination("YG-14");
    // The real-shape readings: an infinite game found by either search fails; otherwise the
    // exhaustive verdict (small boards) stands, with the proof for every board.
    for (name, st) in r2 {
        if let Some(r) = readings.iter_mut().find(|r| r.0 == name) {
            if r.1 != Status::Fails {
                r.1 = st;
            }
        }
    }
    links.extend(l2);
    cases += c2;
    notes.extend(n2);
    let (r3, c3, n3) = marks_termination_steps(b);
    for (name, st) in r3 {
        if let Some(r) = readings.iter_mut().find(|r| r.0 == name) {
            if r.1 == Status::Holds {
                r.1 = st;
            }
        }
    }
    cases += c3;
    notes.extend(n3);
    let mut ev = Evidence::by_readings(format!("YG-14 (with 熱子禁提 and 越環禁攪 no ko stays unresolved) read as: no infinite legal game. {}. Readings that restart the count after a pass (ying-pass, ying-strict, ying-move, ying-move-strict) let a side pass once per turn of a cycle for ever. Counting cycles over the whole game (ying-game, ying-game-strict) every game ends, on every board: with N positions (board, side to move), at most N real moves come before the first recurrence and at most N after it (no further recurrence is allowed), and at most two passes in a row come before the suspension and one after it, so a game has at most 4N + 8 moves; the search bound agrees; but these two forbid the plainest ko's retake after a pass of each side (see YG-12). Counting over the whole game only the shapes real moves make (ying-shape, ying-shape-strict: a pass places no stone and makes no shape) keeps that retake and still ends every game: at most N real moves and N + 3 passes (proofs/T7.md (6)), checked on the whole game graph of 1x2 and 1x3 and by the depth-bounded search on the other boards. The per-stone hot-mark readings (ying-marks, ying-marks-strict) count 越環 per cycle: a real move may not repeat a step (the last shape, then the next) already made, so every real move makes a new step, at most N² of them, with one pass between two real moves except around the suspension (at most four more), so a game has at most 2N² + 4 moves (proofs/T7.md (7); spec/src/yg/ko.rs, past_the_cycle_in_real_shapes); each step of that proof is checked on every game of the game tree, whole on 1x2 and to a depth on 1x3 and 2x2 (above), and the depth-bounded search finds no infinite game either. Where the Ying readings part on the named shapes: {}.", notes.join(". "), crate::ko_table::ying_disagreements_text()), readings).cases(cases);
    for f in links {
        ev = ev.finding(f);
    }
    set_aside_as_in_yg12(ev)
        .link("tests/ko_shapes.rs::ying_resolves_every_named_cycle_except_the_2x2_under_ying_move")
}

/// T8's record-level witness: on the empty 1x3 board, B pass W pass ends the game under the
/// two-pass ending (0, an empty board); under the four-pass ending Black plays a2 and White has
/// no legal real move at any later turn (a1 and a3 are self-capture), so every White pass is
/// forced and Black's first pass answers White's: B+3. The difference is not a choice of the
/// side that loses by it (on 1x2, the explorer's first witness, White passes where it could
/// capture); checked in the reference model, and White's forced passes in the engine.
fn t8(_: Budget) -> Evidence {
    use crate::search::game::SMove;
    use qili_spec::go::game::PassKind;
    let g = geo(1, 3);
    let a2 = SMove::Play(g.index(qili_spec::go::grid::Point::new(0, 1)) as u8);
    let pass = SMove::Pass(PassKind::Ordinary);
    let four_moves = vec![pass, pass, a2, pass, pass, pass, pass];
    let w4 = Witness {
        geo: g,
        rules: "psk-4".into(),
        moves: four_moves.clone(),
        cycle_start: None,
    };
    let mut game = Game::new(g, rules("psk-4"));
    let mut white_choices = Vec::new();
    for (i, &m) in four_moves.iter().enumerate() {
        if i > 2 && i % 2 == 1 {
            // White to move after Black's a2: what it could play.
            white_choices.push(
                game.legal_moves()
                    .into_iter()
                    .filter(|m| matches!(m, SMove::Play(_)))
                    .count(),
            );
        }
        if !game.play(m) {
            return Evidence::counterexample(format!(
                "T8's witness {}: move {} is illegal under psk-4",
                w4.text(),
                i + 1
            ));
        }
    }
    let start = Position::start(1, 3);
    let moves = w4.spec_moves();
    let (Some(two), Some(four)) = (rules("psk").options(), rules("psk-4").options()) else {
        unreachable!("psk and psk-4 are plain rule sets")
    };
    let differ = thm::t8_results_differ(&start, &moves, 2, two, four);
    let forced = white_choices.iter().all(|&n| n == 0);
    let f = write(
        &w4,
        "T8",
        "two-vs-four-passes-1x3",
        "Two passes end the game at move 2 with an empty board (0 by area); under the four-pass ending Black plays a2, White has no legal real move (a1 and a3 are self-capture) and passes, and Black wins the board (+3).",
        "qili replay findings/T8/two-vs-four-passes-1x3.sgf --rules psk-4",
    );
    Evidence::checked(
        differ && forced,
        format!(
            "Two-pass and four-pass ending give different results for the same opening moves: {} (two passes end it after 2 moves with 0; four passes: +3; results differ in the reference model: {differ}); White's legal real moves at its turns after a2: {white_choices:?} (every White pass forced).",
            w4.text()
        ),
    )
    .cases(1)
    .finding(f)
}

fn ying_all_shapes(
    f: impl Fn(&str, YingKo, Option<usize>) -> Option<String>,
) -> (u64, Vec<String>) {
    let mut cases = 0;
    let mut errs = Vec::new();
    for s in cycles::shapes() {
        let ms: Vec<Move> = s.turns(3);
        for y in YingKo::ALL {
            cases += 1;
            let first = ying::replay(s.start.clone(), &ms, y).err().map(|e| e.0);
            if let Some(e) = f(s.name, y, first) {
                errs.push(e);
            }
        }
    }
    (cases, errs)
}

fn yg6(b: Budget) -> Evidence {
    // Every real move the engine plays under a Ying preset changes the board.
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(6);
    let games = if b == Budget::Thorough { 2000 } else { 200 };
    let mut cases = 0;
    for i in 0..games {
        let g0 = [(2, 2), (3, 2), (3, 3), (1, 4)][i % 4];
        let y = YingKo::ALL[i % YingKo::ALL.len()];
        let mut g = Game::new(geo(g0.0, g0.1), rules(y.name()));
        for _ in 0..40 {
            let ms = g.legal_moves();
            if ms.is_empty() {
                break;
            }
            let m = ms[rng.random_range(0..ms.len())];
            let before = g.current().stones;
            g.play(m);
            if matches!(m, crate::search::game::SMove::Play(_)) {
                cases += 1;
                if g.current().stones == before {
                    return Evidence::counterexample(format!(
                        "{} played a real move that changed nothing: {:?}",
                        y.name(),
                        g.moves
                    ));
                }
            }
        }
    }
    let single = Position {
        grid: qili_spec::go::grid::Grid::from_rows(&[".O", "O."]).expect("rows"),
        ..Position::start(2, 2)
    };
    let m = Move::Play(
        qili_spec::go::grid::Color::Black,
        qili_spec::go::grid::Point::new(0, 0),
    );
    let not_forbidden: Vec<&str> = YingKo::ALL
        .into_iter()
        .filter(|&y| ying::why_forbidden(&single, &[], m, y) != Some(ying::Exhaustion::NoChange))
        .map(|y| y.name())
        .collect();
    let summary = format!(
        "著必有變,變窮禁著 under the Ying rules only (the {} Ying ko readings of \
         qili_spec::yg::ko; the superko rules are no Ying rules and are not run): {cases} real \
         moves of {games} random engine games on 2x2, 3x2, 3x3 and 1x4 each changed the board \
         (型, the board), and a single stone capturing itself is forbidden as no change (變窮) \
         under {} of {} readings",
        YingKo::ALL.len(),
        YingKo::ALL.len() - not_forbidden.len(),
        YingKo::ALL.len(),
    );
    let holds = not_forbidden.is_empty();
    let summary = if holds {
        summary
    } else {
        format!(
            "{summary}; a single stone capturing itself is not forbidden under {}",
            not_forbidden.join(", ")
        )
    };
    // The side to move in the key: every move changes it, so nothing could be 無變, and the
    // single stone capturing itself above (the board unchanged) would be a change.
    if single_after_self_capture(&single).as_ref() != Some(&single.grid) {
        return Evidence::counterexample(
            "the witness that sets aside the side to move in YG-6's key (2x2 `.O/O.`, Black a1 \
             capturing itself) changes the board",
        );
    }
    let why_side =
        "as the key of 著必有變 (whether a real move changes anything; 變窮's 同型反覆或循環 is \
         judged on the board with the side to move by the readings of YG-12): the same \
         paragraph (實手) says 熱子即提,越環再攪顆子自攪,變窮禁著, naming the single stone that \
         captures itself (顆子自攪) as exhausted change, a move forbidden, and 顆、塊子自提,有變可著 \
         allows a self-capture only with a change. With the side to move in the key every move \
         changes the position: the single stone capturing itself (2x2 `.O/O.`, Black a1) \
         leaves the board as it was and would count as a change, allowed";
    Evidence::by_readings(
        summary,
        vec![(
            "position-key: board-only".to_string(),
            Status::from_holds(holds),
        )],
    )
    .reject("position-key: board-and-side-to-move", "YG-6", why_side)
    .cases(cases)
    .link("spec/src/yg/ko.rs")
    .link("tests/ko_shapes.rs")
}

/// The board after Black's single stone on a1 captures itself on `p` (nothing else captured);
/// `None` when a1 is taken.
fn single_after_self_capture(p: &Position) -> Option<qili_spec::go::grid::Grid> {
    let a1 = qili_spec::go::grid::Point::new(0, 0);
    qili_spec::go::game::place(&p.grid, qili_spec::go::grid::Color::Black, a1)
        .map(|placed| placed.grid)
}

/// YG-6's 變窮禁著 read as 003 defines 變窮 (同型反覆或循環, judged by the readings YG-12 keeps),
/// against the reading that forbids any move that recreates an earlier position (superko).
/// 須知二 除窮任擇 "除同型反覆或循環之變窮著點外,任意擇點。實手擇點再無任何限制": the kept
/// readings may forbid nothing the text allows; the reviewer's snapback, retake after two
/// captures elsewhere and double ko after an earlier ko. The any-earlier-position reading is
/// set aside against YG-12 (爭劫 凡提取熱子須間隔一實手或虛手): a single ko retaken after a pass
/// by each side recreates an earlier board, and the kept readings allow it.
fn yg6_exhausted_change(b: Budget) -> Evidence {
    use qili_spec::go::game::PassKind;
    use qili_spec::go::grid::Color;
    let free = [
        "snap.sgf",
        "snap-1x4.sgf",
        "threat.sgf",
        "threat2.sgf",
        "combo.sgf",
        "hot-witness.sgf",
        "hot-witness-control-plain.sgf",
        "hot-witness-control-two-liberties.sgf",
    ];
    let wrong = kept_cases_wrong(&free);
    let kept: Vec<&str> = kept_readings().iter().map(|y| y.name()).collect();
    // Fights with captures of one and of several stones: seeded random games on boards with
    // room for two kos and for captures of blocks (every real move the board allows examined).
    let games = if b == Budget::Thorough { 200 } else { 30 };
    let (examined, forbidden, unreasoned) =
        ying_forbidden_moves(games, 6, &[(4, 3), (5, 3), (4, 4), (3, 3)], false);
    let summary = format!(
        "變窮禁著 as 003 defines 變窮 (打劫 · 變窮: 變方互不相讓之同型反覆或循環), judged by the \
         readings YG-12 keeps ({}); 任擇 (須知二 除同型反覆或循環之“變窮”著點外,任意擇點。實手擇點再無任何限制): \
         on the reviewer's {} each reading forbids exactly the move the text forbids ({}); in \
         {games} seeded random games per reading on 4x3, 5x3, 4x4 and 3x3 (60 moves; captures \
         of one stone and of blocks, kos side by side), of {examined} real moves the board \
         allows, {forbidden} were forbidden, {}",
        kept.join(", "),
        free.join(", "),
        if wrong.is_empty() {
            "none but White's move 12 in combo.sgf; in hot-witness.sgf White's retake of a ko \
             after two real moves, one a capture of two stones leaving the capturer in atari, \
             is allowed"
                .to_string()
        } else {
            wrong.join("; ")
        },
        match &unreasoned {
            None => "each for a reason the text gives: the board unchanged (著必有變; 顆子自攪), \
                     an earlier position again (同型反覆或循環), or a hot stone taken with no \
                     interval (爭劫 凡提取熱子須間隔一實手或虛手; 單熱子, 孿熱子, 雙熱子)"
                .to_string(),
            Some(w) => format!("one for no reason the text gives: {w}"),
        }
    );
    let wrong: Vec<String> = wrong.into_iter().chain(unreasoned).collect();
    // The single ko: Black takes, each side passes, White takes back.
    let ko = cycles::single_ko();
    let moves = vec![
        ko.cycle[0],
        Move::Pass(Color::White, PassKind::Ordinary),
        Move::Pass(Color::Black, PassKind::Ordinary),
        ko.cycle[1],
    ];
    let allowed: Vec<&str> = kept_readings()
        .into_iter()
        .filter(|&y| ying::replay(ko.start.clone(), &moves, y).is_ok())
        .map(|y| y.name())
        .collect();
    let earlier = ying::replay(ko.start.clone(), &moves, kept_readings()[0])
        .ok()
        .is_some_and(|h| h[..4].iter().any(|p| p.grid == h[4].grid));
    if !earlier || allowed.len() != kept.len() {
        return Evidence::counterexample(format!(
            "the witness that sets aside any-earlier-position (single ko: Black takes, each side \
             passes, White takes back) recreates an earlier board: {earlier}; allowed under {} \
             of the {} kept readings",
            allowed.len(),
            kept.len()
        ));
    }
    let why =
        "爭劫 凡提取熱子須間隔一實手或虛手 allows the hot stone retaken after an interval: in \
         the single ko (Black takes, White passes, Black passes, White takes back) the retake \
         recreates an earlier board, which any-earlier-position forbids, and every reading YG-12 \
         keeps allows it";
    Evidence::by_readings(
        summary,
        vec![(
            "exhausted-change: repetition-and-cycle-per-YG-12".to_string(),
            Status::from_holds(wrong.is_empty()),
        )],
    )
    .reject("exhausted-change: any-earlier-position", "YG-12", why)
    .cases((free.len() * kept.len()) as u64 + 1 + examined)
    .link("spec/src/yg/ko.rs")
    .link("tests/ko_shapes.rs")
}

/// Whether the real move `moves[k]` is a capture in a 劫型, read from 003 劫型
/// "黑白虎口配對造成劫型。劫型中可互提之子稱為劫子": it takes one stone, and the opponent's
/// recapture at once at the one liberty of its stone brings back the board before it (written
/// here from the sentence, apart from the reference model's `ko_capture`).
fn mutual_capture(history: &[Position], moves: &[Move], k: usize) -> bool {
    use qili_spec::go::game::place;
    use qili_spec::go::grid::Cell;
    let Move::Play(c, p) = moves[k] else {
        return false;
    };
    let (before, after) = (&history[k].grid, &history[k + 1].grid);
    let taken = before
        .points()
        .filter(|&q| before.get(q) == Cell::Stone(c.opponent()) && after.get(q) == Cell::Empty)
        .count();
    taken == 1
        && after.get(p) == Cell::Stone(c)
        && after.block(p).len() == 1
        && after
            .liberties(&[p])
            .into_iter()
            .any(|q| place(after, c.opponent(), q).is_some_and(|r| r.grid == *before))
}

/// The reason 003 gives for forbidding the capture `moves[n - 1]` (which led to the last of
/// `history`), derived from the sentences apart from the reference model's marks, or `None`:
///
/// - 提後變窮 (YG-9) and 變窮 "同型反覆或循環" (YG-12): the capture brings back an earlier
///   position (board and side to move);
/// - 爭劫 "凡提取熱子須間隔一實手或虛手" with 熱子 "爭三劫除單熱子外另一單或雙劫子,視同熱子"
///   (單熱子, 孿熱子): the capture is a 劫型 capture of a stone the opponent placed by a 劫型
///   capture, with only 劫型 captures between (no pass, no other real move: no interval);
/// - 熱子 "長生劫之雙劫子逢雙皆成“雙熱子”": the capture takes two or more stones, the opponent's
///   last move joined them and left them one liberty (逢雙), and they hold a stone the opponent
///   placed by a capture its move before that.
fn capture_reason(history: &[Position], moves: &[Move]) -> Option<&'static str> {
    use qili_spec::go::game::side;
    use qili_spec::go::grid::Cell;
    let n = moves.len();
    let Move::Play(c, _) = moves[n - 1] else {
        return None;
    };
    let opp = c.opponent();
    let next = &history[n];
    if history[..n]
        .iter()
        .any(|q| q.grid == next.grid && q.to_move == next.to_move)
    {
        return Some("提後變窮: an earlier position again");
    }
    let before = &history[n - 1].grid;
    let taken: Vec<_> = before
        .points()
        .filter(|&q| before.get(q) == Cell::Stone(opp) && next.grid.get(q) == Cell::Empty)
        .collect();
    let placed_by = |t| (0..n - 1).rev().find(|&j| moves[j] == Move::Play(opp, t));
    let by_capture =
        |j: usize| history[j + 1].prisoners[side(opp)] > history[j].prisoners[side(opp)];
    if mutual_capture(history, moves, n - 1) {
        let hot = taken.iter().any(|&t| {
            placed_by(t).is_some_and(|j| {
                by_capture(j)
                    && mutual_capture(history, moves, j)
                    && (j + 1..n - 1).all(|k| mutual_capture(history, moves, k))
            })
        });
        if hot {
            return Some("爭窮: a hot stone (單熱子 or 孿熱子) retaken with no interval");
        }
    }
    if taken.len() >= 2 && n >= 4 {
        let paired = matches!(moves[n - 2], Move::Play(o, f) if o == opp && taken.contains(&f))
            && history[n - 1].grid.liberties(&taken).len() == 1;
        let fresh = taken
            .iter()
            .any(|&t| placed_by(t).is_some_and(|j| j + 4 == n && by_capture(j)));
        if paired && fresh {
            return Some("爭窮: 雙熱子 taken with no interval");
        }
    }
    None
}

/// Random games under each kept Ying reading (reference model, [`ying::play`]; 2x2, 3x2, 3x3,
/// 1x4 and 4x2, 60 moves, a pass one time in eight): every capture the reading forbids at any
/// step must be forbidden for a reason 003 gives, [`capture_reason`] (003 提取
/// "劫子提後有變方可氣盡,提後變窮不可氣盡"): an earlier position again (提後變窮), or a hot stone
/// taken with no interval (爭劫, 熱子: 單熱子, 孿熱子, 雙熱子); any other forbidden capture
/// breaks "顆塊子提必有變皆可氣盡". Returns (captures examined, captures forbidden, the first
/// forbidden capture with no such reason).
fn ying_forbidden_captures(games: usize) -> (u64, u64, Option<String>) {
    ying_forbidden_moves(games, 9, &[(2, 2), (3, 2), (3, 3), (1, 4), (4, 2)], true)
}

/// [`ying_forbidden_captures`] on the boards `sizes` from the seed `seed`; with
/// `captures_only` false every real move the board allows (a capture or not) is examined, and
/// each one the reading forbids must have a reason from the text: the board unchanged (實手
/// 著必有變; 顆子自攪,變窮禁著) or one of [`capture_reason`]'s (the earlier position again
/// covers 須知二's 同型反覆或循環 for a move that takes nothing).
fn ying_forbidden_moves(
    games: usize,
    seed: u64,
    sizes: &[(usize, usize)],
    captures_only: bool,
) -> (u64, u64, Option<String>) {
    use qili_spec::go::game::{place, PassKind};
    use qili_spec::go::grid::Point;
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let (mut examined, mut forbidden) = (0u64, 0u64);
    for y in kept_readings() {
        for i in 0..games {
            let (w, h) = sizes[i % sizes.len()];
            let mut history = vec![Position::start(w, h)];
            let mut moves: Vec<Move> = Vec::new();
            for _ in 0..60 {
                let cur = history.last().expect("a start").clone();
                let c = cur.to_move;
                let mut legal = Vec::new();
                for p in cur.grid.points() {
                    let m = Move::Play(c, Point::new(p.x, p.y));
                    let Some(placed) = place(&cur.grid, c, p) else {
                        continue;
                    };
                    let counted = !captures_only || !placed.captured.is_empty();
                    match ying::play(&history, &moves, m, y) {
                        Ok(next) => {
                            examined += counted as u64;
                            legal.push((m, next));
                        }
                        Err(_) if counted => {
                            examined += 1;
                            forbidden += 1;
                            if placed.grid == cur.grid {
                                continue;
                            }
                            let mut ms = moves.clone();
                            ms.push(m);
                            let mut next = cur.clone();
                            next.grid = placed.grid.clone();
                            next.to_move = c.opponent();
                            next.prisoners[qili_spec::go::game::side(c)] += placed.captured.len();
                            next.prisoners[qili_spec::go::game::side(c.opponent())] +=
                                placed.self_captured.len();
                            let mut hs = history.clone();
                            hs.push(next);
                            if capture_reason(&hs, &ms).is_none() {
                                return (
                                    examined,
                                    forbidden,
                                    Some(format!(
                                        "{} on {w}x{h} forbids a move for no reason 003 \
                                         gives (a change, no earlier position, no hot stone): \
                                         {}",
                                        y.name(),
                                        ms.iter()
                                            .map(|&m| crate::ko_table::move_text(m))
                                            .collect::<Vec<_>>()
                                            .join(" ")
                                    )),
                                );
                            }
                        }
                        Err(_) => {}
                    }
                }
                let pass = Move::Pass(c, PassKind::Ordinary);
                let (m, next) = if legal.is_empty() || rng.random_range(0..8) == 0 {
                    (
                        pass,
                        ying::play(&history, &moves, pass, y).expect("a pass is legal"),
                    )
                } else {
                    legal.swap_remove(rng.random_range(0..legal.len()))
                };
                moves.push(m);
                history.push(next);
            }
        }
    }
    (examined, forbidden, None)
}

fn yg9(b: Budget) -> Evidence {
    let (cases, errs) = ying_all_shapes(|name, y, first| {
        (name == "single ko" && first != Some(1))
            .then(|| format!("{}: the single ko retake is not forbidden", y.name()))
    });
    let allowed_after_passes: Vec<&str> = YingKo::ALL
        .into_iter()
        .filter(|&y| retakes_after_a_pass_each(y))
        .map(|y| y.name())
        .collect();
    let games = if b == Budget::Thorough { 1000 } else { 100 };
    let (examined, forbidden, not_ko) = ying_forbidden_captures(games);
    let snap = kept_cases_wrong(&[
        "snap.sgf",
        "hot-witness.sgf",
        "hot-witness-control-plain.sgf",
        "hot-witness-control-two-liberties.sgf",
        "snap-1x4.sgf",
    ]);
    let kept: Vec<&str> = kept_readings().iter().map(|y| y.name()).collect();
    let mut bad = errs;
    bad.extend(not_ko);
    bad.extend(snap);
    Evidence::searched(
        format!(
            "Ko part of YG-9 (劫子提後有變方可氣盡,提後變窮不可氣盡): under each of the {} Ying \
             readings the immediate retake of the single ko was tested; after an intervening \
             pass of each side the retake is allowed under {} (see YG-12). Under the readings \
             YG-12 keeps ({}), {games} random games each (2x2, 3x2, 3x3, 1x4, 4x2; 60 moves): \
             of {examined} captures open at some step, {forbidden} were forbidden, each for a \
             reason the text gives, derived apart from the readings' marks: it brings back an \
             earlier position (提後變窮), or it takes a hot stone with no interval (爭劫 \
             凡提取熱子須間隔一實手或虛手: a 劫型 capture, one stone taken that the recapture at \
             once restores, of a stone the opponent placed by such a capture with only such \
             captures between, 單熱子 and 孿熱子; or 雙熱子, a pair the opponent's fill just \
             joined, holding the stone of its capture the move before); none another capture \
             (顆塊子提必有變皆可氣盡). The reviewer's games, as the text says under the kept \
             readings: the snapback (snap.sgf, the recapture of three) is allowed, and in \
             hot-witness.sgf the retake of a ko after a capture of two stones elsewhere that \
             leaves the capturer in atari but restores nothing (no 劫型) is allowed, as in its \
             two controls, and in snap-1x4.sgf White's capture of one stone that leaves three \
             in atari marks no hot stone, so Black's capture of the three is allowed",
            YingKo::ALL.len(),
            allowed_after_passes.join(", "),
            kept.join(", ")
        ),
        (!bad.is_empty()).then(|| bad.join("; ")),
    )
    .cases(cases + examined)
    .link("spec/src/yg/ko.rs::tests::a_hot_stone_needs_an_intervening_move")
    .link("tests/ying_intervals.rs")
}

/// A reviewer's small game (`tests/data/ying/`), with the first move 003 forbids in it
/// (1-based, as `qili replay` numbers it; `None`: every move allowed), derived by hand from the
/// sentence named. The moves before it are legal; what comes after it is not played.
struct YingCase {
    name: &'static str,
    sgf: &'static str,
    forbidden: Option<usize>,
    because: &'static str,
}

/// The reviewer's games of 003 打劫 (see `tests/ying_intervals.rs` for each derivation).
const YING_CASES: [YingCase; 17] = [
    YingCase {
        name: "threat.sgf",
        sgf: include_str!("../../tests/data/ying/threat.sgf"),
        forbidden: None,
        because: "爭劫 凡提取熱子須間隔一實手或虛手: two captures elsewhere, neither of which can be taken back at once, intervene before the retake (move 4)",
    },
    YingCase {
        name: "threat2.sgf",
        sgf: include_str!("../../tests/data/ying/threat2.sgf"),
        forbidden: None,
        because: "爭劫 凡提取熱子須間隔一實手或虛手: a capture elsewhere and a plain answer intervene",
    },
    YingCase {
        name: "snap.sgf",
        sgf: include_str!("../../tests/data/ying/snap.sgf"),
        forbidden: None,
        because: "提取 顆塊子提必有變皆可氣盡; 劫型 劫型中可互提之子: the snapback recapture of three (move 3) keeps two liberties, no ko",
    },
    YingCase {
        name: "el.sgf",
        sgf: include_str!("../../tests/data/ying/el.sgf"),
        forbidden: Some(4),
        because: "熱子 長生劫之雙劫子逢雙皆成“雙熱子”: White's capture of the pair just paired, no move between",
    },
    YingCase {
        name: "tk.sgf",
        sgf: include_str!("../../tests/data/ying/tk.sgf"),
        forbidden: Some(4),
        because: "熱子 爭三劫除單熱子外另一單或雙劫子,視同熱子: only ko captures between Black's take and White's retake",
    },
    YingCase {
        name: "ko1.sgf",
        sgf: include_str!("../../tests/data/ying/ko1.sgf"),
        forbidden: Some(2),
        because: "爭劫 凡提取熱子須間隔一實手或虛手,否則爭窮: the retake at once",
    },
    YingCase {
        name: "ko2.sgf",
        sgf: include_str!("../../tests/data/ying/ko2.sgf"),
        forbidden: None,
        because: "爭劫 間隔一實手或虛手: the retake after a pass of each side",
    },
    YingCase {
        name: "control.sgf",
        sgf: include_str!("../../tests/data/ying/control.sgf"),
        forbidden: Some(7),
        because: "越環禁攪 攪方如越環應禁止續攪, 攪子 越環後環環相同: in the double ko moves 1-6 (B cb, W be, B pass, W bb, B ce, W pass) go round the cycle once, the start position with Black to move recurring after White's pass; Black's move 7 (cb from that position again) goes on past it; Black yields",
    },
    YingCase {
        name: "combo.sgf",
        sgf: include_str!("../../tests/data/ying/combo.sgf"),
        forbidden: Some(11),
        because: "越環禁攪 攪方如越環應禁止續攪: the same double ko after a single ko retaken after passes; moves 5-10 go round the cycle once, Black's move 11 goes on past it; Black yields, as in control.sgf",
    },
    YingCase {
        name: "s2r1_6p.sgf",
        sgf: include_str!("../../tests/data/ying/s2r1_6p.sgf"),
        forbidden: Some(15),
        because: "越環禁攪 攪方如越環應禁止續攪, 攪子 越環後環環相同: sending two returning one after White's pass (move 10): moves 11-14 (B aa, W ca takes two, B ba takes one, W pass) go round the cycle once, the position after move 10 recurring; Black's move 15 (aa again) goes on past it; Black yields",
    },
    YingCase {
        name: "s2r1_6r.sgf",
        sgf: include_str!("../../tests/data/ying/s2r1_6r.sgf"),
        forbidden: Some(15),
        because: "越環禁攪 攪方如越環應禁止續攪: the same cycle after White's real move fa far away (move 10) instead of a pass; the move before the cycle is not part of it, so Black's move 15 is stopped as in s2r1_6p.sgf",
    },
    YingCase {
        name: "dko_p.sgf",
        sgf: include_str!("../../tests/data/ying/dko_p.sgf"),
        forbidden: Some(23),
        because: "越環禁攪 攪方如越環應禁止續攪: a double ko whose cycle (B cb, W be, B pass, W bb, B ce, W pass) starts at move 17, after Black's pass and a real move of each side; Black's move 23 goes on past it; Black yields",
    },
    YingCase {
        name: "dko_r.sgf",
        sgf: include_str!("../../tests/data/ying/dko_r.sgf"),
        forbidden: Some(21),
        because: "越環禁攪 攪方如越環應禁止續攪: the same double ko cycle starting at move 15, after real moves only; Black's move 21, the first past it, is stopped as in dko_p.sgf",
    },
    YingCase {
        name: "hot-witness.sgf",
        sgf: include_str!("../../tests/data/ying/hot-witness.sgf"),
        forbidden: None,
        because: "爭劫 凡提取熱子須間隔一實手或虛手: Black takes ko K1 (move 23), White takes ko K2, Black takes two stones at i3 (its stone left in atari, but White's answer at i2 takes one stone and restores nothing: no 劫型 黑白虎口配對, no ko stone), so two real moves intervene and no third ko makes 孿熱子; White's retake of K1 (move 26) is allowed",
    },
    YingCase {
        name: "hot-witness-control-plain.sgf",
        sgf: include_str!("../../tests/data/ying/hot-witness-control-plain.sgf"),
        forbidden: None,
        because: "爭劫 間隔一實手或虛手: as hot-witness.sgf with Black's third move a plain move (g4); the retake of K1 (move 26) is allowed",
    },
    YingCase {
        name: "hot-witness-control-two-liberties.sgf",
        sgf: include_str!("../../tests/data/ying/hot-witness-control-two-liberties.sgf"),
        forbidden: None,
        because: "爭劫 間隔一實手或虛手: as hot-witness.sgf with Black's capture of two leaving its stone two liberties; the retake of K1 (move 24) is allowed",
    },
    YingCase {
        name: "snap-1x4.sgf",
        sgf: include_str!("../../tests/data/ying/snap-1x4.sgf"),
        forbidden: None,
        because: "劫型 劫型中可互提之子; 提取 顆塊子提必有變皆可氣盡: White's a2 (move 10) takes one stone but leaves three in atari, which Black's answer takes: no 劫型, no hot stone; Black's capture of the three (move 11) makes a new position and is allowed",
    },
];

/// The Ying readings YG-12 keeps (no contradiction with 003 熱子 on eternal life and the triple
/// ko, [`multi_hot_stone_contradiction`]).
fn kept_readings() -> Vec<YingKo> {
    YingKo::ALL
        .into_iter()
        .filter(|&y| multi_hot_stone_contradiction(y).is_none())
        .collect()
}

/// [`ying_cases_wrong`] under every kept reading.
fn kept_cases_wrong(names: &[&str]) -> Vec<String> {
    kept_readings()
        .into_iter()
        .flat_map(|y| ying_cases_wrong(names, y))
        .collect()
}

/// The first move (1-based) the reference model refuses in the case under `y`.
fn ying_case_first(c: &YingCase, y: YingKo) -> Option<usize> {
    use crate::go::to_spec::{colour, grid, spec_move};
    let g = crate::go::SgfGame::parse(c.sgf).expect("a well-formed case");
    let (start, to_move) = g.start();
    let start = Position {
        grid: grid(&start),
        to_move: colour(to_move),
        pass_stones: [0, 0],
        prisoners: [0, 0],
    };
    let ms: Vec<Move> = g.moves().into_iter().map(spec_move).collect();
    ying::replay(start, &ms, y).err().map(|e| e.0 + 1)
}

/// The cases named in `names` on which `y` refuses another move than the text, each as
/// "name: reading refuses move m, the text: n (because)"; empty when it agrees on all.
fn ying_cases_wrong(names: &[&str], y: YingKo) -> Vec<String> {
    let show = |m: Option<usize>| m.map_or("none".to_string(), |m| format!("move {m}"));
    YING_CASES
        .iter()
        .filter(|c| names.contains(&c.name))
        .filter_map(|c| {
            let got = ying_case_first(c, y);
            (got != c.forbidden).then(|| {
                format!(
                    "{}: {} refuses {}, the text {} ({})",
                    c.name,
                    y.name(),
                    show(got),
                    show(c.forbidden),
                    c.because
                )
            })
        })
        .collect()
}

/// Whether the single ko may be retaken after Black's take and a pass by each side (YG-12
/// "凡提取熱子須間隔一實手或虛手") under `y`.
/// A single ko with room to play elsewhere (YG-12's 間隔一實手或虛手 needs a move that is not
/// the ko's): the single ko of [`cycles::single_ko`] with an empty column on its right.
///
/// ```text
/// . X O . .      Black takes at c2, capturing b2; White retakes at b2.
/// X O . O .      Black's elsewhere move: a3 (its own eye point); White's: e2.
/// . X O . .
/// ```
fn ko_with_room() -> Position {
    use qili_spec::go::grid::{Color, Grid};
    Position {
        grid: Grid::from_rows(&[".XO..", "XO.O.", ".XO.."]).expect("a well-formed diagram"),
        to_move: Color::Black,
        pass_stones: [0, 0],
        prisoners: [0, 0],
    }
}

/// The sequences YG-12 speaks of on [`ko_with_room`], each with whether 凡提取熱子須間隔一實手或
/// 虛手 allows the last move (the retake): at once, no (否則爭窮); after one real move of the
/// retaker and the taker's reply elsewhere, yes (間隔一實手); after one pass of the retaker and
/// the taker's real move elsewhere, yes (間隔…虛手).
fn yg12_sequences() -> Vec<(&'static str, Vec<Move>, bool)> {
    use qili_spec::go::game::PassKind;
    use qili_spec::go::grid::{Color, Point};
    let take = Move::Play(Color::Black, Point::new(2, 1));
    let retake = Move::Play(Color::White, Point::new(1, 1));
    let b_else = Move::Play(Color::Black, Point::new(0, 0));
    let w_else = Move::Play(Color::White, Point::new(4, 1));
    let w_pass = Move::Pass(Color::White, PassKind::Ordinary);
    vec![
        ("retake at once", vec![take, retake], false),
        (
            "retake after a real move of each side",
            vec![take, w_else, b_else, retake],
            true,
        ),
        (
            "retake after White's pass and Black's real move",
            vec![take, w_pass, b_else, retake],
            true,
        ),
    ]
}

/// Whether `y` rules every sequence of [`yg12_sequences`] as the sentence says; the first that
/// it does not, otherwise.
fn yg12_hot_stone(y: YingKo) -> Option<String> {
    let start = ko_with_room();
    yg12_sequences()
        .into_iter()
        .find_map(|(name, ms, allowed)| {
            let last = ms.len() - 1;
            let ok = match ying::replay(start.clone(), &ms, y) {
                Ok(_) => allowed,
                Err((i, _)) => !allowed && i == last,
            };
            (!ok).then(|| format!("{name}: {}", if allowed { "forbidden" } else { "allowed" }))
        })
}

/// The retake after a pass of each side (B takes, W pass, B pass, W retakes): YG-8 makes the
/// two passes a suspension (單官著完,雙方虛手,著手休止), after which play resumes only to settle a
/// dispute about dead stones, so the sequence is outside YG-12's domain; reported, not judged.
fn retakes_after_a_pass_each(y: YingKo) -> bool {
    use qili_spec::go::game::PassKind;
    use qili_spec::go::grid::Color;
    let s = cycles::single_ko();
    let ms = [
        s.cycle[0],
        Move::Pass(Color::White, PassKind::Ordinary),
        Move::Pass(Color::Black, PassKind::Ordinary),
        s.cycle[1],
    ];
    ying::replay(s.start.clone(), &ms, y).is_ok()
}

/// One of 003's fighting kos (爭劫) built by hand, with the move the text forbids.
struct Fight {
    /// The shape (start and cycle, played [`crate::ko_table::REPEATS`] times).
    shape: qili_spec::ts::cycles::Shape,
    /// The 0-based index of the first move the text forbids, derived by hand below.
    forbidden: usize,
    /// The sentence that forbids it.
    because: &'static str,
}

/// 003's three fighting kos (區別六 爭劫有三: (一)單熱子單劫, (二)雙熱子長生劫, (三)攣熱子爭三劫),
/// each with the first move the text forbids, derived by hand from 熱子 and 爭劫:
///
/// - single ko ([`cycles::single_ko`]): Black takes; White's retake at once takes the hot stone
///   (連續反覆所爭之劫子稱為熱子; 凡提取熱子須間隔一實手或虛手,否則爭窮): move index 1, White yields.
/// - eternal life ([`qili_spec::shapes::eternal_life`], `..OOX/OOXXX/.OX..`): Black 1 at b1
///   takes the two white stones (stones of the start, fought over by nobody: not hot; Black's
///   stone keeps two liberties); White 2 throws in at d1; Black 3 at a1 makes the pair a1-b1
///   with one liberty (長生劫之雙劫子逢雙皆成“雙熱子”); White 4 at c1 would take the pair, hot
///   stones with no intervening move: index 3, White yields.
/// - triple ko ([`cycles::triple_ko`]): Black takes ko 0, White takes ko 1 (an old black stone,
///   not hot), Black takes ko 2; White's retake of ko 0 takes Black's stone placed by the first
///   take, the other ko stone beside the single hot one of ko 2 (爭三劫除單熱子外另一單或雙劫子,
///   視同熱子,皆成“孿熱子”), with captures only in between: index 3, White yields.
fn fights() -> Vec<Fight> {
    vec![
        Fight {
            shape: cycles::single_ko(),
            forbidden: 1,
            because: "爭劫 連續反覆所爭之劫子稱為熱子。凡提取熱子須間隔一實手或虛手",
        },
        Fight {
            shape: qili_spec::shapes::eternal_life(),
            forbidden: 3,
            because: "熱子 長生劫之雙劫子逢雙皆成“雙熱子”",
        },
        Fight {
            shape: cycles::triple_ko(),
            forbidden: 3,
            because: "熱子 爭三劫除單熱子外另一單或雙劫子,視同熱子,皆成“孿熱子”",
        },
    ]
}

/// What the Ying reading `y` forbids in the fight `f`: the first forbidden move (1-based, as
/// `qili replay` numbers it), its side and why, and whether it is the move the text forbids.
fn fight_under(f: &Fight, y: YingKo) -> (bool, String) {
    let ms = crate::ko_table::moves(&f.shape);
    let first = crate::ko_table::first_forbidden_ying(&f.shape, y);
    let side = |i: usize| match ms[i].colour() {
        qili_spec::go::grid::Color::Black => "Black",
        qili_spec::go::grid::Color::White => "White",
    };
    let want = format!(
        "the text forbids move {} ({}; {} yields) by {}",
        f.forbidden + 1,
        crate::ko_table::move_text(ms[f.forbidden]),
        side(f.forbidden),
        f.because
    );
    let got = match first {
        Some(i) => format!(
            "{} forbids move {} ({}, {}; {} yields)",
            y.name(),
            i + 1,
            crate::ko_table::move_text(ms[i]),
            match ying::why_forbidden(&f.shape.start, &ms[..i], ms[i], y) {
                Some(ying::Exhaustion::HotStone) => "hot stone",
                Some(ying::Exhaustion::PastTheCycle) => "past the cycle",
                Some(ying::Exhaustion::NoChange) => "no change",
                None => "illegal",
            },
            side(i)
        ),
        None => format!("{} forbids no move ({} played)", y.name(), ms.len()),
    };
    (
        first == Some(f.forbidden),
        format!("{}: {got}, {want}", f.shape.name),
    )
}

/// The fights of [`fights`] with more than one hot stone (雙熱子, 孿熱子) on which `y` forbids
/// another move than the text, as the reason to set `y` aside, or `None` when it forbids the
/// text's move in each.
pub(super) fn multi_hot_stone_contradiction(y: YingKo) -> Option<String> {
    let wrong: Vec<String> = fights()
        .iter()
        .skip(1)
        .map(|f| fight_under(f, y))
        .filter(|r| !r.0)
        .map(|r| r.1)
        .collect();
    (!wrong.is_empty()).then(|| {
        format!(
            "003 區別六 lists 雙熱子長生劫 and 攣熱子爭三劫 among the fighting kos (爭劫有三) with 凡提取熱子必須間隔一實手或虛手, and 熱子 makes the paired and twin ko stones hot (長生劫之雙劫子逢雙皆成“雙熱子”; 爭三劫除單熱子外另一單或雙劫子,視同熱子,皆成“孿熱子”): the capture of those stones with no intervening move is forbidden, and the side that faces them yields; {}",
            wrong.join("; ")
        )
    })
}

/// The Ying readings YG-12 sets aside (each forbids another move than 003 熱子 does in eternal
/// life or the triple ko, [`multi_hot_stone_contradiction`]) set aside in another claim of 003
/// too: a reading that contradicts a sentence of 003 is no reading of 003, in any of its
/// claims, so it decides nothing in YG-13 and YG-14 either.
fn set_aside_as_in_yg12(mut ev: Evidence) -> Evidence {
    let aside: Vec<(String, String)> = ev
        .readings
        .iter()
        .filter_map(|r| {
            let y = YingKo::ALL.into_iter().find(|y| y.name() == r.name)?;
            multi_hot_stone_contradiction(y).map(|why| (r.name.clone(), why))
        })
        .collect();
    for (name, why) in aside {
        ev.readings.retain(|r| r.name != name);
        ev = ev.reject(name, "YG-12", format!("set aside in YG-12: {why}"));
    }
    ev.status_from_readings()
}

/// The reviewer's games YG-12 is checked on (003 爭劫, 熱子, 劫型).
const YG12_CASES: [&str; 10] = [
    "threat.sgf",
    "threat2.sgf",
    "snap.sgf",
    "el.sgf",
    "tk.sgf",
    "ko1.sgf",
    "ko2.sgf",
    "hot-witness.sgf",
    "hot-witness-control-plain.sgf",
    "hot-witness-control-two-liberties.sgf",
];

/// The reviewer's games YG-13 is checked on (003 越環禁攪, 攪子): the double ko alone and after
/// a single ko retaken after passes must make the same side yield; the same cycle (sending two
/// returning one, a double ko) after a pass and after a real move elsewhere must too.
const YG13_CASES: [&str; 6] = [
    "control.sgf",
    "combo.sgf",
    "s2r1_6p.sgf",
    "s2r1_6r.sgf",
    "dko_p.sgf",
    "dko_r.sgf",
];

fn yg12(_: Budget) -> Evidence {
    let (mut cases, errs) = ying_all_shapes(|name, y, first| {
        (name != "2x2 throw-in cycle" && first.is_none())
            .then(|| format!("{}: the {name} goes on for ever", y.name()))
    });
    if !errs.is_empty() {
        return Evidence::counterexample(errs.join("; ")).cases(cases);
    }
    // Each reading on the single ko's three sequences (YG-12's own 凡提取熱子須間隔一實手或虛手)
    // and on which move of the fights with double and twin hot stones it forbids (003 熱子 and
    // 區別六): a reading that forbids another move there, or none, reads 爭 and 攪 by the
    // length of the recurrence (打劫 反覆為爭循環為攪) against 區別六, which classes eternal life
    // and triple ko as fights; it is set aside and decides nothing.
    let mut readings = Vec::new();
    let mut rejected = Vec::new();
    let mut lines = Vec::new();
    let mut suspension = (Vec::new(), Vec::new());
    for y in YingKo::ALL {
        cases += yg12_sequences().len() as u64 + fights().len() as u64 - 1;
        cases += YG12_CASES.len() as u64;
        let wrong = ying_cases_wrong(&YG12_CASES, y);
        let hot = match (yg12_hot_stone(y), wrong.is_empty()) {
            (Some(h), _) => Some(h),
            (None, true) => None,
            (None, false) => Some(wrong.join("; ")),
        };
        if retakes_after_a_pass_each(y) {
            suspension.0.push(y.name());
        } else {
            suspension.1.push(y.name());
        }
        let multi: Vec<String> = fights()
            .iter()
            .skip(1)
            .map(|f| fight_under(f, y).1)
            .collect();
        lines.push(format!(
            "{}: single ko, {}; {}",
            y.name(),
            hot.clone().unwrap_or_else(|| {
                format!(
                    "the three sequences and the reviewer's {} as the text says",
                    YG12_CASES.join(", ")
                )
            }),
            multi.join("; ")
        ));
        match multi_hot_stone_contradiction(y) {
            Some(why) => rejected.push((y.name(), why)),
            None => readings.push((y.name().to_string(), Status::from_holds(hot.is_none()))),
        }
    }
    let names = |v: &[&str]| {
        if v.is_empty() {
            "none".to_string()
        } else {
            v.join(", ")
        }
    };
    let summary = format!(
        "Each Ying reading on a single ko with room elsewhere (`.XO../XO.O./.XO..`, Black takes at \
         c2): the retake at once must be forbidden (否則爭窮), the retake after one real move of \
         each side and after White's pass and Black's real move allowed (間隔一實手或虛手); the \
         reviewer's games {}, each with the move the text forbids (threat.sgf: a retake after \
         two captures elsewhere, allowed; el.sgf and tk.sgf: move 4; snap.sgf: none; \
         hot-witness.sgf: none, Black's capture of two between the kos leaves its stone in \
         atari but cannot be taken back so as to restore the board, so it is no ko capture and \
         intervenes); and \
         which move of eternal life (雙熱子) and of the triple ko (孿熱子) it forbids, against \
         the move 003 熱子 forbids (derived by hand: White's capture of the freshly paired \
         stones, move 4 of eternal life; White's retake of the first ko, move 4 of the triple \
         ko; White yields in both). {}. Kept: {}; set aside: {}. Not judged: the retake after a \
         pass of each side (B takes, W pass, B pass), which YG-8 makes a suspension \
         (雙方虛手,著手休止): allowed under {}, forbidden under {}. Where the Ying readings \
         part, per named shape of `qili shapes`: {}.",
        YG12_CASES.join(", "),
        lines.join("; "),
        names(&readings.iter().map(|r| r.0.as_str()).collect::<Vec<_>>()),
        names(&rejected.iter().map(|r| r.0).collect::<Vec<_>>()),
        names(&suspension.0),
        names(&suspension.1),
        crate::ko_table::ying_disagreements_text()
    );
    let (literal, literal_text) = any_real_move_intervenes();
    cases += fights().len() as u64;
    let summary = format!(
        "{summary} The derivation of the move the text forbids, sentence by sentence, is \
         proofs/YG-12.md. Word for word, 間隔一實手 makes every real move an interval, a ko \
         capture included (the kept readings do not count a ko capture, from 熱子 \
         爭三劫除單熱子外另一單或雙劫子,視同熱子): with ying-marks' marks and cycles, {literal_text}. \
         The round-robin ko (`qili shapes round`), which ying-marks stops at move 4 (W gd: \
         White retakes the first ko, the stone Black's first take placed, with only ko captures \
         between, as in the triple ko, so 孿熱子 is applied to it), has three kos but is not one \
         of the fights 區別六 lists (爭劫有三 names the single ko, eternal life and the triple \
         ko), and 003 does not say whether 爭三劫 covers it: reported, it decides nothing here."
    );
    let mut ev = Evidence::by_readings(summary, readings);
    for (name, why) in rejected {
        ev = ev.reject(name, "YG-21", why);
    }
    if let Some(why) = literal {
        ev = ev.reject("ying-marks, interval: any-real-move", "YG-12", why);
    }
    ev.cases(cases)
        .link("proofs/YG-12.md")
        .link("qili shapes")
        .link("tests/audit_ying_ko.rs")
        .link("tests/ko_shapes.rs::every_shape_under_every_rule_set")
        .link("spec/src/yg/ko.rs::tests::a_hot_stone_needs_an_intervening_move")
}

/// YG-12's 間隔一實手 read word for word: every real move intervenes, a ko capture included
/// (`qili_spec::yg::ko::Intervening::AnyRealMove`, with ying-marks' marks and cycles), on the
/// three fights of [`fights`]. Returns the reason to set it aside, if it forbids another move
/// than the text in one of them, and its verdicts in words.
fn any_real_move_intervenes() -> (Option<String>, String) {
    let y = YingKo::PRESET;
    let mut parts = Vec::new();
    let mut differ = Vec::new();
    for f in fights() {
        let ms = crate::ko_table::moves(&f.shape);
        let got = ying::replay_with(
            f.shape.start.clone(),
            &ms,
            y,
            ying::Intervening::AnyRealMove,
        );
        let text = match &got {
            Ok(_) => format!("{}: no move forbidden ({} played)", f.shape.name, ms.len()),
            Err((i, e)) => format!(
                "{}: move {} ({}, {}) forbidden",
                f.shape.name,
                i + 1,
                crate::ko_table::move_text(ms[*i]),
                match e {
                    ying::Exhaustion::HotStone => "hot stone",
                    ying::Exhaustion::PastTheCycle => "past the cycle",
                    ying::Exhaustion::NoChange => "no change",
                }
            ),
        };
        if got.err().map(|e| e.0) != Some(f.forbidden) {
            differ.push(format!(
                "{text}, where the text forbids move {} ({}) by {}",
                f.forbidden + 1,
                crate::ko_table::move_text(ms[f.forbidden]),
                f.because
            ));
        }
        parts.push(text);
    }
    let why = (!differ.is_empty()).then(|| {
        format!(
            "003 熱子 爭三劫除單熱子外另一單或雙劫子,視同熱子,皆成“孿熱子”: in the triple ko the stone \
             Black's first take placed stays hot beside the single hot stone of Black's last take, \
             so the ko captures between them are no interval for it; read word for word, \
             間隔一實手 lets White retake it: {}",
            differ.join("; ")
        )
    });
    (why, parts.join("; "))
}

fn yg13(_: Budget) -> Evidence {
    let (cases, errs) = ying_all_shapes(|name, y, first| {
        let n = match name {
            "triple ko" => 6,
            "quadruple ko" => 8,
            _ => return None,
        };
        // Per-stone hot marks (ying-marks*): the ko stone taken two captures earlier is still
        // hot (孿熱子, 爭三劫 is a fighting ko, 003 區別六), so the retake of the first ko is
        // forbidden before any recurrence: move 3 of the triple ko, move 4 of the quadruple
        // (the first capture of a stone a capture placed).
        let want = match (y.interval, y.cycle) {
            (ying::Interval::HotStoneMarks, _) => n / 2,
            (_, ying::CycleLimit::OneFullCycle) => n,
            (_, ying::CycleLimit::NoRecurrence) => n - 1,
        };
        (first != Some(want)).then(|| {
            format!(
                "{} on the {name}: first forbidden move {first:?}, expected {want}",
                y.name()
            )
        })
    });
    if !errs.is_empty() {
        return Evidence::counterexample(errs.join("; ")).cases(cases);
    }
    // Whether a pass lifts the limit (the option `Interval`): the triple and quadruple ko
    // played with a pass of each side after every turn of the cycle, three turns.
    let mut readings = Vec::new();
    let mut parts = Vec::new();
    let mut extra = 0;
    let mut yielders = Vec::new();
    let mut witnesses = Vec::new();
    for y in YingKo::ALL {
        let mut endless = Vec::new();
        for s in [cycles::triple_ko(), cycles::quadruple_ko()] {
            extra += 1;
            let last = s.cycle.last().map(|m| m.colour());
            let mut ms = Vec::new();
            for _ in 0..3 {
                ms.extend(s.cycle.iter().copied());
                // The side that did not make the last move of the turn passes first.
                for c in [last.map(|c| c.opponent()), last].into_iter().flatten() {
                    ms.push(Move::Pass(c, qili_spec::go::game::PassKind::Ordinary));
                }
            }
            if ying::replay(s.start.clone(), &ms, y).is_ok() {
                endless.push(s.name);
            }
        }
        extra += YG13_CASES.len() as u64;
        let wrong = ying_cases_wrong(&YG13_CASES, y);
        let past = cycle_yielders(y);
        let elsewhere: Vec<String> = past
            .iter()
            .filter(|c| !c.past_the_turn)
            .map(|c| format!("{}: {}", c.shape, c.text))
            .collect();
        parts.push(format!(
            "{} ({:?}, {:?}): {}; {}",
            y.name(),
            y.interval,
            y.cycle,
            if endless.is_empty() {
                "cut".to_string()
            } else {
                format!("{} not cut", endless.join(" and "))
            },
            if wrong.is_empty() {
                format!("{} as the text says", YG13_CASES.join(", "))
            } else {
                wrong.join("; ")
            }
        ));
        yielders.push((y, past));
        if let Some(w) = elsewhere.first() {
            witnesses.push((y.name(), elsewhere.len(), w.clone()));
        }
        readings.push((
            y.name().to_string(),
            Status::from_holds(endless.is_empty() && wrong.is_empty() && elsewhere.is_empty()),
        ));
    }
    // Where the kept readings stop different sides on the same named cycle (攪窮 under both).
    let kept = [
        YingKo::PRESET,
        YingKo {
            cycle: ying::CycleLimit::NoRecurrence,
            ..YingKo::PRESET
        },
    ];
    let of = |y: YingKo| {
        yielders
            .iter()
            .find(|(k, _)| *k == y)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    let (a, b) = (of(kept[0]), of(kept[1]));
    let differ: Vec<String> = a
        .iter()
        .filter_map(|x| {
            let y = b.iter().find(|y| y.shape == x.shape)?;
            (x.side != y.side).then(|| {
                format!(
                    "{}: {} {}, {} {}",
                    x.shape,
                    kept[0].name(),
                    x.text,
                    kept[1].name(),
                    y.text
                )
            })
        })
        .collect();
    let mut ev = Evidence::by_readings(
        format!(
            "This check covers 攪方如越環應禁止續攪 (the second check of YG-13 is its other \
             sentence, 衡劫活攪還原,虛劫死攪被提). Who is 攪方, the side that yields: on every \
             named cycle a reading cuts as 攪窮 (past the cycle), is the first full turn of the \
             cycle played out and the side stopped one that goes on past it (越環 … 禁止續攪, \
             攪子 越環後環環相同)? Falsified by a cycle whose stopped move is within its first \
             turn. The two readings YG-12 keeps part here: ying-marks lets the first turn \
             complete and stops the move past it (越環禁攪, 攪子); ying-marks-strict stops the \
             move that completes the turn, a recurrence of the shape (變窮 同型反覆或循環, 實手 \
             變窮禁著), so the other side yields: {}. Both forbid going on past the cycle; which \
             side is 攪方 differs, so this sentence depends on the reading. YG-14 and YG-21 run \
             both kept readings (YG-14: no infinite game under either; YG-21: the six kos under \
             each). \
             越環禁攪 on the triple and quadruple ko: with `OneFullCycle` the first forbidden move \
             is the capture after one full turn, with `NoRecurrence` the completing capture \
             itself, under every whole-position reading; under the per-stone hot marks \
             (ying-marks, ying-marks-strict) the retake of the first marked ko stone is \
             forbidden earlier (孿熱子: the triple ko is a fighting ko, 003 區別六). Whether a \
             pass by each side after every turn lifts the limit (the option `Interval`), three \
             turns played, and the reviewer's games (control.sgf, a double ko alone, and \
             combo.sgf, the same after a single ko retaken after passes, must make the same side \
             yield: 越環 is counted per cycle, 攪子 越環後環環相同; s2r1_6p.sgf and s2r1_6r.sgf, \
             sending two returning one after a pass and after a real move far away, and \
             dko_p.sgf and dko_r.sgf, a double ko so, must stop the same side at the same move \
             of the cycle: the 環 runs from its first real move, and a pass or real move before \
             it is no part of it): {}. Where the Ying readings \
             part, per \
             named shape: {}.",
            if differ.is_empty() {
                "no named cycle".to_string()
            } else {
                differ.join("; ")
            },
            parts.join("; "),
            crate::ko_table::ying_disagreements_text()
        ),
        readings,
    );
    for (name, k, w) in witnesses {
        ev = ev.witness_of(
            name,
            format!("{w} ({k} named cycle(s) stopped within the first turn)"),
        );
    }
    // The readings of 攪方 as a role and of the two outcomes as rulings: set aside, with the
    // sentence (YG-10) that excludes them and what the moves of each named cycle say of the
    // role: the captures each side makes in one turn.
    let captures = capture_counts();
    for (i, (reading, claim, why)) in crate::rules::YING_EXCLUDED.iter().enumerate() {
        let why = if i == 0 {
            format!("{why}. What the moves say of 攪方連續提劫, captures per turn (Black, White): {captures}")
        } else {
            why.to_string()
        };
        ev = ev.reject(*reading, *claim, why);
    }
    set_aside_as_in_yg12(ev)
        .cases(cases + extra)
        .link("tests/ko_shapes.rs::every_shape_under_every_rule_set")
}

/// One named cycle a Ying reading cuts as 攪窮 (`Exhaustion::PastTheCycle`): the move it stops,
/// its side, and whether the first full turn of the cycle was played out before it (move
/// `n + 1` or later of a cycle of `n` moves): 越環禁攪 "攪方如越環應禁止續攪" stops the side that
/// goes on past the 環, not the side that completes it.
#[derive(Clone, Debug)]
struct CycleYield {
    shape: &'static str,
    side: qili_spec::go::grid::Color,
    past_the_turn: bool,
    text: String,
}

/// [`CycleYield`] on every named cycle ([`crate::ko_table::all_shapes`]) `y` cuts as 攪窮.
fn cycle_yielders(y: YingKo) -> Vec<CycleYield> {
    let mut out = Vec::new();
    for s in crate::ko_table::all_shapes() {
        let ms = crate::ko_table::moves(&s);
        let Some(i) = crate::ko_table::first_forbidden_ying(&s, y) else {
            continue;
        };
        if ying::why_forbidden(&s.start, &ms[..i], ms[i], y) != Some(ying::Exhaustion::PastTheCycle)
        {
            continue;
        }
        let n = s.cycle.len();
        let side = ms[i].colour();
        let side_name = match side {
            qili_spec::go::grid::Color::Black => "Black",
            qili_spec::go::grid::Color::White => "White",
        };
        out.push(CycleYield {
            shape: s.name,
            side,
            past_the_turn: i >= n,
            text: format!(
                "forbids move {} ({}) of a {n}-move cycle, {side_name} yields",
                i + 1,
                crate::ko_table::move_text(ms[i])
            ),
        });
    }
    out
}

/// What play gives at the move a Ying reading stops on a named cycle (YG-13's second sentence,
/// 衡劫活攪還原,虛劫死攪被提): the board the stopped side faces, whether it is the shape before
/// the cycle (還原) and how many of the stopped side's stones the move before the stop took
/// (被提).
#[derive(Clone, Debug)]
pub(crate) struct StopOutcome {
    /// The named cycle.
    pub shape: &'static str,
    /// The stopped move (0-based into the cycle played [`crate::ko_table::REPEATS`] times).
    pub index: usize,
    /// Why the reading stops it.
    pub why: ying::Exhaustion,
    /// The stopped move as text (`W ba`).
    pub text: String,
    /// The board at the stop equals the board before the cycle (活攪還原).
    pub restored: bool,
    /// How many stones of the stopped side the move before the stop captured (死攪被提).
    pub taken: usize,
    /// The board at the stop, rows joined by `/`.
    pub board: String,
}

impl StopOutcome {
    /// 還原 or 被提: one of the two ends 衡劫活攪還原,虛劫死攪被提 names.
    pub fn restored_or_taken(&self) -> bool {
        self.restored || self.taken > 0
    }

    fn describe(&self) -> String {
        let end = match (self.restored, self.taken) {
            (true, _) => "the shape before the cycle (還原)".to_string(),
            (false, 0) => "neither the shape before the cycle nor after a capture".to_string(),
            (false, n) => format!("{n} stone(s) of the stopped side just taken (被提)"),
        };
        format!(
            "{}: move {} ({}) stopped, board {}: {end}",
            self.shape,
            self.index + 1,
            self.text,
            self.board
        )
    }
}

/// [`StopOutcome`] on every named cycle ([`crate::ko_table::all_shapes`]) that `y` stops, in
/// the table's order; the cycles it never stops are left out.
pub(crate) fn stop_outcomes(y: YingKo) -> Vec<StopOutcome> {
    let mut out = Vec::new();
    for s in crate::ko_table::all_shapes() {
        let ms = crate::ko_table::moves(&s);
        let Some(i) = crate::ko_table::first_forbidden_ying(&s, y) else {
            continue;
        };
        let Some(why) = ying::why_forbidden(&s.start, &ms[..i], ms[i], y) else {
            continue;
        };
        let h = ying::replay(s.start.clone(), &ms[..i], y)
            .expect("the moves before the first forbidden one are legal");
        let taken = match i.checked_sub(1).map(|k| ms[k]) {
            Some(m) if m.colour() != ms[i].colour() => {
                let taker = qili_spec::go::game::side(m.colour());
                h[i].prisoners[taker] - h[i - 1].prisoners[taker]
            }
            _ => 0,
        };
        out.push(StopOutcome {
            shape: s.name,
            index: i,
            why,
            text: crate::ko_table::move_text(ms[i]),
            restored: h[i].grid == s.start.grid,
            taken,
            board: h[i].grid.rows().join("/"),
        });
    }
    out
}

/// YG-13's second sentence, 衡劫活攪還原,虛劫死攪被提: what play gives once 續攪 is forbidden.
/// 區別六 names three disturbing kos (攪劫亦有三: 衡劫活攪, 虛劫死攪, 顆子自攪), so a cycle
/// stopped as 攪窮 (a repetition of a 循環, [`ying::Exhaustion::PastTheCycle`]) is a 衡劫 or a
/// 虛劫 and the sentence says it ends restored (還原) or with the disturbing stones taken
/// (被提), whichever the ko is: under every labelling of 衡 and 虛, every stopped cycle ends
/// one of the two ways. That disjunction is run on every named cycle each reading YG-12 keeps
/// stops as 攪窮 ([`stop_outcomes`]); a stop that finds neither the shape before the cycle nor
/// the stopped side's stones just taken falsifies it, and the readings YG-12 sets aside are run
/// too, to show the domain holds such stops. Which named cycle is 衡 and which 虛 (so which end
/// each must reach) 003 never says on a position: that labelling stays undecidable as written,
/// a note that decides nothing here. The first sentence (越環禁攪) is [`yg13`].
fn yg13_balanced_and_false(_: Budget) -> Evidence {
    let mut readings = Vec::new();
    let mut parts = Vec::new();
    let mut cases = 0u64;
    let mut aside = Vec::new();
    let mut tallies = Vec::new();
    for y in YingKo::ALL {
        let stops = stop_outcomes(y);
        let churn: Vec<&StopOutcome> = stops
            .iter()
            .filter(|s| s.why == ying::Exhaustion::PastTheCycle)
            .collect();
        let neither: Vec<String> = churn
            .iter()
            .filter(|s| !s.restored_or_taken())
            .map(|s| s.describe())
            .collect();
        match multi_hot_stone_contradiction(y) {
            Some(why) => aside.push((y, why, neither)),
            None => {
                cases += churn.len() as u64;
                let restored = churn.iter().filter(|s| s.restored).count();
                let taken = churn.iter().filter(|s| !s.restored && s.taken > 0).count();
                tallies.push(format!(
                    "{} {restored} 還原, {taken} 被提, {} neither",
                    y.name(),
                    neither.len()
                ));
                let fights = stops.len() - churn.len();
                parts.push(format!(
                    "{} stops {} named cycle(s) as 攪窮 ({fights} more as 爭窮, a hot stone, \
                     not a 攪): {}",
                    y.name(),
                    churn.len(),
                    churn
                        .iter()
                        .map(|s| s.describe())
                        .collect::<Vec<_>>()
                        .join("; ")
                ));
                readings.push((
                    format!("{} (還原 or 被提)", y.name()),
                    Status::from_holds(neither.is_empty() && !churn.is_empty()),
                ));
            }
        }
    }
    let falsifiers: Vec<String> = aside
        .iter()
        .filter(|(_, _, n)| !n.is_empty())
        .map(|(y, _, n)| format!("{}: {}", y.name(), n.join("; ")))
        .collect();
    let mut ev = Evidence::by_readings(
        format!(
            "衡劫活攪還原,虛劫死攪被提 says what play gives once 越環禁攪 stops the disturbing side: \
             in a 衡劫 the disturbance is restored (活攪還原), in a 虛劫 the disturbing stones are \
             taken (死攪被提); 區別六 攪劫亦有三 (衡劫活攪, 虛劫死攪, 顆子自攪) makes every \
             multi-move 攪 one of the first two, so whichever a cycle is, the stop must find the \
             board before the cycle or the stopped side's stones just taken. Checked on every \
             named cycle a kept reading stops as 攪窮 (the stopped move would repeat a shape of \
             the 循環; a stop for a hot stone is 爭窮, 熱子禁提除爭窮, and not this sentence's): \
             {}. Falsified by a 攪窮 stop after a move that took nothing with the board not the \
             one before the cycle; the readings YG-12 sets aside give such stops ({}), so the \
             named cycles hold falsifiers of this kind. Ends reached: {}. A stop one move past \
             a full turn (move n + 1 of an n-move cycle) finds the start by construction, so \
             the 被提 end is tested where a reading stops a cycle within its turn: \
             ying-marks-strict on the 2x2 throw-in cycle. Not decided, a note: which named cycle is 衡 and which 虛, so \
             which of the two ends each must reach. 003 gives no test of it on a position (衡/虛 \
             occur only in 十型 攪氣與衡虛劫氣同型, a type of 氣 YG-11 finds undefined on a \
             position, and in 區別六's list), and 死活 任何劫型死活,一律提證死活,不得判定死活 \
             forbids labelling a ko's life by judgement: undecidable as written, it is not one \
             of the readings.",
            parts.join("; "),
            if falsifiers.is_empty() {
                "none".to_string()
            } else {
                falsifiers.join("; ")
            },
            tallies.join("; ")
        ),
        readings,
    );
    for (y, why, _) in aside {
        ev = ev.reject(
            format!("{} (還原 or 被提)", y.name()),
            "YG-12",
            format!("set aside in YG-12: {why}"),
        );
    }
    ev.cases(cases)
        .link("tests/audit_ying_ko.rs")
        .link("qili shapes")
}

/// What traditional rules (003 傳統僅“單熱子”: simple ko; 傳統棋規 (三) 可以被提不可自提: no
/// suicide) do with a named cycle played three times: `None` when simple ko forbids a move of
/// it (the 窮 is removed, a result), `Some(Some(i))` when `rule` voids it after move `i`,
/// `Some(None)` when it runs on with neither (窮 not removed, 003 理規 窮未除盡).
fn traditional_end(s: &qili_spec::ts::cycles::Shape, rule: NoResult) -> Option<Option<usize>> {
    let ms = crate::ko_table::moves(s);
    let r = qili_spec::go::game::replay(s.start.clone(), &ms, crate::ko_table::plain(Ko::Simple))
        .ok()?;
    Some(cycles::no_result(&r.history(), &ms, rule))
}

/// YG-21 over two of the three disturbing kos of 003 區別六 (攪劫亦有三: 衡劫活攪, 虛劫死攪,
/// 顆子自攪), which its 傳統棋規除單劫外,皆判無勝負 covers with the fighting kos. 003 draws no 衡劫
/// or 虛劫, so which named cycles they are is a reading:
///
/// - `衡/虛 by the stop`: YG-13's 衡劫活攪還原,虛劫死攪被提 names each by the end play reaches
///   once 越環禁攪 stops it (越環禁攪除攪窮): a named cycle a kept reading stops as 攪窮 is a 衡劫
///   when the stop finds the shape before the cycle (還原), a 虛劫 when it finds the stopped
///   side's stones just taken (被提) ([`stop_outcomes`]).
/// - `衡/虛 by shape`: 衡劫活攪 the double-ko seki (both sides live: 衡, 活), 虛劫死攪 sending two
///   returning one (the two stones sent die: 虛, 死). Set aside when the end a kept reading
///   reaches on them contradicts YG-13's sentence (a 虛劫 that ends 還原).
///
/// Each kept labelling is run under each kept Ying reading: the Ying half (each labelled cycle
/// is stopped: 窮已除盡,任何劫型死活,皆有一定結果) and the traditional half. 003 says what
/// traditional rules do with a cycle: 變窮 窮則無勝負 and 理規 目前第一二兩代傳統棋規窮未除盡,
/// 則有“無勝負”判例, so a cycle simple ko lets run, voided by a count or not, is 窮 and has no
/// result; a cycle simple ko cuts is no 窮 (the single ko, 除單劫外). The void-only counts qili
/// has (Japanese-style, Tang-Song, three repetitions) are run and reported: 003 names none of
/// them, so they decide nothing. The third disturbing ko, 顆子自攪, is
/// [`yg21_single_stone_self_capture`].
fn yg21_disturbing_kos(_: Budget) -> Evidence {
    let shapes = crate::ko_table::all_shapes();
    let shape = |name: &str| shapes.iter().find(|s| s.name == name).cloned();
    let kept: Vec<YingKo> = YingKo::ALL
        .into_iter()
        .filter(|&y| multi_hot_stone_contradiction(y).is_none())
        .collect();
    // The traditional half under 窮則無勝負: a result only where simple ko forbids a move.
    let no_result = |name: &str| {
        shape(name).is_some_and(|s| traditional_end(&s, NoResult::JapaneseStyle).is_some())
    };
    let mut readings = Vec::new();
    let mut parts = Vec::new();
    let mut cases = 0u64;
    let mut by_shape_wrong = Vec::new();
    for &y in &kept {
        let stops = stop_outcomes(y);
        let stop_of = |name: &str| {
            stops
                .iter()
                .find(|s| s.shape == name && s.why == ying::Exhaustion::PastTheCycle)
        };
        // 衡/虛 by the stop.
        let churn: Vec<&StopOutcome> = stops
            .iter()
            .filter(|s| s.why == ying::Exhaustion::PastTheCycle)
            .collect();
        let balanced: Vec<&str> = churn
            .iter()
            .filter(|s| s.restored)
            .map(|s| s.shape)
            .collect();
        let false_ko: Vec<&str> = churn
            .iter()
            .filter(|s| !s.restored && s.taken > 0)
            .map(|s| s.shape)
            .collect();
        let unlabelled = churn.len() - balanced.len() - false_ko.len();
        let traditional_ok = churn.iter().all(|s| no_result(s.shape));
        cases += churn.len() as u64;
        parts.push(format!(
            "{}, 衡/虛 by the stop: 衡劫活攪 (還原) {}; 虛劫死攪 (被提) {}; {unlabelled} stopped as \
             攪窮 with neither end; traditional rules let every one run (窮, 無勝負): {}",
            y.name(),
            if balanced.is_empty() { "none".to_string() } else { balanced.join(", ") },
            if false_ko.is_empty() { "none".to_string() } else { false_ko.join(", ") },
            traditional_ok
        ));
        // A reading under which no named cycle ends 被提 witnesses no 虛劫死攪: its row says
        // so, so that its `holds` is not read as covering that ko.
        readings.push((
            format!(
                "衡/虛 by the stop ({}{})",
                y.name(),
                if false_ko.is_empty() {
                    "; 虛劫死攪 not witnessed: no named cycle ends 被提"
                } else {
                    ""
                }
            ),
            Status::from_holds(traditional_ok && unlabelled == 0 && !churn.is_empty()),
        ));
        // 衡/虛 by shape: the end each reaches must be the one its label names (YG-13).
        for (name, want_restored) in [
            ("double-ko seki", true),
            ("sending two returning one", false),
        ] {
            cases += 1;
            let got = stop_of(name);
            let fits = got.is_some_and(|s| {
                if want_restored {
                    s.restored
                } else {
                    !s.restored && s.taken > 0
                }
            });
            if !fits {
                by_shape_wrong.push(format!(
                    "{} on the {name} ({}): {}",
                    y.name(),
                    if want_restored {
                        "衡劫活攪, so 還原"
                    } else {
                        "虛劫死攪, so 被提"
                    },
                    got.map(|s| s.describe())
                        .unwrap_or_else(|| "not stopped as 攪窮".to_string())
                ));
            }
        }
    }
    // The void-only counts, reported: what each does with the named cycles but the single ko.
    let counts: Vec<String> = NoResult::all()
        .into_iter()
        .map(|rule| {
            let (mut void, mut endless) = (Vec::new(), Vec::new());
            for s in shapes.iter().filter(|s| s.name != "single ko") {
                match traditional_end(s, rule) {
                    Some(Some(i)) => void.push(format!("{} (move {})", s.name, i + 1)),
                    Some(None) => endless.push(s.name),
                    None => {}
                }
            }
            format!(
                "{}: void {}; runs on {}",
                rule.name(),
                if void.is_empty() {
                    "none".to_string()
                } else {
                    void.join(", ")
                },
                if endless.is_empty() {
                    "none".to_string()
                } else {
                    endless.join(", ")
                }
            )
        })
        .collect();
    let single = shape("single ko").and_then(|s| {
        let i = crate::ko_table::first_forbidden(&s, Ko::Simple)?;
        Some(format!(
            "{} ({})",
            i + 1,
            crate::ko_table::move_text(crate::ko_table::moves(&s)[i])
        ))
    });
    let mut ev = Evidence::by_readings(
        format!(
            "區別六 lists six kos, 爭劫有三 (單熱子單劫, 雙熱子長生劫, 攣熱子爭三劫, run by the \
             other checks) and 攪劫亦有三 (衡劫活攪, 虛劫死攪, 顆子自攪); 傳統棋規除單劫外,皆判無勝負 \
             speaks of all but the single ko. 003 draws no 衡劫 or 虛劫; YG-13's \
             衡劫活攪還原,虛劫死攪被提 names them by the end play reaches once 越環禁攪 stops a \
             循環 (衡/虛 by the stop), which labels every named cycle a kept reading stops as \
             攪窮. Traditional rules as 003 describes them (傳統僅“單熱子”, 可以被提不可自提, \
             窮則無勝負, 窮未除盡則有“無勝負”判例): a cycle simple ko lets run is 窮 and has no \
             result, one it cuts has one (the single ko: simple ko forbids move {}, a result, as \
             除單劫外 says); falsified by a labelled cycle simple ko cuts. {}. The void-only counts \
             qili has, which 003 does not name (a cycle they let run is still 窮 to 003), on the \
             named cycles but the single ko: {}. Which cycle is 衡 and which 虛 apart from the end \
             it reaches 003 never says on a position (十型 攪氣與衡虛劫氣同型; 死活 不得判定死活): \
             a note, not a reading; by the stop, the Ying half (each 衡/虛 stopped, with the end \
             its name says) holds by the labelling itself, and the check is the traditional half; \
             a reading under which no named cycle ends 被提 has no 虛劫 among them, which leaves \
             that ko unwitnessed, not falsified.",
            single.unwrap_or_else(|| "none".to_string()),
            parts.join("; "),
            counts.join("; ")
        ),
        readings,
    );
    if !by_shape_wrong.is_empty() {
        for &y in &kept {
            ev = ev.reject(
                format!("衡/虛 by shape ({})", y.name()),
                "YG-13",
                format!(
                    "衡劫活攪還原,虛劫死攪被提: the end each named ko reaches once 越環禁攪 stops it is \
                     the one its name says, and it does not: {}",
                    by_shape_wrong.join("; ")
                ),
            );
        }
    }
    for y in YingKo::ALL {
        if let Some(why) = multi_hot_stone_contradiction(y) {
            ev = ev.reject(
                format!("衡/虛 by the stop ({})", y.name()),
                "YG-12",
                format!("set aside in YG-12: {why}"),
            );
        }
    }
    ev.cases(cases)
        .link("tests/audit_ying_ko.rs")
        .link("qili shapes")
}

/// YG-21 on the third disturbing ko of 003 區別六, 顆子自攪, whose shape 003 does give: 實手
/// "顆、塊子自提,有變可著。熱子即提,越環再攪顆子自攪,變窮禁著" — a single stone that captures
/// itself (顆子自提) leaves the board as it was, so it is exhausted change and forbidden. The
/// domain is every single-stone self-capture (the stone placed has no liberty, takes nothing
/// and is removed alone) in every position of every board of at most 9 points, either side to
/// move. Ying: each kept reading must refuse each one for 著必有變 (the board unchanged,
/// [`ying::Exhaustion::NoChange`]); a move let through, or refused for another reason, falsifies
/// it. Traditional rules: 003's own 傳統棋規 (三) "可以被提不可自提" forbids self-capture, so no
/// traditional game holds a 顆子自攪 and 皆判無勝負 has nothing to void for it; a single
/// self-capture traditional play allowed would falsify that (it would be a cycle 003 says is
/// voided, played without a void).
fn yg21_single_stone_self_capture(_: Budget) -> Evidence {
    use qili_spec::go::game::place;
    use qili_spec::go::grid::{Cell, Color};
    let traditional = crate::ko_table::plain(Ko::Simple);
    let kept: Vec<YingKo> = YingKo::ALL
        .into_iter()
        .filter(|&y| multi_hot_stone_contradiction(y).is_none())
        .collect();
    let (mut cases, mut boards) = (0u64, 0usize);
    let mut ying_let = vec![0u64; kept.len()];
    let mut traditional_let = 0u64;
    let mut first: Option<String> = None;
    for (w, h) in super::documents::small_boards(9) {
        boards += 1;
        for grid in super::documents::every_grid(w, h) {
            for c in [Color::Black, Color::White] {
                let start = ying::position(grid.clone(), c);
                for p in grid.points().filter(|&p| grid.get(p) == Cell::Empty) {
                    let Some(r) = place(&grid, c, p) else {
                        continue;
                    };
                    if !(r.captured.is_empty() && r.self_captured.len() == 1) {
                        continue;
                    }
                    cases += 1;
                    let mv = Move::Play(c, p);
                    for (k, &y) in kept.iter().enumerate() {
                        if ying::why_forbidden(&start, &[], mv, y)
                            != Some(ying::Exhaustion::NoChange)
                        {
                            ying_let[k] += 1;
                            first.get_or_insert_with(|| {
                                format!("{} lets {mv:?} through on {w}x{h}:\n{grid}", y.name())
                            });
                        }
                    }
                    if qili_spec::go::game::replay(start.clone(), &[mv], traditional).is_ok() {
                        traditional_let += 1;
                        first.get_or_insert_with(|| {
                            format!("traditional play allows {mv:?} on {w}x{h}:\n{grid}")
                        });
                    }
                }
            }
        }
    }
    let mut readings = vec![(
        "traditional rules (simple ko, 可以被提不可自提)".to_string(),
        Status::from_holds(traditional_let == 0),
    )];
    readings.extend(kept.iter().zip(&ying_let).map(|(y, &n)| {
        (
            format!("{} (顆子自攪)", y.name()),
            Status::from_holds(n == 0),
        )
    }));
    let mut ev = Evidence::by_readings(
        format!(
            "顆子自攪 (003 實手: 顆、塊子自提,有變可著。熱子即提,越環再攪顆子自攪,變窮禁著): {cases} \
             single-stone self-captures in every position of {boards} boards of at most 9 points, \
             either side to move. Ying: each kept reading refuses {}; a refusal for another \
             reason or none would falsify it. Traditional rules: 003 傳統棋規 (三) \
             可以被提不可自提 refuses {} of {cases}, so no traditional game holds a 顆子自攪 and \
             皆判無勝負 has none to void (it holds for this ko because the move cannot be made).{}",
            kept.iter()
                .zip(&ying_let)
                .map(|(y, &n)| format!("{} of {cases} for 著必有變 ({})", cases - n, y.name()))
                .collect::<Vec<_>>()
                .join(", "),
            cases - traditional_let,
            first.map(|f| format!(" First falsifier: {f}")).unwrap_or_default(),
        ),
        readings,
    );
    for y in YingKo::ALL {
        if let Some(why) = multi_hot_stone_contradiction(y) {
            ev = ev.reject(y.name(), "YG-12", why);
        }
    }
    ev.cases(cases).link("tests/audit_ying_ko.rs")
}

/// For each named cycle shape, the number of captures Black and White make in one turn, and in
/// how many of the cycles both sides capture.
fn capture_counts() -> String {
    let counts: Vec<(String, [usize; 2])> = crate::ko_table::all_shapes()
        .iter()
        .filter_map(|s| {
            let h = ying::replay(
                s.start.clone(),
                &s.cycle,
                YingKo {
                    interval: ying::Interval::PassByEither,
                    cycle: ying::CycleLimit::OneFullCycle,
                },
            )
            .or_else(|_| {
                qili_spec::go::game::replay(
                    s.start.clone(),
                    &s.cycle,
                    crate::ko_table::plain(Ko::Simple),
                )
                .map(|r| r.history())
            })
            .ok()?;
            let mut n = [0, 0];
            for (k, m) in s.cycle.iter().enumerate() {
                let side = qili_spec::go::game::side(m.colour());
                if h[k + 1].prisoners[side] > h[k].prisoners[side] {
                    n[side] += 1;
                }
            }
            Some((s.name.to_string(), n))
        })
        .collect();
    let both = counts.iter().filter(|(_, n)| n[0] > 0 && n[1] > 0).count();
    let equal = counts.iter().filter(|(_, n)| n[0] == n[1]).count();
    format!(
        "{}; both sides capture in {both} of these {} cycles, as many times in {equal}",
        counts
            .iter()
            .map(|(name, n)| format!("{name} ({}, {})", n[0], n[1]))
            .collect::<Vec<_>>()
            .join(", "),
        counts.len()
    )
}

fn yg21(_: Budget) -> Evidence {
    let (void, resolved) = traditional_voids();
    let mut cases = (void.len() + resolved.len()) as u64;
    let wrong = void
        .iter()
        .map(|n| (*n, true))
        .chain(resolved.iter().map(|n| (*n, false)))
        .find(|(n, is_void)| *is_void == (*n == "single ko"));
    if let Some((name, is_void)) = wrong {
        return Evidence::counterexample(format!(
            "traditional rules on the {name}: no result = {is_void}"
        ));
    }
    let mut readings = vec![(
        "traditional rules (simple ko, Japanese-style no result)".to_string(),
        // Checked above: every named cycle but the single ko is void.
        Status::from_holds(resolved == ["single ko"]),
    )];
    let mut parts = Vec::new();
    let mut rejected = Vec::new();
    for y in YingKo::ALL {
        let endless: Vec<&str> = cycles::shapes()
            .into_iter()
            .filter(|s| {
                let ms: Vec<Move> = s.turns(3);
                ying::replay(s.start.clone(), &ms, y).is_ok()
            })
            .map(|s| s.name)
            .collect();
        // 區別六's three fighting kos must be cut where 003 熱子 cuts them (the text's move, the
        // side that faces the hot stones yields), not merely somewhere.
        let fights: Vec<(bool, String)> = fights().iter().map(|f| fight_under(f, y)).collect();
        cases += 1 + fights.len() as u64;
        if !endless.is_empty() {
            parts.push(format!("{}: {} never cut", y.name(), endless.join(", ")));
        }
        match multi_hot_stone_contradiction(y) {
            Some(why) => rejected.push((y.name(), why)),
            None => readings.push((
                y.name().to_string(),
                Status::from_holds(endless.is_empty() && fights.iter().all(|f| f.0)),
            )),
        }
    }
    let fight_lines: Vec<String> = YingKo::ALL
        .into_iter()
        .filter(|&y| multi_hot_stone_contradiction(y).is_none())
        .flat_map(|y| {
            fights()
                .iter()
                .map(|f| fight_under(f, y).1)
                .collect::<Vec<_>>()
        })
        .collect();
    let mut ev = Evidence::by_readings(
        format!(
            "Traditional rules (simple ko, Japanese-style no result) void the {} and resolve \
             only the {}, as YG-21 says. Ying, each reading on the same named cycles played \
             three times round: {}. The fighting kos of 區別六 (單熱子單劫, 雙熱子長生劫, \
             攣熱子爭三劫) under the readings kept: {}. The classic shapes of qili_spec::shapes \
             are the other YG-21 check; `qili shapes` prints every shape under every rule set.",
            void.join(", "),
            resolved.join(", "),
            if parts.is_empty() {
                "every cycle cut under every reading".to_string()
            } else {
                parts.join("; ")
            },
            fight_lines.join("; ")
        ),
        readings,
    );
    for (name, why) in rejected {
        ev = ev.reject(name, "YG-12", why);
    }
    // 傳統棋規 read as today's Chinese rules (positional superko, empty-board start): the named
    // cycles are then cut by a forbidden move, not voided. 003 須知一 says what 傳統 means:
    // 中國傳統棋規一律座子開局, the historical rules, which today's empty-board rules are not.
    let psk = qili_spec::go::game::Options {
        suicide: qili_spec::go::game::Suicide::Forbidden,
        ko: Ko::PositionalSuperko,
        end: qili_spec::go::game::End::TwoPasses,
    };
    let cut: Vec<&str> = cycles::shapes()
        .into_iter()
        .filter(|s| s.name != "single ko")
        .filter(|s| qili_spec::go::game::replay(s.start.clone(), &s.turns(3), psk).is_err())
        .map(|s| s.name)
        .collect();
    cases += cut.len() as u64;
    ev = ev.reject(
        "traditional: today's Chinese rules (positional superko)",
        "YG-5",
        format!(
            "read so, 傳統棋規除單劫外,皆判無勝負 fails: positional superko forbids a move of the {} \
             and has no no-result rule to void any named cycle; but 003 須知一 (which spells out \
             YG-5's 空枰開局) says which rules are 傳統: 中國傳統棋規一律座子開局, the \
             historical rules, where today's Chinese rules start on the empty board",
            cut.join(", ")
        ),
    );
    ev.cases(cases)
        .link("tests/ko_shapes.rs")
        .link("tests/audit_ying_ko.rs")
}

fn ts7(_: Budget) -> Evidence {
    let o = Options {
        suicide: qili_spec::go::game::Suicide::Forbidden,
        ko: Ko::Simple,
        end: qili_spec::go::game::End::TwoPasses,
    };
    let mut parts = Vec::new();
    let mut cases = 0;
    // 002: 《忘忧清乐集》中有长生八俊势""五劫循环"无法终局: the five kos run beside the named shapes.
    for s in cycles::shapes()
        .into_iter()
        .filter(|s| s.name != "single ko")
        .chain([cycles::five_ko()])
    {
        cases += 1;
        let ms: Vec<Move> = s.turns(3);
        let Ok(r) = qili_spec::go::game::replay(s.start.clone(), &ms, o) else {
            return Evidence::counterexample(format!(
                "the {} cycle is not playable under simple ko",
                s.name
            ));
        };
        let h = r.history();
        let ts = cycles::no_result(&h, &ms, NoResult::TangSong);
        let every = cycles::no_result(&h, &ms, NoResult::TangSongEveryRecurrence);
        let kg = cycles::no_result(&h, &ms, NoResult::ThreeRepetitionsSinceLastPass);
        match if ts == every { ts } else { None } {
            // The first recurrence is the end of the first turn of the cycle.
            Some(k) if k + 1 == s.cycle.len() => parts.push(format!(
                "{}: void at move {} (both Tang-Song triggers, real moves and every recurrence: \
                 the first recurrence), at move {} (KataGo-like, third occurrence since the last \
                 pass)",
                s.name,
                k + 1,
                kg.map_or("never".to_string(), |k| (k + 1).to_string())
            )),
            other => {
                return Evidence::counterexample(format!(
                    "Tang-Song readings on the {}: void at {other:?} (real moves) and {every:?} \
                     (every recurrence), not both at the first recurrence (move {})",
                    s.name,
                    s.cycle.len()
                ))
                .cases(cases)
            }
        }
    }
    Evidence::searched(
        format!("Named cycles under simple ko: {}", parts.join("; ")),
        None,
    )
    .cases(cases)
    .link("tests/ko_shapes.rs::traditional_rules_give_no_result_for_every_cycle_but_the_single_ko")
}

/// The single ko taken, one pass each, retaken: the history under `o`, or the index of the
/// first move `o` forbids.
fn retake_after_passes(o: Options) -> Result<Vec<Position>, usize> {
    let s = cycles::single_ko();
    let ms = [
        s.cycle[0],
        Move::Pass(
            qili_spec::go::grid::Color::White,
            qili_spec::go::game::PassKind::Ordinary,
        ),
        Move::Pass(
            qili_spec::go::grid::Color::Black,
            qili_spec::go::game::PassKind::Ordinary,
        ),
        s.cycle[1],
    ];
    let mut h = vec![s.start.clone()];
    for (i, &m) in ms.iter().enumerate() {
        match qili_spec::go::game::play(&h, m, o) {
            Ok(p) => h.push(p),
            Err(_) => return Err(i),
        }
    }
    Ok(h)
}

/// The JPD rule options (JPD-A11 with pass stones, four-pass ending).
fn jpd_options() -> Options {
    Options {
        suicide: qili_spec::go::game::Suicide::Forbidden,
        ko: Ko::WholeShapeWithPassStones,
        end: qili_spec::go::game::End::FourPasses,
    }
}

fn jpd_a10(_: Budget) -> Evidence {
    match retake_after_passes(jpd_options()) {
        Err(i) => Evidence::counterexample(format!(
            "the JPD rules forbid move {} of the single ko taken, one pass each, retaken",
            i + 1
        )),
        Ok(h) => {
            let last = &h[h.len() - 1];
            let same_board: Vec<usize> = (0..h.len() - 1)
                .filter(|&i| h[i].grid == last.grid)
                .collect();
            let same_shape = same_board
                .iter()
                .any(|&i| h[i].pass_stones == last.pass_stones);
            Evidence::searched(
                format!(
                    "The JPD repetition key is the board plus each side's pass-stone count: after \
                     the single ko taken, one pass each and retaken, the board equals the board \
                     of position(s) {same_board:?}, with pass stones {:?} there and {:?} now",
                    same_board
                        .iter()
                        .map(|&i| h[i].pass_stones)
                        .collect::<Vec<_>>(),
                    last.pass_stones
                ),
                (same_board.is_empty() || same_shape).then(|| {
                    "the retake does not separate board and shape (pass stones)".to_string()
                }),
            )
            .cases(1)
            .link("tests/ko_shapes.rs::jpd_retakes_a_ko_after_passes_positional_superko_does_not")
        }
    }
}

fn jpd_a11(_: Budget) -> Evidence {
    // Under the JPD rules the immediate retake of the single ko repeats the whole shape and is
    // forbidden; after one pass each the shape is new and the retake is allowed.
    let s = cycles::single_ko();
    let immediate = qili_spec::go::game::replay(s.start.clone(), &s.cycle[..2], jpd_options());
    let after = retake_after_passes(jpd_options());
    let problem = match (&immediate, &after) {
        (Ok(_), _) => Some("the immediate retake of the single ko is allowed".to_string()),
        (_, Err(i)) => Some(format!(
            "move {} of the retake after one pass each is forbidden",
            i + 1
        )),
        _ => None,
    };
    Evidence::searched(
        "No going back (禁倒退) in the reference model: the immediate retake of the single ko \
         recreates a whole-board shape and is forbidden; taken, one pass each, retaken, the shape \
         is new (pass stones) and the retake is allowed. The engine's search state agrees with \
         the reference model on the legal-move sets of random games (tests/search_vs_spec.rs).",
        problem,
    )
    .cases(2)
    .link("tests/search_vs_spec.rs")
}

fn jpd_c5(_: Budget) -> Evidence {
    let h = match retake_after_passes(jpd_options()) {
        Ok(h) => h,
        Err(i) => {
            return Evidence::counterexample(format!(
                "JPD-A11 forbids move {} of the retake after passes",
                i + 1
            ))
        }
    };
    // Under the board-only reading a shape repeats at every pass: the first pass recreates the
    // board before it.
    let pass_repeats = (2..h.len() - 1)
        .filter(|&i| h[..i].iter().any(|p| p.grid == h[i].grid))
        .count();
    let shape_repeats = (1..h.len())
        .filter(|&i| {
            h[..i]
                .iter()
                .any(|p| p.grid == h[i].grid && p.pass_stones == h[i].pass_stones)
        })
        .count();
    let summary = format!(
        "禁全同 from JPD-A11 with the shape of JPD-A10 (board and pass stones): the single ko \
         taken, one pass each, retaken: {shape_repeats} of {} moves recreate a whole shape, so \
         JPD-A11 forbids none and no shape repeats",
        h.len() - 1
    );
    let mut ev = Evidence::by_readings(
        summary,
        vec![(
            "shape-key: board-and-pass-stones".to_string(),
            Status::from_holds(shape_repeats == 0),
        )],
    );
    if pass_repeats > 0 {
        ev = ev.reject(
            "shape-key: board-only",
            "JPD-A3",
            super::proofs::board_only_rejection(2, pass_repeats as u64),
        );
    }
    ev.cases(1)
        .link("tests/ko_shapes.rs::jpd_retakes_a_ko_after_passes_positional_superko_does_not")
}

fn jpd_c6(b: Budget) -> Evidence {
    use qili_spec::go::game::{is_over, End, PassKind};
    use qili_spec::go::grid::Color;
    // The sentence: four consecutive passes end the game; after two a real move may follow.
    let pass = |c| Move::Pass(c, PassKind::Ordinary);
    let two = [pass(Color::Black), pass(Color::White)];
    let four = [
        pass(Color::Black),
        pass(Color::White),
        pass(Color::Black),
        pass(Color::White),
    ];
    let start = Position::start(3, 1);
    let after_two = qili_spec::go::game::replay(start.clone(), &two, jpd_options());
    let real_after_two = after_two.as_ref().is_ok_and(|r| {
        let h = r.history();
        qili_spec::go::game::legal_moves(&h, &two, jpd_options())
            .iter()
            .any(|m| !m.is_pass())
    });
    let problem = if !is_over(&four, End::FourPasses) {
        Some("four passes do not end the game")
    } else if is_over(&two, End::FourPasses) {
        Some("two passes end the game")
    } else if !real_after_two {
        Some("no real move may follow two passes")
    } else {
        None
    };
    // Not part of the sentence: whether every game ends (T7). JPD-A11 with four passes admits
    // an infinite game; reported with its finding, no effect on the status.
    let (readings, findings, cases, notes) = infinite_games(&["jpd"], b, "JPD-C6");
    let infinite = readings.iter().any(|r| r.1 == Status::Fails);
    let mut ev = Evidence::searched(
        format!(
            "On the empty 3x1 board under the JPD rules four consecutive passes end the game, \
             two do not, and a real move may follow two passes. Termination is T7's question, \
             not this sentence's: {}{}",
            if infinite {
                "an infinite legal game exists (a ko retaken between pairs of passes never \
                 repeats a shape and never reaches four passes): "
            } else {
                ""
            },
            notes.join(". ")
        ),
        problem.map(String::from),
    )
    .cases(cases + 1);
    for f in findings {
        ev = ev.finding(f);
    }
    ev.link(
        "spec/src/theorems/ko.rs::tests::jpd_repeats_a_ko_for_ever_between_pairs_of_passes_on_1x2",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// T7's bowls of 180 by hand. jpd on 1x2 (findings/T7): B a2, W a1 (takes a2), then B pass,
    /// W pass, B a2 (takes a1), W pass, B pass, W a1 (takes a2), repeated. Captured stones kept:
    /// every move takes a stone for good (a pass stone, or a stone captured and held), so
    /// Black's 181st move, move 361, finds its bowl empty. Returned: Black's stones out of the
    /// bowl are its pass stones, two a turn, and a2 while it stands; before turn 89's second
    /// pass (move 2 + 6 x 89 + 5 = 541) Black has passed 179 times and a2 stands: 180, empty.
    /// Simple ko on 1x3: B a3, W a2 (takes a3), then B pass, W a1, B a3 (takes a1 a2), W a2
    /// (takes a3), repeated; a pass is no stone. Kept: White's stones out before its a2 of turn
    /// q are 2q + 2 (its captured pairs), 180 at q = 89, move 2 + 4 x 89 + 4 = 362. Returned:
    /// the board comes back each turn and nothing else is used up: no cut. The same game under
    /// 002's `tang-song` (a pass hands over a prisoner, TS-10): turn 1's pass finds Black holding
    /// none and hands over a Black stone (charged); from then on Black holds prisoners, and each
    /// turn it captures two White stones and hands one back, White captures one. At the start of
    /// turn q + 1 (q >= 1) both sides have q + 2 stones out of their bowls (kept); inside the
    /// turn W a1 needs White's (q + 1 out), B a3 Black's (q + 2 out), W a2 White's (q + 2 out):
    /// B a3 of turn 179 finds 180 out, move 2 + 4 x 178 + 3 = 717. Returned: no cut. TS-7 voids
    /// it under neither trigger: each turn has a pass (the real-moves trigger looks only after
    /// the last pass) and moves the pass balance by one (every recurrence compares positions
    /// with equal balance).
    #[test]
    fn bowls_of_180_by_hand() {
        use qili_spec::go::game::PassKind::Ordinary;
        use qili_spec::go::grid::{Color::*, Point};
        let p = |y| Point::new(0, y);
        let supply = |pass_stones, returned| BowlRules {
            pass_stones,
            returned,
            bowl: 180,
        };
        // 1x2: a2 is the top point (y 0), a1 the bottom (y 1).
        let jpd_prefix = [Move::Play(Black, p(0)), Move::Play(White, p(1))];
        let jpd_cycle = [
            Move::Pass(Black, Ordinary),
            Move::Pass(White, Ordinary),
            Move::Play(Black, p(0)),
            Move::Pass(White, Ordinary),
            Move::Pass(Black, Ordinary),
            Move::Play(White, p(1)),
        ];
        let start = Position::start(1, 2);
        let cut = |returned| {
            bowl_cut(
                &start,
                &jpd_prefix,
                &jpd_cycle,
                rules("jpd"),
                supply(true, returned),
            )
        };
        assert_eq!(cut(false), Some(361));
        assert_eq!(cut(true), Some(541));
        // 1x3: a3 is y 0, a2 y 1, a1 y 2.
        let simple_prefix = [Move::Play(Black, p(0)), Move::Play(White, p(1))];
        let simple_cycle = [
            Move::Pass(Black, Ordinary),
            Move::Play(White, p(2)),
            Move::Play(Black, p(0)),
            Move::Play(White, p(1)),
        ];
        let start = Position::start(1, 3);
        let cut = |returned| {
            bowl_cut(
                &start,
                &simple_prefix,
                &simple_cycle,
                rules("simple"),
                supply(false, returned),
            )
        };
        assert_eq!(cut(false), Some(362));
        assert_eq!(cut(true), None);
        let cut = |returned| {
            bowl_cut(
                &start,
                &simple_prefix,
                &simple_cycle,
                rules("tang-song"),
                supply(false, returned),
            )
        };
        assert_eq!(cut(false), Some(717));
        assert_eq!(cut(true), None);
        let ts7 = ts7_on_witness(&start, &simple_prefix, &simple_cycle, rules("tang-song"));
        assert_eq!(
            ts7.matches("not void within five turns").count(),
            2,
            "{ts7}"
        );
    }

    #[test]
    fn the_default_checks_run_and_find_their_witnesses() {
        for k in checks() {
            let ev = (k.run)(Budget::Default);
            assert_ne!(ev.status, Status::Fails, "{}: {}", k.id, ev.summary);
            // The checks of this area with nothing to run: YG-13's second sentence, YG-21's
            // disturbing kos.
            let undecidable = k.code.starts_with("003 ");
            assert_eq!(
                ev.status == Status::UndecidableAsWritten,
                undecidable,
                "{}: {}",
                k.id,
                ev.summary
            );
        }
    }

    /// YG-12 per reading, recomputed from 003 爭劫 and 熱子: the retake after B pass W pass is a
    /// suspension (YG-8) and decides nothing; which move of eternal life (雙熱子) and of the
    /// triple ko (孿熱子) each reading forbids is compared with the move 熱子 forbids.
    #[test]
    fn yg12_keeps_the_readings_that_forbid_the_move_hot_stones_forbid() {
        // By hand from the text (tests/audit_ying_ko.rs): White's capture of the freshly paired
        // stones (move 4 of eternal life) and White's retake of the first ko (move 4 of the
        // triple ko) are forbidden, and White yields. Only the ying-marks readings forbid those
        // moves; the other eight forbid another move (or none) and are set aside.
        let ev = yg12(Budget::Default);
        assert_eq!(ev.status, Status::Holds, "{}", ev.summary);
        let kept: Vec<&str> = ev.readings.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(kept, ["ying-marks", "ying-marks-strict"], "{}", ev.summary);
        // The eight readings set aside against 區別六, and 間隔一實手 read word for word.
        assert_eq!(
            ev.rejected
                .iter()
                .filter(|r| r.contradicts == "YG-21")
                .count(),
            8,
            "{}",
            ev.summary
        );
        assert_eq!(ev.rejected.len(), 9, "{}", ev.summary);
        for y in YingKo::ALL {
            assert_eq!(yg12_hot_stone(y), None, "{}", y.name());
        }
    }

    /// The reviewer's games bite: the kept readings refuse exactly the moves derived by hand in
    /// `tests/ying_intervals.rs`, and a reading that counts 越環 once per game (`ying-shape`)
    /// is caught where the move before the cycle decides which move it stops: control.sgf
    /// (it refuses move 8, White's, where the text stops Black's move 7), s2r1_6r.sgf and
    /// dko_r.sgf (a real move before the cycle instead of a pass).
    #[test]
    fn the_reviewers_games_separate_per_cycle_from_per_game() {
        let all: Vec<&str> = YING_CASES.iter().map(|c| c.name).collect();
        assert_eq!(kept_cases_wrong(&all), Vec::<String>::new());
        let shape = YingKo::from_name("ying-shape").unwrap();
        let wrong = ying_cases_wrong(&YG13_CASES, shape);
        assert_eq!(wrong.len(), 3, "{wrong:?}");
        assert!(
            wrong[0].starts_with("control.sgf: ying-shape refuses move 8, the text move 7"),
            "{wrong:?}"
        );
        assert!(wrong[1].starts_with("s2r1_6r.sgf: ying-shape refuses move 16"));
        assert!(wrong[2].starts_with("dko_r.sgf: ying-shape refuses move 22"));
        let c = YING_CASES.iter().find(|c| c.name == "threat.sgf").unwrap();
        assert_eq!(ying_case_first(c, shape), None);
    }

    /// proofs/T7.md (6): both real-shape readings end every game on 1x2 and 1x3, within the
    /// bound 2N + 3.
    #[test]
    fn the_real_shape_readings_end_every_game_on_the_small_boards() {
        let (readings, links, _, notes) = real_shape_termination("YG-14");
        assert!(links.is_empty(), "{notes:?}");
        assert_eq!(
            readings,
            [
                ("ying-shape".to_string(), Status::Holds),
                ("ying-shape-strict".to_string(), Status::Holds)
            ],
            "{notes:?}"
        );
    }
}
