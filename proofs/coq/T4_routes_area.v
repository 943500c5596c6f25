(* T4 and T1 (GUIDE.md): routes (HZ-5, HZ-6, TS-3) vs area with the group tax, on abstract counts
   in Z.  The Markdown proofs are proofs/T4.md and proofs/T1.md.

   For each side X in {B, W}, at suspension with the dead stones agreed:
     MX : moves made (real moves + pass stones);  SX : live stones on the board;
     TX : X's empty points (its area minus its live stones), so area aX = SX + TX;
     EX : X's basic eyes (HZ-2), all among TX;  gX : X's independent live groups (eye-sharing
          units), with EX = 2 gX outside seki.
   HZ-5 step 3 puts back each side's dead, captured and pass stones: MX - SX stones into TX.
   HZ-6: Black moves first, so MB = MW or MB = MW + 1; in the second case Black takes one stone
   off (the B-class negative move), nB = MB - MW.
*)
From Coq Require Import ZArith Lia.
Open Scope Z_scope.

Section Routes.
  Variables MB MW SB SW TB TW EB EW gB gW : Z.
  Hypothesis Hturns : MB = MW \/ MB = MW + 1.

  Definition aB := SB + TB.
  Definition aW := SW + TW.
  Definition nB := MB - MW.                 (* the B-class negative move, 0 or 1 *)
  Definition refillB := MB - SB.            (* dead + captured + pass stones of Black *)
  Definition refillW := MW - SW.
  Definition stonesB := SB + refillB - nB.  (* Black stones on the board after HZ-5 step 4 *)
  Definition stonesW := SW + refillW.
  Definition routesB := TB - refillB + nB - EB.
  Definition routesW := TW - refillW - EW.

  (* HZ-5 step 4 / HZ-7: equal stones on the board, n = MW each. *)
  Theorem equal_stones : stonesB = MW /\ stonesW = MW.
  Proof. unfold stonesB, stonesW, refillB, refillW, nB. lia. Qed.

  (* Routes are area minus the stones on the board minus the basic eyes. *)
  Lemma routes_from_area : routesB = aB - MW - EB /\ routesW = aW - MW - EW.
  Proof. unfold routesB, routesW, aB, aW, refillB, refillW, nB. lia. Qed.

  (* T4 in general: the route margin is the area margin minus the difference of basic eyes. *)
  Theorem route_margin_eyes : routesB - routesW = (aB - aW) - (EB - EW).
  Proof. unfold routesB, routesW, aB, aW, refillB, refillW, nB. lia. Qed.

  (* T4 as the guide states it: outside seki every independent group keeps exactly two basic eyes. *)
  Theorem route_margin_group_tax :
    EB = 2 * gB -> EW = 2 * gW ->
    routesB - routesW = (aB - aW) - 2 * (gB - gW).
  Proof. intros. rewrite route_margin_eyes. lia. Qed.

  (* T1 (HZ-5 step 7): routes + stones on the board = area - basic eyes, which is the number of
     live stones of the ideal final position when that position has the same area (JPD-C9, C11)
     and is filled except for the basic eyes (JPD-C7 (c)). *)
  Variables IB IW : Z.   (* live stones of each side in the ideal final position *)
  Theorem routes_plus_stones_are_live_stones :
    IB = aB - EB -> IW = aW - EW ->
    routesB + stonesB = IB /\ routesW + stonesW = IW.
  Proof. intros. unfold routesB, routesW, stonesB, stonesW, aB, aW, refillB, refillW, nB in *. lia. Qed.

  (* The routes are a count (HZ-5 "rare case" excluded) exactly when the refill fits. *)
  Lemma routes_nonnegative :
    refillB - nB <= TB - EB -> refillW <= TW - EW -> routesB >= 0 /\ routesW >= 0.
  Proof. unfold routesB, routesW. lia. Qed.

  (* Without the B-class move (Black played last and keeps its stone) the margin is off by one. *)
  Theorem without_b_class_move :
    MB = MW + 1 ->
    (TB - refillB - EB) - routesW = (aB - aW) - (EB - EW) - 1.
  Proof. intros. unfold routesW, aB, aW, refillB, refillW. lia. Qed.
End Routes.

(* HZ-EX1 (7x7): 21 moves each, Black area 24 with 2 basic eyes (one group), White area 25 with
   4 basic eyes (two independent groups: f7 shares g7, f6 with the big group, so they are one).
   Routes 1 and 0: route margin 1 = area margin -1 - 2 x (1 - 2). *)
Example hz_ex1 :
  let MW := 21 in let aB := 24 in let aW := 25 in let EB := 2 in let EW := 4 in
  aB - MW - EB = 1 /\ aW - MW - EW = 0 /\ 1 - 0 = (aB - aW) - 2 * (1 - 2).
Proof. vm_compute. repeat split; reflexivity. Qed.

(* Counting blocks instead of eye-sharing units breaks T4 on the same example: White has three
   blocks (f7, the big group, the lower-left group), and -1 - 2 x (1 - 3) = 3, not 1. *)
Example hz_ex1_blocks_are_not_groups : -1 - 2 * (1 - 3) <> 1.
Proof. vm_compute. intro H; discriminate H. Qed.
