//! Xiangqi diagrams as SVG for the findings of document 004 (`findings/XQ-*`): the board with
//! its river and palaces, the pieces as discs with their Chinese names (red or black), and
//! the moves of one period of a cycle drawn as numbered arrows, so that a reader can replay a
//! counterexample by eye. Takes the spec's board ([`qili_spec::xq::Board`]): a finding's
//! witness is the spec's, and a diagram only draws it.

use qili_spec::xq::{Board, Kind, Move, Side, Sq};
use std::fmt::Write as _;

const CELL: f64 = 40.0;
const MARGIN: f64 = 30.0;

fn xy(s: Sq) -> (f64, f64) {
    (
        MARGIN + CELL * s.file as f64,
        MARGIN + CELL * (9 - s.rank) as f64,
    )
}

fn name(side: Side, kind: Kind) -> &'static str {
    match (side, kind) {
        (Side::Red, Kind::King) => "帥",
        (Side::Black, Kind::King) => "將",
        (Side::Red, Kind::Advisor) => "仕",
        (Side::Black, Kind::Advisor) => "士",
        (Side::Red, Kind::Elephant) => "相",
        (Side::Black, Kind::Elephant) => "象",
        (_, Kind::Horse) => "馬",
        (Side::Red, Kind::Chariot) => "俥",
        (Side::Black, Kind::Chariot) => "車",
        (Side::Red, Kind::Cannon) => "炮",
        (Side::Black, Kind::Cannon) => "砲",
        (Side::Red, Kind::Pawn) => "兵",
        (Side::Black, Kind::Pawn) => "卒",
    }
}

/// The SVG of `start` with `moves` (typically one period of the cycle) drawn as arrows
/// numbered from 1, and `caption` under the board.
pub fn cycle_svg(start: &Board, moves: &[Move], caption: &str) -> String {
    let w = MARGIN * 2.0 + CELL * 8.0;
    let h = MARGIN * 2.0 + CELL * 9.0 + 24.0;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif">"#
    );
    let _ = writeln!(
        s,
        r##"<defs><marker id="arrow" markerWidth="8" markerHeight="8" refX="6" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="#2060c0"/></marker></defs>"##
    );
    let _ = writeln!(s, r##"<rect width="100%" height="100%" fill="#f0d9a0"/>"##);
    let line = |s: &mut String, a: Sq, b: Sq| {
        let (x1, y1) = xy(a);
        let (x2, y2) = xy(b);
        let _ = writeln!(
            s,
            r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="black"/>"#
        );
    };
    for r in 0..10 {
        line(&mut s, Sq::new(0, r), Sq::new(8, r));
    }
    for f in 0..9 {
        if f == 0 || f == 8 {
            line(&mut s, Sq::new(f, 0), Sq::new(f, 9));
        } else {
            line(&mut s, Sq::new(f, 0), Sq::new(f, 4));
            line(&mut s, Sq::new(f, 5), Sq::new(f, 9));
        }
        let (x, _) = xy(Sq::new(f, 0));
        let _ = writeln!(
            s,
            r#"<text x="{x}" y="{}" font-size="11" text-anchor="middle">{}</text>"#,
            MARGIN - 16.0,
            (b'a' + f as u8) as char
        );
    }
    for r in 0..10 {
        let (_, y) = xy(Sq::new(0, r));
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}" font-size="11" text-anchor="middle">{r}</text>"#,
            MARGIN - 20.0,
            y + 4.0
        );
    }
    for (a, b) in [
        ((3, 0), (5, 2)),
        ((5, 0), (3, 2)),
        ((3, 9), (5, 7)),
        ((5, 9), (3, 7)),
    ] {
        line(&mut s, Sq::new(a.0, a.1), Sq::new(b.0, b.1));
    }
    for (sq, p) in start.pieces() {
        let (x, y) = xy(sq);
        let colour = match p.side {
            Side::Red => "#c00000",
            Side::Black => "#000000",
        };
        let _ = writeln!(
            s,
            r##"<circle cx="{x}" cy="{y}" r="16" fill="#fff6e0" stroke="{colour}" stroke-width="2"/><text x="{x}" y="{}" font-size="17" text-anchor="middle" fill="{colour}">{}</text>"##,
            y + 6.0,
            name(p.side, p.kind)
        );
    }
    for (i, m) in moves.iter().enumerate() {
        let (x1, y1) = xy(m.from);
        let (x2, y2) = xy(m.to);
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        // Shorten the arrow so that it ends at the edge of the target disc.
        let (ex, ey) = (x2 - dx / len * 14.0, y2 - dy / len * 14.0);
        let _ = writeln!(
            s,
            r##"<line x1="{x1}" y1="{y1}" x2="{ex:.1}" y2="{ey:.1}" stroke="#2060c0" stroke-width="2" marker-end="url(#arrow)" opacity="0.8"/><text x="{:.1}" y="{:.1}" font-size="11" fill="#2060c0">{}</text>"##,
            (x1 + x2) / 2.0 + 3.0,
            (y1 + y2) / 2.0 - 3.0,
            i + 1
        );
    }
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" font-size="12" text-anchor="middle">{}</text>"#,
        w / 2.0,
        h - 8.0,
        caption
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    );
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_every_piece_and_every_move() {
        let b = Board::from_fen("3k5/9/1r7/9/9/9/9/1C7/9/4K4 w").unwrap();
        let ms: Vec<Move> = ["b2c2", "b7c7"]
            .iter()
            .map(|m| Move::parse(m).unwrap())
            .collect();
        let svg = cycle_svg(&b, &ms, "a <caption>");
        assert_eq!(svg.matches("<circle").count(), 4);
        assert_eq!(svg.matches("marker-end").count(), 2);
        assert!(svg.contains("&lt;caption&gt;"));
        assert!(svg.contains("車") && svg.contains("炮"));
    }
}
