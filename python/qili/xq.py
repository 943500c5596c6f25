"""Xiangqi: legal moves, perft, and the cycle judge of document 004 (循環限著規則初探).

``fen`` is a FEN or ``"start"``; moves are ICCS (``h2e2``, ranks 0-9). Bad input raises
:class:`qili.QiliError` naming the field, column or move, as ``qili xq`` does.
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Optional, Sequence

from . import _native

__all__ = ["legal", "perft", "judge"]


def legal(fen: str = "start", moves: Sequence[str] = ()) -> Dict[str, Any]:
    """``qili xq legal FEN --moves ... --json``: the position after ``moves`` (``fen``,
    ``turn``, ``in_check``), its legal moves sorted by ICCS (``iccs``, ``wxf``, ``capture``,
    ``check``) and the ``outcome`` when there is none (checkmate, or stalemate 困斃: the side
    to move loses)."""
    return json.loads(_native.xq_legal(fen, list(moves)))


def perft(fen: str, depth: int, divide: bool = False) -> Dict[str, Any]:
    """``qili xq perft FEN DEPTH [--divide] --json``: the leaves of the legal move tree
    (``nodes``), with the count below each first move when ``divide``; depth at most 16, the
    CLI's bound."""
    return json.loads(_native.xq_perft(fen, depth, divide))


def judge(
    fen: str,
    moves: Sequence[str],
    scheme: str = "both",
    *,
    ranks_from_1: bool = False,
    check_series: Optional[int] = None,
    mate_checks: Optional[int] = None,
    exchange_plies: Optional[int] = None,
    alternatives: Optional[str] = None,
    alt_depth: Optional[int] = None,
    direct_roots: bool = False,
    every_piece_live: bool = False,
    no_three_round_stop: bool = False,
    no_alternative: Optional[str] = None,
    in_between: Optional[str] = None,
    completed_last: Optional[str] = None,
    forming_move: Optional[str] = None,
    mate_threat: Optional[str] = None,
) -> Dict[str, Any]:
    """``qili xq-judge FEN MOVE... --json``, the plain reference model of document 004:
    whether a cycle formed (XQ-2.2: ``cycle``, ``cycle_start``, ``cycle_formed_at``, move
    numbers from 1 as the text output gives them, ``cycle_points``), each move's nature with its reason (XQ-5, XQ-6: ``moves``, each
    ``move``, ``side``, ``nature``, ``entering``, ``detail``, and ``roots``: every piece but the
    kings with ``from``, ``at``, ``side``, ``piece``, its attackers and protectors before and
    after the move, ``attacked_by_before``, ``protected_by_before``, ``attacked_by_after``,
    ``protected_by_after``, and the change, ``change``: ``unchanged`` | ``lost-root`` |
    ``gained-root`` | ``lost-and-gained`` | ``shared-root``, ``term``: 恒根子, 失根子, 得根子,
    失根子/得根子, 變根子, XQ-4), each side's overall nature
    (XQ-7: ``overall``), alternatives (XQ-8: ``complex``, ``alternatives``,
    ``alternatives_searched_moves``: the opponent moves 必定輸棋 was searched, to which a
    ``true`` is shown, or ``None`` for the readings without a search; with
    ``no_alternative="play-out"``, ``verified_claim``: the disputed claim of 無變 verified,
    ``side`` and ``stood``) and the verdict of
    XQ-10 (``verdict``: ``scheme`` 1's or 2's; ``verdict_scheme1`` and ``verdict_scheme2``
    always). The keywords are the command's options (``--alternatives narrow|quasi-broad|
    by-simplicity``, ``--in-between one|each``, ``--completed-last rule|observed``, ``--forming-move landing-points|
    landing-points-and-return``, ``--mate-threat present-after-move|new-since-before``, ...); a
    keyword left out takes the command's own default."""
    flags = ["--scheme", str(scheme)]
    for name, on in (
        ("ranks-from-1", ranks_from_1),
        ("direct-roots", direct_roots),
        ("every-piece-live", every_piece_live),
        ("no-three-round-stop", no_three_round_stop),
    ):
        if on:
            flags.append("--" + name)
    for name, given in (
        ("check-series", check_series),
        ("mate-checks", mate_checks),
        ("exchange-plies", exchange_plies),
        ("alternatives", alternatives),
        ("alt-depth", alt_depth),
        ("no-alternative", no_alternative),
        ("in-between", in_between),
        ("completed-last", completed_last),
        ("forming-move", forming_move),
        ("mate-threat", mate_threat),
    ):
        # Left out, the option takes the CLI's own default (src/cli/xq/judge.rs).
        if given is not None:
            flags += ["--" + name, str(given)]
    return json.loads(_native.xq_judge(fen, list(moves), flags))
