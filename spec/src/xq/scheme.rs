//! XQ-8 alternatives (有變/無變), XQ-10 adjudication (one-sided perpetual check, Scheme 1,
//! Scheme 2), XQ-12 simple vs complex positions, and [`judge`] which puts everything together.
//! Document 004 (`004_ee861ba04f2581ad.txt`), 第八章, 第十章, 第十二章.

use super::board::{Board, Kind, Move, Side};
use super::chase::{xq_6_chase_gain, INF};
use super::cycle::{side_index, xq_2_2_recognise_from, Cycle, CycleMove};
use super::nature::{xq_5_nature_in_cycle, xq_7_overall, MoveNature, Nature};
use super::options::{Alternatives, NoAlternative, XqOptions};
use super::playout::verify_no_alternative;
use super::roots::{has_checkmate_in_one, Roots};
use serde::Serialize;
use std::cell::RefCell;
use std::collections::HashMap;

/// Rounds played on after a cycle formed before the game stops and is adjudicated (004 第十章:
/// "形成循環后,若雙方不變著仍繼續走循環著法,則三個回合后棋局終止").
pub const STOP_ROUNDS: usize = 3;

/// XQ-12 complex position (復雜局面): both sides have two or more strong pieces (chariot,
/// horse, cannon); any other position is simple (簡明局面).
///
/// 004 第十二章 3: "雙方都有兩個或兩個以上強子(兵卒士相象不限,下同)時的局面稱為復雜局面,其它局面稱為簡明局面。"
pub fn xq_12_complex(b: &Board) -> bool {
    [Side::Red, Side::Black].iter().all(|&s| {
        b.pieces()
            .iter()
            .filter(|(_, p)| p.side == s && p.kind.is_strong())
            .count()
            >= 2
    })
}

/// Whether the side to move on `pos` can force a mate or 困斃 of the other side within `depth`
/// of its own moves.
pub fn forces_win(pos: &Board, depth: u8) -> bool {
    WIN_SEARCH.with(|s| s.borrow_mut().wins(pos, depth))
}

thread_local! {
    /// What the forced-win search has learnt on this thread: its answers are functions of the
    /// position and the depth alone ([`WinSearch`]), so every search of the thread may reuse
    /// them.
    static WIN_SEARCH: RefCell<WinSearch> = RefCell::new(WinSearch::default());
}

/// The first move (in move-generation order) with which the side to move on `pos` forces a
/// mate or 困斃 of the other side within `depth` of its own moves: after it the other side has
/// no legal move (004 第十二章 4: 將死, 困斃), or `depth > 1` and after every reply the side
/// forces it within `depth - 1` moves. A mate in one is `depth` 1, a mate in two `depth` 2.
pub fn forced_win(pos: &Board, depth: u8) -> Option<Move> {
    if depth == 0 {
        return None;
    }
    WIN_SEARCH.with(|s| {
        let mut search = s.borrow_mut();
        pos.legal_moves()
            .into_iter()
            .find(|&m| search.wins_by(pos, m, depth))
    })
}

/// The forced-win search of [`forces_win`] with what it has learnt kept: it answers the same
/// question (every move of the winner and every reply of the other side, no cut that could
/// change the answer) and only remembers answers and tries likely moves first.
///
/// - A position's answer depends on the position and the depth alone (no history enters the
///   question), and is monotone in the depth: a win within `d` moves is a win within `d + 1`
///   (the same move, the same replies), so a position keeps the least depth at which a win is
///   shown and the greatest at which its absence is.
/// - Order changes which winning move or refuting reply is found first, never whether one
///   exists: the winner tries a win at once first, then checks, then captures, then the rest;
///   the other side tries first the reply that refuted a win from the same position before.
#[derive(Default)]
pub struct WinSearch {
    /// Per position (winner to move): least depth with a win shown (`u8::MAX` for none) and
    /// greatest depth with none (0 for none known).
    known: HashMap<Board, (u8, u8)>,
    /// Per position (the other side to move): a reply after which no win was found.
    refutation: HashMap<Board, Move>,
}

/// Positions each table of [`WinSearch`] remembers before it forgets them all (memory, not
/// answers).
const WIN_SEARCH_MEMORY: usize = 1 << 19;

impl WinSearch {
    /// Whether the side to move on `pos` forces a mate or 困斃 within `depth` of its moves.
    pub fn wins(&mut self, pos: &Board, depth: u8) -> bool {
        if depth == 0 {
            return false;
        }
        if let Some(&(won, not_won)) = self.known.get(pos) {
            if won <= depth {
                return true;
            }
            if not_won >= depth {
                return false;
            }
        }
        // Shortest first: a win within `depth - 1` is a win within `depth`.
        let won = (depth > 1 && self.wins(pos, depth - 1)) || {
            let mut moves = pos.legal_moves();
            let at_once = moves.iter().any(|&m| !pos.after(m).has_legal_move());
            at_once || {
                let rank = |m: &Move| {
                    let a = pos.after(*m);
                    if a.in_check(a.to_move) {
                        0
                    } else if pos.is_capture(*m) {
                        1
                    } else {
                        2
                    }
                };
                moves.sort_by_key(rank);
                depth > 1 && moves.iter().any(|&m| self.wins_by(pos, m, depth))
            }
        };
        if self.known.len() >= WIN_SEARCH_MEMORY {
            self.known.clear();
            self.refutation.clear();
        }
        let e = self.known.entry(pos.clone()).or_insert((u8::MAX, 0));
        if won {
            e.0 = e.0.min(depth);
        } else {
            e.1 = e.1.max(depth);
        }
        won
    }

    /// Whether move `m` of the side to move on `pos` forces a mate or 困斃 within `depth` of its
    /// moves: after it the other side has no legal move, or `depth > 1` and after every reply
    /// the side wins within `depth - 1`.
    pub fn wins_by(&mut self, pos: &Board, m: Move, depth: u8) -> bool {
        let a = pos.after(m);
        let mut replies = a.legal_moves();
        if replies.is_empty() {
            return true;
        }
        if depth <= 1 {
            return false;
        }
        if let Some(r) = self.refutation.get(&a) {
            if let Some(i) = replies.iter().position(|x| x == r) {
                replies.swap(0, i);
            }
        }
        for r in replies {
            if !self.wins(&a.after(r), depth - 1) {
                if self.refutation.len() >= WIN_SEARCH_MEMORY {
                    self.refutation.clear();
                }
                self.refutation.insert(a, r);
                return false;
            }
        }
        true
    }
}

/// 絕殺 (XQ-12; 004 第十二章 4: 非將軍時,對方無論如何行棋,都能立即將死對方或步步追殺而將死對方者,稱為絕殺):
/// the side to move is not in check and has a move (with none it is 困斃), and after each of
/// its moves the other side mates at once or by a series of checks (步步追殺 read as checks,
/// the reading of 殺 in 第五章: 將軍或連續將軍而將死), within `checks` checks. A bounded
/// stand-in: a pursuit longer than `checks` is not found.
pub fn is_jue_sha(pos: &Board, checks: u8) -> bool {
    let moves = pos.legal_moves();
    !pos.in_check(pos.to_move)
        && !moves.is_empty()
        && moves
            .iter()
            .all(|&m| super::nature::mates_by_checks(&pos.after(m), checks))
}

/// 必勝殘局 (XQ-12; 004 第十二章 4: 對方無論如何行棋,都能必勝對方的殘局,稱為必勝殘局), shown
/// within a bound: `winner` forces a mate or 困斃 within `depth` of its own moves whatever the
/// other side plays ([`forces_win`]). Only a win is shown so: a position this does not show
/// may still be won beyond the bound.
pub fn wins_by_force(pos: &Board, winner: Side, depth: u8) -> bool {
    if pos.to_move == winner {
        return forces_win(pos, depth);
    }
    let replies = pos.legal_moves();
    !replies.is_empty() && replies.iter().all(|&r| forces_win(&pos.after(r), depth))
}

/// Whether deviation `d` of the side to move on `before` is bad in the narrow sense of XQ-8:
/// it does not itself end the game with the opponent mated or 困斃, and the opponent at once
/// checkmates (將死), or at once (after checks) wins an unprotected lost-root piece
/// of the deviating side without being at once mated itself. `reference` is the position
/// before the opponent's last cycle move.
fn narrow_bad(reference: &Board, before: &Board, d: Move, opts: &XqOptions) -> bool {
    let after = before.after(d);
    // A deviation that leaves the opponent no legal move mates it or 困斃 it (第十二章 4): the
    // deviating side wins, which is no 被吃將或將死 of its own.
    if !after.has_legal_move() {
        return false;
    }
    // 被吃將或將死: 將死 only, the words 假根 and 擊 read the same way (roots::real_capture).
    if has_checkmate_in_one(&after) {
        return true;
    }
    let me = before.to_move;
    for (sq, p) in after.pieces() {
        if p.side != me || p.kind == Kind::King {
            continue;
        }
        let r1 = Roots::of(&after, sq, opts);
        if r1.protected() {
            continue;
        }
        let old = if sq == d.to { d.from } else { sq };
        let r0 = Roots::of(reference, old, opts);
        let lost = sq == d.to || !r0.attacked() || r0.protected();
        if !lost {
            continue;
        }
        if let Some(g) = xq_6_chase_gain(
            reference,
            &after,
            Some(d.to),
            sq,
            &XqOptions {
                exchange_plies: 0,
                ..*opts
            },
        ) {
            if g.value > -INF {
                return true;
            }
        }
    }
    false
}

/// XQ-8 whether `side` has an alternative (有變) in the cycle: at one of its turns some
/// non-cycle move is not bad under the chosen reading.
///
/// 004 第八章 3 狹義: "只要有一種變著,既不導致己方的無護失根子立即被吃,也不導致立即被吃將或將死者,稱為有變";
/// 第八章 2 準廣義: "只要有一種變著不導致己方必定輸棋者,稱為有變" (必定輸棋 bounded by
/// [`XqOptions::quasi_broad_depth`] opponent moves); 第八章 1 廣義 made operable
/// (`BroadOperational`): bad under the narrow reading's 無護失根子 or under 必定輸棋; 第八章 2 simplified (`BySimplicity`):
/// "為簡化操作,簡明局面可視為雙方無變,復雜局面可視為雙方有變". A non-cycle move is any legal move that is
/// not one of the side's cycle moves (第九章 1: 變著就是走非循環著法,一方的循環點有幾個,其變著機會就有幾次:
/// every non-cycle move is tried at the position of each of the side's cycle moves, one chance
/// per landing on a cycle point).
pub fn xq_8_has_alternative(
    game: &[(Board, Move)],
    cycle: &Cycle,
    side: Side,
    reading: Alternatives,
    opts: &XqOptions,
) -> bool {
    if reading == Alternatives::BySimplicity {
        // A cycle captures nothing: the position of its first move has its material.
        return cycle
            .moves
            .first()
            .is_some_and(|m| xq_12_complex(&m.before));
    }
    if reading == Alternatives::QuasiBroad {
        // The quasi-broad answer depends on the side's cycle moves, the positions they are
        // played from and the bound alone: remembered, so a judge run again under other
        // options (of natures, roots, exchanges) does not search again.
        let key: QuasiKey = (
            cycle
                .moves_of(side)
                .iter()
                .map(|m| (m.before.clone(), m.mv))
                .collect(),
            opts.quasi_broad_depth,
        );
        if let Some(known) = QUASI_BROAD.with(|q| q.borrow().get(&key).copied()) {
            return known;
        }
        let answer = side_has_alternative(game, cycle, side, reading, opts);
        QUASI_BROAD.with(|q| {
            let mut q = q.borrow_mut();
            if q.len() >= WIN_SEARCH_MEMORY {
                q.clear();
            }
            q.insert(key, answer);
        });
        return answer;
    }
    side_has_alternative(game, cycle, side, reading, opts)
}

/// A side's cycle moves with the positions they are played from, and the bound of the
/// quasi-broad search: what its answer depends on.
type QuasiKey = (Vec<(Board, Move)>, u8);

thread_local! {
    /// The quasi-broad answers of [`xq_8_has_alternative`] this thread has found.
    static QUASI_BROAD: RefCell<HashMap<QuasiKey, bool>> = RefCell::new(HashMap::new());
}

/// [`xq_8_has_alternative`] computed: every non-cycle move at each of the side's cycle moves.
fn side_has_alternative(
    game: &[(Board, Move)],
    cycle: &Cycle,
    side: Side,
    reading: Alternatives,
    opts: &XqOptions,
) -> bool {
    let cycle_moves: Vec<Move> = cycle.moves_of(side).iter().map(|m| m.mv).collect();
    for cm in cycle.moves_of(side) {
        let before = &cm.before;
        let reference = if cm.index > 0 {
            &game[cm.index - 1].0
        } else {
            before
        };
        for d in before.legal_moves() {
            if cycle_moves.contains(&d) {
                continue;
            }
            let bad = match reading {
                Alternatives::Narrow => narrow_bad(reference, before, d, opts),
                Alternatives::QuasiBroad => forces_win(&before.after(d), opts.quasi_broad_depth),
                Alternatives::BroadOperational => {
                    narrow_bad(reference, before, d, opts)
                        || forces_win(&before.after(d), opts.quasi_broad_depth)
                }
                Alternatives::BySimplicity => unreachable!("decided above"),
            };
            if !bad {
                return true;
            }
        }
    }
    false
}

/// A verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Red loses (判負).
    RedLoses,
    /// Black loses (判負).
    BlackLoses,
    /// A draw (判和).
    Draw,
    /// No cycle has formed: play on.
    Continue,
}

impl Verdict {
    /// The verdict that `s` loses.
    pub fn loses(s: Side) -> Verdict {
        match s {
            Side::Red => Verdict::RedLoses,
            Side::Black => Verdict::BlackLoses,
        }
    }
    /// The name used in the JSON output, e.g. `"red_loses"`.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::RedLoses => "red_loses",
            Verdict::BlackLoses => "black_loses",
            Verdict::Draw => "draw",
            Verdict::Continue => "continue",
        }
    }
}

/// XQ-10 one-sided perpetual check (單方長將): every cycle move of one side is a check and not
/// every cycle move of the other. Returns the checking side (it loses).
///
/// 004 第十章: "單方長將的循環長將方判負".
pub fn xq_10_one_sided_perpetual_check(natures: &[(Side, Nature)]) -> Option<Side> {
    let all_check = |s: Side| {
        let mine: Vec<&Nature> = natures.iter().filter(|n| n.0 == s).map(|n| &n.1).collect();
        !mine.is_empty() && mine.iter().all(|&&n| n == Nature::Check)
    };
    match (all_check(Side::Red), all_check(Side::Black)) {
        (true, false) => Some(Side::Red),
        (false, true) => Some(Side::Black),
        _ => None,
    }
}

/// XQ-10 Scheme 1 (方案一).
///
/// 004 第十章: "①復雜局面:最輕著法性質重的一方(最輕著法性質相同時后走滿重復著法的一方),判負。②簡明局面:判和。"
pub fn xq_10_scheme1(complex: bool, overall: [Nature; 2], completed_last: Side) -> Verdict {
    if !complex {
        return Verdict::Draw;
    }
    match overall[0].cmp(&overall[1]) {
        std::cmp::Ordering::Greater => Verdict::RedLoses,
        std::cmp::Ordering::Less => Verdict::BlackLoses,
        std::cmp::Ordering::Equal => Verdict::loses(completed_last),
    }
}

/// XQ-10 Scheme 2 (方案二).
///
/// 004 第十章: "雙方有變,后走滿重復著法……的一方判負;單方有變,有變方判負;雙方無變,判和。"
pub fn xq_10_scheme2(alternatives: [bool; 2], completed_last: Side) -> Verdict {
    match alternatives {
        [true, true] => Verdict::loses(completed_last),
        [true, false] => Verdict::RedLoses,
        [false, true] => Verdict::BlackLoses,
        [false, false] => Verdict::Draw,
    }
}

/// XQ-10 Scheme 2 (方案二) when every claim of 無變 is disputed and verified by the play-out.
///
/// 004 第十章 方案二: "無變由己方提出,對方確認,不提出視為有變。對無變有爭議,通過實戰驗證,雙方提出的無變均有爭議,
/// 驗證后走滿重復著法的一方"; "若變著后導致輸棋,則無變成立,判提出無變的一方勝,否則(變著后導致勝或和),
/// 提出無變的一方判負". `claims` says which sides (Red, Black) claim 無變; a side that does not
/// claim has an alternative ("不提出視為有變"), and with no claim "雙方有變,后走滿重復著法的一方判負".
/// One claim is verified; of two, the claim of the side that completed its repeated moves last
/// ("雙方提出的無變均有爭議,驗證后走滿重復著法的一方"). The verified claim decides the game: the
/// claimant wins when `verify` says its claim stands and loses otherwise. The claims are not
/// folded back into the table of [`xq_10_scheme2`]: a verified claim wins, it is never a draw.
/// Returns the verdict and the verified claim (its side and whether it stood), if any.
pub fn xq_10_scheme2_disputed(
    claims: [bool; 2],
    completed_last: Side,
    verify: impl FnOnce(Side) -> bool,
) -> (Verdict, Option<(Side, bool)>) {
    let claimant = match claims {
        [false, false] => return (Verdict::loses(completed_last), None),
        [true, false] => Side::Red,
        [false, true] => Side::Black,
        [true, true] => completed_last,
    };
    let stood = verify(claimant);
    let loser = if stood { claimant.other() } else { claimant };
    (Verdict::loses(loser), Some((claimant, stood)))
}

/// The whole judgement of a game's cycle.
#[derive(Clone, Debug)]
pub struct Judgement {
    /// The cycle (XQ-2.2), if one has formed.
    pub cycle: Option<Cycle>,
    /// Each cycle move with its nature (entering moves included, marked in the cycle).
    pub natures: Vec<(CycleMove, MoveNature)>,
    /// Overall natures of Red and Black (their lightest cycle move).
    pub overall: [Nature; 2],
    /// XQ-12 complex position (復雜局面) after the last move.
    pub complex: bool,
    /// XQ-8 whether Red and Black have an alternative (有變) under the reading of
    /// [`XqOptions::alternatives`]; with the play-out ([`NoAlternative::PlayOut`]) a side
    /// without one claims 無變 and [`Judgement::verified`] gives the claim the play-out verified.
    pub alternatives: [bool; 2],
    /// With the play-out ([`NoAlternative::PlayOut`]): the side whose disputed claim of 無變
    /// was verified (004 第十章 方案二: of two claims, the side that completed last) and whether
    /// it stood; `None` with the search stand-in, or when no side claims.
    pub verified: Option<(Side, bool)>,
    /// XQ-10 the side that checks perpetually while the other does not (it loses).
    pub perpetual_checker: Option<Side>,
    /// Who completed the repeated moves last, under the chosen reading.
    pub completed_last: Option<Side>,
    /// XQ-10 Scheme 1 (方案一) verdict.
    pub scheme1: Verdict,
    /// XQ-10 Scheme 2 (方案二) verdict.
    pub scheme2: Verdict,
    /// Full rounds that repeated the cycle after it formed (第十章: the game stops after three).
    pub rounds_after: usize,
    /// Whether the game reached the stop of 第十章 (three rounds after the cycle formed, or
    /// at once under the reading without the stop): only then are the verdicts adjudicated.
    pub stopped: bool,
    /// Earlier cycles of the game that a variation or a capture ended before the stop: they
    /// are not adjudicated.
    pub ended: Vec<EndedCycle>,
}

impl Judgement {
    /// Scheme 2's verdict of this judgement with `alternatives` (Red, Black) in place of its
    /// own: the one-sided perpetual checker still loses, a game short of the stop is still not
    /// adjudicated (第十章), and otherwise [`xq_10_scheme2`] decides.
    pub fn scheme2_with(&self, alternatives: [bool; 2]) -> Verdict {
        if !self.stopped {
            return Verdict::Continue;
        }
        match (self.perpetual_checker, self.completed_last) {
            (Some(s), _) => Verdict::loses(s),
            (None, Some(last)) => xq_10_scheme2(alternatives, last),
            (None, None) => Verdict::Continue,
        }
    }
}

/// A cycle that ended before the three-round stop of 第十章: a move that does not repeat it
/// (a variation, 變著) or a capture. Recognition starts again from that move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndedCycle {
    /// Index of the first move of the cycle's stretch.
    pub start: usize,
    /// Index of the move that formed it.
    pub formed_at: usize,
    /// Index of the move that ended it.
    pub ended_at: usize,
    /// Whether that move was a capture (otherwise a variation).
    pub by_capture: bool,
}

/// How many moves after `cycle` formed go on repeating it (第十章: "若雙方不變著仍繼續走循環著法"):
/// a move up to the return of a position (第二章 1, [`Cycle::returned_at`]) belongs to the
/// cycle's first period; a later move repeats the cycle when the same move was played in the
/// same position earlier in the cycle's stretch or its continuation. Returns the count and
/// the index of the first move that does not repeat it (a variation or a capture), if any.
pub fn continuation(game: &[(Board, Move)], cycle: &Cycle) -> (usize, Option<usize>) {
    let first_period = cycle.formed_at.max(cycle.returned_at);
    let mut seen: Vec<&(Board, Move)> = game[cycle.start..=first_period].iter().collect();
    for (k, pair) in game.iter().enumerate().skip(cycle.formed_at + 1) {
        if k <= first_period {
            continue;
        }
        if pair.0.is_capture(pair.1) || !seen.contains(&pair) {
            return (k - cycle.formed_at - 1, Some(k));
        }
        seen.push(pair);
    }
    (game.len() - 1 - cycle.formed_at, None)
}

/// The cycle of `game` to adjudicate: the first that reaches the three-round stop of 第十章
/// ("形成循環后,若雙方不變著仍繼續走循環著法,則三個回合后棋局終止"); a cycle that a variation or a
/// capture ends before it is not adjudicated, and recognition starts again from that move, so
/// a later cycle is judged on its own moves. Without the stop (`three_round_stop` false) the
/// first cycle formed is adjudicated. Returns the cycle (the last one recognised, if none
/// reached the stop), the moves that repeated it after it formed, and the ended cycles.
pub fn cycle_in_force(
    game: &[(Board, Move)],
    opts: &XqOptions,
) -> (Option<Cycle>, usize, Vec<EndedCycle>) {
    let mut ended = Vec::new();
    let mut from = 0;
    loop {
        let Some(cycle) = xq_2_2_recognise_from(game, from, &opts.cycle) else {
            return (None, 0, ended);
        };
        if !opts.three_round_stop {
            return (Some(cycle), 0, ended);
        }
        let (repeated, stop) = continuation(game, &cycle);
        match stop {
            Some(k) if repeated < 2 * STOP_ROUNDS => {
                ended.push(EndedCycle {
                    start: cycle.start,
                    formed_at: cycle.formed_at,
                    ended_at: k,
                    by_capture: game[k].0.is_capture(game[k].1),
                });
                from = k;
            }
            _ => return (Some(cycle), repeated.min(2 * STOP_ROUNDS), ended),
        }
    }
}

/// Recognises the cycle of `game` (XQ-2.2), computes every cycle move's nature (XQ-5),
/// the sides' overall natures (XQ-7), alternatives (XQ-8) and the verdicts (XQ-10).
///
/// # Example
/// One-sided perpetual check: Red's chariot checks along rank 9, then rank 8, while Black's
/// king steps between e9 and e8. Every Red move of the cycle is a check and no Black move is,
/// so Red, the perpetual checker, loses under both schemes ("單方長將的循環長將方判負").
/// ```
/// use qili_spec::xq::{judge, Board, Move, Side, Verdict, XqOptions};
///
/// let mut board = Board::from_fen("R3k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1").unwrap();
/// let mut game = Vec::new();
/// // Two periods form the cycle (at the 8th move); three more rounds reach the stop.
/// for _ in 0..4 {
///     for m in ["e9e8", "a9a8", "e8e9", "a8a9"] {
///         let m = Move::parse(m).unwrap();
///         assert!(board.is_legal(m));
///         game.push((board.clone(), m));
///         board = board.after(m);
///     }
/// }
/// let j = judge(&game, &XqOptions::default());
/// assert!(j.cycle.is_some());
/// assert_eq!(j.perpetual_checker, Some(Side::Red));
/// assert!(j.stopped);
/// assert_eq!((j.scheme1, j.scheme2), (Verdict::RedLoses, Verdict::RedLoses));
/// ```
pub fn judge(game: &[(Board, Move)], opts: &XqOptions) -> Judgement {
    let (cycle, repeated, ended) = cycle_in_force(game, opts);
    let Some(cycle) = cycle else {
        return Judgement {
            cycle: None,
            natures: Vec::new(),
            overall: [Nature::Idle; 2],
            complex: false,
            alternatives: [false; 2],
            verified: None,
            perpetual_checker: None,
            completed_last: None,
            scheme1: Verdict::Continue,
            scheme2: Verdict::Continue,
            rounds_after: 0,
            stopped: false,
            ended,
        };
    };
    // 推算以來(含循環過程): the pieces that lost their root at some move of one period of the
    // cycle are lost-root pieces at every move of it (whichever ply the record starts at).
    let lost = super::roots::cycle_lost_roots(game, cycle.start, opts);
    let natures: Vec<(CycleMove, MoveNature)> = cycle
        .moves
        .iter()
        .map(|cm| {
            (
                cm.clone(),
                xq_5_nature_in_cycle(&lost[cm.index], &cm.before, cm.mv, opts),
            )
        })
        .collect();
    let side_natures: Vec<(Side, Nature)> = natures
        .iter()
        .filter(|(cm, _)| !cm.entering)
        .map(|(cm, n)| (cm.side, n.nature))
        .collect();
    let of = |s: Side| -> Vec<Nature> {
        side_natures
            .iter()
            .filter(|n| n.0 == s)
            .map(|n| n.1)
            .collect()
    };
    let overall = [xq_7_overall(&of(Side::Red)), xq_7_overall(&of(Side::Black))];
    let (lb, lm) = &game[cycle.formed_at];
    let complex = xq_12_complex(&lb.after(*lm));
    let alternatives = [Side::Red, Side::Black]
        .map(|side| xq_8_has_alternative(game, &cycle, side, opts.alternatives, opts));
    let completed_last = cycle.completed_last(opts.cycle.completed_last);
    let perpetual_checker = super::scheme::xq_10_one_sided_perpetual_check(&side_natures);
    let mut verified = None;
    let (scheme1, scheme2) = match perpetual_checker {
        Some(s) => (Verdict::loses(s), Verdict::loses(s)),
        None => (
            xq_10_scheme1(complex, overall, completed_last),
            match opts.no_alternative {
                // The search stands in for a claim the opponent confirms (對方確認).
                NoAlternative::Search => xq_10_scheme2(alternatives, completed_last),
                // A side the search finds without an alternative claims 無變, and the claim is
                // disputed: the play-out verifies it and its outcome decides.
                NoAlternative::PlayOut => {
                    let (v, claim) =
                        xq_10_scheme2_disputed(alternatives.map(|a| !a), completed_last, |s| {
                            verify_no_alternative(&cycle, s)
                        });
                    verified = claim;
                    v
                }
            },
        ),
    };
    // Rounds that repeated the cycle after it formed (moves after the stop are not counted:
    // the game has ended there).
    let rounds_after = repeated / 2;
    let stopped = !opts.three_round_stop || rounds_after >= STOP_ROUNDS;
    let (scheme1, scheme2) = if stopped {
        (scheme1, scheme2)
    } else {
        (Verdict::Continue, Verdict::Continue)
    };
    let _ = side_index;
    Judgement {
        cycle: Some(cycle),
        natures,
        overall,
        complex,
        alternatives,
        verified,
        perpetual_checker,
        completed_last: Some(completed_last),
        scheme1,
        scheme2,
        rounds_after,
        stopped,
        ended,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 方案二 with disputed claims, derived from 004 第十章's sentences case by case: no claim,
    /// "不提出視為有變" and "雙方有變,后走滿重復著法的一方判負"; one claim, it is the one verified,
    /// "判提出無變的一方勝" if it stands and "提出無變的一方判負" if not; two claims, only the side
    /// that completed last is verified ("雙方提出的無變均有爭議,驗證后走滿重復著法的一方"), with the
    /// same outcomes: never a draw.
    #[test]
    fn a_disputed_claim_wins_or_loses_for_its_claimant() {
        use Side::{Black, Red};
        let never = |_: Side| -> bool { panic!("no claim to verify") };
        assert_eq!(
            xq_10_scheme2_disputed([false, false], Black, never),
            (Verdict::BlackLoses, None)
        );
        for last in [Red, Black] {
            for stood in [true, false] {
                // One claim, by Red, whoever completed last.
                let (v, c) = xq_10_scheme2_disputed([true, false], last, |s| {
                    assert_eq!(s, Red);
                    stood
                });
                let want = if stood {
                    Verdict::BlackLoses
                } else {
                    Verdict::RedLoses
                };
                assert_eq!((v, c), (want, Some((Red, stood))));
                // One claim, by Black.
                let (v, c) = xq_10_scheme2_disputed([false, true], last, |s| {
                    assert_eq!(s, Black);
                    stood
                });
                let want = if stood {
                    Verdict::RedLoses
                } else {
                    Verdict::BlackLoses
                };
                assert_eq!((v, c), (want, Some((Black, stood))));
                // Two claims: the side that completed last is verified.
                let (v, c) = xq_10_scheme2_disputed([true, true], last, |s| {
                    assert_eq!(s, last);
                    stood
                });
                let loser = if stood { last.other() } else { last };
                assert_eq!((v, c), (Verdict::loses(loser), Some((last, stood))));
            }
        }
    }

    /// 絕殺 worked by hand: Black's king e9 is not in check; e8, d8 and f8 are on the a8
    /// chariot's row, d9 faces the red king on d0, so its one move is f9; then Ri7-i9 checks
    /// along the top row and e9 and f8 are covered: mate.
    #[test]
    fn two_chariots_make_jue_sha_and_one_does_not() {
        let jue = Board::from_fen("4k4/R8/8R/9/9/9/9/9/9/3K5 b").unwrap();
        assert!(!jue.in_check(Side::Black));
        assert_eq!(jue.legal_moves().len(), 1);
        assert!(is_jue_sha(&jue, 1));
        assert!(wins_by_force(&jue, Side::Red, 2));
        let one = Board::from_fen("4k4/9/8R/9/9/9/9/9/9/3K5 b").unwrap();
        assert!(!is_jue_sha(&one, 3));
        // In check (the chariot on e7): 將, not 絕殺 (非將軍時).
        let check = Board::from_fen("4k4/R8/4R4/9/9/9/9/9/9/3K5 b").unwrap();
        assert!(check.in_check(Side::Black));
        assert!(!is_jue_sha(&check, 3));
        let bare = Board::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 b").unwrap();
        assert!(!wins_by_force(&bare, Side::Red, 3));
        assert!(!wins_by_force(&bare, Side::Black, 3));
    }
}
