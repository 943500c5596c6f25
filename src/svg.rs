//! Board diagrams as SVG, so that a reader can check a count or a counterexample by eye.
//! Go boards only here; each caller turns its own position type into a [`GoDiagram`].

use std::fmt::Write as _;

/// A stone colour in a diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stone {
    /// A black stone.
    Black,
    /// A white stone.
    White,
}

/// What a point of a diagram is marked with, drawn over the point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A small square of the owner's colour: territory or area.
    Area(Stone),
    /// A cross over a stone: the stone is dead.
    Dead,
    /// A circle: a basic eye.
    Eye,
    /// A triangle: a route point.
    Route,
    /// A half-and-half square: a point shared in seki.
    Shared,
    /// A short text (a move number, a letter).
    Label(String),
}

/// A Go position with marks.
#[derive(Clone, Debug)]
pub struct GoDiagram {
    /// The number of columns.
    pub width: usize,
    /// The number of rows.
    pub height: usize,
    /// Row-major from the top-left corner.
    pub stones: Vec<Option<Stone>>,
    /// Marks by point index (row-major from the top-left).
    pub marks: Vec<(usize, Mark)>,
    /// A caption under the board.
    pub caption: String,
}

impl GoDiagram {
    /// A diagram of `stones` (row-major from the top-left) with no marks and no caption.
    pub fn new(width: usize, height: usize, stones: Vec<Option<Stone>>) -> GoDiagram {
        GoDiagram {
            width,
            height,
            stones,
            marks: Vec::new(),
            caption: String::new(),
        }
    }

    /// Draws the diagram; coordinates are labelled as the guide does (columns a.. from the
    /// left, rows 1.. from the bottom).
    pub fn to_svg(&self) -> String {
        let cell = 32.0;
        let margin = 28.0;
        let w = margin * 2.0 + cell * (self.width as f64 - 1.0);
        let h = margin * 2.0
            + cell * (self.height as f64 - 1.0)
            + if self.caption.is_empty() { 0.0 } else { 24.0 };
        let xy = |i: usize| {
            (
                margin + cell * (i % self.width) as f64,
                margin + cell * (i / self.width) as f64,
            )
        };
        let mut s = String::new();
        let _ = writeln!(
            s,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif">"#
        );
        let _ = writeln!(s, r##"<rect width="100%" height="100%" fill="#e8c27a"/>"##);
        for x in 0..self.width {
            let px = margin + cell * x as f64;
            let y1 = margin + cell * (self.height as f64 - 1.0);
            let _ = writeln!(
                s,
                r#"<line x1="{px}" y1="{margin}" x2="{px}" y2="{y1}" stroke="black"/>"#
            );
            let col = (b'a' + x as u8) as char;
            let _ = writeln!(
                s,
                r#"<text x="{px}" y="{}" font-size="11" text-anchor="middle">{col}</text>"#,
                margin - 14.0
            );
        }
        for y in 0..self.height {
            let py = margin + cell * y as f64;
            let x1 = margin + cell * (self.width as f64 - 1.0);
            let _ = writeln!(
                s,
                r#"<line x1="{margin}" y1="{py}" x2="{x1}" y2="{py}" stroke="black"/>"#
            );
            let _ = writeln!(
                s,
                r#"<text x="{}" y="{}" font-size="11" text-anchor="middle">{}</text>"#,
                margin - 18.0,
                py + 4.0,
                self.height - y
            );
        }
        for (i, st) in self.stones.iter().enumerate() {
            if let Some(c) = st {
                let (x, y) = xy(i);
                let (fill, stroke) = match c {
                    Stone::Black => ("black", "black"),
                    Stone::White => ("white", "black"),
                };
                let _ = writeln!(
                    s,
                    r#"<circle cx="{x}" cy="{y}" r="{}" fill="{fill}" stroke="{stroke}"/>"#,
                    cell * 0.46
                );
            }
        }
        for (i, m) in &self.marks {
            let (x, y) = xy(*i);
            let on_black = self.stones.get(*i) == Some(&Some(Stone::Black));
            let ink = if on_black { "white" } else { "black" };
            match m {
                Mark::Area(c) => {
                    let fill = if *c == Stone::Black { "black" } else { "white" };
                    let _ = writeln!(
                        s,
                        r#"<rect x="{}" y="{}" width="10" height="10" fill="{fill}" stroke="gray"/>"#,
                        x - 5.0,
                        y - 5.0
                    );
                }
                Mark::Dead => {
                    let _ = writeln!(
                        s,
                        r#"<path d="M{} {} L{} {} M{} {} L{} {}" stroke="red" stroke-width="3"/>"#,
                        x - 8.0,
                        y - 8.0,
                        x + 8.0,
                        y + 8.0,
                        x + 8.0,
                        y - 8.0,
                        x - 8.0,
                        y + 8.0
                    );
                }
                Mark::Eye => {
                    let _ = writeln!(
                        s,
                        r#"<circle cx="{x}" cy="{y}" r="7" fill="none" stroke="blue" stroke-width="2"/>"#
                    );
                }
                Mark::Route => {
                    let _ = writeln!(
                        s,
                        r#"<path d="M{x} {} L{} {} L{} {} Z" fill="none" stroke="green" stroke-width="2"/>"#,
                        y - 8.0,
                        x + 7.0,
                        y + 5.0,
                        x - 7.0,
                        y + 5.0
                    );
                }
                Mark::Shared => {
                    let _ = writeln!(
                        s,
                        r#"<rect x="{}" y="{}" width="5" height="10" fill="black"/><rect x="{x}" y="{}" width="5" height="10" fill="white" stroke="gray"/>"#,
                        x - 5.0,
                        y - 5.0,
                        y - 5.0
                    );
                }
                Mark::Label(t) => {
                    let _ = writeln!(
                        s,
                        r#"<text x="{x}" y="{}" font-size="13" text-anchor="middle" fill="{ink}">{}</text>"#,
                        y + 4.5,
                        escape(t)
                    );
                }
            }
        }
        if !self.caption.is_empty() {
            let _ = writeln!(
                s,
                r#"<text x="{}" y="{}" font-size="12" text-anchor="middle">{}</text>"#,
                w / 2.0,
                h - 8.0,
                escape(&self.caption)
            );
        }
        s.push_str("</svg>\n");
        s
    }
}

fn escape(t: &str) -> String {
    t.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_diagram_draws_each_stone_and_mark() {
        let mut d = GoDiagram::new(
            2,
            2,
            vec![Some(Stone::Black), None, None, Some(Stone::White)],
        );
        d.marks.push((1, Mark::Eye));
        d.marks.push((2, Mark::Label("A<".into())));
        let svg = d.to_svg();
        assert_eq!(svg.matches("<circle").count(), 3, "two stones and one eye");
        assert!(svg.contains("A&lt;"));
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
    }
}
