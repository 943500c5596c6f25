(* T2 (GUIDE.md): area margin vs Ying fill-count (003 應氏棋規, YG-1, YG-3, YG-16, YG-17, YG-18).
   Abstract counts only, in Z; the Markdown proof is proofs/T2.md.

   N  : number of board points;  B : stones in each bowl = floor(N/2), so N = 2B + p, p in {0,1}
        (p = 1 on odd boards such as 19x19: B = 180, N = 361).
   aB, aW : area points of Black and White (YG-15: live stones and the empty points they border).
   n  : points counted for neither side (a single shared empty point in seki, YG-16).
   Hypothesis (YG-1): aB + aW + n = N.
   Fill-count (YG-16): each side fills its B stones into its own area points.
     fB = aB - B : positive = Black's winning empties (勝空), negative = Black's losing stones (負子).
*)
From Coq Require Import ZArith Lia.
Open Scope Z_scope.

Section FillCount.
  Variables B p aB aW n : Z.
  Hypothesis Hp : 0 <= p <= 1.
  Hypothesis Hboard : aB + aW + n = 2 * B + p.

  Definition fB := aB - B.
  Definition fW := aW - B.
  (* winning empties and losing stones of each side *)
  Definition eB := Z.max fB 0.
  Definition sB := Z.max (- fB) 0.
  Definition eW := Z.max fW 0.
  Definition sW := Z.max (- fW) 0.

  Lemma fill_split_B : fB = eB - sB.
  Proof. unfold eB, sB. lia. Qed.

  (* The identity: the area margin is twice Black's fill result, minus the parity, plus the
     neutral points. *)
  Theorem area_margin_fill_count : aB - aW = 2 * (eB - sB) - p + n.
  Proof. unfold eB, sB, fB. lia. Qed.

  (* The same margin read from both sides' leftovers. *)
  Theorem area_margin_both_sides : aB - aW = (eB - sB) - (eW - sW).
  Proof. unfold eB, sB, eW, sW, fB, fW. lia. Qed.

  (* The two results are tied together: fB + fW = p - n. *)
  Lemma fill_sum : fB + fW = p - n.
  Proof. unfold fB, fW. lia. Qed.

  (* YG-17: the loser's losing stones are filled into the winner's winning empties.  When
     Black wins on the fill (fB >= 1) and at most one point is neutral, White's losing stones
     fit into Black's empties and what remains empty is r = eB - sW = p - n (one point on an odd board without neutral
     points, so the leftover picture itself never shows the margin)... *)
  Hypothesis Hn : 0 <= n <= p.

  Theorem yg17_remaining_after_filling :
    fB >= 1 -> eB - sW = p - n /\ sW >= 0 /\ eW = 0.
  Proof. unfold eB, sW, eW, fB, fW. lia. Qed.

  (* ...and the margin reads as remaining empties + 2 points per filled losing stone:
     the "two points per stone" conversion of YG-17 is the area margin. *)
  Theorem yg17_two_points_per_stone :
    fB >= 1 -> aB - aW = (eB - sW) + 2 * sW.
  Proof. unfold eB, sW, fB, fW. lia. Qed.

  Theorem yg17_margin_odd_board :
    p = 1 -> n = 0 -> fB >= 1 -> aB - aW = (eB - sW) + 2 * sW.
  Proof. unfold eB, sW, fB, fW. lia. Qed.

  (* Komi (YG-17, YG-19): k points converted two points per stone are k/2 losing stones of Black. *)
  Theorem komi_two_points_per_stone : forall k,
    Z.even k = true -> aB - aW - k = 2 * (eB - sB - k / 2) - p + n.
  Proof.
    intros k Hk. apply Zeven_bool_iff in Hk. apply Zeven_ex in Hk. destruct Hk as [h ->].
    rewrite Z.mul_comm, Z.div_mul by lia. unfold eB, sB, fB. lia.
  Qed.

  (* YG-18 read as "remaining winning empty 1 point, each filled losing stone 3 points" differs
     from the area margin by exactly the number of losing stones, so it agrees only when the
     loser has none. *)
  Theorem yg18_three_points_overcounts :
    p = 1 -> n = 0 -> fB >= 1 ->
    (eB - sW) + 3 * sW = (aB - aW) + sW.
  Proof. unfold eB, sW, fB, fW. lia. Qed.

  (* YG-18 read without filling ("winning empty 1, losing stone 3") also breaks. *)
  Theorem yg18_unfilled_overcounts :
    p = 1 -> n = 0 -> fB >= 1 ->
    eB + 3 * sW = (aB - aW) + 2 * sW.
  Proof. unfold eB, sW, fB, fW. lia. Qed.
End FillCount.

(* The smallest counterexample to YG-18 (any reading above) with YG-1: a 3x3 board, bowls of 4,
   Black area 6, White area 3: margin 3, Black has 2 winning empties, White 1 losing stone;
   YG-17 reading: 1 empty + 2 x 1 = 3; YG-18 readings: 1 + 3 = 4 and 2 + 3 = 5. *)
Example yg18_counterexample_3x3 :
  let B := 4 in let aB := 6 in let aW := 3 in
  let e := Z.max (aB - B) 0 in let s := Z.max (B - aW) 0 in
  aB - aW = 3 /\ (e - s) + 2 * s = 3 /\ (e - s) + 3 * s = 4 /\ e + 3 * s = 5.
Proof. vm_compute. lia. Qed.

(* 19x19 with the document's bowls of 180: Black area 182 (margin 3). *)
Example yg18_counterexample_19x19 :
  let B := 180 in let aB := 182 in let aW := 179 in
  let e := Z.max (aB - B) 0 in let s := Z.max (B - aW) 0 in
  aB + aW = 361 /\ aB - aW = 3 /\ (e - s) + 2 * s = 3 /\ (e - s) + 3 * s = 4.
Proof. vm_compute. lia. Qed.

(* YG-19's 8-point komi is 4 stones at two points per stone; at three points per stone 4 stones
   would be 12 points and 8 points is no whole number of stones. *)
Example komi_eight : 8 = 2 * 4 /\ 3 * 4 <> 8 /\ 8 mod 3 <> 0.
Proof. vm_compute. split; [reflexivity | split; intro H; discriminate H]. Qed.
