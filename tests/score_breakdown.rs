//! `qili score --json --breakdown`: each method's per-point map, and for the practice count's
//! methods the dame, seki points, seki eyes and must-fill points it found. Expected values are
//! read off the diagrams by hand.

mod common;

fn score_json(rows: &str, method: &str, extra: &[&str]) -> serde_json::Value {
    let mut args = vec![
        "score", "--rows", rows, "--dead", "none", "--method", method, "--json",
    ];
    args.extend_from_slice(extra);
    let out = common::qili(&args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

fn vertices(v: &serde_json::Value) -> Vec<String> {
    let mut out: Vec<String> = v
        .as_array()
        .expect("a list")
        .iter()
        .map(|s| s.as_str().expect("a vertex").to_string())
        .collect();
    out.sort();
    out
}

#[test]
fn a_seki_with_eyes_on_one_side_is_mapped_point_by_point() {
    // O . X . O     White's two groups each have one eye (A1, E1) and share the liberties B3
    // O O X O O     and D3 with Black's column: a seki. Under Japanese practice the seki points
    // . O X O .     and the eyes are nobody's; Chinese area gives White its eyes.
    let rows = "O.X.O/OOXOO/.OXO.";
    let j = score_json(rows, "japanese,chinese", &["--breakdown"]);
    let by = |name: &str| {
        j.as_array()
            .and_then(|a| a.iter().find(|r| r["rules"] == name))
            .expect("the method was scored")
            .clone()
    };
    let japanese = by("japanese");
    let p = &japanese["practice"];
    assert_eq!(vertices(&p["seki_points"]), ["B3", "D3"]);
    assert_eq!(vertices(&p["seki_eyes"]), ["A1", "E1"]);
    assert_eq!(vertices(&p["dame"]), Vec::<String>::new());
    assert_eq!(vertices(&p["must_fill"]), Vec::<String>::new());
    let map = japanese["breakdown"].as_array().expect("rows");
    assert_eq!(map.len(), 3);
    assert!(map.iter().all(|r| r.as_array().map(|r| r.len()) == Some(5)));
    assert_eq!(map[2][0], "neutral", "a seki eye is nobody's territory");
    assert_eq!(map[0][2], serde_json::json!({"stone": "Black"}));
    let chinese = by("chinese");
    assert_eq!(
        chinese["breakdown"][2][0],
        serde_json::json!({"area": "White"})
    );
    assert!(
        chinese.get("practice").is_none(),
        "only the practice count has one"
    );
}

#[test]
fn dame_are_listed_and_the_map_is_only_given_when_asked() {
    // X . O     Every point of column B touches both colours. Once one end (B3 or B1: the
    // X . O     board is symmetric, either may be filled) is filled, a stone on either of the
    // X . O     other two leaves its own block one liberty: they are seki points, not dame.
    let rows = "X.O/X.O/X.O";
    let j = score_json(rows, "japanese", &["--breakdown"]);
    let (dame, seki) = (
        vertices(&j[0]["practice"]["dame"]),
        vertices(&j[0]["practice"]["seki_points"]),
    );
    assert!(dame == ["B3"] && seki == ["B1", "B2"] || dame == ["B1"] && seki == ["B2", "B3"]);
    assert_eq!(j[0]["breakdown"][1][1], "neutral");
    let plain = score_json(rows, "japanese", &[]);
    assert!(plain[0].get("breakdown").is_none() && plain[0].get("practice").is_none());
}
