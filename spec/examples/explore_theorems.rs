use qili_spec::theorems::scoring::*;
fn main() {
    let cases = generated(1, 800);
    for kind in 0..4 {
        println!("=== generator {kind}");
        let cs: Vec<&Case> = cases
            .iter()
            .enumerate()
            .filter(|(i, _)| i % 4 == kind)
            .map(|(_, c)| c)
            .collect();
        for (id, reading, pred) in predicates() {
            let fails: Vec<&&Case> = cs.iter().filter(|c| pred(c).is_err()).collect();
            print!("{id} {reading}: {} / {} fail", fails.len(), cs.len());
            if let Some(f) = fails
                .iter()
                .min_by_key(|c| (c.game.grid.area(), c.game.moves))
            {
                println!(
                    "  e.g. {} {:?} {:?} moves {} dead {:?} {}\n{}",
                    f.label,
                    f.game.prisoners,
                    f.game.pass_stones,
                    f.game.moves,
                    f.dead.0,
                    pred(f).unwrap_err(),
                    f.game.grid
                );
            } else {
                println!();
            }
        }
    }
}
