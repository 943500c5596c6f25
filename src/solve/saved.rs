//! The solver's tables in a file (`qili solve --save FILE` / `--resume FILE`), so a long solve
//! can be stopped and resumed (`proofs/solver.md`, "Saved tables"). A compact binary format,
//! every number little-endian:
//!
//! ```text
//! magic      8 bytes  "QILITBL\0"
//! version    u32      FORMAT_VERSION
//! board      u8 u8    columns, rows
//! rule set   u16 + bytes   its name (UTF-8), then u64: a fingerprint of what it reads
//!                     (ko rule, suicide, ending, passes, scoring, void) so two rule sets of
//!                     one name (a rule file edited) are told apart
//! flags      u32      the `Limits` flags that change what keys or entries mean (FLAG_*)
//! nodes      u64      search nodes spent filling the tables, every run together
//! counts     4 x u64  entries of the history, position, low-pass and high-pass refutation tables
//! entries    the history table's (key u128, lo i32, hi i32, best u8, refs 4 x u64, nrefs u8,
//!            touched u32, seen), the position table's (key, lo, hi, best, touched, seen,
//!            clean u8), then each refutation table's (key, depth u32, bound i32, touched,
//!            seen), each table in key order; seen is two u128: the Bloom filter of the
//!            boards reached, then their stone counts (`search::Seen`; version 1 had the
//!            filter alone); version 3 hashes the history key's set of earlier boards as a
//!            set (`key::SetHash`), where version 2 hashed it sorted
//! check      u64      FNV-1a of every byte before it
//! ```
//!
//! A best move is a byte: the point (< 32), [`PASS_ORDINARY`], [`PASS_SUSPENSION`] or
//! [`NO_MOVE`]. Reading refuses a file of another format version, board, rule set or flag
//! set, and a truncated or corrupt one, with a message naming the mismatch.

use super::key::Key;
use super::rules::RuleSet;
use super::search::{
    Entry, Limits, Map1, PosEntry, Refutation, SavedTables, Seen, REFS, UNKNOWN_REFS,
};
use crate::search::board::Geometry;
use crate::search::game::SMove;
use qili_spec::go::game::PassKind;

/// The file's first bytes.
pub const MAGIC: &[u8; 8] = b"QILITBL\0";
/// The format version this build writes and reads.
pub const FORMAT_VERSION: u32 = 3;

const FLAG_SYMMETRY: u32 = 1;
const FLAG_POSITION_TABLE: u32 = 2;
const FLAG_REFUTATIONS: u32 = 4;
const FLAG_FOUR_PASSES_SHORTCUT: u32 = 8;

const PASS_ORDINARY: u8 = 0xFD;
const PASS_SUSPENSION: u8 = 0xFE;
const NO_MOVE: u8 = 0xFF;

/// The flags of `limits` that change what a key or an entry means, as the solver uses them
/// under `rs` (the position table and the four-pass shortcut apply only where their proofs
/// do): symmetry (keys by least image), the position table (clean results there, not in the
/// history table), the refutation tables, the four-pass shortcut (the tree searched).
pub fn flags(rs: &RuleSet, limits: &Limits) -> u32 {
    let mut f = 0;
    if limits.symmetry {
        f |= FLAG_SYMMETRY;
    }
    if limits.position_table && rs.position_table_applies() {
        f |= FLAG_POSITION_TABLE;
    }
    if limits.refutations {
        f |= FLAG_REFUTATIONS;
    }
    if limits.four_passes_shortcut && rs.four_passes_shortcut_applies() {
        f |= FLAG_FOUR_PASSES_SHORTCUT;
    }
    f
}

fn flag_names(f: u32) -> String {
    let names: Vec<&str> = [
        (FLAG_SYMMETRY, "symmetry"),
        (FLAG_POSITION_TABLE, "position_table"),
        (FLAG_REFUTATIONS, "refutations"),
        (FLAG_FOUR_PASSES_SHORTCUT, "four_passes_shortcut"),
    ]
    .iter()
    .filter(|(b, _)| f & b != 0)
    .map(|(_, n)| *n)
    .collect();
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join("+")
    }
}

/// FNV-1a, 64 bits.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

/// What the rule set reads, beyond its name.
fn fingerprint(rs: &RuleSet) -> u64 {
    fnv(format!("{:?}|{:?}|{:?}", rs.rules, rs.scoring, rs.void).as_bytes())
}

fn mv_byte(m: Option<SMove>) -> u8 {
    match m {
        None => NO_MOVE,
        Some(SMove::Play(p)) => p,
        Some(SMove::Pass(PassKind::Ordinary)) => PASS_ORDINARY,
        Some(SMove::Pass(PassKind::Suspension)) => PASS_SUSPENSION,
    }
}

/// A [`Seen`] as the file holds it: the Bloom filter, then the stone counts.
fn put_seen(w: &mut Vec<u8>, seen: &Seen) {
    w.extend_from_slice(&seen.bloom.to_le_bytes());
    w.extend_from_slice(&seen.counts.to_le_bytes());
}

/// The tables of a solve of `geo` under `rs` with `limits`, as the file's bytes.
pub fn encode(geo: &Geometry, rs: &RuleSet, limits: &Limits, t: &SavedTables) -> Vec<u8> {
    let mut w = Vec::new();
    w.extend_from_slice(MAGIC);
    w.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    w.push(geo.width as u8);
    w.push(geo.height as u8);
    w.extend_from_slice(&(rs.name.len() as u16).to_le_bytes());
    w.extend_from_slice(rs.name.as_bytes());
    w.extend_from_slice(&fingerprint(rs).to_le_bytes());
    w.extend_from_slice(&flags(rs, limits).to_le_bytes());
    w.extend_from_slice(&t.nodes.to_le_bytes());
    for c in t.counts() {
        w.extend_from_slice(&(c as u64).to_le_bytes());
    }
    fn sorted<V>(m: &Map1<V>) -> Vec<(&Key, &V)> {
        let mut v: Vec<_> = m.iter().collect();
        v.sort_unstable_by_key(|(k, _)| **k);
        v
    }
    for (k, e) in sorted(&t.tt) {
        w.extend_from_slice(&k.to_le_bytes());
        w.extend_from_slice(&e.lo.to_le_bytes());
        w.extend_from_slice(&e.hi.to_le_bytes());
        w.push(mv_byte(e.best));
        for r in e.refs {
            w.extend_from_slice(&r.to_le_bytes());
        }
        w.push(e.nrefs);
        w.extend_from_slice(&e.touched.to_le_bytes());
        put_seen(&mut w, &e.seen);
    }
    for (k, e) in sorted(&t.pt) {
        w.extend_from_slice(&k.to_le_bytes());
        w.extend_from_slice(&e.lo.to_le_bytes());
        w.extend_from_slice(&e.hi.to_le_bytes());
        w.push(mv_byte(e.best));
        w.extend_from_slice(&e.touched.to_le_bytes());
        put_seen(&mut w, &e.seen);
        w.push(e.clean as u8);
    }
    for r in &t.refute {
        for (k, e) in sorted(r) {
            w.extend_from_slice(&k.to_le_bytes());
            w.extend_from_slice(&e.depth.to_le_bytes());
            w.extend_from_slice(&e.bound.to_le_bytes());
            w.extend_from_slice(&e.touched.to_le_bytes());
            put_seen(&mut w, &e.seen);
        }
    }
    let check = fnv(&w);
    w.extend_from_slice(&check.to_le_bytes());
    w
}

/// Reads the bytes of a file, refusing a short one.
struct Reader<'a> {
    b: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], String> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.b.len());
        let end = end.ok_or_else(|| format!("truncated at byte {}", self.b.len()))?;
        let s = &self.b[self.at..end];
        self.at = end;
        Ok(s)
    }
    fn arr<const N: usize>(&mut self) -> Result<[u8; N], String> {
        Ok(self.take(N)?.try_into().expect("N bytes"))
    }
    fn u8(&mut self) -> Result<u8, String> {
        Ok(self.take(1)?[0])
    }
    fn u16(&mut self) -> Result<u16, String> {
        Ok(u16::from_le_bytes(self.arr()?))
    }
    fn u32(&mut self) -> Result<u32, String> {
        Ok(u32::from_le_bytes(self.arr()?))
    }
    fn i32(&mut self) -> Result<i32, String> {
        Ok(i32::from_le_bytes(self.arr()?))
    }
    fn u64(&mut self) -> Result<u64, String> {
        Ok(u64::from_le_bytes(self.arr()?))
    }
    fn u128(&mut self) -> Result<u128, String> {
        Ok(u128::from_le_bytes(self.arr()?))
    }
    fn seen(&mut self) -> Result<Seen, String> {
        Ok(Seen {
            bloom: self.u128()?,
            counts: self.u128()?,
        })
    }
    fn mv(&mut self, points: usize) -> Result<Option<SMove>, String> {
        match self.u8()? {
            NO_MOVE => Ok(None),
            PASS_ORDINARY => Ok(Some(SMove::Pass(PassKind::Ordinary))),
            PASS_SUSPENSION => Ok(Some(SMove::Pass(PassKind::Suspension))),
            p if (p as usize) < points => Ok(Some(SMove::Play(p))),
            p => Err(format!(
                "corrupt: a best move on point {p} at byte {}",
                self.at - 1
            )),
        }
    }
}

/// The bytes of a file made by [`encode`] for `geo`, `rs` and `limits`, as tables; an error
/// names the mismatch (format version, board, rule set, flags) or the damage (truncated,
/// corrupt).
pub fn decode(
    bytes: &[u8],
    geo: &Geometry,
    rs: &RuleSet,
    limits: &Limits,
) -> Result<SavedTables, String> {
    let mut r = Reader { b: bytes, at: 0 };
    if r.take(MAGIC.len()).ok() != Some(&MAGIC[..]) {
        return Err("not a qili solver-table file (no QILITBL header)".into());
    }
    let version = r.u32()?;
    if version != FORMAT_VERSION {
        return Err(format!(
            "format version {version}, this build reads version {FORMAT_VERSION}"
        ));
    }
    let (w, h) = (r.u8()?, r.u8()?);
    if (w as usize, h as usize) != (geo.width, geo.height) {
        return Err(format!(
            "made for board {w}x{h}, not {}x{}",
            geo.width, geo.height
        ));
    }
    let n = r.u16()? as usize;
    let name = String::from_utf8_lossy(r.take(n)?).into_owned();
    let print = r.u64()?;
    if name != rs.name {
        return Err(format!("made for rule set {name}, not {}", rs.name));
    }
    if print != fingerprint(rs) {
        return Err(format!(
            "made for another rule set named {name} (what it reads differs)"
        ));
    }
    let f = r.u32()?;
    let want = flags(rs, limits);
    if f != want {
        return Err(format!(
            "made with flags {}, not {}",
            flag_names(f),
            flag_names(want)
        ));
    }
    // The check before the entries: a damaged count is not trusted to size anything.
    let Some(body) = bytes.len().checked_sub(8) else {
        return Err(format!("truncated at byte {}", bytes.len()));
    };
    if body < r.at {
        return Err(format!("truncated at byte {}", bytes.len()));
    }
    let stored = u64::from_le_bytes(bytes[body..].try_into().expect("8 bytes"));
    if fnv(&bytes[..body]) != stored {
        return Err("corrupt or truncated (the check sum differs)".into());
    }
    let mut r = Reader {
        b: &bytes[..body],
        at: r.at,
    };
    let mut t = SavedTables {
        nodes: r.u64()?,
        ..SavedTables::default()
    };
    let mut counts = [0u64; 4];
    for c in &mut counts {
        *c = r.u64()?;
    }
    let sizes = [
        16 + 4 + 4 + 1 + 8 * REFS + 1 + 4 + 32,
        16 + 4 + 4 + 1 + 4 + 32 + 1,
        16 + 4 + 4 + 4 + 32,
        16 + 4 + 4 + 4 + 32,
    ];
    let need = counts
        .iter()
        .zip(sizes)
        .try_fold(0u64, |a, (&c, s)| c.checked_mul(s as u64)?.checked_add(a));
    if need != Some((body - r.at) as u64) {
        return Err("corrupt: the entry counts do not match the file's length".into());
    }
    let points = geo.points();
    for _ in 0..counts[0] {
        let k = r.u128()?;
        let (lo, hi) = (r.i32()?, r.i32()?);
        let best = r.mv(points)?;
        let mut refs = [0u64; REFS];
        for x in &mut refs {
            *x = r.u64()?;
        }
        let nrefs = r.u8()?;
        if nrefs as usize > REFS && nrefs != UNKNOWN_REFS {
            return Err(format!("corrupt: {nrefs} referred-to boards"));
        }
        let (touched, seen) = (r.u32()?, r.seen()?);
        t.tt.insert(
            k,
            Entry {
                lo,
                hi,
                best,
                refs,
                nrefs,
                touched,
                seen,
            },
        );
    }
    for _ in 0..counts[1] {
        let k = r.u128()?;
        let (lo, hi) = (r.i32()?, r.i32()?);
        let best = r.mv(points)?;
        let (touched, seen) = (r.u32()?, r.seen()?);
        let clean = match r.u8()? {
            0 => false,
            1 => true,
            c => return Err(format!("corrupt: clean flag {c}")),
        };
        t.pt.insert(
            k,
            PosEntry {
                lo,
                hi,
                best,
                touched,
                seen,
                clean,
            },
        );
    }
    for (i, &c) in counts[2..].iter().enumerate() {
        for _ in 0..c {
            let k = r.u128()?;
            let e = Refutation {
                depth: r.u32()?,
                bound: r.i32()?,
                touched: r.u32()?,
                seen: r.seen()?,
            };
            t.refute[i].insert(k, e);
        }
    }
    Ok(t)
}

/// Writes the tables to `path` (through a file beside it, renamed over `path` when whole, so a
/// run killed while writing leaves the earlier file).
pub fn save(
    path: &std::path::Path,
    geo: &Geometry,
    rs: &RuleSet,
    limits: &Limits,
    t: &SavedTables,
) -> Result<(), String> {
    let bytes = encode(geo, rs, limits, t);
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".part");
    let tmp = std::path::PathBuf::from(tmp);
    std::fs::write(&tmp, &bytes).map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Reads the tables `path` holds for `geo`, `rs` and `limits` ([`decode`]).
pub fn load(
    path: &std::path::Path,
    geo: &Geometry,
    rs: &RuleSet,
    limits: &Limits,
) -> Result<SavedTables, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    decode(&bytes, geo, rs, limits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::game::Game;
    use crate::solve::search::solve_with_tables;

    /// A file of another format version or flag set is refused with the mismatch named, and
    /// so is every cut of it (never a panic).
    #[test]
    fn other_versions_flags_and_cuts_are_refused() {
        let rs = &crate::solve::rules::parse("psk").unwrap()[0];
        let geo = Geometry::parse("2x2").unwrap();
        let l = Limits {
            threads: 1,
            ..Limits::default()
        };
        let g = Game::new(geo, rs.rules);
        let (_, t) = solve_with_tables(g, rs, l, SavedTables::default(), &mut |_| {}).unwrap();
        let bytes = encode(&geo, rs, &l, &t);
        assert!(decode(&bytes, &geo, rs, &l).is_ok());
        let mut other = bytes.clone();
        other[8..12].copy_from_slice(&(FORMAT_VERSION + 1).to_le_bytes());
        let e = decode(&other, &geo, rs, &l).err().unwrap();
        assert!(
            e.contains(&format!("format version {}", FORMAT_VERSION + 1)),
            "{e}"
        );
        let plain = Limits {
            symmetry: false,
            ..l
        };
        let e = decode(&bytes, &geo, rs, &plain).err().unwrap();
        assert!(e.contains("made with flags symmetry+"), "{e}");
        for cut in (0..bytes.len()).filter(|c| *c < 128 || c % 97 == 0) {
            assert!(decode(&bytes[..cut], &geo, rs, &l).is_err(), "{cut}");
        }
    }
}
