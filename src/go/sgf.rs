//! SGF FF\[4\] in and out (read with the `sgf-parse` crate).
//!
//! Read: `SZ` square and rectangular (`SZ[7:5]` is 7 columns, 5 rows); `AB`/`AW`/`AE` setup
//! in the nodes before the first move; `PL`; `B`/`W` moves; passes `B[]` and, on boards up to
//! 19x19, `B[tt]`; `KM`, `HA`, `RU` (mapped to a preset; unknown: a warning and Tromp-Taylor);
//! `TB`/`TW` kept for scoring; the main line and every variation kept. qili's own property
//! `QP[s]` on a pass node marks a suspension pass (JPD-A4(2)); SGF has no such pass.
//!
//! Nodes are numbered in file order (preorder) from 0, the root. Every error names the node
//! and the property; no input makes the reader panic.

use super::board::{Board, Color, Point};
use super::game::{Game, Illegal, Move};
use super::rules::{PassKind, Rules};
use sgf_parse::go::{Move as SMove, Point as SPoint, Prop};
use sgf_parse::SgfNode as PNode;
use std::collections::HashSet;
use std::fmt;

/// A bad SGF file: where and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgfError {
    /// The node (file order from 0, the root), if the error is in a node.
    pub node: Option<usize>,
    /// The property identifier, if the error is in a property.
    pub property: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SGF")?;
        if let Some(n) = self.node {
            write!(f, " node {n}")?;
        }
        if let Some(p) = &self.property {
            write!(f, " property {p}")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for SgfError {}

fn err(node: usize, prop: &str, message: impl Into<String>) -> SgfError {
    SgfError {
        node: Some(node),
        property: Some(prop.to_string()),
        message: message.into(),
    }
}

/// One node of the game tree: a move and/or setup stones, and its children (the first child
/// continues the main line, the others are variations).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SgfNode {
    /// The node's move (`B`/`W`), if any.
    pub mv: Option<Move>,
    /// Setup: points set to a stone (`AB`/`AW`) or emptied (`AE`), sorted.
    pub setup: Vec<(Point, Option<Color>)>,
    /// The following nodes: the first continues the main line, the others are variations.
    pub children: Vec<SgfNode>,
}

/// A Go game read from or written to SGF.
#[derive(Clone, Debug, PartialEq)]
pub struct SgfGame {
    /// The number of columns (`SZ`).
    pub width: usize,
    /// The number of rows (`SZ`).
    pub height: usize,
    /// `KM`: the komi, if given.
    pub komi: Option<f64>,
    /// `HA`: the number of handicap stones, if given.
    pub handicap: Option<u32>,
    /// The `RU` text as written.
    pub ruleset: Option<String>,
    /// `PL`: the side to move first.
    pub player: Option<Color>,
    /// `TB`/`TW` of the last main-line node that has them, sorted: Black's and White's.
    pub territory: [Vec<Point>; 2],
    /// The root node (setup stones, maybe a move); the game tree hangs from it.
    pub root: SgfNode,
    /// Things the reader accepted but the user should know (unknown `RU`, missing `SZ`...).
    pub warnings: Vec<String>,
}

struct Reader {
    width: usize,
    height: usize,
    counter: usize,
    territory: Option<(usize, [Vec<Point>; 2])>,
}

impl Reader {
    fn point(&self, node: usize, prop: &str, p: &SPoint) -> Result<Point, SgfError> {
        let (x, y) = (p.x as usize, p.y as usize);
        if x >= self.width || y >= self.height {
            return Err(err(
                node,
                prop,
                format!(
                    "point {} is off the {}x{} board",
                    write_point(Point::new(x.min(60), y.min(60))),
                    self.width,
                    self.height
                ),
            ));
        }
        Ok(Point::new(x, y))
    }

    fn points(
        &self,
        node: usize,
        prop: &str,
        ps: &HashSet<SPoint>,
    ) -> Result<Vec<Point>, SgfError> {
        let mut out = ps
            .iter()
            .map(|p| self.point(node, prop, p))
            .collect::<Result<Vec<_>, _>>()?;
        out.sort();
        Ok(out)
    }

    /// Converts a node and its subtree. `moved`: a move came before on this line.
    fn node(&mut self, n: &PNode<Prop>, moved: bool, main: bool) -> Result<SgfNode, SgfError> {
        let idx = self.counter;
        self.counter += 1;
        let mut out = SgfNode::default();
        let mut suspension = false;
        let mut territory: Option<[Vec<Point>; 2]> = None;
        for prop in n.properties() {
            match prop {
                Prop::B(m) | Prop::W(m) => {
                    let (c, id) = match prop {
                        Prop::B(_) => (Color::Black, "B"),
                        _ => (Color::White, "W"),
                    };
                    if out.mv.is_some() {
                        return Err(err(idx, id, "a second move in one node"));
                    }
                    out.mv = Some(match m {
                        SMove::Pass => Move::Pass(c, PassKind::Ordinary),
                        SMove::Move(p)
                            if p.x == 19 && p.y == 19 && self.width <= 19 && self.height <= 19 =>
                        {
                            Move::Pass(c, PassKind::Ordinary)
                        }
                        SMove::Move(p) => Move::Play(c, self.point(idx, id, p)?),
                    });
                }
                Prop::AB(ps) | Prop::AW(ps) | Prop::AE(ps) => {
                    let (id, c) = match prop {
                        Prop::AB(_) => ("AB", Some(Color::Black)),
                        Prop::AW(_) => ("AW", Some(Color::White)),
                        _ => ("AE", None),
                    };
                    if moved {
                        return Err(err(idx, id, "setup after the first move is not supported"));
                    }
                    for p in self.points(idx, id, ps)? {
                        if out.setup.iter().any(|&(q, _)| q == p) {
                            return Err(err(idx, id, "a point set up twice in one node"));
                        }
                        out.setup.push((p, c));
                    }
                }
                Prop::TB(ps) => {
                    territory.get_or_insert_with(Default::default)[0] =
                        self.points(idx, "TB", ps)?
                }
                Prop::TW(ps) => {
                    territory.get_or_insert_with(Default::default)[1] =
                        self.points(idx, "TW", ps)?
                }
                Prop::Unknown(id, values) if id.is_empty() => {
                    return Err(err(
                        idx,
                        "",
                        format!("a property with a lowercase identifier (values {values:?})"),
                    ))
                }
                Prop::Unknown(id, values) if id == "QP" => {
                    if values.len() != 1 || values[0] != "s" {
                        return Err(err(idx, "QP", "qili's pass kind must be QP[s]"));
                    }
                    suspension = true;
                }
                Prop::Invalid(id, values) => {
                    if id == "HA" && values.len() == 1 && matches!(values[0].trim(), "0" | "1") {
                        continue; // HA[0] and HA[1] are common for "no handicap"
                    }
                    if idx == 0 && matches!(id.as_str(), "SZ" | "KM" | "HA" | "PL" | "FF" | "GM") {
                        // Root properties: checked by the caller with a clearer message.
                        continue;
                    }
                    return Err(err(idx, id, format!("bad value {values:?}")));
                }
                _ => {}
            }
        }
        out.setup.sort();
        if suspension {
            match out.mv {
                Some(Move::Pass(c, _)) => out.mv = Some(Move::Pass(c, PassKind::Suspension)),
                _ => return Err(err(idx, "QP", "QP[s] on a node that is not a pass")),
            }
        }
        if let (true, Some(t)) = (main, territory) {
            self.territory = Some((idx, t));
        }
        let moved = moved || out.mv.is_some();
        for (i, c) in n.children().enumerate() {
            out.children.push(self.node(c, moved, main && i == 0)?);
        }
        Ok(out)
    }
}

fn root_value<'a>(root: &'a PNode<Prop>, id: &str) -> Option<&'a Prop> {
    root.get_property(id)
}

impl SgfGame {
    /// Reads the first game of an SGF collection.
    ///
    /// # Example
    /// ```
    /// use qili::go::{Color, Move, Point, SgfGame};
    ///
    /// let sgf = SgfGame::parse("(;GM[1]FF[4]SZ[9]KM[7.5];B[cc];W[gg])").unwrap();
    /// assert_eq!((sgf.width, sgf.height), (9, 9));
    /// assert_eq!(sgf.komi, Some(7.5));
    /// assert_eq!(
    ///     sgf.moves(),
    ///     vec![
    ///         Move::Play(Color::Black, Point::new(2, 2)),
    ///         Move::Play(Color::White, Point::new(6, 6)),
    ///     ]
    /// );
    /// // Errors say where: here the move is off a 9 x 9 board.
    /// assert!(SgfGame::parse("(;SZ[9];B[zz])").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<SgfGame, SgfError> {
        let whole = |message: String| SgfError {
            node: None,
            property: None,
            message,
        };
        let trees = sgf_parse::parse(text).map_err(|e| whole(format!("unreadable: {e}")))?;
        let tree = trees
            .into_iter()
            .next()
            .ok_or_else(|| whole("no game tree".into()))?;
        let root = tree.into_go_node().map_err(|_| SgfError {
            node: Some(0),
            property: Some("GM".into()),
            message: "not a Go game (GM must be 1)".into(),
        })?;
        let mut warnings = Vec::new();
        if let Some(p) = root_value(&root, "FF") {
            match p {
                Prop::FF(4) => {}
                Prop::FF(n @ 1..=3) => {
                    warnings.push(format!("FF[{n}] file read as FF[4]"));
                }
                _ => return Err(err(0, "FF", "file format must be 1..4")),
            }
        }
        let (width, height) = match root_value(&root, "SZ") {
            None => {
                warnings.push("no SZ: a 19x19 board (the SGF default)".into());
                (19, 19)
            }
            Some(Prop::SZ((w, h))) => (*w as usize, *h as usize),
            Some(_) => return Err(err(0, "SZ", "bad board size")),
        };
        if !(1..=super::board::MAX_SIDE).contains(&width)
            || !(1..=super::board::MAX_SIDE).contains(&height)
        {
            return Err(err(
                0,
                "SZ",
                format!("board size {width}x{height}: each side must be 1..=25"),
            ));
        }
        let komi = match root_value(&root, "KM") {
            None => None,
            Some(Prop::KM(k)) if k.is_finite() => Some(*k),
            Some(_) => return Err(err(0, "KM", "komi is not a number")),
        };
        let handicap = match root_value(&root, "HA") {
            Some(Prop::HA(h)) if (2..=625).contains(h) => Some(*h as u32),
            Some(Prop::HA(_)) => return Err(err(0, "HA", "handicap out of range")),
            _ => None,
        };
        let ruleset = match root_value(&root, "RU") {
            Some(Prop::RU(t)) => Some(t.text.clone()),
            _ => None,
        };
        let player = match root_value(&root, "PL") {
            None => None,
            Some(Prop::PL(sgf_parse::Color::Black)) => Some(Color::Black),
            Some(Prop::PL(sgf_parse::Color::White)) => Some(Color::White),
            Some(_) => return Err(err(0, "PL", "PL must be B or W")),
        };
        let mut reader = Reader {
            width,
            height,
            counter: 0,
            territory: None,
        };
        let tree = reader.node(&root, false, true)?;
        let territory = reader.territory.map(|(_, t)| t).unwrap_or_default();
        let g = SgfGame {
            width,
            height,
            komi,
            handicap,
            ruleset,
            player,
            territory,
            root: tree,
            warnings,
        };
        Ok(g)
    }

    /// The main line: the root and every first child.
    pub fn main_line(&self) -> Vec<&SgfNode> {
        let mut out = vec![&self.root];
        while let Some(c) = out.last().expect("nonempty").children.first() {
            out.push(c);
        }
        out
    }

    /// The moves of the main line.
    pub fn moves(&self) -> Vec<Move> {
        self.main_line().iter().filter_map(|n| n.mv).collect()
    }

    /// The starting position: the main line's setup (applied in order before the first move)
    /// and the side to move: `PL` if given, else White after a black handicap setup (`HA` and
    /// black stones only), else Black.
    pub fn start(&self) -> (Board, Color) {
        let mut b = Board::new(self.width, self.height).expect("size checked when read");
        for n in self.main_line() {
            for &(p, c) in &n.setup {
                b.set(p, c);
            }
        }
        let to_move = self.player.unwrap_or_else(|| {
            if self.handicap.is_some() && b.stones(Color::Black) > 0 && b.stones(Color::White) == 0
            {
                Color::White
            } else {
                Color::Black
            }
        });
        (b, to_move)
    }

    /// The rules `RU` names (with `KM` as komi if given), and a warning if `RU` is unknown or
    /// missing (then Tromp-Taylor, the explicit default).
    pub fn rules(&self) -> (Rules, Option<String>) {
        let (mut r, warning) = match &self.ruleset {
            None => (
                Rules::TROMP_TAYLOR,
                Some("no RU: using tromp-taylor".to_string()),
            ),
            Some(name) => match Rules::from_name(&sgf_rule_name(name)) {
                Ok(r) => (r, None),
                Err(_) => (
                    Rules::TROMP_TAYLOR,
                    Some(format!("unknown RU[{name}]: using tromp-taylor")),
                ),
            },
        };
        if let Some(k) = self.komi {
            r.komi = k;
        }
        (r, warning)
    }

    /// Plays the main line under `rules`. Stops at the first illegal move and returns its
    /// 0-based index among the moves, the move and the reason.
    pub fn replay(&self, rules: Rules) -> (Game, Option<(usize, Move, Illegal)>) {
        let (b, to_move) = self.start();
        let mut g = Game::from_position(rules, b, to_move);
        for (i, m) in self.moves().into_iter().enumerate() {
            if let Err(e) = g.play(m) {
                return (g, Some((i, m, e)));
            }
        }
        (g, None)
    }

    /// The SGF of an engine game: its start position as setup, its moves as the main line.
    pub fn from_game(g: &Game) -> SgfGame {
        let start = g.start();
        let mut setup = Vec::new();
        for y in 0..start.height() {
            for x in 0..start.width() {
                let p = Point::new(x, y);
                if let Some(c) = start.get(p) {
                    setup.push((p, Some(c)));
                }
            }
        }
        setup.sort();
        let mut nodes: Vec<SgfNode> = g
            .moves()
            .iter()
            .map(|&m| SgfNode {
                mv: Some(m),
                ..SgfNode::default()
            })
            .collect();
        let mut child: Option<SgfNode> = None;
        while let Some(mut n) = nodes.pop() {
            n.children.extend(child.take());
            child = Some(n);
        }
        let r = g.rules();
        SgfGame {
            width: start.width(),
            height: start.height(),
            komi: Some(r.komi),
            handicap: None,
            ruleset: Some(match r.preset_name() {
                Some(n) => n.to_string(),
                None => r.to_katago().unwrap_or_else(|_| "tromp-taylor".into()),
            }),
            player: (g.start_to_move() == Color::White).then_some(Color::White),
            territory: [Vec::new(), Vec::new()],
            root: SgfNode {
                mv: None,
                setup,
                children: child.into_iter().collect(),
            },
            warnings: Vec::new(),
        }
    }

    /// Writes FF\[4\] SGF.
    ///
    /// # Example
    /// Writing and reading back gives the same game.
    /// ```
    /// use qili::go::SgfGame;
    ///
    /// let sgf = SgfGame::parse("(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[ce];B[])").unwrap();
    /// let again = SgfGame::parse(&sgf.to_sgf()).unwrap();
    /// assert_eq!(again.moves(), sgf.moves());
    /// assert_eq!(again.komi, Some(6.5));
    /// assert_eq!((again.width, again.height), (9, 9));
    /// ```
    pub fn to_sgf(&self) -> String {
        let mut out = String::from("(;FF[4]GM[1]CA[UTF-8]AP[qili:");
        out.push_str(env!("CARGO_PKG_VERSION"));
        out.push(']');
        if self.width == self.height {
            out.push_str(&format!("SZ[{}]", self.width));
        } else {
            out.push_str(&format!("SZ[{}:{}]", self.width, self.height));
        }
        if let Some(k) = self.komi {
            out.push_str(&format!("KM[{k}]"));
        }
        if let Some(h) = self.handicap {
            out.push_str(&format!("HA[{h}]"));
        }
        if let Some(r) = &self.ruleset {
            out.push_str(&format!("RU[{}]", escape(r)));
        }
        if let Some(c) = self.player {
            out.push_str(if c == Color::Black { "PL[B]" } else { "PL[W]" });
        }
        write_node_body(&self.root, &mut out, true, &self.territory);
        write_children(&self.root, &mut out, &self.territory);
        out.push_str(")\n");
        out
    }
}

/// SGF `RU` spellings mapped to qili's preset names.
fn sgf_rule_name(ru: &str) -> String {
    match ru.trim().to_ascii_lowercase().as_str() {
        "ing" | "goe" | "ing sst" => "ing".into(),
        "jp" | "japanese" => "japanese".into(),
        "cn" | "chinese" => "chinese".into(),
        _ => ru.trim().to_string(),
    }
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace(']', "\\]")
}

fn letter(n: u8) -> char {
    if n < 26 {
        (b'a' + n) as char
    } else {
        (b'A' + n - 26) as char
    }
}

/// A point as SGF writes it (`aa` is the top-left corner).
pub fn write_point(p: Point) -> String {
    format!("{}{}", letter(p.x), letter(p.y))
}

fn write_node_body(n: &SgfNode, out: &mut String, root: bool, territory: &[Vec<Point>; 2]) {
    if !root {
        out.push(';');
    }
    for (id, want) in [
        ("AB", Some(Color::Black)),
        ("AW", Some(Color::White)),
        ("AE", None),
    ] {
        let ps: Vec<_> = n.setup.iter().filter(|s| s.1 == want).collect();
        if !ps.is_empty() {
            out.push_str(id);
            for (p, _) in ps {
                out.push_str(&format!("[{}]", write_point(*p)));
            }
        }
    }
    match n.mv {
        None => {}
        Some(Move::Play(c, p)) => {
            out.push_str(&format!("{}[{}]", side(c), write_point(p)));
        }
        Some(Move::Pass(c, k)) => {
            out.push_str(&format!("{}[]", side(c)));
            if k == PassKind::Suspension {
                out.push_str("QP[s]");
            }
        }
    }
    // Territory goes on the last main-line node.
    if n.children.is_empty() && root_or_main_end(territory) {
        for (id, ps) in [("TB", &territory[0]), ("TW", &territory[1])] {
            if !ps.is_empty() {
                out.push_str(id);
                for p in ps {
                    out.push_str(&format!("[{}]", write_point(*p)));
                }
            }
        }
    }
}

fn root_or_main_end(t: &[Vec<Point>; 2]) -> bool {
    !t[0].is_empty() || !t[1].is_empty()
}

fn side(c: Color) -> &'static str {
    match c {
        Color::Black => "B",
        Color::White => "W",
    }
}

fn write_children(n: &SgfNode, out: &mut String, territory: &[Vec<Point>; 2]) {
    let none = [Vec::new(), Vec::new()];
    match n.children.len() {
        0 => {}
        1 => {
            write_node_body(&n.children[0], out, false, territory);
            write_children(&n.children[0], out, territory);
        }
        _ => {
            for (i, c) in n.children.iter().enumerate() {
                let t = if i == 0 { territory } else { &none };
                out.push('(');
                write_node_body(c, out, false, t);
                write_children(c, out, t);
                out.push(')');
            }
        }
    }
}

/// Writes an engine game as SGF (see [`SgfGame::from_game`]).
pub fn write_game(g: &Game) -> String {
    SgfGame::from_game(g).to_sgf()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_rectangular_game_with_setup_and_passes() {
        let g = SgfGame::parse(
            "(;FF[4]GM[1]SZ[7:5]KM[6.5]RU[Japanese]AB[aa][bb]AW[cc];W[dd];B[];W[tt])",
        )
        .unwrap();
        assert_eq!((g.width, g.height), (7, 5));
        assert_eq!(g.komi, Some(6.5));
        let (r, w) = g.rules();
        assert_eq!((r.ko, r.komi, w), (Rules::JAPANESE.ko, 6.5, None));
        let (b, to_move) = g.start();
        assert_eq!(b.rows()[1], ".X.....");
        assert_eq!(to_move, Color::Black);
        // W[dd] first while Black is to move: not White's turn.
        let (_, illegal) = g.replay(r);
        assert_eq!(
            illegal.map(|(i, _, e)| (i, e)),
            Some((0, Illegal::NotYourTurn))
        );
        let moves = g.moves();
        assert_eq!(moves[1], Move::Pass(Color::Black, PassKind::Ordinary));
        assert_eq!(moves[2], Move::Pass(Color::White, PassKind::Ordinary));
    }

    #[test]
    fn errors_name_node_and_property() {
        let e = SgfGame::parse("(;SZ[5];B[aa];W[zz])").unwrap_err();
        assert_eq!((e.node, e.property.as_deref()), (Some(2), Some("W")));
        let e = SgfGame::parse("(;SZ[30])").unwrap_err();
        assert_eq!(e.property.as_deref(), Some("SZ"));
        let e = SgfGame::parse("(;SZ[5];B[aa];AB[bb])").unwrap_err();
        assert_eq!((e.node, e.property.as_deref()), (Some(2), Some("AB")));
        let e = SgfGame::parse("(;SZ[5]KM[lots])").unwrap_err();
        assert_eq!(e.property.as_deref(), Some("KM"));
        assert!(SgfGame::parse("(;SZ[5];B[aa]").is_err());
        // tt is a pass only up to 19x19.
        let e = SgfGame::parse("(;SZ[21];B[tt];W[aa])").unwrap();
        assert_eq!(e.moves()[0], Move::Play(Color::Black, Point::new(19, 19)));
    }

    #[test]
    fn unknown_rules_warn_and_default() {
        let g = SgfGame::parse("(;SZ[9]RU[Klingon])").unwrap();
        let (r, w) = g.rules();
        assert_eq!(r, Rules::TROMP_TAYLOR);
        assert!(w.unwrap().contains("Klingon"));
    }

    #[test]
    fn variations_are_kept_and_written() {
        let text = "(;FF[4]GM[1]SZ[9];B[aa](;W[bb];B[cc])(;W[dd]))";
        let g = SgfGame::parse(text).unwrap();
        assert_eq!(g.root.children[0].children.len(), 2);
        assert_eq!(g.moves().len(), 3);
        let again = SgfGame::parse(&g.to_sgf()).unwrap();
        assert_eq!(again.root, g.root);
    }
}
