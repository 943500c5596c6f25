//! Running T1-T5 on generated games: counts per generator, the smallest counterexample of each
//! failing reading (shrunk), and that counterexample as a [`Finding`] with an SVG and the
//! command reproducing it.

use crate::findings::Finding;
use crate::svg::{GoDiagram, Stone};
use qili_spec::go::grid::{Cell, Color};
use qili_spec::theorems::scoring::{
    finished_domain, generated, predicates, shrink, Case, Predicate, GENERATORS,
};

/// What one reading of one theorem did on the generated games.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The theorem's claim ID.
    pub theorem: &'static str,
    /// The reading option it was run under.
    pub reading: &'static str,
    /// Cases run and cases failed, per generator (index as in [`GENERATORS`]).
    pub runs: [usize; 4],
    /// Cases failed, per generator (index as in [`GENERATORS`]).
    pub fails: [usize; 4],
    /// Cases in the theorems' domain (finished games, [`finished_domain`]) and failures there.
    pub domain_runs: usize,
    /// Failures among the cases in the theorems' domain.
    pub domain_fails: usize,
    /// The smallest failing finished game, shrunk, with the predicate's message.
    pub counterexample: Option<(Case, String)>,
}

impl Outcome {
    /// Holds on the theorems' domain: finished games.
    pub fn holds_on_finished_games(&self) -> bool {
        self.domain_fails == 0
    }
    /// Cases run over all generators.
    pub fn cases(&self) -> usize {
        self.runs.iter().sum()
    }
    /// One line: the failures per generator.
    pub fn tally(&self) -> String {
        let per: Vec<String> = (0..4)
            .map(|g| format!("{}/{} ({})", self.fails[g], self.runs[g], GENERATORS[g]))
            .collect();
        format!(
            "finished games: {}/{} fail; all cases by generator: {}",
            self.domain_fails,
            self.domain_runs,
            per.join("; ")
        )
    }
}

/// Runs every reading of `theorem` (`T1`..`T5`) on `n` generated cases from `seed`.
pub fn run(theorem: &str, seed: u64, n: usize) -> Vec<Outcome> {
    let cases = generated(seed, n);
    predicates()
        .into_iter()
        .filter(|(id, _, _)| *id == theorem)
        .map(|(id, reading, pred)| outcome(id, reading, pred, &cases))
        .collect()
}

fn outcome(id: &'static str, reading: &'static str, pred: Predicate, cases: &[Case]) -> Outcome {
    let mut runs = [0; 4];
    let mut fails = [0; 4];
    let (mut domain_runs, mut domain_fails) = (0, 0);
    let mut worst: Option<&Case> = None;
    for (k, c) in cases.iter().enumerate() {
        let g = k % 4;
        runs[g] += 1;
        let in_domain = finished_domain(c);
        domain_runs += usize::from(in_domain);
        if pred(c).is_err() {
            fails[g] += 1;
            if in_domain {
                domain_fails += 1;
                let key = |c: &Case| (c.game.grid.area(), c.game.moves);
                if worst.is_none_or(|w| key(c) < key(w)) {
                    worst = Some(c);
                }
            }
        }
    }
    let counterexample = worst.map(|c| {
        let s = shrink(c, pred);
        let msg = pred(&s).unwrap_err();
        (s, msg)
    });
    Outcome {
        theorem: id,
        reading,
        runs,
        fails,
        domain_runs,
        domain_fails,
        counterexample,
    }
}

/// The `qili score` command reproducing a case.
pub fn command(c: &Case) -> String {
    let dead = if c.dead.0.is_empty() {
        "none".to_string()
    } else {
        c.dead
            .0
            .iter()
            .map(|p| p.guide_name(c.game.grid.height()))
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        "qili score --rows \"{}\" --dead {} --prisoners {},{} --passes {},{} --moves {}",
        c.game.grid.rows().join("/"),
        dead,
        c.game.prisoners[0],
        c.game.prisoners[1],
        c.game.pass_stones[0],
        c.game.pass_stones[1],
        c.game.moves
    )
}

/// The case as an SGF set-up position (prisoners, passes and moves in the comment).
pub fn sgf(c: &Case) -> String {
    let g = &c.game.grid;
    let coord =
        |x: usize, y: usize| format!("[{}{}]", (b'a' + x as u8) as char, (b'a' + y as u8) as char);
    let mut ab = String::new();
    let mut aw = String::new();
    for p in g.points() {
        match g.get(p) {
            Cell::Stone(Color::Black) => ab.push_str(&coord(p.x, p.y)),
            Cell::Stone(Color::White) => aw.push_str(&coord(p.x, p.y)),
            Cell::Empty => {}
        }
    }
    let size = if g.width() == g.height() {
        format!("{}", g.width())
    } else {
        format!("{}:{}", g.width(), g.height())
    };
    format!(
        "(;GM[1]FF[4]SZ[{size}]{}{}C[prisoners {:?}, pass stones {:?}, moves {}, dead {:?}])\n",
        if ab.is_empty() {
            String::new()
        } else {
            format!("AB{ab}")
        },
        if aw.is_empty() {
            String::new()
        } else {
            format!("AW{aw}")
        },
        c.game.prisoners,
        c.game.pass_stones,
        c.game.moves,
        c.dead
            .0
            .iter()
            .map(|p| p.guide_name(g.height()))
            .collect::<Vec<_>>()
    )
}

/// A reading's name as a file name: lower-case letters and digits, words joined by `-`.
pub fn slug(reading: &str) -> String {
    reading
        .chars()
        .map(|ch| {
            if ch.is_ascii_alphanumeric() {
                ch.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect::<String>()
        .split('-')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// The finding for a failing reading.
pub fn finding(o: &Outcome) -> Option<Finding> {
    let (c, msg) = o.counterexample.as_ref()?;
    let name = slug(o.reading);
    let mut f = case_finding(
        o.theorem,
        &name,
        c,
        &format!("{} ({}): {}", o.theorem, o.reading, msg),
    );
    f.summary = format!(
        "{} fails under the reading '{}': {}",
        o.theorem, o.reading, msg
    );
    f.rules = vec![o.reading.to_string()];
    Some(f)
}

/// A finding of `claim` whose witness is the finished game `c`: its SGF, the command that
/// scores it and a diagram captioned `what`.
pub fn case_finding(claim: &str, name: &str, c: &Case, what: &str) -> Finding {
    let g = &c.game.grid;
    let stones = g
        .points()
        .map(|p| match g.get(p) {
            Cell::Stone(Color::Black) => Some(Stone::Black),
            Cell::Stone(Color::White) => Some(Stone::White),
            Cell::Empty => None,
        })
        .collect();
    let mut d = GoDiagram::new(g.width(), g.height(), stones);
    d.caption = what.to_string();
    Finding {
        claim: claim.to_string(),
        name: name.to_string(),
        summary: what.to_string(),
        rules: Vec::new(),
        witness: sgf(c),
        command: command(c),
        svg: Some(d.to_svg()),
    }
}
