(* T3 (GUIDE.md): area margin vs territory margin, on abstract counts in Z.
   The Markdown proof is proofs/T3.md.

   For each side X in {B, W}:
     MX : moves made (real moves + passes);  pX : passes;  so PX = MX - pX stones placed on the board.
     kX : X's stones removed from the board (captured during play, self-captured, and dead stones
          removed at the end);  SX = PX - kX live stones left on the board.
     TX : empty points surrounded by X only that territory scoring counts;
     EX : X's eye points in seki (area scoring counts them for X, "no points in seki" does not).
   Area (Chinese): aX = SX + TX + EX.  Shared liberties in seki and dame count for nobody in both.
   Territory (Japanese): tX = TX + (prisoners X holds) = TX + kY (+ pY when a pass hands the
   opponent a prisoner, AGA style).
*)
From Coq Require Import ZArith Lia.
Open Scope Z_scope.

Section AreaTerritory.
  Variables MB MW pB pW kB kW TB TW EB EW : Z.

  Definition PB := MB - pB.
  Definition PW := MW - pW.
  Definition SB := PB - kB.
  Definition SW := PW - kW.
  Definition aB := SB + TB + EB.
  Definition aW := SW + TW + EW.

  (* Territory without pass prisoners. *)
  Definition tB := TB + kW.
  Definition tW := TW + kB.

  (* The identity, no hypothesis needed: area margin = territory margin + difference of stones
     placed + difference of seki eyes. *)
  Theorem area_eq_territory_plus_placed :
    aB - aW = (tB - tW) + (PB - PW) + (EB - EW).
  Proof. unfold aB, aW, SB, SW, PB, PW, tB, tW. lia. Qed.

  (* The guide's statement without the seki term holds exactly when the seki eyes balance. *)
  Corollary t3_as_written :
    EB = EW -> aB - aW = (tB - tW) + (PB - PW).
  Proof. intros. rewrite area_eq_territory_plus_placed. lia. Qed.

  (* Passes hand the opponent a prisoner (TS-10, AGA): territory counts them. *)
  Definition tB' := TB + kW + pW.
  Definition tW' := TW + kB + pB.

  Theorem area_eq_territory_with_pass_prisoners :
    aB - aW = (tB' - tW') + (MB - MW) + (EB - EW).
  Proof. unfold aB, aW, SB, SW, PB, PW, tB', tW'. lia. Qed.

  (* Black moves first, so MB - MW is 1 if Black moved last and 0 if White did. *)
  Corollary equal_when_white_moves_last :
    MB = MW -> EB = EW -> aB - aW = tB' - tW'.
  Proof. intros. rewrite area_eq_territory_with_pass_prisoners. lia. Qed.

  Corollary one_apart_when_black_moves_last :
    MB = MW + 1 -> EB = EW -> aB - aW = tB' - tW' + 1.
  Proof. intros. rewrite area_eq_territory_with_pass_prisoners. lia. Qed.

  (* Without pass prisoners, the passes enter with the opposite sign of the moves. *)
  Theorem area_eq_territory_moves_and_passes :
    aB - aW = (tB - tW) + (MB - MW) - (pB - pW) + (EB - EW).
  Proof. unfold aB, aW, SB, SW, PB, PW, tB, tW. lia. Qed.
End AreaTerritory.

(* The seki term is needed: one Black group and one White group in seki, Black with one eye,
   White with none, everything else equal (0 territory, 0 prisoners, 5 stones placed each):
   area margin 1, territory margin 0. *)
Example seki_correction_needed :
  let SB := 5 in let SW := 5 in let EB := 1 in let EW := 0 in
  (SB + 0 + EB) - (SW + 0 + EW) = 1 /\ (0 + 0) - (0 + 0) + (5 - 5) = 0.
Proof. vm_compute. split; reflexivity. Qed.
