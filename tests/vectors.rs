//! The conformance vectors: regenerated in memory they must equal the committed
//! files under `vectors/` byte for byte; every vector must validate against
//! `vectors/schema.json`; and the engine (`qili::go`, `qili::scoring`, `qili::xiangqi`) must
//! give the answer of every vector, which the reference model (`qili-spec`) computed. The
//! Xiangqi perft counts of the published positions are also checked against
//! the chessprogramming wiki's Xiangqi perft table (Fairy-Stockfish), a source independent of both.

use qili::go::board::{Color, Point};
use qili::go::game::{Game, Move};
use qili::go::to_spec;
use qili::go::Ko;
use qili::rules::{PassKind, PlayRules, Rules};
use qili::vectors::go_legality::reason_name;
use qili_spec::go::grid::Grid;
use serde_json::Value;
use std::sync::OnceLock;

fn generated() -> &'static Vec<(String, String)> {
    static G: OnceLock<Vec<(String, String)>> = OnceLock::new();
    G.get_or_init(qili::vectors::generate)
}

fn file(name: &str) -> Value {
    let text = &generated()
        .iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("{name} is generated"))
        .1;
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn vectors(name: &str) -> Vec<Value> {
    file(name)["vectors"].as_array().expect("an array").clone()
}

#[test]
fn committed_vectors_equal_a_fresh_generation() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("vectors");
    for (name, text) in generated() {
        let committed = std::fs::read_to_string(dir.join(name))
            .unwrap_or_else(|e| panic!("vectors/{name}: {e} (run `qili vectors --out vectors`)"));
        assert!(
            &committed == text,
            "vectors/{name} differs from a fresh generation: run `qili vectors --out vectors`"
        );
    }
    // A second generation gives the same bytes (fixed seed, no outside state).
    assert_eq!(generated(), &qili::vectors::generate());
}

#[test]
fn there_are_thousands_of_vectors_of_every_kind() {
    let go = vectors("go-legality.json").len();
    let sc = vectors("go-scoring.json").len();
    let xq = vectors("xiangqi.json").len();
    assert!(go >= 1000 && sc >= 400 && xq >= 100, "{go} {sc} {xq}");
    // Every reason and every plain preset occurs.
    let all = vectors("go-legality.json");
    for reason in ["occupied", "suicide", "repetition"] {
        assert!(
            all.iter().any(|v| v["points"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p["reason"] == reason)),
            "no point illegal by {reason}"
        );
    }
    for (name, _) in qili::vectors::go_legality::presets()
        .into_iter()
        .chain(qili::vectors::go_legality::ying_presets())
    {
        assert!(all.iter().any(|v| v["rules"]["preset"] == name), "{name}");
    }
    // Every Ying exhaustion occurs somewhere.
    for why in ["no-change", "hot-stone", "past-the-cycle"] {
        assert!(
            all.iter().any(|v| v["points"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p["exhaustion"] == why)),
            "no point forbidden by {why}"
        );
    }
    // Every ending ends some game and leaves another going on; every shape under every preset.
    let ending = vectors("go-ending.json");
    assert!(ending.len() >= 100, "{}", ending.len());
    for e in 0..3 {
        assert!(ending
            .iter()
            .any(|v| v["endings"][e]["ends_after"].is_u64()));
        assert!(ending
            .iter()
            .any(|v| v["endings"][e]["ends_after"].is_null()));
    }
    let shapes = vectors("go-ko-shapes.json");
    let names: std::collections::BTreeSet<&str> = shapes
        .iter()
        .map(|v| v["shape"].as_str().unwrap())
        .collect();
    assert_eq!(
        shapes.len(),
        names.len() * qili::rules::Rules::PRESETS.len()
    );
    // No preset has a no-result reading (those are `qili shapes`' own rows), so no `void`.
    for kind in ["forbidden", "endless"] {
        assert!(
            shapes.iter().any(|v| v["verdict"]["kind"] == kind),
            "{kind}"
        );
    }
}

/// Hand-derived ko-shape verdicts (the retake of a single ko is the second move of the cycle;
/// triple ko goes on for ever under simple ko, positional superko forbids its sixth move,
/// tests/ko_shapes.rs) read back from the vectors.
#[test]
fn ko_shape_vectors_say_what_the_hand_tables_say() {
    let shapes = vectors("go-ko-shapes.json");
    let find = |shape: &str, preset: &str| -> Value {
        shapes
            .iter()
            .find(|v| v["shape"] == shape && v["rules"]["preset"] == preset)
            .unwrap_or_else(|| panic!("{shape} under {preset}"))["verdict"]
            .clone()
    };
    let names: Vec<&str> = shapes
        .iter()
        .map(|v| v["shape"].as_str().unwrap())
        .collect();
    let single = names
        .iter()
        .find(|n| n.contains("single"))
        .expect("a single ko");
    let triple = names
        .iter()
        .find(|n| n.contains("triple"))
        .expect("a triple ko");
    assert_eq!(find(single, "simple")["kind"], "forbidden");
    assert_eq!(find(single, "simple")["move"], 2);
    assert_eq!(find(triple, "simple")["kind"], "endless");
    assert_eq!(find(triple, "psk")["kind"], "forbidden");
    assert_eq!(find(triple, "psk")["move"], 6);
}

#[test]
fn the_engine_agrees_with_every_ending_vector() {
    use qili::rules::{End, KoRule, Suicide};
    for v in vectors("go-ending.json") {
        let id = v["id"].as_str().unwrap();
        let h = v["height"].as_u64().unwrap() as usize;
        let w = v["width"].as_u64().unwrap() as usize;
        for e in v["endings"].as_array().unwrap() {
            let end = match e["end"].as_str().unwrap() {
                "two-passes" => End::TwoPasses,
                "four-passes" => End::FourPasses,
                _ => End::SuspendThenEnd,
            };
            let rules = Rules {
                play: PlayRules {
                    suicide: Suicide::Forbidden,
                    ko: KoRule::Plain(Ko::Simple),
                    end,
                    ..Rules::CHINESE.play
                },
                ..Rules::CHINESE
            };
            let mut game = Game::new(rules, w, h).unwrap();
            let mut over_after = None;
            for (i, m) in names(&v["moves"]).iter().enumerate() {
                let c = game.to_move();
                let mv = if m == "pass" {
                    Move::Pass(c, PassKind::Ordinary)
                } else {
                    Move::Play(c, point(m, h))
                };
                game.play(mv)
                    .unwrap_or_else(|err| panic!("{id}: {m}: {err:?}"));
                if game.is_over() {
                    over_after = Some(i as u64 + 1);
                    break;
                }
            }
            assert_eq!(over_after, e["ends_after"].as_u64(), "{id} {}", e["end"]);
        }
    }
}

#[test]
fn the_engine_agrees_with_every_ko_shape_vector() {
    use qili::go::board::Board;
    for v in vectors("go-ko-shapes.json") {
        let id = v["id"].as_str().unwrap();
        let preset = v["rules"]["preset"].as_str().unwrap();
        let rules = Rules::from_name(preset).unwrap();
        if v["pass_stones"] != serde_json::json!([0, 0]) || v["verdict"]["kind"] == "void" {
            continue; // a start with pass stones, or a no-result reading: not the engine's play
        }
        let h = v["height"].as_u64().unwrap() as usize;
        let rows: Vec<&str> = v["position"].as_str().unwrap().split('/').collect();
        let board = Board::from_rows(&rows).unwrap();
        let c = if v["to_move"] == "black" {
            Color::Black
        } else {
            Color::White
        };
        let mut game = Game::from_position(rules, board, c);
        let cycle = names(&v["cycle"]);
        let n = cycle.len() * v["repeats"].as_u64().unwrap() as usize;
        let mut refused = None;
        for i in 0..n {
            let m = &cycle[i % cycle.len()];
            let c = game.to_move();
            let mv = if m == "pass" {
                Move::Pass(c, PassKind::Ordinary)
            } else {
                Move::Play(c, point(m, h))
            };
            if game.play(mv).is_err() {
                refused = Some(i as u64 + 1);
                break;
            }
        }
        match v["verdict"]["kind"].as_str().unwrap() {
            "forbidden" => assert_eq!(refused, v["verdict"]["move"].as_u64(), "{id}"),
            _ => assert_eq!(refused, None, "{id}"),
        }
    }
}

// ---- a small JSON Schema validator for the keywords schema.json uses ----

fn resolve<'a>(root: &'a Value, s: &'a Value) -> &'a Value {
    match s.get("$ref").and_then(Value::as_str) {
        Some(r) => {
            let name = r.strip_prefix("#/$defs/").expect("local refs only");
            &root["$defs"][name]
        }
        None => s,
    }
}

/// A schema pattern against a string; each pattern is compiled once.
fn pattern_matches(pattern: &str, s: &str) -> bool {
    thread_local! {
        static CACHE: std::cell::RefCell<std::collections::HashMap<String, regex::Regex>> =
            Default::default();
    }
    CACHE.with(|c| {
        c.borrow_mut()
            .entry(pattern.to_string())
            .or_insert_with(|| regex::Regex::new(pattern).unwrap())
            .is_match(s)
    })
}

fn valid(root: &Value, schema: &Value, v: &Value) -> Result<(), String> {
    let s = resolve(root, schema);
    let obj = s.as_object().expect("a schema is an object");
    for (k, kw) in obj {
        let ok = match k.as_str() {
            "$schema" | "$id" | "title" | "$defs" | "$ref" | "then" | "else" => true,
            "type" => match kw.as_str().unwrap() {
                "object" => v.is_object(),
                "array" => v.is_array(),
                "string" => v.is_string(),
                "integer" => v.is_u64() || v.is_i64(),
                "number" => v.is_number(),
                "boolean" => v.is_boolean(),
                t => panic!("type {t}"),
            },
            "const" => v == kw,
            "enum" => kw.as_array().unwrap().contains(v),
            "pattern" => pattern_matches(kw.as_str().unwrap(), v.as_str().unwrap_or("")),
            "minimum" => v.as_f64().is_none_or(|x| x >= kw.as_f64().unwrap()),
            "maximum" => v.as_f64().is_none_or(|x| x <= kw.as_f64().unwrap()),
            "minItems" => v
                .as_array()
                .is_none_or(|a| a.len() as u64 >= kw.as_u64().unwrap()),
            "maxItems" => v
                .as_array()
                .is_none_or(|a| a.len() as u64 <= kw.as_u64().unwrap()),
            "uniqueItems" => v
                .as_array()
                .is_none_or(|a| a.iter().enumerate().all(|(i, x)| !a[..i].contains(x))),
            "required" => v.as_object().is_none_or(|o| {
                kw.as_array()
                    .unwrap()
                    .iter()
                    .all(|r| o.contains_key(r.as_str().unwrap()))
            }),
            "additionalProperties" => {
                assert_eq!(kw, &Value::Bool(false));
                let props = obj["properties"].as_object().unwrap();
                v.as_object()
                    .is_none_or(|o| o.keys().all(|k| props.contains_key(k)))
            }
            "properties" => {
                if let Some(o) = v.as_object() {
                    for (name, sub) in kw.as_object().unwrap() {
                        if let Some(x) = o.get(name) {
                            valid(root, sub, x).map_err(|e| format!("{name}: {e}"))?;
                        }
                    }
                }
                true
            }
            "items" => {
                if let Some(a) = v.as_array() {
                    for (i, x) in a.iter().enumerate() {
                        valid(root, kw, x).map_err(|e| format!("[{i}]: {e}"))?;
                    }
                }
                true
            }
            "allOf" => {
                for sub in kw.as_array().unwrap() {
                    valid(root, sub, v)?;
                }
                true
            }
            "anyOf" => kw
                .as_array()
                .unwrap()
                .iter()
                .any(|s| valid(root, s, v).is_ok()),
            "not" => valid(root, kw, v).is_err(),
            "if" => {
                let branch = if valid(root, kw, v).is_ok() {
                    "then"
                } else {
                    "else"
                };
                if let Some(b) = obj.get(branch) {
                    valid(root, b, v)?;
                }
                true
            }
            other => panic!("schema keyword {other} is not supported by this check"),
        };
        if !ok {
            return Err(format!("fails {k}: {kw} on {}", short(v)));
        }
    }
    Ok(())
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    s.chars().take(120).collect()
}

#[test]
fn every_file_validates_against_the_schema() {
    let schema: Value = serde_json::from_str(qili::vectors::SCHEMA).expect("schema is JSON");
    for name in [
        "go-legality.json",
        "go-ending.json",
        "go-ko-shapes.json",
        "go-scoring.json",
        "xiangqi.json",
        "xiangqi-cycles.json",
    ] {
        valid(&schema, &schema, &file(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    // The validator bites: a vector with a bad reason, a missing field or a wrong version fails.
    let mut bad = file("go-legality.json");
    bad["vectors"][0]["points"][0] =
        serde_json::json!({"point": "a1", "legal": false, "reason": "ko"});
    assert!(valid(&schema, &schema, &bad).is_err());
    let mut bad = file("go-scoring.json");
    bad["vectors"][0].as_object_mut().unwrap().remove("dead");
    assert!(valid(&schema, &schema, &bad).is_err());
    let mut bad = file("go-ko-shapes.json");
    bad["vectors"][0]["verdict"]["kind"] = Value::from("draw");
    assert!(valid(&schema, &schema, &bad).is_err());
    let mut bad = file("xiangqi.json");
    bad["format_version"] = Value::from(1);
    assert!(valid(&schema, &schema, &bad).is_err());
}

// ---- the engine against every vector ----

fn point(name: &str, height: usize) -> Point {
    let x = (name.as_bytes()[0] - b'a') as usize;
    let row: usize = name[1..].parse().expect("a row number");
    Point::new(x, height - row)
}

fn board_text(g: &Game) -> String {
    let b = g.board();
    (0..b.height())
        .map(|y| {
            (0..b.width())
                .map(|x| match b.get(Point::new(x, y)) {
                    None => '.',
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

fn names(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn the_engine_agrees_with_every_legality_vector() {
    let mut checked = 0;
    for v in vectors("go-legality.json") {
        let id = v["id"].as_str().unwrap();
        let rules = Rules::from_name(v["rules"]["preset"].as_str().unwrap()).unwrap();
        assert_eq!(rules.play.ko.name(), v["rules"]["ko"], "{id}");
        let (w, h) = (
            v["width"].as_u64().unwrap() as usize,
            v["height"].as_u64().unwrap() as usize,
        );
        let mut game = Game::new(rules, w, h).unwrap();
        for m in names(&v["moves"]) {
            let c = game.to_move();
            let mv = if m == "pass" {
                Move::Pass(c, PassKind::Ordinary)
            } else {
                Move::Play(c, point(&m, h))
            };
            game.play(mv).unwrap_or_else(|e| panic!("{id}: {m}: {e:?}"));
        }
        assert_eq!(board_text(&game), v["position"], "{id}");
        let c = game.to_move();
        assert_eq!(
            if c == Color::Black { "black" } else { "white" },
            v["to_move"],
            "{id}"
        );
        assert_eq!(
            game.prisoners().to_vec(),
            serde_json::from_value::<Vec<usize>>(v["prisoners"].clone()).unwrap(),
            "{id}"
        );
        for p in v["points"].as_array().unwrap() {
            let name = p["point"].as_str().unwrap();
            let mut g = game.clone();
            let before = g.prisoners();
            match g.play(Move::Play(c, point(name, h))) {
                Ok(()) => {
                    assert_eq!(p["legal"], true, "{id} {name}: the engine plays it");
                    assert_eq!(board_text(&g), p["result"], "{id} {name}");
                    let after = g.prisoners();
                    assert_eq!(
                        after[c.index()] - before[c.index()],
                        p["captures"].as_array().unwrap().len(),
                        "{id} {name}: captures"
                    );
                    assert_eq!(
                        after[c.opponent().index()] - before[c.opponent().index()],
                        p["self_captures"].as_array().unwrap().len(),
                        "{id} {name}: self-captures"
                    );
                }
                Err(e) => {
                    assert_eq!(p["legal"], false, "{id} {name}: the engine refuses ({e:?})");
                    assert_eq!(
                        reason_name(&to_spec::illegal(e)),
                        p["reason"],
                        "{id} {name}"
                    );
                }
            }
            checked += 1;
        }
        let pass = game.is_legal(Move::Pass(c, PassKind::Ordinary));
        assert_eq!(pass, v["pass"]["legal"], "{id}: pass");
    }
    assert!(checked > 10_000, "{checked} points checked");
}

#[test]
fn the_engine_agrees_with_every_scoring_vector() {
    for v in vectors("go-scoring.json") {
        let id = v["id"].as_str().unwrap();
        let h = v["height"].as_u64().unwrap() as usize;
        let rows: Vec<&str> = v["position"].as_str().unwrap().split('/').collect();
        let grid = Grid::from_rows(&rows).unwrap();
        let pair = |k: &str| -> [usize; 2] { serde_json::from_value(v[k].clone()).unwrap() };
        let game = qili::scoring::finished(
            grid.clone(),
            pair("prisoners"),
            pair("pass_stones"),
            v["moves"].as_u64().unwrap() as usize,
        );
        if v["dead_rule"] == "benson" {
            // The engine's fast Benson must find the same dead stones.
            let d = qili::scoring::dead_auto(&grid);
            let mut got: Vec<String> = d.0.iter().map(|p| p.guide_name(h)).collect();
            got.sort();
            assert_eq!(got, names(&v["dead"]), "{id}: dead stones");
        }
        // The count takes the vector's dead stones as its input.
        let listed: Vec<qili_spec::go::grid::Point> = names(&v["dead"])
            .iter()
            .map(|n| {
                let p = point(n, h);
                qili_spec::go::grid::Point::new(p.x as usize, p.y as usize)
            })
            .collect();
        let dead = qili::scoring::score::DeadStones::list(&grid, listed).unwrap();
        let reports = qili::scoring::score_all(&game, &dead, &[]).unwrap();
        let methods = v["methods"].as_array().unwrap();
        assert_eq!(reports.len(), methods.len(), "{id}: methods");
        for (r, m) in reports.iter().zip(methods) {
            assert_eq!(r.rules, m["method"], "{id}");
            for (got, key) in [
                (r.black, "black"),
                (r.white, "white"),
                (r.margin, "margin"),
                (r.komi, "komi"),
            ] {
                let want = m[key].as_f64().unwrap();
                assert!(
                    (got - want).abs() < 1e-9,
                    "{id} {}: {key} {got} != {want}",
                    r.rules
                );
            }
            assert_eq!(r.result, m["result"], "{id} {}", r.rules);
        }
    }
}

/// The second series of scoring vectors has dead stones by construction: at least
/// 150, on every board size of the first series, single stones and blocks of two, each a
/// stone of the board that Benson's algorithm (the spec's, run here again) finds dead.
#[test]
fn at_least_150_scoring_vectors_have_dead_stones_on_every_board() {
    let all = vectors("go-scoring.json");
    let with_dead: Vec<&Value> = all
        .iter()
        .filter(|v| !v["dead"].as_array().unwrap().is_empty())
        .collect();
    assert!(
        with_dead.len() >= 150,
        "{} with dead stones",
        with_dead.len()
    );
    for size in [4, 5, 6, 7, 9] {
        assert!(
            with_dead
                .iter()
                .any(|v| v["width"] == size && v["height"] == size),
            "{size}x{size}"
        );
    }
    let mut sizes = std::collections::BTreeSet::new();
    for v in &with_dead {
        let id = v["id"].as_str().unwrap();
        assert_eq!(v["dead_rule"], "benson", "{id}");
        let h = v["height"].as_u64().unwrap() as usize;
        let rows: Vec<&str> = v["position"].as_str().unwrap().split('/').collect();
        let grid = Grid::from_rows(&rows).unwrap();
        let mut benson: Vec<String> = qili_spec::go::life::benson_dead(&grid)
            .iter()
            .map(|p| p.guide_name(h))
            .collect();
        benson.sort();
        assert_eq!(benson, names(&v["dead"]), "{id}");
        assert!(
            grid.blocks().iter().all(|b| !grid.liberties(b).is_empty()),
            "{id}: a block without liberties"
        );
        let mut blocks = std::collections::BTreeSet::new();
        for n in names(&v["dead"]) {
            let p = point(&n, h);
            let q = qili_spec::go::grid::Point::new(p.x as usize, p.y as usize);
            let mut b = grid.block(q);
            b.sort();
            blocks.insert(b);
        }
        sizes.extend(blocks.iter().map(|b| b.len()));
    }
    assert!(sizes.contains(&1) && sizes.contains(&2), "{sizes:?}");
}

/// One small vector counted by hand. The board (4x4, rows top to bottom, `X` Black):
///
/// ```text
/// . X . O      a4 empty, b4 X, c4 empty, d4 O (dead: its only liberty is c4, inside Black's
/// X X X X      wall of pass-alive blocks with the eyes a4, b2, a1, d1)
/// X . X X
/// . X X .
/// ```
///
/// Black has 10 stones, there are 5 empty points; prisoners 7 (taken by Black) and 1 (taken
/// by White: the playout's 8 and 0, with the turned stone counted as a lost black stone and
/// one captured white stone fewer); pass stones 1 (Black's) and 3 (White's); 23 moves, so
/// Black moved last.
/// - Tromp-Taylor (no dead stones): Black 10 stones + a4, b2, a1, d1 (reach only Black) = 14;
///   White d4 = 1; c4 reaches both: nobody's. Margin 13.
/// - Chinese area: d4 removed, all 16 points Black's: 16 to 0.
/// - Japanese territory: Black 5 empty points + d4's point = 6, prisoners 7 + the dead d4 = 8:
///   14; White 0 + 1 prisoner = 1. Margin 13.
/// - AGA (territory, every pass a prisoner for the opponent, one more from White when Black
///   moved last): Black 6 + 7 + 1 + 3 + 1 = 18; White 0 + 1 + 1 = 2. Margin 16, the Chinese
///   margin, as AGA means it to be.
#[test]
fn a_scoring_vector_with_a_dead_stone_counted_by_hand() {
    let v = vectors("go-scoring.json")
        .into_iter()
        .find(|v| v["position"] == ".X.O/XXXX/X.XX/.XX.")
        .expect("the 4x4 board with a dead white stone at d4");
    assert_eq!(names(&v["dead"]), vec!["d4".to_string()]);
    assert_eq!(v["prisoners"], serde_json::json!([7, 1]));
    assert_eq!(v["pass_stones"], serde_json::json!([1, 3]));
    let want = [
        ("tromp-taylor", 14.0, 1.0, 13.0),
        ("chinese", 16.0, 0.0, 16.0),
        ("japanese", 14.0, 1.0, 13.0),
        ("aga", 18.0, 2.0, 16.0),
    ];
    for (method, black, white, margin) in want {
        let m = v["methods"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["method"] == method)
            .unwrap_or_else(|| panic!("{method}"));
        let got = (
            m["black"].as_f64().unwrap(),
            m["white"].as_f64().unwrap(),
            m["margin"].as_f64().unwrap(),
        );
        assert_eq!(got, (black, white, margin), "{method}");
    }
}

#[test]
fn the_engine_agrees_with_every_xiangqi_vector() {
    for v in vectors("xiangqi.json") {
        let id = v["id"].as_str().unwrap();
        let fen = v["fen"].as_str().unwrap();
        let pos = qili::xiangqi::Position::from_fen(fen).unwrap_or_else(|e| panic!("{id}: {e}"));
        let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| m.iccs()).collect();
        moves.sort();
        assert_eq!(moves, names(&v["legal_moves"]), "{id}: {fen}");
        for (d, n) in v["perft"].as_array().unwrap().iter().enumerate() {
            assert_eq!(
                pos.perft(d as u32 + 1),
                n.as_u64().unwrap(),
                "{id}: perft {}",
                d + 1
            );
        }
    }
}

#[test]
fn published_perft_counts_match_the_vectors() {
    // the chessprogramming wiki's Xiangqi perft table, depths 1-3 (Fairy-Stockfish; independent of qili).
    let published: [[u64; 3]; 13] = [
        [44, 1920, 79666],
        [38, 1128, 43929],
        [7, 281, 8620],
        [25, 424, 9850],
        [28, 516, 14808],
        [21, 364, 7626],
        [28, 222, 6241],
        [23, 345, 8124],
        [21, 195, 3883],
        [30, 830, 22787],
        [19, 583, 11714],
        [49, 2265, 100326],
        [13, 272, 3707],
    ];
    let all = vectors("xiangqi.json");
    for (i, want) in published.iter().enumerate() {
        let got: Vec<u64> = all[i]["perft"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_u64().unwrap())
            .collect();
        assert_eq!(got, want.to_vec(), "{}", all[i]["fen"]);
    }
}

/// Hand-derived (004 第十章, XQ-10: one side checks perpetually and the other does not: the
/// checker loses under both schemes): the built case "chariot checks on two ranks, complex",
/// Red's chariot checking along ranks 9 and 8 while Black's king steps back and forth (the
/// simple one leaves a mate and is not in the rational population: spec/src/xq/rational.rs).
#[test]
fn a_perpetual_check_loses_in_the_cycle_vectors() {
    let all = vectors("xiangqi-cycles.json");
    assert!(all.len() >= 50, "{}", all.len());
    let v = all
        .iter()
        .find(|v| v["source"] == "chariot checks on two ranks, complex (variant 0)")
        .expect("the built case is in the set");
    assert_eq!(v["cycle_formed"], true);
    assert_eq!(v["overall"]["red"], "check");
    assert_eq!(v["overall"]["black"], "idle");
    assert_eq!(v["scheme1"], "red_loses");
    assert_eq!(v["scheme2"], "red_loses");
}

/// The schema's `ko` enum names exactly the ko rules of the rules vocabulary (the plain rules and
/// every Ying reading), so a reading added to `Rules` cannot produce vectors the schema rejects
/// (two Ying readings were once added without it).
#[test]
fn the_schema_names_every_ko_rule_of_the_vocabulary() {
    use qili::rules::{KoRule, YingKo};
    let schema: Value = serde_json::from_str(qili::vectors::SCHEMA).unwrap();
    let text = schema.to_string();
    let mut expected: Vec<String> = qili::go::Ko::ALL
        .iter()
        .map(|k| k.name().to_string())
        .collect();
    expected.extend(
        YingKo::ALL
            .iter()
            .map(|y| KoRule::Ying(*y).name().to_string()),
    );
    let at = text
        .find("\"ko\":{\"enum\":[")
        .expect("a ko enum in the schema");
    let list = &text[at + "\"ko\":{\"enum\":[".len()..];
    let list = &list[..list.find(']').unwrap()];
    let mut named: Vec<String> = list
        .split(',')
        .map(|s| s.trim_matches('"').to_string())
        .collect();
    named.sort();
    expected.sort();
    assert_eq!(named, expected);
}
