//! SGF FF\[4\] in and out.
//!
//! The reader is qili's own and has no recursion on the input's depth: the file is scanned
//! once with an explicit stack of open variations, nodes are kept in file order and hung from
//! their parents at the end, and the tree's clone, comparison, printing, writing and drop all
//! walk it with a stack. Its limits ([`SgfLimits`]: bytes, nodes, setup points, variation
//! depth) are checked as it reads, each error naming the limit, the option that raises it and
//! the place. A file's bytes are decoded by its `CA` first ([`super::encoding`]), the same for
//! every command.
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
use crate::rules::{Ko, KoRule, PassKind, Rules};
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
///
/// A long game is a deep tree (a 20,000-move main line is 20,000 nodes deep), so cloning,
/// comparing, printing and dropping go down it with an explicit stack, never by recursion.
#[derive(Default)]
pub struct SgfNode {
    /// The node's move (`B`/`W`), if any.
    pub mv: Option<Move>,
    /// Setup: points set to a stone (`AB`/`AW`) or emptied (`AE`), sorted.
    pub setup: Vec<(Point, Option<Color>)>,
    /// The following nodes: the first continues the main line, the others are variations.
    pub children: Vec<SgfNode>,
}

impl Drop for SgfNode {
    fn drop(&mut self) {
        // Children are emptied before they drop, so no drop goes deeper than one level.
        let mut stack = std::mem::take(&mut self.children);
        while let Some(mut n) = stack.pop() {
            stack.append(&mut n.children);
        }
    }
}

/// The nodes of a tree in preorder, each with its parent's index (`usize::MAX` for the root)
/// and its depth, without recursion.
fn preorder(root: &SgfNode) -> Vec<(&SgfNode, usize, usize)> {
    let mut out = Vec::new();
    let mut stack = vec![(root, usize::MAX, 0)];
    while let Some((n, parent, depth)) = stack.pop() {
        let idx = out.len();
        out.push((n, parent, depth));
        for c in n.children.iter().rev() {
            stack.push((c, idx, depth + 1));
        }
    }
    out
}

/// Hangs every node from its parent. `nodes` are in preorder (a parent before its children),
/// each with its parent's index; the root is the first.
fn assemble(mut nodes: Vec<(SgfNode, usize)>) -> SgfNode {
    // Each node's children vector gets exactly its size (a pushed-to empty vector would take
    // room for four).
    let mut counts = vec![0usize; nodes.len()];
    for &(_, parent) in &nodes[1..] {
        counts[parent] += 1;
    }
    for ((n, _), &k) in nodes.iter_mut().zip(&counts) {
        n.children.reserve_exact(k);
    }
    drop(counts);
    // Last first: when a node is taken, its children (all later) are already in it, last first.
    while nodes.len() > 1 {
        let (mut n, parent) = nodes.pop().expect("more than one");
        n.children.reverse();
        nodes[parent].0.children.push(n);
    }
    let (mut root, _) = nodes.pop().expect("the root");
    root.children.reverse();
    root
}

impl Clone for SgfNode {
    fn clone(&self) -> Self {
        assemble(
            preorder(self)
                .into_iter()
                .map(|(n, parent, _)| {
                    (
                        SgfNode {
                            mv: n.mv,
                            setup: n.setup.clone(),
                            children: Vec::new(),
                        },
                        parent,
                    )
                })
                .collect(),
        )
    }
}

impl PartialEq for SgfNode {
    fn eq(&self, other: &Self) -> bool {
        let mut stack = vec![(self, other)];
        while let Some((a, b)) = stack.pop() {
            if a.mv != b.mv || a.setup != b.setup || a.children.len() != b.children.len() {
                return false;
            }
            stack.extend(a.children.iter().zip(&b.children));
        }
        true
    }
}

impl Eq for SgfNode {}

impl fmt::Debug for SgfNode {
    /// One line per node in preorder, indented by depth.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "SgfNode tree [")?;
        for (n, _, depth) in preorder(self) {
            writeln!(
                f,
                "{:w$}mv: {:?}, setup: {:?}",
                "",
                n.mv,
                n.setup,
                w = 2 + 2 * depth.min(40)
            )?;
        }
        write!(f, "]")
    }
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

/// A replayed main line ([`SgfGame::replay_report`]).
pub struct Replay {
    /// The game as far as it was legal.
    pub game: Game,
    /// The first illegal move: its 0-based index among the moves, the move and the reason.
    pub illegal: Option<(usize, Move, Illegal)>,
    /// Why no move was played at all: the record's start is refused; the game is then the
    /// empty board.
    pub refused_start: Option<RefusedStart>,
    /// What the replay passed over (passes after the end).
    pub warnings: Vec<String>,
}

/// Why a record's start position is refused before its first move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefusedStart {
    /// Stones lie on the board before move 1 (setup or handicap stones) under a rule set that
    /// starts on the empty board: 000 公理三 (JPD-A3) 棋局开始前,不得有任何棋子存在于棋盘上, which
    /// the ko rule `whole-shape-with-pass-stones` (公理十一 前所未有) presupposes; 003 著手規律
    /// (YG-5) 空枰開局 (須知一 應氏棋規不論對子、讓子一律空枰開局) under a Ying ko.
    StonesBeforeStart,
    /// White moves first under a Ying ko: 003 著手規律 (YG-5) 黑先白後.
    WhiteFirst,
}

impl RefusedStart {
    /// Why `rules` refuse the start of `board` with `to_move` to move, if they do: the empty
    /// start of 000 (under its ko) and of 003 (under a Ying ko), and 003's Black first.
    pub fn of(rules: &Rules, board: &Board, to_move: Color) -> Option<RefusedStart> {
        let ying = matches!(rules.play.ko, KoRule::Ying(_));
        let empty_start = ying || rules.play.ko == KoRule::Plain(Ko::WholeShapeWithPassStones);
        if empty_start && board.stones(Color::Black) + board.stones(Color::White) > 0 {
            Some(RefusedStart::StonesBeforeStart)
        } else if ying && to_move == Color::White {
            Some(RefusedStart::WhiteFirst)
        } else {
            None
        }
    }

    /// The rule the start breaks, in words.
    pub fn reason(self, rules: &Rules) -> String {
        let ying = matches!(rules.play.ko, KoRule::Ying(_));
        match self {
            RefusedStart::StonesBeforeStart if ying => format!(
                "stones lie on the board before move 1, and the ko rule {} is 003's, whose games \
                 start on the empty board (著手規律 空枰開局, YG-5; 須知一 一律空枰開局)",
                rules.play.ko.name()
            ),
            RefusedStart::StonesBeforeStart => format!(
                "stones lie on the board before move 1, and the ko rule {} counts shapes from \
                 the empty board (000 公理三, JPD-A3: 棋局开始前,不得有任何棋子存在于棋盘上)",
                rules.play.ko.name()
            ),
            RefusedStart::WhiteFirst => format!(
                "White moves first, and the ko rule {} is 003's, where Black moves first \
                 (著手規律 黑先白後, YG-5)",
                rules.play.ko.name()
            ),
        }
    }
}

/// The limits of what the SGF reader accepts. Each is checked as the file is read, so memory
/// stays proportional to the game (the bytes, the nodes and the setup stones), never to a
/// file's oddities; passing one stops the reader with an error naming the limit and the place.
/// The command line raises them with `--max-sgf-bytes`, `--max-sgf-nodes`, `--max-sgf-setup`
/// and `--max-sgf-depth`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SgfLimits {
    /// The size of the file in bytes.
    pub bytes: usize,
    /// The number of nodes, variations included.
    pub nodes: usize,
    /// The number of setup points (`AB`/`AW`/`AE`) over all nodes.
    pub setup: usize,
    /// How deeply variations `(...)` may nest.
    pub depth: usize,
}

impl SgfLimits {
    /// The default limits: 32 MiB, 1,000,000 nodes, 100,000 setup points, variations nested
    /// 10,000 deep. The longest recorded games have well under 2,000 moves; the largest
    /// joseki dictionaries have a few hundred thousand nodes.
    pub const DEFAULT: SgfLimits = SgfLimits {
        bytes: 32 << 20,
        nodes: 1_000_000,
        setup: 100_000,
        depth: 10_000,
    };
}

impl Default for SgfLimits {
    fn default() -> Self {
        SgfLimits::DEFAULT
    }
}

fn whole(message: impl Into<String>) -> SgfError {
    SgfError {
        node: None,
        property: None,
        message: message.into(),
    }
}

/// Line and column (from 1) of a byte offset.
fn place(s: &[u8], at: usize) -> String {
    let at = at.min(s.len());
    let line = 1 + s[..at].iter().filter(|&&b| b == b'\n').count();
    let col = 1 + at
        - s[..at]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
    format!("line {line}, column {col}")
}

/// The longest property identifier read, in letters: far beyond any program's (the longest
/// in use, MultiGo's `MULTIGOGM`, has 9), short enough to stop a file of letters at once.
pub const MAX_IDENT: usize = 64;

/// Where the game tree starts: the first `(` followed (after white space) by `;`. Servers
/// write a header before it; SGF readers skip to it.
pub fn game_start(s: &[u8]) -> Option<usize> {
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'(' {
            let mut j = i + 1;
            while j < s.len() && s[j].is_ascii_whitespace() {
                j += 1;
            }
            if s.get(j) == Some(&b';') {
                return Some(i);
            }
        }
        i += 1;
    }
    None
}

/// One property as read: its identifier (the capital letters of what was written, so FF\[3\]'s
/// `AddBlack` is `AB`) and the byte ranges of its values, escapes still in.
struct RawProp {
    id: String,
    values: Vec<(usize, usize)>,
}

/// The byte-level SGF scanner: tokens of the FF\[4\] grammar, no recursion.
struct Scanner<'a> {
    s: &'a [u8],
    i: usize,
}

impl<'a> Scanner<'a> {
    fn skip_ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn syntax(&self, at: usize, what: &str) -> SgfError {
        whole(format!("unreadable at {}: {what}", place(self.s, at)))
    }

    /// The properties of a node, the `;` already read.
    fn node(&mut self, props: &mut Vec<RawProp>) -> Result<(), SgfError> {
        props.clear();
        loop {
            self.skip_ws();
            match self.peek() {
                Some(c) if c.is_ascii_alphabetic() => {}
                Some(b';' | b'(' | b')') | None => return Ok(()),
                Some(c) => {
                    return Err(self.syntax(
                        self.i,
                        &format!("'{}' where a property, ';', '(' or ')' belongs", c as char),
                    ))
                }
            }
            let start = self.i;
            let mut id = String::new();
            while let Some(c) = self.peek().filter(u8::is_ascii_alphabetic) {
                if c.is_ascii_uppercase() {
                    id.push(c as char);
                }
                self.i += 1;
            }
            // The FF[4] grammar (PropIdent = UcLetter { UcLetter }) sets no length; programs
            // write their own long ones (MultiGo's MULTIGOGM). The bound only stops a runaway.
            if self.i - start > MAX_IDENT {
                return Err(self.syntax(
                    start,
                    &format!("a property identifier longer than {MAX_IDENT} letters"),
                ));
            }
            self.skip_ws();
            if self.peek() != Some(b'[') {
                return Err(self.syntax(self.i, &format!("property {id} has no value")));
            }
            let mut values = Vec::new();
            while self.peek() == Some(b'[') {
                let open = self.i;
                self.i += 1;
                let vstart = self.i;
                loop {
                    match self.peek() {
                        None => return Err(self.syntax(open, "a value '[' never closed")),
                        Some(b']') => break,
                        Some(b'\\') => self.i += 2,
                        Some(_) => self.i += 1,
                    }
                }
                values.push((vstart, self.i.min(self.s.len())));
                self.i += 1;
                self.skip_ws();
            }
            props.push(RawProp { id, values });
        }
    }

    /// A value with its escapes removed (`\]` is `]`, a backslash before a line break removes it).
    fn text(&self, (a, b): (usize, usize)) -> String {
        let raw = &self.s[a..b];
        let mut out = Vec::with_capacity(raw.len());
        let mut k = 0;
        while k < raw.len() {
            if raw[k] == b'\\' && k + 1 < raw.len() {
                k += 1;
                if raw[k] == b'\n' || raw[k] == b'\r' {
                    k += 1;
                    continue;
                }
            }
            out.push(raw[k]);
            k += 1;
        }
        // The scanner cut at ASCII bytes of UTF-8 text, so this is UTF-8.
        String::from_utf8_lossy(&out).into_owned()
    }
}

/// Whether the root's `AP` names Fox (`foxwq`) or the `SGFC:2.0` converter its records pass
/// through: the records KataGo's SGF loader (cpp/dataio/sgf.cpp, `Sgf::getKomi`) reads with
/// scaled komi.
fn is_fox(sc: &Scanner, props: &[RawProp]) -> bool {
    props.iter().filter(|p| p.id == "AP").any(|p| {
        p.values.iter().any(|&v| {
            let v = sc.text(v);
            let v = v.trim();
            v == "foxwq" || v == "SGFC:2.0"
        })
    })
}

/// A Fox record's komi: Fox writes it scaled (`KM[750]` or `KM[375]` in a game at 7.5). The
/// values recognised are those KataGo's loader recognises (cpp/dataio/sgf.cpp): 275/550 for
/// 5.5, 325/650 for 6.5, 350/700 for 7, 375/750 for 7.5; 0, 6.5, 7 and 7.5 are read as
/// written. Any other value is an error naming it rather than a guess.
fn fox_komi(k: f64, warnings: &mut Vec<String>) -> Result<Option<f64>, SgfError> {
    let scaled = [
        (275.0, 5.5),
        (550.0, 5.5),
        (325.0, 6.5),
        (650.0, 6.5),
        (350.0, 7.0),
        (700.0, 7.0),
        (375.0, 7.5),
        (750.0, 7.5),
    ];
    if let Some(&(_, real)) = scaled.iter().find(|&&(s, _)| s == k) {
        warnings.push(format!(
            "a Fox record (AP[foxwq]): KM[{k}] read as komi {real} (Fox writes komi scaled)"
        ));
        return Ok(Some(real));
    }
    if [0.0, 6.5, 7.0, 7.5].contains(&k) {
        return Ok(Some(k));
    }
    Err(err(
        0,
        "KM",
        format!("a Fox record (AP[foxwq]) with KM[{k}]: not a komi Fox is known to write (275, 325, 350, 375, 550, 650, 700, 750, or 0, 6.5, 7, 7.5 as written)"),
    ))
}

/// A komi larger than the board's point count, in a record that does not say it is Fox's: no
/// margin can exceed the board, so a value of Fox's scale (`KM[750]` at 7.5) is no komi as
/// written. Fox's client writes `AP[YuanYu]` in public collections of Fox games, so such a
/// value is read as Fox writes it, with a warning. Any other value is kept as written (a
/// komi beyond the board is legitimate on the small boards the solver studies).
fn oversized_komi(k: f64, points: usize, warnings: &mut Vec<String>) -> f64 {
    let mut fox = Vec::new();
    match fox_komi(k, &mut fox) {
        Ok(Some(real)) if real != k => {
            warnings.push(format!(
                "KM[{k}] exceeds the board's {points} points, so it is no komi as written: read as {real}, the scale Fox writes komi in"
            ));
            real
        }
        _ => k,
    }
}

/// The root properties, read from the first node before anything else.
struct RootInfo {
    width: usize,
    height: usize,
    komi: Option<f64>,
    handicap: Option<u32>,
    ruleset: Option<String>,
    player: Option<Color>,
}

fn root_info(
    sc: &Scanner,
    props: &[RawProp],
    warnings: &mut Vec<String>,
) -> Result<RootInfo, SgfError> {
    let one = |id: &str| -> Result<Option<String>, SgfError> {
        match props.iter().find(|p| p.id == id) {
            None => Ok(None),
            Some(p) if p.values.len() == 1 => Ok(Some(sc.text(p.values[0]).trim().to_string())),
            Some(_) => Err(err(0, id, "takes one value")),
        }
    };
    if let Some(gm) = one("GM")? {
        if gm != "1" {
            return Err(err(0, "GM", "not a Go game (GM must be 1)"));
        }
    }
    if let Some(ff) = one("FF")? {
        match ff.as_str() {
            "4" => {}
            "1" | "2" | "3" => warnings.push(format!("FF[{ff}] file read as FF[4]")),
            _ => return Err(err(0, "FF", "file format must be 1..4")),
        }
    }
    let (width, height) = match one("SZ")? {
        None => {
            warnings.push("no SZ: a 19x19 board (the SGF default)".into());
            (19, 19)
        }
        Some(v) => {
            let (w, h) = match v.split_once(':') {
                Some((w, h)) => (w.trim(), h.trim()),
                None => (v.as_str(), v.as_str()),
            };
            match (w.parse::<usize>(), h.parse::<usize>()) {
                (Ok(w), Ok(h)) => (w, h),
                _ => return Err(err(0, "SZ", format!("bad board size '{v}'"))),
            }
        }
    };
    if !(1..=super::board::MAX_SIDE).contains(&width)
        || !(1..=super::board::MAX_SIDE).contains(&height)
    {
        return Err(err(
            0,
            "SZ",
            format!(
                "board size {width}x{height}: each side must be 1..={}",
                super::board::MAX_SIDE
            ),
        ));
    }
    let komi = match one("KM")? {
        None => None,
        Some(v) => match v.parse::<f64>() {
            Ok(k) if k.is_finite() && k.abs() <= 10_000.0 => Some(k),
            _ => {
                return Err(err(
                    0,
                    "KM",
                    format!("komi '{v}' is not a number within -10000..=10000"),
                ))
            }
        },
    };
    let komi = match komi {
        Some(k) if is_fox(sc, props) => fox_komi(k, warnings)?,
        Some(k) if k.abs() > (width * height) as f64 => {
            Some(oversized_komi(k, width * height, warnings))
        }
        k => k,
    };
    let handicap = match one("HA")? {
        None => None,
        Some(v) => match v.parse::<u32>() {
            Ok(0 | 1) => None, // HA[0] and HA[1] are common for "no handicap"
            Ok(h) if h <= 625 => Some(h),
            // A number that is not whole (`HA[7.5]`, a komi written in the wrong property)
            // names no handicap: the handicap is counted from the setup stones, as without HA.
            Err(_)
                if v.parse::<f64>()
                    .is_ok_and(|x| x.is_finite() && x.fract() != 0.0) =>
            {
                warnings.push(format!(
                    "HA[{v}] is not a whole number of stones: ignored (the handicap is counted from the setup stones)"
                ));
                None
            }
            _ => return Err(err(0, "HA", format!("handicap '{v}' out of range 0..=625"))),
        },
    };
    let ruleset = one("RU")?;
    let player = player_of(sc, 0, props)?;
    Ok(RootInfo {
        width,
        height,
        komi,
        handicap,
        ruleset,
        player,
    })
}

/// The `PL` of node `idx`, if it has one (`B` or `W`, either case; FF[3] writes `1`/`2`).
fn player_of(sc: &Scanner, idx: usize, props: &[RawProp]) -> Result<Option<Color>, SgfError> {
    let Some(p) = props.iter().find(|p| p.id == "PL") else {
        return Ok(None);
    };
    if p.values.len() != 1 {
        return Err(err(idx, "PL", "takes one value"));
    }
    match sc.text(p.values[0]).trim() {
        "B" => Ok(Some(Color::Black)),
        "W" => Ok(Some(Color::White)),
        _ => Err(err(idx, "PL", "PL must be B or W")),
    }
}

/// What the reader keeps of a node while the file is read, beside the node and its parent.
struct Meta {
    /// The moves on its line up to it, its own included.
    moved: usize,
    main: bool,
    has_child: bool,
}

fn coord(c: u8) -> Option<usize> {
    match c {
        b'a'..=b'z' => Some((c - b'a') as usize),
        b'A'..=b'Z' => Some((c - b'A') as usize + 26),
        _ => None,
    }
}

struct Points<'r> {
    width: usize,
    height: usize,
    sc: &'r Scanner<'r>,
}

impl Points<'_> {
    fn one(&self, node: usize, prop: &str, v: &str) -> Result<Point, SgfError> {
        let b = v.as_bytes();
        let (x, y) = match b {
            [x, y] => match (coord(*x), coord(*y)) {
                (Some(x), Some(y)) => (x, y),
                _ => return Err(err(node, prop, format!("bad point '{v}'"))),
            },
            _ => return Err(err(node, prop, format!("bad point '{v}'"))),
        };
        if x >= self.width || y >= self.height {
            return Err(err(
                node,
                prop,
                format!("point {v} is off the {}x{} board", self.width, self.height),
            ));
        }
        Ok(Point::new(x, y))
    }

    /// A list of points, `aa:cc` rectangles expanded, sorted, without repeats.
    fn list(&self, node: usize, p: &RawProp, empty_ok: bool) -> Result<Vec<Point>, SgfError> {
        let mut out = Vec::new();
        for &v in &p.values {
            let v = self.sc.text(v);
            let v = v.trim();
            if v.is_empty() && empty_ok && p.values.len() == 1 {
                return Ok(out);
            }
            match v.split_once(':') {
                None => out.push(self.one(node, &p.id, v)?),
                Some((a, b)) => {
                    let (a, b) = (self.one(node, &p.id, a)?, self.one(node, &p.id, b)?);
                    for y in a.y.min(b.y)..=a.y.max(b.y) {
                        for x in a.x.min(b.x)..=a.x.max(b.x) {
                            out.push(Point::new(x as usize, y as usize));
                        }
                    }
                }
            }
        }
        out.sort();
        out.dedup();
        Ok(out)
    }
}

/// Converts one node's properties. `moved`: the moves before it on its line; `main`: it is on
/// the main line.
fn convert(
    pts: &Points,
    idx: usize,
    props: &[RawProp],
    moved: usize,
    main: bool,
    territory: &mut Option<[Vec<Point>; 2]>,
) -> Result<SgfNode, SgfError> {
    let mut out = SgfNode::default();
    let mut suspension = false;
    for p in props {
        if p.id.is_empty() {
            return Err(err(idx, "", "a property with a lowercase identifier"));
        }
        match p.id.as_str() {
            "B" | "W" => {
                let c = if p.id == "B" {
                    Color::Black
                } else {
                    Color::White
                };
                if out.mv.is_some() {
                    return Err(err(idx, &p.id, "a second move in one node"));
                }
                if p.values.len() != 1 {
                    return Err(err(idx, &p.id, "a move takes one value"));
                }
                let v = pts.sc.text(p.values[0]);
                let v = v.trim();
                out.mv = Some(
                    if v.is_empty() || (v == "tt" && pts.width <= 19 && pts.height <= 19) {
                        Move::Pass(c, PassKind::Ordinary)
                    } else {
                        Move::Play(c, pts.one(idx, &p.id, v)?)
                    },
                );
            }
            "AB" | "AW" | "AE" => {
                let c = match p.id.as_str() {
                    "AB" => Some(Color::Black),
                    "AW" => Some(Color::White),
                    _ => None,
                };
                // Only the main line is replayed: setup in a side variation is kept as data.
                // On the main line after a move, the position would change mid-game, and none
                // of qili's rule sets says what history (superko) a set-up position has.
                if main && moved > 0 {
                    return Err(err(
                        idx,
                        &p.id,
                        format!(
                            "setup on the main line after move {moved} is not supported: qili replays a game from one start position (put the setup before the first move, or start a new record at this node)"
                        ),
                    ));
                }
                for q in pts.list(idx, p, false)? {
                    if out.setup.iter().any(|&(r, _)| r == q) {
                        return Err(err(idx, &p.id, "a point set up twice in one node"));
                    }
                    out.setup.push((q, c));
                }
            }
            "TB" | "TW" => {
                let i = usize::from(p.id == "TW");
                territory.get_or_insert_with(Default::default)[i] = pts.list(idx, p, true)?;
            }
            "QP" => {
                if p.values.len() != 1 || pts.sc.text(p.values[0]) != "s" {
                    return Err(err(idx, "QP", "qili's pass kind must be QP[s]"));
                }
                suspension = true;
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
    Ok(out)
}

/// Reads the first game tree of `text` (already decoded) into a game, iteratively.
fn read_tree(
    text: &str,
    limits: &SgfLimits,
    mut warnings: Vec<String>,
) -> Result<SgfGame, SgfError> {
    let mut sc = Scanner {
        s: text.as_bytes(),
        i: 0,
    };
    sc.skip_ws();
    match sc.peek() {
        Some(b'(') => sc.i += 1,
        None => return Err(whole("unreadable: the file is empty")),
        Some(_) => match game_start(sc.s) {
            Some(at) => {
                warnings.push(format!(
                    "text before the game skipped: the game starts at {} (the first '(;')",
                    place(sc.s, at)
                ));
                sc.i = at + 1;
            }
            None => return Err(sc.syntax(sc.i, "an SGF file starts with '(' and has a '(;'")),
        },
    }
    let mut flat: Vec<(SgfNode, usize)> = Vec::new();
    let mut meta: Vec<Meta> = Vec::new();
    let mut props = Vec::new();
    let mut info: Option<RootInfo> = None;
    let mut setup_count = 0usize;
    let mut territory: Option<[Vec<Point>; 2]> = None;
    let mut late_player: Option<Color> = None;
    // For each open '(': the node it hangs from (usize::MAX: none, the game tree itself).
    let mut open: Vec<usize> = vec![usize::MAX];
    let mut cur = usize::MAX;
    loop {
        sc.skip_ws();
        let at = sc.i;
        match sc.peek() {
            Some(b';') => {
                sc.i += 1;
                sc.node(&mut props)?;
                let idx = flat.len();
                if idx >= limits.nodes {
                    return Err(SgfError {
                        node: Some(idx),
                        property: None,
                        message: format!(
                            "more than {} nodes (the limit; raise it with --max-sgf-nodes)",
                            limits.nodes
                        ),
                    });
                }
                if idx == 0 {
                    info = Some(root_info(&sc, &props, &mut warnings)?);
                }
                let ri = info.as_ref().expect("root read first");
                let pts = Points {
                    width: ri.width,
                    height: ri.height,
                    sc: &sc,
                };
                let (moved, main) = match meta.get(cur) {
                    None => (0, true),
                    Some(f) => (f.moved, f.main && !f.has_child),
                };
                let mut t = None;
                let node = convert(&pts, idx, &props, moved, main, &mut t)?;
                // `PL` in a setup node of the main line (records put it beside the setup).
                if idx > 0 && main && moved == 0 && node.mv.is_none() {
                    if let Some(c) = player_of(&sc, idx, &props)? {
                        late_player = Some(c);
                    }
                }
                setup_count += node.setup.len();
                if setup_count > limits.setup {
                    return Err(SgfError {
                        node: Some(idx),
                        property: None,
                        message: format!(
                            "more than {} setup points (the limit; raise it with --max-sgf-setup)",
                            limits.setup
                        ),
                    });
                }
                if let (true, Some(t)) = (main, t) {
                    territory = Some(t);
                }
                if let Some(f) = meta.get_mut(cur) {
                    f.has_child = true;
                }
                meta.push(Meta {
                    moved: moved + usize::from(node.mv.is_some()),
                    main,
                    has_child: false,
                });
                flat.push((node, cur));
                cur = idx;
            }
            Some(b'(') => {
                if open.last() == Some(&cur) {
                    return Err(sc.syntax(at, "a variation must start with a node ';'"));
                }
                if open.len() >= limits.depth {
                    return Err(whole(format!(
                        "at {}: variations nested more than {} deep (the limit; raise it with --max-sgf-depth)",
                        place(sc.s, at),
                        limits.depth
                    )));
                }
                open.push(cur);
                sc.i += 1;
            }
            Some(b')') => {
                let from = open.pop().expect("one '(' open at least");
                if from == cur {
                    return Err(sc.syntax(at, "a variation with no node"));
                }
                sc.i += 1;
                if open.is_empty() {
                    break;
                }
                cur = from;
            }
            None => {
                return Err(whole(format!(
                    "unreadable: the file ends with {} variation(s) not closed",
                    open.len()
                )))
            }
            Some(c) => {
                return Err(sc.syntax(
                    at,
                    &format!("'{}' where ';', '(' or ')' belongs", c as char),
                ))
            }
        }
    }
    let info = info.expect("a game tree has a node");
    drop(meta);
    let root = assemble(flat);
    let mut game = SgfGame {
        width: info.width,
        height: info.height,
        komi: info.komi,
        handicap: info.handicap,
        ruleset: info.ruleset,
        player: late_player.or(info.player),
        territory: territory.unwrap_or_default(),
        root,
        warnings,
    };
    if let Some(w) = handicap_given_as_moves(&mut game.root, game.handicap) {
        game.warnings.push(w);
    }
    if game.player.is_none() {
        let (b, default) = game.setup_and_default_side();
        if let Some(c) = game.first_mover().filter(|&c| c != default) {
            let setup = if b.stones(Color::Black) + b.stones(Color::White) > 0 {
                "after the setup "
            } else {
                ""
            };
            game.warnings.push(format!(
                "no PL: {c:?} moves first {setup}as the first move says (the default is {default:?})"
            ));
        }
    }
    Ok(game)
}

/// Handicap stones written as moves: some servers and editors record a handicap as a run of
/// black moves at the start of the main line (`;B[dd];B[pp];W[..]`) instead of `AB`. Two black
/// moves in a row are no game of alternating moves (JPD-A3), so when the main line opens with
/// two or more black stone moves on distinct empty points, no white stone set up before them,
/// and `HA` equal to the black stones so placed (setup and run together; without `HA` two black
/// moves stay an illegal move, as nothing says they were a handicap),
/// the run is read as the handicap placement it records: each move becomes a black setup stone
/// of its node, as KataGo counts black stones placed before White's first move as handicap
/// (cpp/game/boardhistory.cpp). Returns the warning that says so; `None` leaves the tree as
/// read (a mismatched `HA` stays an illegal second black move at replay, naming it).
fn handicap_given_as_moves(root: &mut SgfNode, handicap: Option<u32>) -> Option<String> {
    // The main line's nodes up to the first move that is not a black stone.
    let mut black_setup = std::collections::BTreeSet::new();
    let mut run: Vec<Point> = Vec::new();
    let mut node = &*root;
    loop {
        for &(p, c) in &node.setup {
            match c {
                Some(Color::Black) if run.is_empty() => {
                    black_setup.insert(p);
                }
                Some(Color::White) if run.is_empty() => return None,
                // Setup between the handicap moves, or emptying a point: not a placement.
                _ if !run.is_empty() => return None,
                _ => {
                    black_setup.remove(&p);
                }
            }
        }
        match node.mv {
            Some(Move::Play(Color::Black, p)) if !black_setup.contains(&p) && !run.contains(&p) => {
                run.push(p)
            }
            Some(_) => break,
            None if !run.is_empty() => break,
            None => {}
        }
        match node.children.first() {
            Some(c) => node = c,
            None => break,
        }
    }
    if run.len() < 2 {
        return None;
    }
    let placed = black_setup.len() + run.len();
    if handicap.and_then(|h| usize::try_from(h).ok()) != Some(placed) {
        return None;
    }
    let mut node = root;
    let mut converted = 0;
    while converted < run.len() {
        if let Some(Move::Play(Color::Black, p)) = node.mv {
            node.mv = None;
            node.setup.push((p, Some(Color::Black)));
            node.setup.sort();
            converted += 1;
        }
        match node.children.first_mut() {
            Some(c) => node = c,
            None => break,
        }
    }
    let points = run
        .iter()
        .map(|&p| format!("B[{}]", write_point(p)))
        .collect::<Vec<_>>()
        .join("");
    Some(format!(
        "handicap given as moves: the main line opens with {} black moves ({points}); read as handicap stones set up before the game (as AB), so move numbers start after them",
        run.len()
    ))
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
        SgfGame::parse_with(text, &SgfLimits::DEFAULT)
    }

    /// Reads the first game tree of `text` within `limits` (the text is already decoded; see
    /// [`SgfGame::from_bytes`] for a file's bytes). No recursion: a 100,000-move main line or
    /// variations nested to the depth limit read in memory proportional to the game.
    pub fn parse_with(text: &str, limits: &SgfLimits) -> Result<SgfGame, SgfError> {
        if text.len() > limits.bytes {
            return Err(whole(format!(
                "{} bytes, more than {} (the limit; raise it with --max-sgf-bytes)",
                text.len(),
                limits.bytes
            )));
        }
        read_tree(text, limits, Vec::new())
    }

    /// Reads an SGF file's bytes: decoded by its `CA` (see [`super::encoding::decode_sgf`]),
    /// then read within `limits`. Every command that reads SGF goes through here.
    pub fn from_bytes(bytes: &[u8], limits: &SgfLimits) -> Result<SgfGame, SgfError> {
        if bytes.len() > limits.bytes {
            return Err(whole(format!(
                "{} bytes, more than {} (the limit; raise it with --max-sgf-bytes)",
                bytes.len(),
                limits.bytes
            )));
        }
        let decoded = super::encoding::decode_sgf(bytes).map_err(|m| SgfError {
            node: Some(0),
            property: Some("CA".into()),
            message: m,
        })?;
        read_tree(&decoded.text, limits, decoded.warning.into_iter().collect())
    }

    /// Reads an SGF file (see [`SgfGame::from_bytes`]); the size limit is checked before the
    /// file is read. The error names the file.
    pub fn read_file(path: &std::path::Path, limits: &SgfLimits) -> Result<SgfGame, String> {
        let name = path.display();
        let fail = |e: SgfError| format!("{name}: {e}");
        if let Ok(m) = std::fs::metadata(path) {
            if m.len() > limits.bytes as u64 {
                return Err(fail(whole(format!(
                    "{} bytes, more than {} (the limit; raise it with --max-sgf-bytes)",
                    m.len(),
                    limits.bytes
                ))));
            }
        }
        let bytes = std::fs::read(path).map_err(|e| format!("cannot read {name}: {e}"))?;
        SgfGame::from_bytes(&bytes, limits).map_err(fail)
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
    /// and the side to move: `PL` (of the root or of a setup node before the first move) if
    /// given, else the colour of the first move (the reader warns when that is not the
    /// default), else White after a black handicap setup (`HA` and black stones only), else
    /// Black.
    pub fn start(&self) -> (Board, Color) {
        let (b, default) = self.setup_and_default_side();
        let to_move = self.player.or(self.first_mover()).unwrap_or(default);
        (b, to_move)
    }

    /// The main line's setup position, and the side to move when nothing says: White after a
    /// black handicap setup (`HA` and black stones only), else Black.
    fn setup_and_default_side(&self) -> (Board, Color) {
        let mut b = Board::new(self.width, self.height).expect("size checked when read");
        for n in self.main_line() {
            for &(p, c) in &n.setup {
                b.set(p, c);
            }
        }
        let default =
            if self.handicap.is_some() && b.stones(Color::Black) > 0 && b.stones(Color::White) == 0
            {
                Color::White
            } else {
                Color::Black
            };
        (b, default)
    }

    /// The number of handicap stones: `HA` (2 or more) if given, with a warning when the setup
    /// places another number of black stones (none, in records that omit the stones); without
    /// it, the black stones of a setup with no white stone when there are two or more (as
    /// KataGo counts a start position, cpp/game/boardhistory.cpp), with a warning; else 0.
    /// `HA[0]` and `HA[1]` read as no `HA`.
    pub fn handicap_stones(&self) -> (u32, Option<String>) {
        let (b, _) = self.setup_and_default_side();
        let black = b.stones(Color::Black);
        if let Some(h) = self.handicap {
            // HA is what the rules' bonus counts; a record whose setup disagrees says so.
            let placed = u32::try_from(black).unwrap_or(u32::MAX);
            let warning = (placed != h).then(|| {
                format!(
                    "HA[{h}] but the setup places {placed} black stone{} before the first move: the bonus counts HA",
                    if placed == 1 { "" } else { "s" }
                )
            });
            return (h, warning);
        }
        if b.stones(Color::White) == 0 && black >= 2 {
            let n = u32::try_from(black).unwrap_or(u32::MAX);
            return (
                n,
                Some(format!(
                    "no HA: {n} handicap stones counted from the setup (black stones only)"
                )),
            );
        }
        (0, None)
    }

    /// The colour of the main line's first move, if it has one.
    fn first_mover(&self) -> Option<Color> {
        self.main_line()
            .iter()
            .find_map(|n| n.mv)
            .map(|m| m.colour())
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
        let r = self.replay_report(rules);
        (r.game, r.illegal)
    }

    /// Plays the main line under `rules` as [`SgfGame::replay`] does, and says what it passed
    /// over. Passes after the game ended (a third pass under rules that end on two) are skipped
    /// with a warning and the end position is kept; a stone played after the end stays illegal
    /// ([`Illegal::GameOver`], naming the move).
    pub fn replay_report(&self, rules: Rules) -> Replay {
        let (b, to_move) = self.start();
        if let Some(refused) = RefusedStart::of(&rules, &b, to_move) {
            // 000 公理三 (JPD-A3), 003 著手規律 (YG-5): no move of this record is played.
            let empty = Board::new(self.width, self.height).expect("size checked when read");
            return Replay {
                game: Game::from_position(rules, empty, Color::Black),
                illegal: None,
                refused_start: Some(refused),
                warnings: Vec::new(),
            };
        }
        let mut g = Game::from_position(rules, b, to_move);
        let mut after_end = Vec::new();
        let mut illegal = None;
        for (i, m) in self.moves().into_iter().enumerate() {
            if g.is_over() && m.is_pass() {
                after_end.push(i + 1);
                continue;
            }
            if let Err(e) = g.play(m) {
                illegal = Some((i, m, e));
                break;
            }
        }
        let warnings = match after_end.as_slice() {
            [] => Vec::new(),
            moves => vec![format!(
                "{} pass{} after the game ended (move{} {}) skipped; the end position is kept",
                moves.len(),
                if moves.len() == 1 { "" } else { "es" },
                if moves.len() == 1 { "" } else { "s" },
                moves
                    .iter()
                    .map(|m| m.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )],
        };
        Replay {
            game: g,
            illegal,
            refused_start: None,
            warnings,
        }
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
                setup: Vec::new(),
                children: Vec::new(),
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
    // Depth-first with an explicit stack: a ')' to write, or a node to open (with '(' when it
    // is one of several children) and whether it is on the main line.
    enum Step<'a> {
        Close,
        Open(&'a SgfNode, bool, bool),
    }
    let none = [Vec::new(), Vec::new()];
    fn push_children<'a>(stack: &mut Vec<Step<'a>>, n: &'a SgfNode, main: bool) {
        let several = n.children.len() > 1;
        // Pushed last first so that the first child is written first.
        for (i, c) in n.children.iter().enumerate().rev() {
            if several {
                stack.push(Step::Close);
            }
            stack.push(Step::Open(c, main && i == 0, several));
        }
    }
    let mut stack = Vec::new();
    push_children(&mut stack, n, true);
    while let Some(step) = stack.pop() {
        match step {
            Step::Close => out.push(')'),
            Step::Open(c, main, paren) => {
                if paren {
                    out.push('(');
                }
                let t = if main { territory } else { &none };
                write_node_body(c, out, false, t);
                push_children(&mut stack, c, main);
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
        assert_eq!((r.play.ko, r.komi, w), (Rules::JAPANESE.play.ko, 6.5, None));
        let (b, to_move) = g.start();
        assert_eq!(b.rows()[1], ".X.....");
        // No PL: the first move W[dd] says White moves first, with a warning.
        assert_eq!(to_move, Color::White);
        assert!(
            g.warnings.iter().any(|w| w.contains("no PL")),
            "{:?}",
            g.warnings
        );
        let (_, illegal) = g.replay(r);
        assert_eq!(illegal, None);
        // With PL[B], W[dd] first is out of turn.
        let with_pl = SgfGame::parse("(;SZ[7:5]PL[B]AB[aa];W[dd])").unwrap();
        let (_, illegal) = with_pl.replay(Rules::JAPANESE);
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
