//! Move tables computed at compile time: for every point, where each kind of piece can go
//! and which point must be empty on the way (horse leg 馬腿, elephant eye 象眼), plus the
//! reverse tables used to find attackers. Palace, river and board edge restrictions are built
//! in here, once ("all pieces with their restrictions").

/// Tables for all 90 points. Lists are fixed arrays with a length (no allocation).
pub(crate) struct Tables {
    /// King steps: orthogonal neighbours inside the same palace.
    pub king: [[u8; 4]; 90],
    pub king_n: [u8; 90],
    /// Advisor steps: diagonal neighbours inside the same palace.
    pub advisor: [[u8; 4]; 90],
    pub advisor_n: [u8; 90],
    /// Elephant moves `(to, eye)`: two points diagonally, on the same side of the river.
    pub elephant: [[(u8, u8); 4]; 90],
    pub elephant_n: [u8; 90],
    /// Horse moves `(to, leg)`: the leg is the orthogonal neighbour in the long direction.
    pub horse: [[(u8, u8); 8]; 90],
    pub horse_n: [u8; 90],
    /// Horses that attack a point: `(from, leg)` with `(point, leg)` in `horse[from]`.
    pub horse_attackers: [[(u8, u8); 8]; 90],
    pub horse_attackers_n: [u8; 90],
    /// Pawn steps per side: forward, and sideways once across the river.
    pub pawn: [[[u8; 3]; 90]; 2],
    pub pawn_n: [[u8; 90]; 2],
    /// Points from which a pawn of the side attacks a point.
    pub pawn_attackers: [[[u8; 3]; 90]; 2],
    pub pawn_attackers_n: [[u8; 90]; 2],
    /// Rays north (towards rank 9), south, east (towards file i), west, nearest point first.
    pub rays: [[[u8; 9]; 4]; 90],
    pub ray_n: [[u8; 4]; 90],
}

const fn on_board(f: i32, r: i32) -> bool {
    f >= 0 && f < 9 && r >= 0 && r < 10
}

/// 0 Red palace, 1 Black palace, 2 none.
const fn palace(f: i32, r: i32) -> i32 {
    if f < 3 || f > 5 {
        2
    } else if r <= 2 {
        0
    } else if r >= 7 {
        1
    } else {
        2
    }
}

const fn sq(f: i32, r: i32) -> u8 {
    (r * 9 + f) as u8
}

const ORTHO: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
/// Horse deltas `(df, dr)` with the leg `(lf, lr)`.
const HORSE: [(i32, i32, i32, i32); 8] = [
    (1, 2, 0, 1),
    (-1, 2, 0, 1),
    (1, -2, 0, -1),
    (-1, -2, 0, -1),
    (2, 1, 1, 0),
    (2, -1, 1, 0),
    (-2, 1, -1, 0),
    (-2, -1, -1, 0),
];

const fn build() -> Tables {
    let mut t = Tables {
        king: [[0; 4]; 90],
        king_n: [0; 90],
        advisor: [[0; 4]; 90],
        advisor_n: [0; 90],
        elephant: [[(0, 0); 4]; 90],
        elephant_n: [0; 90],
        horse: [[(0, 0); 8]; 90],
        horse_n: [0; 90],
        horse_attackers: [[(0, 0); 8]; 90],
        horse_attackers_n: [0; 90],
        pawn: [[[0; 3]; 90]; 2],
        pawn_n: [[0; 90]; 2],
        pawn_attackers: [[[0; 3]; 90]; 2],
        pawn_attackers_n: [[0; 90]; 2],
        rays: [[[0; 9]; 4]; 90],
        ray_n: [[0; 4]; 90],
    };
    let mut i = 0;
    while i < 90 {
        let f = (i % 9) as i32;
        let r = (i / 9) as i32;
        let p = palace(f, r);
        // King and advisor: stay in the same palace.
        let mut d = 0;
        while d < 4 {
            let (df, dr) = ORTHO[d];
            let (nf, nr) = (f + df, r + dr);
            if p != 2 && on_board(nf, nr) && palace(nf, nr) == p {
                t.king[i][t.king_n[i] as usize] = sq(nf, nr);
                t.king_n[i] += 1;
            }
            let (df, dr) = DIAG[d];
            let (nf, nr) = (f + df, r + dr);
            if p != 2 && on_board(nf, nr) && palace(nf, nr) == p {
                t.advisor[i][t.advisor_n[i] as usize] = sq(nf, nr);
                t.advisor_n[i] += 1;
            }
            // Elephant: two diagonal steps, never across the river.
            let (nf, nr) = (f + 2 * df, r + 2 * dr);
            if on_board(nf, nr) && (nr <= 4) == (r <= 4) {
                t.elephant[i][t.elephant_n[i] as usize] = (sq(nf, nr), sq(f + df, r + dr));
                t.elephant_n[i] += 1;
            }
            // Rays.
            let (df, dr) = ORTHO[d];
            let (mut nf, mut nr) = (f + df, r + dr);
            while on_board(nf, nr) {
                t.rays[i][d][t.ray_n[i][d] as usize] = sq(nf, nr);
                t.ray_n[i][d] += 1;
                nf += df;
                nr += dr;
            }
            d += 1;
        }
        // Horse.
        let mut h = 0;
        while h < 8 {
            let (df, dr, lf, lr) = HORSE[h];
            let (nf, nr) = (f + df, r + dr);
            if on_board(nf, nr) {
                let to = sq(nf, nr);
                let leg = sq(f + lf, r + lr);
                t.horse[i][t.horse_n[i] as usize] = (to, leg);
                t.horse_n[i] += 1;
                let j = to as usize;
                t.horse_attackers[j][t.horse_attackers_n[j] as usize] = (i as u8, leg);
                t.horse_attackers_n[j] += 1;
            }
            h += 1;
        }
        // Pawns: Red goes up (rank + 1) and has crossed from rank 5; Black goes down and has
        // crossed at rank 4 and below.
        let mut c = 0;
        while c < 2 {
            let (fwd, crossed) = if c == 0 { (1, r >= 5) } else { (-1, r <= 4) };
            let mut steps: [(i32, i32); 3] = [(0, fwd), (9, 9), (9, 9)];
            if crossed {
                steps[1] = (1, 0);
                steps[2] = (-1, 0);
            }
            let mut s = 0;
            while s < 3 {
                let (nf, nr) = (f + steps[s].0, r + steps[s].1);
                if on_board(nf, nr) {
                    let to = sq(nf, nr);
                    t.pawn[c][i][t.pawn_n[c][i] as usize] = to;
                    t.pawn_n[c][i] += 1;
                    let j = to as usize;
                    t.pawn_attackers[c][j][t.pawn_attackers_n[c][j] as usize] = i as u8;
                    t.pawn_attackers_n[c][j] += 1;
                }
                s += 1;
            }
            c += 1;
        }
        i += 1;
    }
    t
}

pub(crate) static TABLES: Tables = build();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_on_known_points() {
        // e1 (centre of Red's palace): 4 king steps, 4 advisor steps.
        let e1 = 9 + 4;
        assert_eq!(TABLES.king_n[e1], 4);
        assert_eq!(TABLES.advisor_n[e1], 4);
        // d0: king to e0 and d1; advisor to e1 only.
        assert_eq!(TABLES.king_n[3], 2);
        assert_eq!(TABLES.advisor_n[3], 1);
        // e2 elephant point (Red): a0? no: c0, g0, c4, g4.
        let e2 = 2 * 9 + 4;
        assert_eq!(TABLES.elephant_n[e2], 4);
        // c4: elephant may not cross to a6 / e6.
        let c4 = 4 * 9 + 2;
        assert_eq!(TABLES.elephant_n[c4], 2);
        // a0 horse: b2 and c1.
        assert_eq!(TABLES.horse_n[0], 2);
        // Red pawn a3 (not crossed): forward only; a5 (crossed): forward and right.
        assert_eq!(TABLES.pawn_n[0][27], 1);
        assert_eq!(TABLES.pawn_n[0][45], 2);
        // Red pawn on the last rank: sideways only.
        assert_eq!(TABLES.pawn_n[0][9 * 9 + 4], 2);
        // Black pawn e6 (not crossed): forward (down) only.
        assert_eq!(TABLES.pawn[1][6 * 9 + 4][..1], [5 * 9 + 4]);
        assert_eq!(TABLES.ray_n[0], [9, 0, 8, 0]);
    }
}
