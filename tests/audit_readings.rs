//! The audit's readings as data: `qili audit --json` gives each reading as an object (name,
//! the words it reads, status, and where counted cases, failures and the smallest witness),
//! and the text report gives one wrapped line per reading.

mod common;

fn audit(args: &[&str]) -> String {
    let out = common::qili(&[&["audit"], args].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The first evidence item of claim `id` in `qili audit --only ID --json`.
fn first_evidence(id: &str) -> serde_json::Value {
    let v: serde_json::Value =
        serde_json::from_str(&audit(&["--only", id, "--json"])).expect("JSON");
    v[0]["evidence"][0].clone()
}

fn reading<'a>(claim: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    claim["evidence"]
        .as_array()
        .expect("evidence")
        .iter()
        .flat_map(|e| e["readings"].as_array().expect("readings").iter())
        .find(|r| r["name"] == name)
        .unwrap_or_else(|| panic!("no reading {name}: {claim}"))
}

/// YG-1 on the final positions of the small boards, the 公空 counted per seki (003 填滿
/// 雙活中鄰界黑白兼有之公空,多於一空各填其半,少至一空不得填子). By hand: on 1x3 `X.O` both stones
/// are in atari (no final position), and on 1x4 one of them always is. On the 2x2 board `.O/X.`
/// both empty points touch the same black and white stone: one seki with two 公空, more than
/// one, so each side fills one: 2 + 2 = 4 of 4 points, which adds up (counted per region, each
/// point alone and nobody's, it was the old witness). On 1x5 `.O.X.` (or `.X.O.`) the middle
/// point is the seki's only 公空 (each stone has its eye and it), filled by nobody (少至一空不得
/// 填子): 2 + 2 = 4 of 5, so 雙方域點之和即為棋枰之點數 fails under `nobody`; half each gives 5.
/// So a 5-point 1x5 seki is the smallest witness.
#[test]
fn json_gives_each_reading_as_an_object_with_its_words_and_tallies() {
    let text = audit(&["--only", "YG-1", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let yg1 = v
        .as_array()
        .expect("a list")
        .iter()
        .find(|c| c["id"] == "YG-1")
        .expect("YG-1");
    let nobody = reading(yg1, "shared-empty-area: nobody");
    assert!(nobody.is_object(), "{nobody}");
    assert_eq!(nobody["status"], "fails");
    assert_eq!(nobody["words"]["document"], "003");
    assert_eq!(nobody["words"]["zh"], "以子量地 … 少至一空不得填子");
    let half = reading(yg1, "shared-empty-area: half-each");
    assert_eq!(half["status"], "holds");
    assert_eq!(half["words"]["zh"], "子空皆地、空屬鄰界");
    // Tallies: the final-position check counts every final position under both readings.
    let finals = yg1["evidence"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| {
            e["summary"]
                .as_str()
                .unwrap()
                .starts_with("Final positions")
        })
        .expect("the final-position check");
    let rs = finals["readings"].as_array().unwrap();
    let n = finals["cases"].as_u64().unwrap();
    assert!(n > 1000, "{n} final positions");
    for r in rs {
        assert_eq!(r["cases"].as_u64(), Some(n), "{r}");
    }
    let half_final = rs
        .iter()
        .find(|r| r["name"] == "shared-empty-area: half-each")
        .unwrap();
    assert_eq!(half_final["failures"], 0);
    assert!(half_final.get("witness").is_none(), "{half_final}");
    let nobody_final = rs
        .iter()
        .find(|r| r["name"] == "shared-empty-area: nobody")
        .unwrap();
    let fails = nobody_final["failures"].as_u64().unwrap();
    assert!(fails > 0 && fails < n, "{nobody_final}");
    // The witness: the smallest final position with a seki of one 公空, 1x5 (by hand above).
    let w = nobody_final["witness"].as_str().unwrap();
    assert!(
        w == r#"5x1 [".O.X."]"# || w == r#"5x1 [".X.O."]"#,
        "{nobody_final}"
    );
}

/// A reading no sentence supports says so: T7's `simple` rule set (the guide's comparison of
/// rule sets, not a reading of a document's words) has `words: null` in the JSON and `reads no
/// sentence` in the text; YG-18's `stone-value: three-points` has 003's words.
#[test]
fn a_reading_with_no_sentence_says_so() {
    let text = audit(&["--only", "T7", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let t7 = &v[0];
    assert_eq!(t7["id"], "T7");
    assert!(reading(t7, "simple")["words"].is_null());
    assert_eq!(
        reading(
            t7,
            "stone-supply: bowls-of-180, captured-stones: returned (simple)"
        )["words"]["document"],
        "003"
    );
    assert_eq!(
        reading(
            t7,
            "stone-supply: bowls-of-180, captured-stones: kept (simple)"
        )["words"]["document"],
        "001"
    );
    let table = audit(&["--only", "T7"]);
    assert!(
        table.contains("simple: fails; reads no sentence"),
        "{table}"
    );
}

/// T7 over the Ying rule sets gives YG-14's verdicts and sets aside what YG-12 sets aside;
/// the bowls of 180 (003's 保證黑白各180子, 001 补文's 各方的棋罐) cut the infinite games of the
/// jpd rule sets off at an empty bowl, a stop no ending rule of 000 or 002 names, whether the
/// captured stones are kept out of the bowls (001 棋局过程中要保留俘子) or returned (003 置子):
/// the game does not end by its rules, so the reading does not hold. By hand: the 1x2 jpd game
/// of findings/T7 takes a stone for good every move when captures are kept (a pass is a stone
/// under JPD-A3): move 361; returned, only the pass stones stay out: move 541. Simple ko's 1x3
/// game passes no stone: returned, it is never cut and stays infinite.
#[test]
fn t7_lists_the_kept_ying_readings_and_a_bowl_stop_is_no_ending() {
    let text = audit(&["--only", "T7", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let t7 = &v[0];
    assert_eq!(reading(t7, "ying-marks")["status"], "holds");
    assert_eq!(reading(t7, "ying-marks-strict")["status"], "holds");
    let rejected: Vec<(String, String)> = t7["evidence"]
        .as_array()
        .expect("evidence")
        .iter()
        .flat_map(|e| e["rejected"].as_array().into_iter().flatten())
        .map(|r| {
            (
                r["reading"].as_str().unwrap().to_string(),
                r["contradicts"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    for name in ["ying-pass", "ying-move", "ying-shape", "ying-game-strict"] {
        assert!(
            rejected.contains(&(name.to_string(), "YG-12".to_string())),
            "{name}: {rejected:?}"
        );
    }
    for v in ["kept", "returned"] {
        assert_eq!(
            reading(
                t7,
                &format!("stone-supply: bowls-of-180, captured-stones: {v} (jpd)")
            )["status"],
            "fails"
        );
    }
    let summary = t7["evidence"][0]["summary"].as_str().unwrap();
    for cut in [
        "jpd, bowls of 180 with captured stones kept: the same game stops at move 361",
        "jpd, bowls of 180 with captured stones returned: the same game stops at move 541",
        "simple, bowls of 180 with captured stones returned: the repeating part takes no stone",
    ] {
        assert!(summary.contains(cut), "{cut}: {summary}");
    }
}

/// The text report: one line per reading (wrapped, each physical line at most 110
/// characters), no paragraph of several thousand characters.
#[test]
fn the_text_report_gives_one_wrapped_line_per_reading() {
    let table = audit(&["--only", "YG-18"]);
    // The evidence lines (indented under the claim's line).
    let longest = table
        .lines()
        .filter(|l| l.starts_with(' '))
        .map(|l| l.chars().count())
        .max()
        .unwrap();
    assert!(longest <= 110, "a line of {longest} characters:\n{table}");
    // The two readings of YG-18, each with its words (003 計算).
    assert!(
        table.contains("stone-value: three-points: fails ("),
        "{table}"
    );
    // Wrapped lines may break anywhere in the words: compare without the whitespace.
    let joined: String = table.split_whitespace().collect();
    assert!(
        joined.contains("reads003YG-18:負子、還子、罰子、每子三點"),
        "{table}"
    );
}

/// The site renders the readings from the same fields: T7's page gives `simple` no sentence
/// and the bowls of 180 with captured stones returned the words of 003.
#[test]
fn the_site_renders_each_reading_with_its_words() {
    let dir = std::env::temp_dir().join(format!("qili-readings-site-{}", std::process::id()));
    let printed = audit(&[
        "--only",
        "T7",
        "--html",
        dir.to_str().expect("a UTF-8 path"),
    ]);
    assert!(printed.is_empty(), "--html alone prints no table");
    let page = std::fs::read_to_string(dir.join("claims/T7.html")).expect("the claim page");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(page.contains("<th>Words it reads</th>"), "{page}");
    let row = |name: &str| {
        page.lines()
            .find(|l| l.starts_with(&format!("<tr><td><code>{name}</code>")))
            .unwrap_or_else(|| panic!("no row for {name}"))
            .to_string()
    };
    assert!(row("simple").contains("no sentence"));
    assert!(
        row("stone-supply: bowls-of-180, captured-stones: returned (simple)").contains(
            "<span class=\"zh\" lang=\"zh-Hans\">置子:對局中除棋枰上有活子死子,棋盒中有剩子,其他任何處所不得有棋子 … 保證黑白各180子</span>"
        )
    );
}

/// HZ-3's seki clause (001: 双活棋中单方权利的官子是有权方的路点) on a 官子 that is no eye and
/// on the points next to both colours. By hand: on 1x7 `.X.OO..`, White's f1 and g1 touch each
/// other, so neither is an eye (HZ-1: 没有其它空点); White may fill one and the seki on c1
/// stands, Black may fill neither: routes Black 0, White 1 under the kept reading, none when
/// seki points are nobody's. Fails on the old code (only `.X.O.O.`, whose e1 is White's eye).
#[test]
fn hz3_counts_a_one_sided_point_that_is_no_eye() {
    let e = first_evidence("HZ-3");
    let s = e["summary"].as_str().unwrap();
    assert!(
        s.contains("`.X.OO..` (by hand: f1 and g1 touch each other, so neither is an eye; White may fill one and the seki stands, Black may fill neither: White 1 route): [seki-dame: route-of-side-that-may-fill] routes [0, 1]; [seki-dame: nobody] routes [0, 0]"),
        "{s}"
    );
    assert!(
        s.contains("A 官子 next to both colours that only one side may fill"),
        "{s}"
    );
    assert_eq!(e["status"], "holds");
}

/// JPD-C12 (推论12, 非理想无争局面) on 000's own suspensions (two suspension passes under the
/// `jpd` ending, as JPD-C10), each position at suspension decided against 推论11's conditions
/// 1-3 (the 理想的无争局面 precedes 做棋), not by 推论7's final shape. By hand: 4x1 `.O..` is a
/// correct suspension with territory left to fill (a Black stone at a1 has no liberty, at c1 or
/// d1 White's answer next to it takes it: the board is White's, -4 either way) though not
/// 推论7's final shape; 1x3 `X/./O` is a mistake (the middle point takes the other stone: 3
/// with Black first, -3 with White first, where the position foresees 0).
#[test]
fn jpd_c12_decides_mistakes_by_the_no_dispute_conditions() {
    let e = first_evidence("JPD-C12");
    let s = e["summary"].as_str().unwrap();
    assert_eq!(e["status"], "holds", "{s}");
    assert!(
        s.contains("the `jpd` ending, the games JPD-C10 runs"),
        "{s}"
    );
    assert!(s.contains("settled but unfilled"), "{s}");
    assert!(s.contains("e.g. .O..)"), "{s}");
    assert!(
        s.contains("X/./O (foreseen 0, optimal play 3 Black first, -3 White first)"),
        "{s}"
    );
    assert!(!s.contains("[own-ruin: loses-area] ideal"), "{s}");
}

/// JPD-C11 (推论11) on positions at suspension, before 做棋, meeting conditions 1-3 under both
/// readings of 地盘都已完全巩固, seki and open territory included. By hand: 3x2 `.X./.X.` (two
/// one-colour regions, each point a liberty of the Black block: pass-alive) keeps 6:0 however
/// play continues.
#[test]
fn jpd_c11_runs_both_secure_area_readings_before_making_the_game() {
    let e = first_evidence("JPD-C11");
    let s = e["summary"].as_str().unwrap();
    assert_eq!(e["status"], "holds", "{s}");
    let names: Vec<&str> = e["readings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"secure-area: strong"), "{names:?}");
    assert!(names.contains(&"secure-area: weak"), "{names:?}");
    assert!(s.contains(".X./.X. (dead 0; foreseen areas 6:0;"), "{s}");
    // The weak reading's domain holds seki and territory still open.
    let weak = s.split("[secure-area: weak]").nth(1).unwrap();
    let count = |after: &str| -> u64 {
        let i = weak.find(after).unwrap();
        let head = &weak[..i];
        let n = head.rsplit(|c: char| !c.is_ascii_digit()).next().unwrap();
        n.parse().unwrap()
    };
    assert!(count(" with territory still open") > 0, "{weak}");
    assert!(count(" with a seki") > 0, "{weak}");
    assert!(count(" with dead stones to clear") > 0, "{weak}");
}

/// JPD-C11's 收后方可能易位, but 这易位不会为任何一方带来收益或损失, on a position where both sides
/// still have a fill. By hand on 10x2 `.X..XO..O./XXXXXOOOOO`: Black's group has the eyes a1
/// and c1-d1, White's the eyes g1-h1 and j1, each group pass-alive; Black's area is a-e (10 points),
/// White's f-j (10). Each side fills one point of its two-point eye, which keeps both areas
/// 10:10; Black first, White fills last, White first, Black does. Under the B-class balance
/// the result is 0 both ways; paying a point when Black fills last makes it 0 and -1: the
/// rejected reading's witness.
#[test]
fn jpd_c11_swaps_the_last_mover_without_changing_the_areas() {
    let e = first_evidence("JPD-C11");
    let s = e["summary"].as_str().unwrap();
    assert_eq!(e["status"], "holds", "{s}");
    assert!(
        s.contains(
            ".X..XO..O./XXXXXOOOOO (10x2; conditions met): areas 10:10 before, 10:10 after the \
             fills Black first (last White), 10:10 White first (last Black); B-class result 0 \
             and 0, Black paying for the last move 0 and -1"
        ),
        "{s}"
    );
    let rejected = e["rejected"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["reading"] == "move-balance: black-pays-one-point")
        .expect("rejected");
    let why = rejected["why"].as_str().unwrap_or_default().to_string()
        + rejected["reason"].as_str().unwrap_or_default();
    assert!(
        why.contains("the swap changes the result under this reading on .X..XO..O./XXXXXOOOOO"),
        "{rejected}"
    );
}

/// JPD-C9: suspended positions whose agreed-dead stones are not pass-dead, the dead list from
/// optimal play, are completed and compared; `black-pays-one-point` (推论11's 选项二 presupposes
/// it) is run, not rejected, and what 平衡手数 is (见后文, not in 000) is said to be undecided by
/// 000 without deciding the claim.
#[test]
fn jpd_c9_completes_agreed_dead_stones_that_are_not_pass_dead() {
    let out: serde_json::Value =
        serde_json::from_str(&audit(&["--only", "JPD-C9", "--json"])).expect("JSON");
    let entry = &out[0];
    let all: Vec<&serde_json::Value> = entry["evidence"].as_array().unwrap().iter().collect();
    let rejected = all
        .iter()
        .flat_map(|e| e["rejected"].as_array().into_iter().flatten())
        .any(|r| r["reading"] == "move-balance: black-pays-one-point");
    assert!(!rejected);
    let run: Vec<&serde_json::Value> = all
        .iter()
        .flat_map(|e| e["readings"].as_array().into_iter().flatten())
        .filter(|r| r["name"] == "move-balance: black-pays-one-point")
        .collect();
    assert_eq!(run.len(), 1);
    assert_eq!(run[0]["status"], "holds");
    assert!(run[0]["words"]["zh"]
        .as_str()
        .unwrap()
        .contains("关于黑方收后公理之选项二"));
    let s: String = all
        .iter()
        .map(|e| e["summary"].as_str().unwrap_or(""))
        .collect();
    assert!(s.contains("have dead stones beyond Benson's"), "{s}");
    assert!(s.contains("the margin changed in 0 (smallest"), "{s}");
    assert!(
        s.contains("what 平衡手数 is, 000 does not say")
            && s.contains("undecidable as written in 000"),
        "{s}"
    );
    // The reading's point is paid somewhere, so a completion that moved it would show.
    let n = s.split("Black ended ").nth(1).unwrap();
    let n: u64 = n.split(' ').next().unwrap().parse().unwrap();
    assert!(n > 0, "{s}");
    assert_eq!(entry["status"], "holds");
}

/// T1 says where it is definitional and T2 where its third term is qili's (round 6's T reader).
/// By hand on 5x2 `.X.O./XXXOO` (an eye each, one shared point c1): area margin 5.5 - 4.5 = 1,
/// parity 10 - 2 x 5 = 0, and c1 is the single 公空 no side fills (少至一空不得填子), so the guide's
/// area margin + parity (1) is not the one-bowl count, which is that less one point. Fails on
/// the old code (neither said so).
#[test]
fn t1_and_t2_say_what_their_identities_rest_on() {
    let e = first_evidence("T1");
    let s = e["summary"].as_str().unwrap();
    assert!(
        s.contains("Under `minimal-for-life` the identity is definitional"),
        "{s}"
    );
    let e = first_evidence("T2");
    let s = e["summary"].as_str().unwrap();
    assert!(
        s.contains("the one-bowl margin is 0, with area margin 1 and parity 0")
            && s.contains("With the points counted for neither side subtracted (1 here"),
        "{s}"
    );
    // The guide's parity-only form, under the reading that leaves a single 公空 unfilled,
    // fails on that seki (round 7's T reader): T2 depends on how 少至一空不得填子 is read.
    let nobody = e["readings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| {
            r["name"] == "YG-17 on Black's bowl, shared points per seki, a single one nobody's (stone-value: two-points)"
        })
        .expect("the reading");
    assert_eq!(nobody["status"], "fails", "{nobody}");
    assert!(nobody["failures"].as_u64().unwrap() >= 1, "{nobody}");
}
