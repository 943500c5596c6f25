//! The rule sets the solver takes: any rule set of the project's vocabulary
//! ([`crate::rules::parse`]: a preset, alias, KataGo string or rule file), its rules of play
//! as they are ([`PlayRules`]: ko rule, suicide, ending, passes, no-result reading), and a
//! counting method ([`Scoring`], one of [`COUNT_NAMES`]), written `PRESET` (area scoring),
//! `PRESET/territory`, `PRESET/routes`, and `PRESET+NO-RESULT` to add a no-result
//! reading (`simple+japanese-style`, `simple+tang-song`, `simple+three-repetitions`).
//! [`parse`] reads them with the list grammar of every command ([`crate::rules::parse_list`]).
//!
//! Every such rule set is solved (`proofs/solver.md`, "Rule sets with endless games"): where
//! a game can go on for ever (simple ko, JPD-A11 with pass stones, the Ying readings that
//! allow it, suspend-then-end) the value is the one both sides can force within a finite
//! number of moves, whatever an endless game is worth; a void game (no result) is worth
//! [`Void::Draw`].

use crate::rules::{parse_list, Listed, Scoring, Suffixes};
use crate::search::board::{Geometry, Stones};
use crate::search::explore::area;
use crate::search::game::{Game, Node, PlayRules};
use qili_spec::go::game::KoRule;
use qili_spec::go::game::{End, Ko};
use qili_spec::ts::cycles::NoResult;

/// What a void game (no result, [`PlayRules::no_result`]) is worth to the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Void {
    /// `void=0`: a void game counts as a draw, margin 0 — 無勝負, "neither wins nor loses"
    /// (003 "傳統棋規除單劫外,皆判無勝負"; 002 "与日本规定的'无胜负'大致相同"), and how van der
    /// Werf's solver counted a repetition. No document gives a void game another value (a
    /// replay is a new game, not a value of this one), so this is the only option.
    Draw,
}

impl Void {
    /// Black's result of a void game.
    pub fn value(self) -> i32 {
        match self {
            Void::Draw => 0,
        }
    }

    /// The option's name.
    pub fn name(self) -> &'static str {
        match self {
            Void::Draw => "void=0",
        }
    }
}

/// A rule set to solve under: a name, the one rules-of-play type ([`PlayRules`]) and the one
/// counting type ([`Scoring`], restricted to the solver's three), plus what a void game is
/// worth ([`Void`], which only the solver values).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSet {
    /// The name as given (`psk`, `psk/territory`, `simple+japanese-style`).
    pub name: String,
    /// Ko rule, suicide, ending, passes and no-result reading, as the rule set has them.
    pub rules: PlayRules,
    /// How the end is counted: one of the three methods of [`COUNT_NAMES`].
    pub scoring: Scoring,
    /// What a void game is worth (only read when the rules have a no-result reading).
    pub void: Void,
}

/// The counts `/COUNT` takes, in the order an error lists them: three of the counting methods
/// of the rule sets ([`Scoring`]), each as the solver computes it on a played-out board, with
/// no komi:
///
/// - `area`, [`Scoring::Area`]: stones plus empty regions bordered by one colour only
///   (Tromp-Taylor area, as [`crate::search::explore::margin`]).
/// - `territory`, [`Scoring::Territory`]: empty regions bordered by one colour only, plus the
///   stones each side captured (every stone on the board at the end counts as alive, as in a
///   game played out; pass stones are not counted).
/// - `routes`, [`Scoring::EqualStonesCompareRoutes`]: 001's equal stones, compare routes (HZ-5,
///   with the B-class negative move HZ-6), as [`qili_spec::hz::HzRoutes`] counts it with the
///   documents' basic eyes (HZ-2: two per independent live group, one own eye per eye-bearing
///   group in seki) and every stone on the board alive (the game is played out). A function of
///   the final board and the side to move for a game from the empty board: the back-filled
///   prisoners and pass stones and the negative move cancel exactly (`proofs/solver.md`, "Route
///   counting"), so the position table needs no offset.
///
/// The other methods are not counts of the solver: `/NAME` with any other name is refused as
/// an unknown count, and a [`RuleSet`] holds one of these three.
pub const COUNT_NAMES: [(&str, Scoring); 3] = [
    ("area", Scoring::Area),
    ("territory", Scoring::Territory),
    ("routes", Scoring::EqualStonesCompareRoutes),
];

/// What a [`RuleSet`] whose [`RuleSet::scoring`] is not one of [`COUNT_NAMES`] meets (only
/// [`parse`] makes rule sets, and it refuses the others).
pub const NOT_COUNTED: &str =
    "the solver counts area, territory or routes (COUNT_NAMES); parse refuses the others";

/// Reads a comma-separated list of rule sets (`psk,ssk/territory`), with the list grammar of
/// every command ([`crate::rules::parse_list`]: `NAME[+NO-RESULT][/COUNT]`).
pub fn parse(list: &str) -> Result<Vec<RuleSet>, String> {
    let mut out = Vec::new();
    let suffixes = Suffixes::NoResultAndCount {
        counts: &COUNT_NAMES,
        default: Scoring::Area,
    };
    for entry in parse_list(list, suffixes) {
        let Listed { name, rules, count } = entry.map_err(|e| e.to_string())?;
        let scoring = count.expect("a list with counts gives each entry one");
        crate::search::game::even_and_prisoners(&rules.play)
            .map_err(|e| format!("rule set '{name}': {e}"))?;
        // The search plays 002's 偶数终局 from its root; the solver's tables and saved values
        // (proofs/solver.md, the key lemma) are not argued for it, so it is refused here.
        if rules.play.end == crate::go::End::TwoPassesEven {
            return Err(format!(
                "rule set '{name}': the solver does not play end = \"two-passes-even\" (TS-2, 002 偶数终局): its table key is not argued for an ending on the move count; use end = \"two-passes\" (for example simple+tang-song)"
            ));
        }
        if rules.play.passes == crate::go::Passes::HandOverAPrisoner && scoring != Scoring::Area {
            return Err(format!(
                "rule set '{name}': a pass that hands over a prisoner (TS-10) is not played by the solver, whose territory and route counts give a pass no prisoner; use /area, where prisoners do not count"
            ));
        }
        out.push(RuleSet {
            name,
            rules: rules.play,
            scoring,
            void: Void::Draw,
        });
    }
    if out.is_empty() {
        return Err(format!("rule sets '{list}': none given"));
    }
    Ok(out)
}

impl RuleSet {
    /// Whether every game under these rules is finite, so that the solver's value is the value
    /// of a finite game tree: superko (positional or situational) forbids every repetition of
    /// a board by a real move, so there are finitely many real moves in a game, and the
    /// passes between them are bounded by the ending (proof in `proofs/solver.md`); the
    /// Tang-Song no-result reading voids the game at the first recurrence of a position, so
    /// it too ends within as many moves as there are positions. Other rule sets admit
    /// infinite games on some boards (T7); the solver searches them all the same, and its
    /// value is then what each side can force within finitely many moves
    /// (`proofs/solver.md`, "Rule sets with endless games").
    pub fn finite(&self) -> bool {
        let superko = matches!(
            self.rules.ko,
            KoRule::Plain(Ko::PositionalSuperko | Ko::SituationalSuperko)
        ) && matches!(self.rules.end, End::TwoPasses | End::FourPasses);
        superko || self.rules.no_result == NoResult::TangSong
    }

    /// Whether the position table (`proofs/solver.md`, "The position table") may be used: its
    /// reuse rule is proved for histories read only by a positional or situational superko
    /// refusal ([`crate::search::game::Game::repeated_node`] names the node refused against).
    /// Simple ko reads the board two plies back, JPD-A11 the pass stones, the Ying readings the
    /// whole path, a no-result reading voids a game by history without refusing a move; none of
    /// these is a refusal the rule tracks, so those rule sets use the history table alone.
    pub fn position_table_applies(&self) -> bool {
        matches!(
            self.rules.ko,
            KoRule::Plain(Ko::PositionalSuperko | Ko::SituationalSuperko)
        ) && self.rules.no_result == NoResult::None
    }

    /// Whether a pass with no pass before it may be searched as three passes
    /// (`proofs/solver.md`, "Four passes under positional superko"): under positional superko
    /// with the four-pass ending and no no-result reading, the value with two trailing passes
    /// is the value with none, because a real move's legality and everything after it read
    /// only the set of earlier boards, which passes do not change, and no count here reads the
    /// passes. Not under situational superko (a pass adds a situation a later move may not
    /// repeat) nor simple ko (two passes lift a ko ban).
    pub fn four_passes_shortcut_applies(&self) -> bool {
        self.rules.ko == KoRule::Plain(Ko::PositionalSuperko)
            && self.rules.end == End::FourPasses
            && self.rules.no_result == NoResult::None
    }

    /// Whether the static bounds from pass-alive stones (Benson) hold: their owner can keep
    /// them to the end by passing (the opponent alone never captures them, with suicide
    /// allowed or not: `proofs/solver.md`, "Static bounds"), every game ends (in an endless
    /// one nothing is counted, so a bound on the final count says nothing of what a side can
    /// force), and no game is void (a void game is worth [`Void::value`], whatever stones are
    /// alive).
    pub fn alive_stones_stay(&self) -> bool {
        self.rules.no_result == NoResult::None && self.finite()
    }

    /// What the no-result reading reads of the history from here on, as words for the
    /// table's key (board images under `t`, sorted): the positions (board, side to move)
    /// since the last pass (Japanese-style: each once; three-repetitions: each with how often,
    /// capped at 2; Tang-Song real moves: each once), or all earlier positions with their pass
    /// balance (Tang-Song every recurrence). Empty without a no-result reading.
    pub fn void_history(&self, g: &Game, t: &dyn Fn(u32) -> u32) -> Vec<u64> {
        let nr = self.rules.no_result;
        if nr == NoResult::None {
            return Vec::new();
        }
        let from = match nr {
            NoResult::TangSongEveryRecurrence => 0,
            _ => (0..g.moves.len())
                .rev()
                .find(|&k| matches!(g.moves[k], crate::search::game::SMove::Pass(_)))
                .map_or(0, |k| k + 1),
        };
        // The board (Black's and White's 32-bit masks) and the side to move; under
        // every-recurrence also the node's pass balance relative to the current one (what a
        // later recurrence compares).
        let balance = |n: &Node| n.pass_stones[0] as i64 - n.pass_stones[1] as i64;
        let now = g.nodes.last().map_or(0, balance);
        let word = |n: &Node| {
            let rel = match nr {
                NoResult::TangSongEveryRecurrence => (balance(n) - now) as u64 & 0xFFFF_FFFF,
                _ => 0,
            };
            (
                (t(n.stones[0]) as u64) << 32 | t(n.stones[1]) as u64,
                n.to_move as u64 | rel << 16,
            )
        };
        let mut items: Vec<(u64, u64)> = g.nodes[from..].iter().map(word).collect();
        items.sort_unstable();
        let mut out = vec![0x5649_4F44 ^ key_index(nr) << 8];
        let mut i = 0;
        while i < items.len() {
            let mut j = i;
            while j < items.len() && items[j] == items[i] {
                j += 1;
            }
            let count = match nr {
                NoResult::ThreeRepetitionsSinceLastPass => (j - i).min(2) as u64,
                _ => 1,
            };
            out.push(items[i].0);
            out.push(items[i].1 | count << 8);
            i = j;
        }
        out
    }

    /// The largest value a game can have under this scoring, for bounds: the number of points
    /// under area scoring; under territory, where prisoners have no fixed limit, [`UNBOUNDED`]
    /// (the search's window: a bound it reports at `±UNBOUNDED` is no bound, [`bound_text`]).
    pub fn bound(&self, geo: &Geometry) -> i32 {
        match self.scoring {
            // Routes: each side's routes plus stones, less its basic eyes, is at most the
            // points it holds (`proofs/solver.md`, "Route counting").
            Scoring::Area | Scoring::EqualStonesCompareRoutes => geo.points() as i32,
            Scoring::Territory => UNBOUNDED,
            Scoring::StonesAndLiberties | Scoring::TangSongFilling | Scoring::YingFillCount => {
                unreachable!("{NOT_COUNTED}")
            }
        }
    }

    /// Black's result of a finished game ending at `node` after `moves` moves from the empty
    /// board (passes included; route counting reads its parity, HZ-6): the count, or
    /// [`Void::value`] if the game ended void.
    pub fn score(&self, geo: &Geometry, node: &Node, moves: usize) -> i32 {
        if node.void {
            return self.void.value();
        }
        match self.scoring {
            Scoring::Area => score(geo, false, node.stones, node.prisoners),
            Scoring::Territory => score(geo, true, node.stones, node.prisoners),
            Scoring::EqualStonesCompareRoutes => routes(geo, node, moves),
            Scoring::StonesAndLiberties | Scoring::TangSongFilling | Scoring::YingFillCount => {
                unreachable!("{NOT_COUNTED}")
            }
        }
    }

    /// Black's result of the finished game `g` ([`RuleSet::score`] of its last node).
    pub fn final_score(&self, g: &Game) -> i32 {
        self.score(&g.geo, g.current(), g.moves.len())
    }
}

/// The reading's number in the table's key: its place among [`NoResult::all`] (the key's
/// words, and so the table's contents, stay as they were before `NoResult::None` joined the
/// type).
fn key_index(nr: NoResult) -> u64 {
    NoResult::all()
        .iter()
        .position(|&r| r == nr)
        .expect("a reading that voids games") as u64
}

/// Black's route margin (HZ-5, HZ-6) of a game played out from the empty board to `node` in
/// `moves` moves: [`qili_spec::hz::HzRoutes`] with the documents' basic eyes, no stone dead.
pub fn routes(geo: &Geometry, node: &Node, moves: usize) -> i32 {
    use qili_spec::go::grid::Color;
    use qili_spec::go::life::EyeOptions;
    use qili_spec::go::score::{DeadStones, FinishedGame, Scorer};
    let game = FinishedGame {
        grid: geo.to_grid(node.stones),
        prisoners: [node.prisoners[0] as usize, node.prisoners[1] as usize],
        pass_stones: [node.pass_stones[0] as usize, node.pass_stones[1] as usize],
        moves,
        last_mover: Some(if node.to_move == 0 {
            Color::White
        } else {
            Color::Black
        }),
    };
    let r = qili_spec::hz::HzRoutes {
        options: EyeOptions::HZ,
        komi: 0.0,
    }
    .score(&game, &DeadStones::none());
    r.margin.round() as i32
}

/// The solver's window under territory scoring. The search computes the value clipped to
/// `[-UNBOUNDED, UNBOUNDED]` (clipping is monotone, so it commutes with minimax): a lower bound
/// of `-UNBOUNDED` or an upper bound of `UNBOUNDED` says nothing, and is shown as `-inf`/`+inf`
/// (text) or `null` (JSON), never as a number. Area values never reach it (a board has at most
/// 32 points).
pub const UNBOUNDED: i32 = 10_000;

/// A bound as the tables and the command line show it: `+3`, or `-inf`/`+inf` for no bound
/// ([`UNBOUNDED`]).
pub fn bound_text(x: i32) -> String {
    if x <= -UNBOUNDED {
        "-inf".to_string()
    } else if x >= UNBOUNDED {
        "+inf".to_string()
    } else {
        format!("{x:+}")
    }
}

/// Black's result (Black minus White) of a final position by area, or by territory with the
/// prisoners (route counting: [`routes`]).
fn score(geo: &Geometry, territory: bool, stones: Stones, prisoners: [u32; 2]) -> i32 {
    let (b, w) = area(geo, stones);
    match territory {
        false => b as i32 - w as i32,
        true => {
            let tb = b - stones[0].count_ones() + prisoners[0];
            let tw = w - stones[1].count_ones() + prisoners[1];
            tb as i32 - tw as i32
        }
    }
}
