//! Go legality vectors: a position reached by a game from the empty board, the rule set, and
//! for every point of the board whether the side to move may play there — with the captures
//! and the resulting board if so, the reason if not (occupied, suicide, repetition) — and
//! whether a pass is legal. Computed by `qili_spec::go::game::play`, which checks each move
//! from scratch against the whole history.
//!
//! Claims exercised: JPD-A3 (000 公理三: moves alternate, a real move goes on an empty point),
//! JPD-A5 (stones stay until captured), JPD-C1 (气尽提取: blocks without liberties are
//! removed), JPD-A10/JPD-A11 (the whole-board shape with pass stones may not recur), YG-7
//! (003 實手: self-capture allowed), YG-20 (traditional rules: no self-capture).
//!
//! The eight Ying ko readings (presets `ying-pass` .. `ying-shape-strict`, YG-12 熱子 / YG-13
//! 越環禁攪) are computed by their own reference model, `qili_spec::yg::ko::play`, which sees
//! the whole history and the moves; a point they forbid has reason `repetition` and
//! `exhaustion` says why (`no-change`, `hot-stone`, `past-the-cycle`).

use super::{board_text, point_name, rng};
use crate::go::to_spec::to_spec_play;
use crate::go::Ko;
use crate::rules::{KoRule, Rules, Suicide};
use qili_spec::go::game::{is_over, place, play, End, Illegal, Move, Options, PassKind, Position};
use qili_spec::go::grid::{Cell, Color, Grid, Point};
use qili_spec::yg::ko::{self as ying, Exhaustion, YingKo};
use rand::Rng;
use serde_json::{json, Value};

/// The presets with plain play options (every preset but the Ying readings), in the order of
/// [`Rules::PRESETS`].
pub fn presets() -> Vec<(&'static str, Rules)> {
    Rules::PRESETS
        .iter()
        .filter(|(_, r)| to_spec_play(r).is_some())
        .copied()
        .collect()
}

/// The presets with a Ying ko reading, in the order of [`Rules::PRESETS`] (`ying` is the
/// same reading as `ying-marks` and is left out).
pub fn ying_presets() -> Vec<(&'static str, Rules)> {
    Rules::PRESETS
        .iter()
        .filter(|(n, r)| matches!(r.play.ko, KoRule::Ying(_)) && *n != "ying")
        .copied()
        .collect()
}

/// The reference model a preset's moves are judged by.
#[derive(Clone, Copy)]
enum Model {
    /// The plain options (`qili_spec::go::game::play`).
    Plain(Options),
    /// A Ying reading (`qili_spec::yg::ko::play`) and the ending.
    Ying(YingKo, End),
    /// The plain options with 002's pass, a prisoner handed over (`qili_spec::ts::play`, TS-10).
    TangSong(Options, qili_spec::ts::play::NoPrisonerPass),
}

impl Model {
    fn of(r: &Rules) -> Model {
        match (r.play.ko, to_spec_play(r)) {
            (_, Some(o)) => match r.play.passes {
                crate::go::Passes::HandOverAPrisoner => {
                    Model::TangSong(o, qili_spec::ts::play::NoPrisonerPass::Charged)
                }
                crate::go::Passes::OnlyWithAPrisoner => {
                    Model::TangSong(o, qili_spec::ts::play::NoPrisonerPass::Illegal)
                }
                _ => Model::Plain(o),
            },
            (KoRule::Ying(y), None) => Model::Ying(
                y,
                match r.play.end {
                    End::TwoPasses => End::TwoPasses,
                    End::FourPasses => End::FourPasses,
                    End::SuspendThenEnd => End::SuspendThenEnd,
                    End::TwoPassesEven => End::TwoPassesEven,
                    End::TwoPassesOrRepeatedPass => End::TwoPassesOrRepeatedPass,
                    End::SuspendOrFourPasses => End::SuspendOrFourPasses,
                },
            ),
            (_, None) => unreachable!("only a Ying ko has no plain options"),
        }
    }

    fn end(self) -> End {
        match self {
            Model::Plain(o) | Model::TangSong(o, _) => o.end,
            Model::Ying(_, e) => e,
        }
    }

    fn play(self, history: &[Position], moves: &[Move], mv: Move) -> Result<Position, Illegal> {
        match self {
            Model::Plain(o) => play(history, mv, o),
            Model::TangSong(o, np) => qili_spec::ts::play::play(history, mv, o, np),
            Model::Ying(y, _) => ying::play(history, moves, mv, y),
        }
    }

    /// Why a Ying reading forbids the real move `mv` (None for the plain options).
    fn exhaustion(self, history: &[Position], moves: &[Move], mv: Move) -> Option<Exhaustion> {
        let (Model::Ying(y, _), Move::Play(c, p)) = (self, mv) else {
            return None;
        };
        let cur = history.last()?;
        let placed = place(&cur.grid, c, p)?;
        let mut next = cur.clone();
        next.to_move = c.opponent();
        next.grid = placed.grid;
        ying::exhaustion(history, moves, &next, y)
    }
}

fn exhaustion_name(e: Exhaustion) -> &'static str {
    match e {
        Exhaustion::NoChange => "no-change",
        Exhaustion::HotStone => "hot-stone",
        Exhaustion::PastTheCycle => "past-the-cycle",
    }
}

/// The board sizes games are played on, per preset.
const SIZES: [(usize, usize); 5] = [(4, 4), (5, 5), (5, 5), (5, 4), (6, 6)];

/// Moves per game at most.
const MAX_MOVES: usize = 90;

/// The reason's name in the vectors.
pub fn reason_name(e: &Illegal) -> &'static str {
    match e {
        Illegal::NotYourTurn => "not-your-turn",
        Illegal::OffBoard => "off-board",
        Illegal::Occupied => "occupied",
        Illegal::Suicide => "suicide",
        Illegal::Repetition => "repetition",
        Illegal::GameOver => "game-over",
        Illegal::NoPrisonerToHandOver => "no-prisoner-to-hand-over",
    }
}

/// The rules as a vector names them: the preset and its play options spelled out.
pub fn rules_json(name: &str, r: &Rules) -> Value {
    json!({
        "preset": name,
        "suicide": r.play.suicide,
        "ko": r.play.ko.name(),
        "end": r.play.end,
    })
}

/// Whether `p` is an empty point all of whose neighbours are `c`'s stones.
fn own_eye(g: &Grid, p: Point, c: Color) -> bool {
    g.neighbours(p).iter().all(|&n| g.get(n) == Cell::Stone(c))
}

/// Every legality vector, in a fixed order.
pub fn vectors() -> Vec<Value> {
    let mut rng = rng(1);
    let mut out = Vec::new();
    for (name, rules) in presets().into_iter().chain(ying_presets()) {
        let model = Model::of(&rules);
        let sizes: &[(usize, usize)] = match model {
            Model::Plain(_) | Model::TangSong(..) => &SIZES,
            // The Ying readings differ on long histories with hot stones: fewer, smaller games.
            Model::Ying(..) => &SIZES[..3],
        };
        for &(w, h) in sizes {
            let mut history = vec![Position::start(w, h)];
            let mut moves: Vec<Move> = Vec::new();
            let mut names: Vec<String> = Vec::new();
            for step in 0..MAX_MOVES {
                if is_over(&moves, model.end()) {
                    break;
                }
                let cur = history.last().expect("a start").clone();
                let c = cur.to_move;
                let tried: Vec<(Point, Result<Position, Illegal>)> = cur
                    .grid
                    .points()
                    .map(|p| (p, model.play(&history, &moves, Move::Play(c, p))))
                    .collect();
                let pass = model.play(&history, &moves, Move::Pass(c, PassKind::Ordinary));
                let rare = tried
                    .iter()
                    .any(|(_, r)| matches!(r, Err(Illegal::Repetition) | Err(Illegal::Suicide)))
                    || pass.is_err();
                if rare || step % 8 == 3 {
                    let why: Vec<Option<Exhaustion>> = tried
                        .iter()
                        .map(|(p, r)| match r {
                            Err(Illegal::Repetition) => {
                                model.exhaustion(&history, &moves, Move::Play(c, *p))
                            }
                            _ => None,
                        })
                        .collect();
                    out.push(vector(
                        out.len(),
                        name,
                        &rules,
                        &cur,
                        &names,
                        &tried,
                        &why,
                        &pass,
                    ));
                }
                // The next move: a random legal real move that fills no own eye, else a pass;
                // now and then a pass anyway, so that pass stones and repetitions after passes
                // appear.
                let candidates: Vec<&(Point, Result<Position, Illegal>)> = tried
                    .iter()
                    .filter(|(p, r)| r.is_ok() && !own_eye(&cur.grid, *p, c))
                    .collect();
                let (mv, next, label) = if !candidates.is_empty() && !rng.random_bool(0.06) {
                    let (p, r) = candidates[rng.random_range(0..candidates.len())];
                    (
                        Move::Play(c, *p),
                        r.clone().expect("legal"),
                        point_name(*p, h),
                    )
                } else if let Ok(next) = pass.clone() {
                    (Move::Pass(c, PassKind::Ordinary), next, "pass".to_string())
                } else {
                    break;
                };
                moves.push(mv);
                names.push(label);
                history.push(next);
            }
        }
    }
    out
}

#[allow(clippy::too_many_arguments)]
fn vector(
    index: usize,
    preset: &str,
    rules: &Rules,
    cur: &Position,
    moves: &[String],
    tried: &[(Point, Result<Position, Illegal>)],
    why: &[Option<Exhaustion>],
    pass: &Result<Position, Illegal>,
) -> Value {
    let h = cur.grid.height();
    let mut claims = vec!["JPD-A3"];
    let mut any_capture = false;
    let mut points = Vec::new();
    for ((p, r), why) in tried.iter().zip(why) {
        match r {
            Ok(next) => {
                let placed = place(&cur.grid, cur.to_move, *p).expect("a legal move is placed");
                let mut captures: Vec<String> =
                    placed.captured.iter().map(|&q| point_name(q, h)).collect();
                let mut self_captures: Vec<String> = placed
                    .self_captured
                    .iter()
                    .map(|&q| point_name(q, h))
                    .collect();
                captures.sort();
                self_captures.sort();
                any_capture |= !captures.is_empty() || !self_captures.is_empty();
                points.push(json!({
                    "point": point_name(*p, h),
                    "legal": true,
                    "captures": captures,
                    "self_captures": self_captures,
                    "result": board_text(&next.grid),
                }));
            }
            Err(e) => {
                let mut v = json!({
                    "point": point_name(*p, h),
                    "legal": false,
                    "reason": reason_name(e),
                });
                if let Some(x) = why {
                    v["exhaustion"] = Value::from(exhaustion_name(*x));
                }
                points.push(v);
            }
        }
    }
    let reasons: Vec<&str> = tried
        .iter()
        .filter_map(|(_, r)| r.as_ref().err().map(reason_name))
        .collect();
    if any_capture {
        claims.extend(["JPD-A5", "JPD-C1"]);
    }
    if rules.play.suicide == Suicide::Forbidden && reasons.contains(&"suicide") {
        claims.push("YG-20");
    }
    if let KoRule::Ying(_) = rules.play.ko {
        claims.push("YG-5");
        // A board that does not change is not a move (YG-7: self-capture only when it
        // changes the position); a hot stone retaken is 爭窮 (YG-12); a position past one
        // full cycle is 攪窮 (YG-12, YG-13 越環禁攪).
        let kinds: Vec<Exhaustion> = why.iter().flatten().copied().collect();
        if kinds.contains(&Exhaustion::NoChange) {
            claims.push("YG-7");
        }
        if kinds.contains(&Exhaustion::HotStone) || kinds.contains(&Exhaustion::PastTheCycle) {
            claims.push("YG-12");
        }
        if kinds.contains(&Exhaustion::PastTheCycle) {
            claims.push("YG-13");
        }
    }
    if rules.play.suicide == Suicide::Allowed
        && points
            .iter()
            .any(|v| v["self_captures"].as_array().is_some_and(|a| !a.is_empty()))
        && !claims.contains(&"YG-7")
    {
        claims.push("YG-7");
    }
    if rules.play.ko == KoRule::Plain(Ko::WholeShapeWithPassStones)
        && (reasons.contains(&"repetition") || pass.is_err() || cur.pass_stones != [0, 0])
    {
        claims.extend(["JPD-A10", "JPD-A11"]);
    }
    let pass_json = match pass {
        Ok(_) => json!({"legal": true}),
        Err(e) => json!({"legal": false, "reason": reason_name(e)}),
    };
    json!({
        "id": format!("go-legality-{:05}", index + 1),
        "claims": claims,
        "rules": rules_json(preset, rules),
        "width": cur.grid.width(),
        "height": h,
        "moves": moves,
        "position": board_text(&cur.grid),
        "to_move": if cur.to_move == Color::Black { "black" } else { "white" },
        "pass_stones": cur.pass_stones,
        "prisoners": cur.prisoners,
        "points": points,
        "pass": pass_json,
    })
}
