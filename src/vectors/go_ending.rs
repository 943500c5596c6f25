//! End-of-game vectors: a game from the empty board with runs of passes, and for each of the
//! three endings the move that ends it (or none), computed by `qili_spec::go::game::is_over`
//! on every prefix of the moves.
//!
//! Claims exercised: JPD-C6 (000 推论6 四虚终局: "在连续四虚手后,判棋局为终了", four consecutive
//! passes) and YG-8 (003 虛手: "單官著完,雙方虛手,著手休止 ... 死子清完, 雙方再虛手,著手終了":
//! two passes suspend play, the next two consecutive passes after the suspension end it; 000's
//! 两虚休止, JPD-C10, is another suspension: two suspension-kind passes, then 做棋). The two-pass ending (Chinese, Japanese, Tromp-Taylor) is no document
//! claim.

use super::{board_text, point_name, rng};
use qili_spec::go::game::{is_over, play, End, Ko, Move, Options, PassKind, Position, Suicide};
use qili_spec::go::grid::Point;
use rand::Rng;
use serde_json::{json, Value};

/// Board sizes and games on each.
const GAMES: [((usize, usize), usize); 3] = [((3, 3), 40), ((4, 4), 50), ((5, 5), 40)];

/// Moves per game at most.
const MAX_MOVES: usize = 60;

/// The three endings with their names in the vectors (those of `qili rules`).
pub const ENDS: [(&str, End); 3] = [
    ("two-passes", End::TwoPasses),
    ("four-passes", End::FourPasses),
    ("suspend-then-end", End::SuspendThenEnd),
];

/// The number of moves after which the game is over under `end` (the first prefix that
/// [`is_over`]), or `None`.
pub fn ends_after(moves: &[Move], end: End) -> Option<usize> {
    (1..=moves.len()).find(|&n| is_over(&moves[..n], end))
}

/// The number of moves after which play is suspended (the first two consecutive passes), for
/// the suspend-then-end ending.
pub fn suspended_after(moves: &[Move]) -> Option<usize> {
    (2..=moves.len()).find(|&n| moves[n - 2].is_pass() && moves[n - 1].is_pass())
}

/// Every ending vector, in a fixed order. The games are played under simple ko with suicide
/// forbidden and no ending applied (the moves go on past any ending, so that one game shows
/// all three); each stops once four passes in a row have been played or at [`MAX_MOVES`].
pub fn vectors() -> Vec<Value> {
    let mut rng = rng(4);
    let options = Options {
        suicide: Suicide::Forbidden,
        ko: Ko::Simple,
        end: End::FourPasses,
    };
    let mut out = Vec::new();
    for ((w, h), n) in GAMES {
        for game in 0..n {
            // Passes get likelier as the game goes on, so that runs of one to four occur.
            let mut history = vec![Position::start(w, h)];
            let mut moves: Vec<Move> = Vec::new();
            let mut names: Vec<String> = Vec::new();
            let p_pass = 0.15 + 0.05 * (game % 6) as f64;
            while moves.len() < MAX_MOVES && !is_over(&moves, End::FourPasses) {
                let cur = history.last().expect("a start").clone();
                let c = cur.to_move;
                let legal: Vec<(Point, Position)> = cur
                    .grid
                    .points()
                    .filter_map(|p| {
                        play(&history, Move::Play(c, p), options)
                            .ok()
                            .map(|n| (p, n))
                    })
                    .collect();
                let (mv, next, label) = if legal.is_empty() || rng.random_bool(p_pass) {
                    let m = Move::Pass(c, PassKind::Ordinary);
                    (
                        m,
                        play(&history, m, options).expect("a pass is legal"),
                        "pass".into(),
                    )
                } else {
                    let (p, next) = legal[rng.random_range(0..legal.len())].clone();
                    (Move::Play(c, p), next, point_name(p, h))
                };
                moves.push(mv);
                names.push(label);
                history.push(next);
            }
            let endings: Vec<Value> = ENDS
                .iter()
                .map(|&(name, end)| {
                    let mut e = json!({ "end": name, "ends_after": ends_after(&moves, end) });
                    if end == End::SuspendThenEnd {
                        e["suspended_after"] = json!(suspended_after(&moves));
                    }
                    e
                })
                .collect();
            let mut claims = vec!["JPD-A3"];
            if ends_after(&moves, End::FourPasses).is_some() {
                claims.push("JPD-C6");
            }
            if suspended_after(&moves).is_some() {
                // 003's 著手休止 … 著手終了 (YG-8); 000's 两虚休止 (JPD-C10) counts only
                // suspension-kind passes and leads to 做棋, which these vectors do not play.
                claims.push("YG-8");
            }
            out.push(json!({
                "id": format!("go-ending-{:05}", out.len() + 1),
                "claims": claims,
                "width": w,
                "height": h,
                "moves": names,
                "position": board_text(&history.last().expect("a position").grid),
                "endings": endings,
            }));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seq(s: &str) -> Vec<Move> {
        // `p` a pass, `m` a real move; colours alternate from Black.
        crate::audit::go_play::pass_pattern(s)
    }

    /// Derived by hand from the sentences: "mpp" ends at 3 under two passes, is suspended
    /// at 3 and goes on; "mppmpp" ends at 6 under suspend-then-end (the second pair after
    /// the suspension) and never under four passes; "mpppp" ends at 5 under four passes.
    #[test]
    fn endings_by_hand() {
        let a = seq("mppmpp");
        assert_eq!(ends_after(&a, End::TwoPasses), Some(3));
        assert_eq!(suspended_after(&a), Some(3));
        assert_eq!(ends_after(&a, End::SuspendThenEnd), Some(6));
        assert_eq!(ends_after(&a, End::FourPasses), None);
        let b = seq("mpppp");
        assert_eq!(ends_after(&b, End::FourPasses), Some(5));
        assert_eq!(ends_after(&b, End::SuspendThenEnd), Some(5));
    }
}
