//! A finding's witness stepped move by move, one SVG diagram per move, so that a reader can
//! follow a ko cycle or a Xiangqi repetition on the site without replaying it elsewhere.
//!
//! Go witnesses are SGF: the frames are the board after each move, placed with the plain
//! capture mechanics of [`Board::play`] (every rule set of the documents removes captured
//! stones the same way; a witness is legal under its own rules by construction, so the frames
//! only draw it). Xiangqi witnesses are `'FEN' move move ...`: the frames are the position
//! before each move with the move drawn as an arrow, replayed by the reference model
//! ([`qili_spec::xq::Board::play_iccs`]), then the final position.

use crate::findings::Finding;
use crate::go::{Board, Color, Move, Point, SgfGame};
use crate::svg::{GoDiagram, Mark, Stone};
use crate::xiangqi::diagram::cycle_svg;

/// At most this many moves are stepped (the last ones, where a cycle repeats); the frame
/// before them shows the position they start from.
pub const MAX_STEPS: usize = 48;

/// One frame: a caption and its SVG.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// What the frame shows (`3. B a2`, `start`).
    pub caption: String,
    /// The diagram.
    pub svg: String,
}

/// The frames of a finding's witness, or an empty list when the witness is neither an SGF
/// game nor `'FEN' moves` (or does not replay: then there is nothing to step, and the finding's
/// own diagram stands alone). The second value says how many earlier moves were skipped.
pub fn frames(f: &Finding) -> (Vec<Frame>, usize) {
    let w = f.witness.trim();
    if w.starts_with('(') {
        go_frames(w)
    } else if let Some(rest) = w.strip_prefix('\'') {
        xq_frames(rest)
    } else {
        (Vec::new(), 0)
    }
}

/// The frames of an evidence link that is a `qili xq judge 'FEN' moves` command (the Xiangqi
/// checks link their counterexample cycles that way), or `None` for any other link.
pub fn judge_frames(link: &str) -> Option<(Vec<Frame>, usize)> {
    let rest = link
        .strip_prefix("qili xq judge '")
        .or_else(|| link.strip_prefix("qili xq-judge '"))?;
    let (frames, skip) = xq_frames(rest);
    (!frames.is_empty()).then_some((frames, skip))
}

fn point_name(p: Point, height: usize) -> String {
    format!("{}{}", (b'a' + p.x) as char, height - p.y as usize)
}

fn colour_letter(c: Color) -> &'static str {
    match c {
        Color::Black => "B",
        Color::White => "W",
    }
}

fn go_diagram(b: &Board) -> GoDiagram {
    let stones = b
        .indices()
        .map(|i| match b.at(i) {
            Some(Color::Black) => Some(Stone::Black),
            Some(Color::White) => Some(Stone::White),
            None => None,
        })
        .collect();
    GoDiagram::new(b.width(), b.height(), stones)
}

fn go_frames(sgf: &str) -> (Vec<Frame>, usize) {
    let Ok(game) = SgfGame::parse(sgf) else {
        return (Vec::new(), 0);
    };
    let moves = game.moves();
    if moves.is_empty() {
        return (Vec::new(), 0);
    }
    let skip = moves.len().saturating_sub(MAX_STEPS);
    let (mut board, _) = game.start();
    let mut frames = Vec::new();
    for (k, m) in moves.iter().enumerate() {
        if k == skip {
            frames.push(Frame {
                caption: if skip == 0 {
                    "start".into()
                } else {
                    format!("after move {skip}")
                },
                svg: go_diagram(&board).to_svg(),
            });
        }
        let (text, at) = match *m {
            Move::Play(c, p) => {
                let Some((taken, own)) = board.play(p, c) else {
                    // Not a placement the board allows (occupied or off the board): stop.
                    break;
                };
                let mut t = format!(
                    "{}. {} {}",
                    k + 1,
                    colour_letter(c),
                    point_name(p, board.height())
                );
                if taken > 0 {
                    t.push_str(&format!(", takes {taken}"));
                }
                if own > 0 {
                    t.push_str(&format!(", removes its own {own}"));
                }
                (t, Some(board.index(p)))
            }
            Move::Pass(c, _) => (format!("{}. {} pass", k + 1, colour_letter(c)), None),
        };
        if k < skip {
            continue;
        }
        let mut d = go_diagram(&board);
        if let Some(i) = at {
            if board.at(i).is_some() {
                d.marks.push((i, Mark::Label(format!("{}", k + 1))));
            }
        }
        frames.push(Frame {
            caption: text,
            svg: d.to_svg(),
        });
    }
    (frames, skip)
}

fn xq_frames(rest: &str) -> (Vec<Frame>, usize) {
    let Some((fen, moves)) = rest.split_once('\'') else {
        return (Vec::new(), 0);
    };
    let Ok(start) = qili_spec::xq::Board::from_fen(fen.trim()) else {
        return (Vec::new(), 0);
    };
    let tokens: Vec<&str> = moves.split_whitespace().collect();
    let Ok(played) = start.play_iccs(&tokens) else {
        return (Vec::new(), 0);
    };
    let skip = played.len().saturating_sub(MAX_STEPS);
    let mut frames = Vec::new();
    for (k, (before, m)) in played.iter().enumerate().skip(skip) {
        let caption = format!("{}. {} {}", k + 1, before.to_move.name(), tokens[k]);
        frames.push(Frame {
            svg: cycle_svg(before, &[*m], ""),
            caption,
        });
    }
    if let Some((last, m)) = played.last() {
        let end = last.after(*m);
        let caption = format!(
            "after move {}, {} to move",
            played.len(),
            end.to_move.name()
        );
        frames.push(Frame {
            svg: cycle_svg(&end, &[], ""),
            caption,
        });
    }
    (frames, skip)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finding(witness: &str) -> Finding {
        Finding {
            claim: "T0".into(),
            name: "w".into(),
            summary: String::new(),
            rules: Vec::new(),
            witness: witness.into(),
            command: String::new(),
            svg: None,
        }
    }

    /// A ko capture on a 1x3 board, counted by hand: Black a1, White a3, Black a2 takes
    /// nothing (White a3 still has... no liberty: a2 was its only one), so a3 is taken.
    #[test]
    fn go_frames_step_each_move_with_captures() {
        // 1 column, 3 rows; SGF aa is the top (a3), ac the bottom (a1).
        let (f, skip) = frames(&finding("(;SZ[1:3];B[ac];W[aa];B[ab];W[])"));
        assert_eq!(skip, 0);
        let captions: Vec<&str> = f.iter().map(|x| x.caption.as_str()).collect();
        assert_eq!(
            captions,
            [
                "start",
                "1. B a1",
                "2. W a3",
                "3. B a2, takes 1",
                "4. W pass"
            ]
        );
        // After move 3 the board holds two black stones and no white one.
        assert_eq!(
            f[3].svg.matches(r#"fill="black" stroke="black""#).count(),
            2
        );
        assert_eq!(
            f[3].svg.matches(r#"fill="white" stroke="black""#).count(),
            0
        );
    }

    #[test]
    fn xq_frames_draw_the_position_before_each_move_then_the_end() {
        let (f, skip) = frames(&finding("'4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1' d0d1 e9e8"));
        assert_eq!(skip, 0);
        let captions: Vec<&str> = f.iter().map(|x| x.caption.as_str()).collect();
        assert_eq!(captions.len(), 3, "{captions:?}");
        assert!(captions[2].starts_with("after move 2"), "{captions:?}");
    }

    #[test]
    fn judge_commands_are_stepped_and_other_links_are_not() {
        let (f, _) = judge_frames("qili xq judge '4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1' d0d1")
            .expect("a judge command");
        assert_eq!(f.len(), 2);
        assert!(judge_frames("tests/xq_rational.rs").is_none());
        assert!(judge_frames("qili xq-judge 'bad fen' d0d1").is_none());
    }

    #[test]
    fn unreadable_witnesses_have_no_frames() {
        assert!(frames(&finding("(;SZ[2];B[zz])")).0.is_empty());
        assert!(frames(&finding("'not a fen' a0a1")).0.is_empty());
        assert!(frames(&finding("worked example")).0.is_empty());
    }
}
