"""Xiangqi: legal moves, perft, and the cycle judge of document 004 (循環限著規則初探).

``fen`` is a FEN or ``"start"``; moves are ICCS (``h2e2``, ranks 0-9). Bad input raises
:class:`qili.QiliError` naming the field, column or move, as ``qili xq`` does.
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Sequence

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
    check_series: int = 1,
    mate_checks: int = 3,
    exchange_plies: int = 6,
    alternatives: str = "quasi-broad",
    alt_depth: int = 3,
    direct_roots: bool = False,
    every_piece_live: bool = False,
    no_three_round_stop: bool = False,
    no_alternative: str = "search",
    in_between: str = "one",
    completed_last: str = "rule",
    forming_move: str = "landing-points",
    mate_threat: str = "present-after-move",
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
    (XQ-7: ``overall``), alternatives (XQ-8: ``complex``, ``alternatives``; with
    ``no_alternative="play-out"``, ``verified_claim``: the disputed claim of 無變 verified,
    ``side`` and ``stood``) and the verdict of
    XQ-10 (``verdict``: ``scheme`` 1's or 2's; ``verdict_scheme1`` and ``verdict_scheme2``
    always). The keywords are the command's options (``--alternatives narrow|quasi-broad|
    by-simplicity``, ``--in-between one|each``, ``--completed-last rule|observed``, ``--forming-move landing-points|
    landing-points-and-return``, ``--mate-threat present-after-move|new-since-before``, ...)."""
    return json.loads(
        _native.xq_judge(
            fen, list(moves), str(scheme), ranks_from_1, check_series, mate_checks,
            exchange_plies, alternatives, alt_depth, direct_roots, every_piece_live,
            no_three_round_stop, no_alternative, in_between, completed_last, forming_move,
            mate_threat,
        )
    )
