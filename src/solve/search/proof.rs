//! Depth-first proof-number search (df-pn, Nagai 2002) of one question: does Black's result
//! reach `t`? (`proofs/solver.md`, "Proof-number search".) It shares the solver's tables:
//! a node decided by it stores a bound of V (`V >= t` or `V <= t - 1`) with the same report
//! (`touched`, `seen`, refusals referred above) as the alpha-beta search, so clean results go
//! to the position table under the same reuse rule, dirty ones to the history table. The proof
//! and disproof numbers of undecided nodes only choose where to look next; they are kept by
//! the history key (exact: equal keys, equal subtrees), never read as bounds.

use super::*;

/// Infinity of the proof and disproof numbers.
const INF: u64 = 1 << 40;

/// Nodes between two reports of a question still open (the deepest line and the nodes so
/// far), so that a question searched for hours still shows it is alive.
pub const HEARTBEAT: u64 = 1 << 22;

/// What a question's search hears every [`HEARTBEAT`] nodes: the nodes so far and the most
/// plies a search went below the root.
type Beat<'b> = &'b mut dyn FnMut(u64, usize);

/// The proof and disproof numbers of visited nodes, by history key: a fixed array of buckets
/// of four, where a new node takes the place of the one whose search cost least (the
/// numbers guide the search only, so a lost one costs time, never a value).
pub(super) struct Numbers {
    slots: Vec<Slot>,
}

#[derive(Clone, Copy, Default)]
struct Slot {
    key: Key,
    pn: u64,
    dn: u64,
    /// Nodes searched to find these numbers (0: an empty slot).
    work: u64,
}

impl Numbers {
    /// Room for about `entries` nodes (allocated when the first proof search starts).
    pub(super) fn new(entries: usize) -> Numbers {
        Numbers {
            slots: vec![Slot::default(); entries.next_power_of_two().max(4)],
        }
    }

    fn bucket(&self, k: Key) -> std::ops::Range<usize> {
        let i = (k as usize) & (self.slots.len() - 1) & !3;
        i..i + 4
    }

    fn get(&self, k: Key) -> Option<(u64, u64)> {
        self.slots[self.bucket(k)]
            .iter()
            .find(|s| s.work > 0 && s.key == k)
            .map(|s| (s.pn, s.dn))
    }

    fn put(&mut self, k: Key, pn: u64, dn: u64, work: u64) {
        let r = self.bucket(k);
        let b = &mut self.slots[r];
        let i = b
            .iter()
            .position(|s| s.work > 0 && s.key == k)
            .unwrap_or_else(|| (0..4).min_by_key(|&i| b[i].work).expect("four slots"));
        b[i] = Slot {
            key: k,
            pn,
            dn,
            work: work.max(1),
        };
    }
}

/// One move of a node being expanded, with its child's numbers and, once decided in this
/// expansion, what the child's search reports.
struct Kid {
    mv: SMove,
    pn: u64,
    dn: u64,
    info: Option<Info>,
}

/// What deciding a node needs besides its children: the refusals of its ko rule and its keys
/// (position key and symmetry, history key and symmetry) for the tables.
struct Here {
    refused: Info,
    keys: (Key, usize, Key, usize),
}

impl<T: Tables> Solver<'_, T> {
    /// As [`Solver::bounds`], each question asked by [`Solver::prove`]: at `aim` when given
    /// (one question decides it), otherwise first at the upper bound, then halving the
    /// interval. Returns (lo, hi, the most plies a search went below the node).
    pub(super) fn proof_bounds(
        &mut self,
        g: &mut Game,
        aim: Option<i32>,
        progress: &mut dyn FnMut(Progress),
    ) -> (i32, i32, u32) {
        if g.is_over() {
            let v = self.final_score(g);
            return (v, v, 0);
        }
        let cur = *g.current();
        let alive_stones = self.alive_stones(g);
        let (mut lo, mut hi) = self.static_bounds(cur.stones, alive_stones, self.offset(&cur));
        let mut first = true;
        while lo < hi && !decided(aim, lo, hi) {
            let t = match aim {
                Some(t) => t,
                None if first => hi,
                None => lo + (hi - lo + 1) / 2,
            };
            first = false;
            let (l, h) = (lo, hi);
            let mut beat = |nodes: u64, deepest: usize| {
                progress(Progress {
                    depth: deepest as u32,
                    lower: l,
                    upper: h,
                    nodes,
                })
            };
            match self.prove(g, t, &mut beat) {
                Some(true) => lo = lo.max(t),
                Some(false) => hi = hi.min(t - 1),
                None => break,
            }
            progress(Progress {
                depth: self.deepest as u32,
                lower: lo,
                upper: hi,
                nodes: self.nodes,
            });
            self.maybe_checkpoint(self.nodes);
        }
        (lo, hi, self.deepest as u32)
    }

    /// Whether Black's result at the game's current node reaches `t`: `Some(true)` (proved,
    /// `V >= t`), `Some(false)` (disproved, `V <= t - 1`), `None` if the budget ran out.
    /// `beat` hears of the search every [`HEARTBEAT`] nodes.
    pub(super) fn prove(&mut self, g: &mut Game, t: i32, beat: Beat) -> Option<bool> {
        self.clear_path();
        if g.is_over() {
            return Some(self.final_score(g) >= t);
        }
        self.fill_canon(g, 0);
        self.root = g.nodes.len() - 1;
        if self.numbers.slots.len() <= 4 {
            // One entry per node searched at most.
            let room = self
                .limits
                .table_entries
                .min(self.limits.nodes.try_into().unwrap_or(usize::MAX));
            self.numbers = Numbers::new(room);
        }
        let (pn, dn, _) = self.mid(g, t, INF, INF, beat);
        if self.interrupted() {
            return None;
        }
        debug_assert!(pn == 0 || dn == 0);
        Some(pn == 0)
    }

    /// Multiple iterative deepening at the game's current node: searches until its proof
    /// number reaches `tp` or its disproof number `td`, or it is decided. Returns the numbers
    /// and, when decided, the report of the decision's certificate.
    fn mid(&mut self, g: &mut Game, t: i32, tp: u64, td: u64, beat: Beat) -> (u64, u64, Info) {
        let me = g.nodes.len() - 1;
        self.fill_canon(g, me);
        let start = self.nodes;
        self.deepest = self.deepest.max(me - self.root);
        if self.tick() {
            return (1, 1, Info::leaf());
        }
        if self.nodes.is_multiple_of(HEARTBEAT) {
            beat(self.nodes, self.deepest);
        }
        let cur = *g.current();
        if cur.over {
            let v = self.final_score(g);
            return settled(v >= t, Info::leaf());
        }
        // The bounds from the position (static) and the tables, as `ab` reads them.
        let offset = self.offset(&cur);
        let alive_stones = self.alive_stones(g);
        let (mut blo, mut bhi) = self.static_bounds(cur.stones, alive_stones, offset);
        let mut tinfo = Info::leaf();
        let (_, psym) = least_image(cur.stones, &self.syms);
        let kp = position_key(self.rs, g, self.canon[me]);
        if self.limits.position_table {
            if let Some(e) = self.pt.get(&kp) {
                if let Some(touched) = self.admitted(g, &e, psym) {
                    blo = blo.max(self.read_bound(e.lo, offset));
                    bhi = bhi.min(self.read_bound(e.hi, offset));
                    tinfo.touched |= touched;
                    tinfo.seen |= e.seen;
                }
            }
        }
        let (k, sym) = self.history_key(g);
        if let Some(e) = self.tt.get(&k) {
            blo = blo.max(e.lo);
            bhi = bhi.min(e.hi);
            if self.limits.position_table {
                self.refer_to_boards(g, &e, sym, &mut tinfo);
                tinfo.touched |= self.syms[self.inv[sym]].board(e.touched);
                tinfo.seen |= e.seen;
            }
        }
        if blo >= t {
            return settled(true, tinfo);
        }
        if bhi < t {
            return settled(false, tinfo);
        }
        // The moves; a real move the ko rule refuses names the node it would repeat.
        let black = cur.to_move == 0;
        let mut refused = Info::leaf();
        let mut kids: Vec<Kid> = Vec::with_capacity(self.geo.points() + 1);
        let mut shapes = [0u64; 33];
        for p in 0..self.geo.points() as u8 {
            let m = SMove::Play(p);
            if let Some(next) = g.try_move(m) {
                shapes[p as usize] = shape(&self.geo, &cur, &next, p);
                kids.push(Kid {
                    mv: m,
                    pn: 1,
                    dn: 1,
                    info: None,
                });
            } else if let Some(j) = g.repeated_node(m) {
                if j < me {
                    refused.refer(j);
                }
            }
        }
        let pass_move = SMove::Pass(PassKind::Ordinary);
        if g.try_move(pass_move).is_some() {
            kids.push(Kid {
                mv: pass_move,
                pn: 1,
                dn: 1,
                info: None,
            });
        }
        let best = self.table_best(g);
        let pass_first = cur.trailing > 0;
        kids.sort_by_key(|c| {
            std::cmp::Reverse(match c.mv {
                SMove::Pass(_) if pass_first => u64::MAX,
                m if Some(m) == best => u64::MAX - 1,
                SMove::Pass(_) => 0,
                m => 1 + shapes[index(m)],
            })
        });
        // The children's numbers as far as they are known (by their history keys).
        for c in kids.iter_mut() {
            g.play(c.mv);
            self.fill_canon(g, me + 1);
            if let Some((pn, dn)) = self.numbers.get(question(self.history_key(g).0, t)) {
                (c.pn, c.dn) = (pn, dn);
            } else {
                // A first guess: the more points Black does not hold yet, the more work a
                // proof (one point in four).
                let open = (self.geo.full() & !g.current().stones[0]).count_ones() as u64;
                c.pn = 1 + open / 4;
            }
            g.undo();
        }
        loop {
            let (pn, dn) = if black {
                (min_of(&kids, |c| c.pn), sum_of(&kids, |c| c.dn))
            } else {
                (sum_of(&kids, |c| c.pn), min_of(&kids, |c| c.dn))
            };
            if pn == 0 || dn == 0 {
                let here = Here {
                    refused,
                    keys: (kp, psym, k, sym),
                };
                let r = self.decide(g, t, &mut kids, pn == 0, here, beat);
                self.numbers
                    .put(question(k, t), r.0, r.1, self.nodes - start);
                return r;
            }
            if pn >= tp || dn >= td {
                self.numbers.put(question(k, t), pn, dn, self.nodes - start);
                return (pn, dn, Info::leaf());
            }
            // The most proving child (least proof number at Black's node, least disproof
            // number at White's) and the second least, for its thresholds.
            let num = |c: &Kid| if black { c.pn } else { c.dn };
            let mut b = 0;
            let mut second = INF;
            for i in 1..kids.len() {
                if num(&kids[i]) < num(&kids[b]) {
                    second = num(&kids[b]);
                    b = i;
                } else if num(&kids[i]) < second {
                    second = num(&kids[i]);
                }
            }
            // The child runs until its number passes the second least by a quarter (the
            // 1 + epsilon trick, Pawlewicz and Lew 2007): fewer returns to this node.
            let next = |x: u64| x.saturating_add(1).max(x.saturating_add(x / 4));
            let (ctp, ctd) = if black {
                (
                    tp.min(next(second)),
                    (td - dn).saturating_add(kids[b].dn).min(INF),
                )
            } else {
                (
                    (tp - pn).saturating_add(kids[b].pn).min(INF),
                    td.min(next(second)),
                )
            };
            g.play(kids[b].mv);
            let (cp, cd, ci) = self.mid(g, t, ctp, ctd, beat);
            g.undo();
            if self.interrupted() {
                return (pn, dn, Info::leaf());
            }
            kids[b].pn = cp;
            kids[b].dn = cd;
            if cp == 0 || cd == 0 {
                kids[b].info = Some(ci);
            }
        }
    }

    /// The node is decided (`proved`: Black's result reaches `t`): gathers the report of the
    /// certificate (the one child that decides it, or every child and the refusals here),
    /// stores the bound, and returns it.
    fn decide(
        &mut self,
        g: &mut Game,
        t: i32,
        kids: &mut [Kid],
        proved: bool,
        here: Here,
        beat: Beat,
    ) -> (u64, u64, Info) {
        let me = g.nodes.len() - 1;
        let cur = *g.current();
        let black = cur.to_move == 0;
        // One child decides it where the side to move gets its way; otherwise all do.
        let one = proved == black;
        let (kp, psym, k, sym) = here.keys;
        let mut info = if one { Info::leaf() } else { here.refused };
        let mut best = None;
        for c in kids.iter_mut() {
            let decisive = if proved { c.pn == 0 } else { c.dn == 0 };
            if !decisive {
                continue;
            }
            g.play(c.mv);
            let child = g.current().stones;
            let ci = match c.info {
                Some(ci) => ci,
                // Decided in an earlier visit: its entry is read again (or, if the table
                // lost it, it is searched again) for its report.
                None => {
                    let (p, d, ci) = self.mid(g, t, INF, INF, beat);
                    debug_assert!(self.interrupted() || (p == 0) == proved && (p == 0 || d == 0));
                    ci
                }
            };
            self.fill_canon(g, me + 1);
            if matches!(c.mv, SMove::Play(_)) {
                info.seen |= Seen::of(self.canon[me + 1]);
            }
            g.undo();
            if self.interrupted() {
                return (1, 1, Info::leaf());
            }
            info.touched |= (child[0] ^ cur.stones[0]) | (child[1] ^ cur.stones[1]);
            info.absorb(&ci, me);
            if one {
                best = Some(c.mv);
                break;
            }
        }
        let offset = self.offset(&cur);
        let (lo, hi) = if proved {
            (t, self.bound)
        } else {
            (-self.bound, t - 1)
        };
        let clean = !info.refers_above(me);
        let cap = self.limits.table_entries;
        if self.limits.position_table && clean {
            let e = PosEntry {
                lo: self.stored_bound(lo, offset),
                hi: self.stored_bound(hi, offset),
                best: best.map(|m| self.syms[psym].apply(m)),
                touched: self.syms[psym].board(info.touched),
                seen: info.seen,
                clean: true,
            };
            // With a clean entry already there, both certificates together: an entry
            // admitted with the union of their reports is admitted with each.
            self.pt.put_with(kp, cap, |old| match old {
                Some(o) if o.clean => PosEntry {
                    lo: o.lo.max(e.lo),
                    hi: o.hi.min(e.hi),
                    best: e.best.or(o.best),
                    touched: o.touched | e.touched,
                    seen: {
                        // The summary of the union (`Seen`'s `|=`).
                        let mut seen = o.seen;
                        seen |= e.seen;
                        seen
                    },
                    clean: true,
                },
                Some(o) => PosEntry {
                    best: e.best.or(o.best),
                    ..e
                },
                None => e,
            });
        } else {
            let (refs, nrefs) = self.boards_referred(g, &info, sym);
            let e = Entry {
                lo,
                hi,
                best: best.map(|m| self.syms[sym].apply(m)),
                refs,
                nrefs,
                touched: self.syms[sym].board(info.touched),
                seen: info.seen,
            };
            self.tt.put_with(k, cap, |_| e);
        }
        let (pn, dn, _) = settled(proved, info);
        (pn, dn, info)
    }
}

/// The numbers' key of a node (its history key `k`) for the question "does Black's result
/// reach `t`?": the numbers of one question mean nothing for another.
fn question(k: Key, t: i32) -> Key {
    k ^ super::key::mix(t as u64 ^ 0x0050_524F_4F46) as Key
}

fn settled(proved: bool, info: Info) -> (u64, u64, Info) {
    if proved {
        (0, INF, info)
    } else {
        (INF, 0, info)
    }
}

fn min_of(kids: &[Kid], f: impl Fn(&Kid) -> u64) -> u64 {
    kids.iter().map(f).min().unwrap_or(INF)
}

fn sum_of(kids: &[Kid], f: impl Fn(&Kid) -> u64) -> u64 {
    kids.iter()
        .map(f)
        .fold(0, |a, b| a.saturating_add(b).min(INF))
}
