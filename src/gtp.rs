//! A GTP version 2 engine (the Go Text Protocol, <https://www.lysator.liu.se/~gunnar/gtp/>)
//! over the qili engine: a referee that any GTP controller can drive, that plays legal moves
//! that do not fill its own one-point eyes, and that scores the game under the current rule
//! set or under every rule set at once.
//!
//! [`Gtp::handle`] takes one command line and returns the response text (`= ...` or `? ...`,
//! without the blank line that ends a GTP response); `qili gtp` wraps it in a stdin/stdout loop.
//!
//! ```
//! use qili::gtp::Gtp;
//! let mut gtp = Gtp::new(qili::go::Rules::CHINESE, 1);
//! assert_eq!(gtp.handle("boardsize 9").0, "=");
//! assert_eq!(gtp.handle("play b E5").0, "=");
//! assert_eq!(gtp.handle("1 play w E5").0, "?1 illegal move: the point is occupied (JPD-A3)");
//! ```

use crate::go::{Board, Color, Game, Move, PassKind, Point, Rules, SgfGame, SgfLimits};
use std::io::{BufRead, Read, Write};

/// The longest command line `qili gtp` reads, in bytes (longer lines get `?` and are skipped).
pub const MAX_LINE: usize = 1 << 20;
use qili_spec::go::life::{self, SekiTest};
use qili_spec::go::score::{
    Aga, ChineseArea, DeadStones, FinishedGame, JapaneseTerritory, KataBasis, KataGo, KataTax,
    Report, Scorer, TrompTaylor,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The commands this engine knows, in the order `list_commands` prints them.
pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "showboard",
    "final_score",
    "final_status_list",
    "loadsgf",
    "printsgf",
    "qili-set-rules",
    "qili-get-rules",
    "kata-set-rules",
    "kata-get-rules",
    "qili-score-all",
    "qili-score-with-dead",
];

/// The GTP engine's state: the rule set, the komi, the game and a seeded move chooser.
pub struct Gtp {
    rules: Rules,
    komi: f64,
    width: usize,
    height: usize,
    game: Game,
    rng: ChaCha8Rng,
    sgf_limits: SgfLimits,
    /// The rules came from `kata-set-rules`: `final_score` counts as KataGo does.
    katago: bool,
    /// The handicap stones the loaded SGF declares (`HA`, or its black-only setup), for
    /// White's bonus under `qili-set-rules`; 0 after `clear_board`.
    handicap: u32,
}

/// The letters of GTP columns: A-Z without I (25 columns, the largest board qili plays).
const COLUMNS: &[u8] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// Parses a GTP vertex (`D4`, `pass`) on a board of `height` rows; rows count from the bottom.
pub fn parse_vertex(s: &str, width: usize, height: usize) -> Result<Option<Point>, String> {
    let t = s.trim().to_ascii_uppercase();
    if t == "PASS" {
        return Ok(None);
    }
    let mut chars = t.chars();
    let letter = chars.next().ok_or("empty vertex")?;
    let x = COLUMNS
        .iter()
        .position(|&c| c as char == letter)
        .ok_or_else(|| format!("invalid vertex {s}: bad column letter"))?;
    let row: usize = chars
        .as_str()
        .parse()
        .map_err(|_| format!("invalid vertex {s}: bad row number"))?;
    if x >= width || row == 0 || row > height {
        return Err(format!(
            "invalid vertex {s}: off the {width}x{height} board"
        ));
    }
    Ok(Some(Point::new(x, height - row)))
}

/// Writes a point as a GTP vertex.
pub fn write_vertex(p: Point, height: usize) -> String {
    format!("{}{}", COLUMNS[p.x as usize] as char, height - p.y as usize)
}

fn parse_colour(s: &str) -> Result<Color, String> {
    match s.to_ascii_lowercase().as_str() {
        "b" | "black" => Ok(Color::Black),
        "w" | "white" => Ok(Color::White),
        _ => Err(format!("invalid color {s}")),
    }
}

/// The rule set named by a qili preset or alias, a KataGo short name or rule string, or a
/// rule file: the vocabulary of every command ([`crate::rules::parse`]), for `--rules`,
/// `qili-set-rules` and `kata-set-rules` alike.
pub fn parse_rules(s: &str) -> Result<Rules, String> {
    crate::rules::parse_for_play(s)
}

impl Gtp {
    /// A 19x19 engine under `rules`; `seed` fixes the moves `genmove` chooses.
    pub fn new(rules: Rules, seed: u64) -> Gtp {
        Gtp {
            rules,
            komi: rules.komi,
            width: 19,
            height: 19,
            game: Game::new(rules, 19, 19).expect("19x19 is a legal size"),
            rng: ChaCha8Rng::seed_from_u64(seed),
            sgf_limits: SgfLimits::DEFAULT,
            katago: false,
            handicap: 0,
        }
    }

    /// The same engine with other limits for the SGF files `loadsgf` reads.
    pub fn with_sgf_limits(mut self, limits: SgfLimits) -> Gtp {
        self.sgf_limits = limits;
        self
    }

    /// Serves GTP: one response per command line until `quit` or the end of `input`. Lines are
    /// read as bytes, at most [`MAX_LINE`] each: a line that is not UTF-8 or too long gets `?`
    /// and the reason, and the engine keeps running. Control characters other than tab and
    /// line feed are dropped and tabs read as spaces (GTP 2, section 3.1).
    pub fn serve(&mut self, input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
        let mut input = input;
        let mut buf = Vec::new();
        let mut number = 0usize;
        loop {
            buf.clear();
            let n = (&mut input)
                .take(MAX_LINE as u64 + 1)
                .read_until(b'\n', &mut buf)?;
            if n == 0 {
                return Ok(());
            }
            number += 1;
            let mut too_long = false;
            if buf.last() != Some(&b'\n') && buf.len() > MAX_LINE {
                // Skip the rest of the line, however long, without keeping it.
                too_long = true;
                loop {
                    let chunk = input.fill_buf()?;
                    if chunk.is_empty() {
                        break;
                    }
                    match chunk.iter().position(|&b| b == b'\n') {
                        Some(i) => {
                            input.consume(i + 1);
                            break;
                        }
                        None => {
                            let k = chunk.len();
                            input.consume(k);
                        }
                    }
                }
            }
            let (response, quit) = self.handle_bytes(&buf, number, too_long);
            if let Some(r) = response {
                write!(output, "{r}\n\n")?;
                output.flush()?;
            }
            if quit {
                return Ok(());
            }
        }
    }

    /// Handles one line as bytes (see [`Gtp::serve`]): `None` for an empty or comment line.
    fn handle_bytes(
        &mut self,
        raw: &[u8],
        number: usize,
        too_long: bool,
    ) -> (Option<String>, bool) {
        let cleaned: Vec<u8> = raw
            .iter()
            .filter(|&&b| b == b'\t' || b == b'\n' || !b.is_ascii_control())
            .map(|&b| if b == b'\t' { b' ' } else { b })
            .collect();
        // The id, if the line starts with one, answers even a line that cannot be read.
        let trimmed = cleaned.trim_ascii_start();
        let digits = trimmed.iter().take_while(|b| b.is_ascii_digit()).count();
        let id =
            if digits > 0 && !matches!(trimmed.get(digits), Some(b) if !b.is_ascii_whitespace()) {
                String::from_utf8_lossy(&trimmed[..digits]).into_owned()
            } else {
                String::new()
            };
        if too_long {
            return (
                Some(format!(
                    "?{id} line {number} is longer than {MAX_LINE} bytes"
                )),
                false,
            );
        }
        match std::str::from_utf8(&cleaned) {
            Ok(line) => {
                let t = line.trim();
                if t.is_empty() || t.starts_with('#') {
                    return (None, false);
                }
                let (r, quit) = self.handle(line);
                (Some(r), quit)
            }
            Err(e) => (
                Some(format!(
                    "?{id} line {number} is not UTF-8 (byte {} of the line)",
                    e.valid_up_to() + 1
                )),
                false,
            ),
        }
    }

    /// The current game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    fn reset(&mut self) {
        self.handicap = 0;
        let mut r = self.rules;
        r.komi = self.komi;
        self.game = Game::new(r, self.width, self.height).expect("size checked on boardsize");
    }

    /// Handles one command line. Returns the response (starting `=` or `?`, with the command's
    /// id if it had one) and whether the engine should quit.
    pub fn handle(&mut self, line: &str) -> (String, bool) {
        let line = line.split('#').next().unwrap_or("").trim();
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or("");
        let (id, cmd) = if first.chars().all(|c| c.is_ascii_digit()) && !first.is_empty() {
            (first.to_string(), words.next().unwrap_or(""))
        } else {
            (String::new(), first)
        };
        let args: Vec<&str> = words.collect();
        let quit = cmd == "quit";
        let out = match self.command(cmd, &args) {
            Ok(text) if text.is_empty() => format!("={id}"),
            Ok(text) => format!("={id} {text}"),
            Err(e) => format!("?{id} {e}"),
        };
        (out, quit)
    }

    fn command(&mut self, cmd: &str, args: &[&str]) -> Result<String, String> {
        match cmd {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("qili".into()),
            "version" => Ok(env!("CARGO_PKG_VERSION").into()),
            "known_command" => Ok(COMMANDS
                .contains(&args.first().copied().unwrap_or(""))
                .to_string()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => Ok(String::new()),
            "boardsize" => self.boardsize(args),
            "clear_board" => {
                self.reset();
                Ok(String::new())
            }
            "komi" => {
                let k = args.first().ok_or("syntax error: komi needs a number")?;
                self.komi =
                    crate::rules::parse_komi(k).map_err(|e| format!("syntax error: {e}"))?;
                Ok(String::new())
            }
            "play" => self.play(args),
            "genmove" => self.genmove(args),
            "undo" => {
                if self.game.undo() {
                    Ok(String::new())
                } else {
                    Err("cannot undo".into())
                }
            }
            "showboard" => Ok(format!("\n{}", self.diagram())),
            // A void game has no score: SGF's `RE[Void]` (no result), where KataGo's board
            // history reports no winner and `isNoResult` (cpp/tests/testrules.cpp, `Eternal
            // life`).
            "final_score" if self.game.is_void() => Ok("Void".into()),
            "final_score" => Ok(self.final_score().result),
            "final_status_list" => self.final_status_list(args),
            "loadsgf" => self.loadsgf(args),
            "printsgf" => Ok(format!("\n{}", SgfGame::from_game(&self.game).to_sgf())),
            "qili-set-rules" | "kata-set-rules" => {
                let name = args.join(" ");
                // In KataGo's words a short name means KataGo's rules, not qili's preset.
                let katago = (cmd == "kata-set-rules")
                    .then(|| Rules::katago_preset_named(&name))
                    .flatten();
                let r = match katago {
                    Some(r) => r,
                    None => parse_rules(name.trim())?,
                };
                self.rules = r;
                self.katago = cmd == "kata-set-rules";
                self.komi = r.komi;
                self.reset();
                Ok(String::new())
            }
            "qili-get-rules" => {
                Ok(self
                    .rules
                    .preset_name()
                    .map(str::to_string)
                    .unwrap_or_else(|| {
                        serde_json::to_string(&self.rules).unwrap_or_else(|e| e.to_string())
                    }))
            }
            "kata-get-rules" => self.rules.to_katago().map_err(|e| e.0),
            "qili-score-all" => Ok(self.score_all()),
            "qili-score-with-dead" => self.score_with_dead(args),
            "" => Err("empty command".into()),
            _ => Err("unknown command".into()),
        }
    }

    fn boardsize(&mut self, args: &[&str]) -> Result<String, String> {
        let nums: Vec<usize> = args
            .iter()
            .flat_map(|a| a.split(['x', ':']))
            .map(|s| s.parse::<usize>())
            .collect::<Result<_, _>>()
            .map_err(|_| "syntax error: boardsize needs one or two numbers".to_string())?;
        let (w, h) = match nums.as_slice() {
            [n] => (*n, *n),
            [w, h] => (*w, *h),
            _ => return Err("syntax error: boardsize needs one or two numbers".into()),
        };
        Board::new(w, h).map_err(|_| "unacceptable size".to_string())?;
        self.width = w;
        self.height = h;
        self.reset();
        Ok(String::new())
    }

    fn play(&mut self, args: &[&str]) -> Result<String, String> {
        let [c, v] = args else {
            return Err("syntax error: play needs a color and a vertex".into());
        };
        let c = parse_colour(c)?;
        let p = parse_vertex(v, self.width, self.height)?;
        // GTP lets a controller play either colour; qili's games alternate (JPD-A3), so a
        // move out of turn is preceded by an ordinary pass of the side to move.
        if c != self.game.to_move() {
            let pass = Move::Pass(self.game.to_move(), PassKind::Ordinary);
            self.game
                .play(pass)
                .map_err(|e| format!("illegal move: {}", e.reason(self.game.rules())))?;
        }
        let mv = match p {
            Some(p) => Move::Play(c, p),
            None => Move::Pass(c, PassKind::Ordinary),
        };
        self.game
            .play(mv)
            .map(|_| String::new())
            .map_err(|e| format!("illegal move: {}", e.reason(self.game.rules())))
    }

    /// A legal move for `c` that does not fill one of its own one-point eyes, chosen at random;
    /// a pass if there is none.
    pub fn choose(&mut self, c: Color) -> Move {
        if c == self.game.to_move() && !self.game.is_over() {
            let b = self.game.board();
            let candidates: Vec<Move> = self
                .game
                .legal_moves()
                .into_iter()
                .filter(|m| match *m {
                    Move::Play(_, p) => !b.is_one_point_eye(b.index(p), c),
                    Move::Pass(..) => false,
                })
                .collect();
            if !candidates.is_empty() {
                return candidates[self.rng.random_range(0..candidates.len())];
            }
        }
        Move::Pass(c, PassKind::Ordinary)
    }

    /// Always answers a move: a stone if one is legal and worth playing, else `pass`. When
    /// the game is over (no move may be played, JPD-A3) the answer is `pass` and nothing is
    /// played; a chosen move that cannot be played also falls back to `pass`.
    fn genmove(&mut self, args: &[&str]) -> Result<String, String> {
        let c = parse_colour(args.first().ok_or("syntax error: genmove needs a color")?)?;
        if self.game.is_over() {
            return Ok("pass".into());
        }
        let mv = self.choose(c);
        let colour = if c == Color::Black { "b" } else { "w" };
        if let Move::Play(_, p) = mv {
            let v = write_vertex(p, self.height);
            if self.play(&[colour, &v]).is_ok() {
                return Ok(v);
            }
        }
        // A pass is played when the rules let it be; the answer is a pass either way.
        let _ = self.play(&[colour, "pass"]);
        Ok("pass".into())
    }

    fn finished(&self) -> FinishedGame {
        FinishedGame {
            grid: crate::go::to_spec::grid(self.game.board()),
            prisoners: self.game.prisoners(),
            pass_stones: self.game.pass_stones_to_fill(),
            moves: self.game.moves().len(),
            last_mover: self
                .game
                .moves()
                .last()
                .map(|m| crate::go::to_spec::colour(m.colour())),
        }
    }

    /// The dead stones: none under Tromp-Taylor (every stone on the board is alive), else the
    /// stones Benson's algorithm proves dead. After `kata-set-rules` always Benson's, whatever
    /// the rules: KataGo's count at the end (`countAreaScoreWhiteMinusBlack`,
    /// cpp/game/boardhistory.cpp, through `calculateArea` or `calculateIndependentLifeArea`)
    /// gives a pass-alive region to its owner, stones inside it included, under every rule
    /// set, its Tromp-Taylor too.
    fn dead(&self, fin: &FinishedGame) -> DeadStones {
        if !self.katago
            && self.rules.play.ko == Rules::TROMP_TAYLOR.play.ko
            && self.rules.scoring == Rules::TROMP_TAYLOR.scoring
        {
            DeadStones::none()
        } else {
            DeadStones::auto(&fin.grid)
        }
    }

    /// The score under the current rule set's scoring method, with White's handicap bonus
    /// (`white-handicap-bonus`). After `kata-set-rules` the count is KataGo's: its group tax
    /// (`taxNONE`, `taxSEKI`, `taxALL`) on the position as given ([`KataGo`] with
    /// [`qili_spec::go::score::Dame::AsSeki`]), and the handicap stones counted as KataGo counts them
    /// ([`katago_handicap_stones`]: black stones played in a row at the start are handicap).
    /// Otherwise the handicap is only what a loaded SGF declares (`HA` or its black-only
    /// setup): a position set up by playing black stones in a row is not a handicap game, and
    /// the count is Japanese territory for territory rules, Tromp-Taylor (no dead stones) or
    /// Chinese area for area rules, and for the documents' countings (000 JPD-C3, 001 HZ-5,
    /// 002 TS-1, 003 YG-15..YG-18) the method `qili score --rules` counts with
    /// ([`crate::scoring::scorer_for`], komi by [`crate::scoring::apply_komi`]); the choice is
    /// [`crate::scoring::final_count`]'s.
    pub fn final_score(&self) -> Report {
        let fin = self.finished();
        let dead = self.dead(&fin);
        let mut r = crate::scoring::final_count(&self.rules, self.katago, &fin, &dead, self.komi);
        let whb = self.rules.white_handicap_bonus;
        let n = if self.katago {
            katago_handicap_stones(&self.game)
        } else {
            self.handicap
        };
        crate::scoring::add_handicap_bonus(&mut r, whb.points(n), n, whb.katago_word());
        r
    }

    fn final_status_list(&self, args: &[&str]) -> Result<String, String> {
        let which = args.first().copied().unwrap_or("");
        let fin = self.finished();
        let dead = self.dead(&fin);
        let settled = qili_spec::go::score::settle(&fin, &dead);
        let seki: Vec<qili_spec::go::Point> = life::units(&settled.grid, SekiTest::TouchesNeutral)
            .into_iter()
            .filter(|u| u.in_seki)
            .flat_map(|u| u.stones)
            .collect();
        let h = self.height;
        let pick: Vec<String> = fin
            .grid
            .points()
            .filter(|&p| fin.grid.get(p) != qili_spec::go::Cell::Empty)
            .filter(|p| {
                let is_dead = dead.0.contains(p);
                let in_seki = seki.contains(p);
                match which {
                    "dead" => is_dead,
                    "seki" => in_seki && !is_dead,
                    _ => !is_dead,
                }
            })
            .map(|p| write_vertex(Point::new(p.x, p.y), h))
            .collect();
        match which {
            "alive" | "dead" | "seki" => Ok(pick.join(" ")),
            _ => Err("syntax error: final_status_list alive|dead|seki".into()),
        }
    }

    fn loadsgf(&mut self, args: &[&str]) -> Result<String, String> {
        let path = args.first().ok_or("syntax error: loadsgf needs a file")?;
        let sgf = SgfGame::read_file(std::path::Path::new(path), &self.sgf_limits)
            .map_err(|e| format!("cannot load file: {e}"))?;
        let upto: Option<usize> = args.get(1).and_then(|s| s.parse().ok());
        let (board, to_move) = sgf.start();
        let replay = sgf.replay_report(self.rules);
        if let Some(r) = replay.refused_start {
            return Err(format!("cannot load file: {}", r.reason(&self.rules)));
        }
        let game = replay.game;
        let mut g = Game::from_position(self.rules, board.clone(), to_move);
        let n = upto
            .map(|k| k.saturating_sub(1))
            .unwrap_or(game.moves().len());
        for &m in game.moves().iter().take(n) {
            g.play(m)
                .map_err(|e| format!("cannot load file: illegal move {m:?}: {e}"))?;
        }
        self.width = board.width();
        self.height = board.height();
        self.game = g;
        self.handicap = sgf.handicap_stones().0;
        Ok(String::new())
    }

    fn diagram(&self) -> String {
        let b = self.game.board();
        let mut out = String::new();
        let letters: String = COLUMNS[..self.width]
            .iter()
            .map(|&c| format!("{} ", c as char))
            .collect();
        out.push_str(&format!("   {}\n", letters.trim_end()));
        for (y, row) in b.rows().iter().enumerate() {
            let r = self.height - y;
            let cells: Vec<String> = row.chars().map(|c| c.to_string()).collect();
            out.push_str(&format!("{r:>2} {} {r}\n", cells.join(" ")));
        }
        out.push_str(&format!(
            "prisoners B {} W {}, pass stones B {} W {}, {} to move",
            self.game.prisoners()[0],
            self.game.prisoners()[1],
            self.game.pass_stones()[0],
            self.game.pass_stones()[1],
            if self.game.to_move() == Color::Black {
                "Black"
            } else {
                "White"
            }
        ));
        out
    }

    /// Chinese area with the stones on the given vertices taken off as dead (to re-score a game
    /// with another program's dead-stone list).
    fn score_with_dead(&self, args: &[&str]) -> Result<String, String> {
        let fin = self.finished();
        let mut points = Vec::new();
        for a in args {
            if let Some(p) = parse_vertex(a, self.width, self.height)? {
                points.push(qili_spec::go::Point::new(p.x as usize, p.y as usize));
            }
        }
        let dead = DeadStones::list(&fin.grid, points)?;
        Ok(ChineseArea { komi: self.komi }.score(&fin, &dead).result)
    }

    /// One line per counting method: the result of the current game under each.
    pub fn score_all(&self) -> String {
        let fin = self.finished();
        let auto = DeadStones::auto(&fin.grid);
        let k = self.komi;
        let reports = modern_reports(&fin, &auto, k);
        let mut lines = vec![String::new()];
        for r in reports {
            lines.push(format!(
                "{}: black {} white {} ({:?}), {}",
                r.rules, r.black, r.white, r.unit, r.result
            ));
        }
        lines.join("\n")
    }
}

/// The handicap stones of a game as KataGo counts them (`computeNumHandicapStones`,
/// cpp/game/boardhistory.cpp, with its GTP setting that consecutive black moves at the start
/// are handicap): the black stones of the start position plus the black stones played at the
/// start before White's first stone (a single white pass between them does not end the run;
/// two white moves in a row mean a set-up position and count nothing played). A start
/// position with a white stone, or a total of one, is no handicap: 0.
pub fn katago_handicap_stones(game: &Game) -> u32 {
    let start = game.start();
    if start.stones(Color::White) > 0 {
        return 0;
    }
    let moves = game.moves();
    let mut played = 0usize;
    for (i, m) in moves.iter().enumerate() {
        match *m {
            Move::Play(Color::Black, _) => played += 1,
            Move::Pass(Color::Black, _) => {}
            _ => {
                if moves.get(i + 1).is_some_and(|n| n.colour() == Color::White) {
                    played = 0;
                    break;
                }
                if m.is_pass() {
                    continue;
                }
                break;
            }
        }
    }
    match start.stones(Color::Black) + played {
        0 | 1 => 0,
        n => u32::try_from(n).unwrap_or(u32::MAX),
    }
}

/// The modern methods side by side on one finished game (the documents' own methods are in
/// `qili score`).
pub fn modern_reports(fin: &FinishedGame, dead: &DeadStones, komi: f64) -> Vec<Report> {
    let none = DeadStones::none();
    let mut out = vec![TrompTaylor { komi }.score(fin, &none)];
    let scorers: Vec<Box<dyn Scorer>> = vec![
        Box::new(ChineseArea { komi }),
        Box::new(JapaneseTerritory { komi }),
        Box::new(Aga { komi }),
        Box::new(KataGo {
            basis: KataBasis::Area,
            tax: KataTax::All,
            dame: qili_spec::go::score::Dame::AsSeki,
            komi,
        }),
        Box::new(KataGo {
            basis: KataBasis::Territory,
            tax: KataTax::All,
            dame: qili_spec::go::score::Dame::AsSeki,
            komi,
        }),
    ];
    for s in scorers {
        out.push(s.score(fin, dead));
    }
    out
}
