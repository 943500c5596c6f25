"""Type stubs of ``qili._native``, the extension module (python/src/lib.rs). Each function
returns the JSON text the matching ``qili`` command prints with ``--json``; use the typed
wrappers of ``qili`` instead."""

from typing import List, Optional, Tuple

_Limits = Tuple[int, int, int, int]

class QiliError(ValueError):
    """Bad input: the message and place of the ``qili`` command's exit-2 error."""

class QiliInternalError(RuntimeError):
    """A bug in qili (a panic caught at the boundary)."""

def default_sgf_limits() -> _Limits: ...
def rules_presets() -> str: ...
def rules_parse(name: str) -> Tuple[str, str, Optional[str]]: ...
def replay(text: Optional[str], path: Optional[str], rules: Optional[str], sgf_limits: _Limits, legal: bool) -> str: ...
def score(rows: Optional[str], file: Optional[str], sgf_text: Optional[str], options: str, breakdown: bool) -> str: ...
def score_many(records: List[str], options: str, threads: int) -> str: ...
def solve(
    board: Optional[str],
    rules: Optional[str],
    budget: int,
    time: Optional[float],
    threads: int,
    sgf_text: Optional[str],
    sgf_path: Optional[str],
    sgf_limits: _Limits,
    save: Optional[str],
    resume: Optional[str],
    search: str,
) -> str: ...
def xq_legal(fen: str, moves: List[str]) -> str: ...
def xq_perft(fen: str, depth: int, divide: bool) -> str: ...
def xq_judge(
    fen: str,
    moves: List[str],
    scheme: str,
    ranks_from_1: bool,
    check_series: int,
    mate_checks: int,
    exchange_plies: int,
    alternatives: str,
    alt_depth: int,
    direct_roots: bool,
    every_piece_live: bool,
    no_three_round_stop: bool,
    no_alternative: str,
    in_between: str,
    completed_last: str,
    forming_move: str,
) -> str: ...
def claims() -> str: ...
def audit(only: Optional[str], thorough: bool) -> str: ...
def vectors() -> List[Tuple[str, str]]: ...
def version() -> str: ...
