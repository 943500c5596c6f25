"""qili (棋理) from Python: the executable specification of the Go rule systems of documents
000-003 and of the Xiangqi cycle rules of document 004.

Every function calls the function the matching ``qili`` command calls and returns what that
command prints with ``--json``, as dicts or dataclasses whose ``to_json()`` gives that JSON
back: ``replay`` is ``qili replay``, ``score`` is ``qili score``, ``solve`` is ``qili solve``,
``qili.xq.legal``/``perft``/``judge`` are ``qili xq legal``/``perft`` and ``qili xq-judge``,
``audit`` is ``qili audit``, ``vectors`` is ``qili vectors``.

Bad input raises :class:`QiliError` (a ``ValueError``) with the message of the command's
exit-2 error, which names the option and the place. A leniency (an unknown ``RU``, a record
read with a repair) is a :class:`QiliWarning`. Calls release the GIL and keep the command's
budgets (``budget``/``time`` of ``solve``, the SGF limits, the deepest perft).
"""

from __future__ import annotations

import dataclasses
import json
import os
import warnings
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import _native
from ._native import QiliError, QiliInternalError

__all__ = [
    "QiliError",
    "QiliInternalError",
    "QiliWarning",
    "SgfLimits",
    "Preset",
    "RuleSet",
    "presets",
    "parse_rules",
    "Replay",
    "replay",
    "LegalMove",
    "legal_moves",
    "ScoreReport",
    "score",
    "score_many",
    "SolveRow",
    "solve",
    "claims",
    "audit",
    "vectors",
    "xq",
    "version",
]

Record = Union[str, "os.PathLike[str]"]
"""An SGF record: SGF text (a string starting with ``(``), or the path of a file."""


class QiliWarning(UserWarning):
    """A leniency of qili's readers: the record was read, and this is what the user should
    know (an unknown or missing ``RU``, so Tromp-Taylor; a repaired property)."""


@dataclass(frozen=True)
class SgfLimits:
    """The SGF reader's limits (``--max-sgf-bytes``, ``--max-sgf-nodes``,
    ``--max-sgf-setup``, ``--max-sgf-depth``); the defaults are the CLI's."""

    bytes: int = _native.default_sgf_limits()[0]
    nodes: int = _native.default_sgf_limits()[1]
    setup: int = _native.default_sgf_limits()[2]
    depth: int = _native.default_sgf_limits()[3]

    def _tuple(self) -> Tuple[int, int, int, int]:
        return (self.bytes, self.nodes, self.setup, self.depth)


def _limits(limits: Optional[SgfLimits]) -> Tuple[int, int, int, int]:
    return (limits or SgfLimits())._tuple()


def _record(sgf: Record) -> Tuple[Optional[str], Optional[str]]:
    """(text, path) of a record: a string starting with ``(`` is SGF text, anything else a
    path."""
    if isinstance(sgf, os.PathLike):
        return None, os.fspath(sgf)
    if not isinstance(sgf, str):
        raise TypeError(f"an SGF record is SGF text or a path, not {type(sgf).__name__}")
    if sgf.lstrip().startswith("("):
        return sgf, None
    return None, sgf


def _warn(ws: Sequence[str], where: str) -> None:
    for w in ws:
        warnings.warn(f"{where}: {w}", QiliWarning, stacklevel=3)


class _Json:
    """A dataclass whose fields are the keys of the command's JSON object."""

    def to_json(self) -> Dict[str, Any]:
        """The JSON object the command prints (``--json``), as a dict (without the fields the
        command does not print, such as a score's ``breakdown``)."""
        return {
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)  # type: ignore[arg-type]
            if f.metadata.get("json", True)
        }

    @classmethod
    def from_json(cls, d: Dict[str, Any]):  # type: ignore[no-untyped-def]
        """The dataclass of a JSON object the command printed."""
        names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        return cls(**{k: v for k, v in d.items() if k in names})


# ---------------------------------------------------------------------------------------
# Rules


@dataclass(frozen=True)
class Preset(_Json):
    """A preset of ``qili rules``: its options (suicide, ko, end, passes, scoring, tax, komi,
    ties) and the sentence of the documents each option comes from."""

    name: str
    same_as: Optional[str]
    aliases: List[str]
    options: Dict[str, Any]
    sources: List[Tuple[str, str]]


@dataclass(frozen=True)
class RuleSet:
    """A rule set as every command reads ``--rules``: its options, the TOML of
    ``qili rules show`` (without the comment lines), and the preset it equals, if any."""

    options: Dict[str, Any]
    toml: str
    preset: Optional[str]


def presets() -> List[Preset]:
    """Every preset of ``qili rules`` (the documents' rule sets: ``jpd`` (000), ``huozi``
    (001), ``tang-song`` (002), ``ying`` and its ko readings (003, YG-12, YG-13), and the
    modern rule sets) with options and sources."""
    out = []
    for p in json.loads(_native.rules_presets()):
        p["sources"] = [tuple(s) for s in p["sources"]]
        out.append(Preset(**p))
    return out


def parse_rules(name: str) -> RuleSet:
    """A rule set from any name or alias of ``qili rules``, a KataGo rule string
    (``koPOSITIONALscoreAREAtaxNONEsui1komi7.5`` or KataGo's JSON) or a rule file
    (``.toml``/``.json``: ``base = "PRESET"`` and any option)."""
    options, toml, preset = _native.rules_parse(name)
    return RuleSet(json.loads(options), toml, preset)


# ---------------------------------------------------------------------------------------
# Go


@dataclass(frozen=True)
class Replay(_Json):
    """``qili replay --json``: the final position of a record's main line under a rule set
    (rows top to bottom, ``X`` black, ``O`` white, ``.`` empty), prisoners and pass stones
    (``black``/``white``), whether the game is over, the side to move, the rules played, and
    the first illegal move (1-based ``move``, ``played``, ``reason``: the rule it breaks,
    e.g. JPD-A3's occupied point or the ko rule) where the replay stopped."""

    width: int
    height: int
    board: List[str]
    moves: int
    prisoners: Dict[str, int]
    pass_stones: Dict[str, int]
    over: bool
    to_move: str
    rules: str
    illegal: Optional[Dict[str, Any]]
    warnings: List[str]


def replay(sgf: Record, rules: Optional[str] = None, *, limits: Optional[SgfLimits] = None) -> Replay:
    """Plays the main line of an SGF record (text or path) under ``rules`` (any name of
    ``qili rules``, a KataGo string or a rule file; default: the record's ``RU``, unknown or
    missing: Tromp-Taylor with a :class:`QiliWarning`). An illegal move stops the replay and
    is a result (``illegal``), not an error."""
    text, path = _record(sgf)
    r = Replay.from_json(json.loads(_native.replay(text, path, rules, _limits(limits), False)))
    _warn(r.warnings, path or "<sgf text>")
    return r


@dataclass(frozen=True)
class LegalMove:
    """A legal move: a point (named as the guide names it, ``a1`` bottom left; ``x``, ``y``
    from the top left) or a pass stone (``pass``: ``ordinary``, or ``suspension``, JPD-A4)."""

    point: Optional[str] = None
    x: Optional[int] = None
    y: Optional[int] = None
    pass_: Optional[str] = None


def legal_moves(sgf: Record, rules: Optional[str] = None, *, limits: Optional[SgfLimits] = None) -> List[LegalMove]:
    """The legal moves of the side to move after a record's main line under ``rules``: the
    history decides the ko rule (simple ko, positional or situational superko, JPD-A11's
    whole-board shape with pass stones, the Ying readings of YG-12/YG-13). Real moves row by
    row from the top left, then the passes. Raises :class:`QiliError` if the record has an
    illegal move (the position is then not the record's)."""
    text, path = _record(sgf)
    d = json.loads(_native.replay(text, path, rules, _limits(limits), True))
    r = d["replay"]
    _warn(r["warnings"], path or "<sgf text>")
    if r["illegal"] is not None:
        i = r["illegal"]
        raise QiliError(f"{path or '<sgf text>'}: move {i['move']} ({i['played']}) is illegal: {i['reason']}")
    return [
        LegalMove(pass_=m["pass"]) if "pass" in m else LegalMove(point=m["point"], x=m["x"], y=m["y"])
        for m in d["legal"]
    ]


@dataclass(frozen=True)
class ScoreReport(_Json):
    """One method's count (a row of ``qili score``): ``black``, ``white``, ``margin`` (black
    minus white, before komi), ``komi``, ``result`` (after komi), ``unit`` (``points``;
    ``routes`` for HZ-3's route count; ``stones`` for the Tang-Song and Ying fill counts),
    ``live_stones``, ``notes``, ``handicap_bonus`` (White's bonus for the handicap stones, as
    the method's rules give it) and ``warnings`` (the record's). ``breakdown`` (only when asked): the per-point map, rows
    top to bottom, each point what it counts as (``{"stone": "Black"}``, ``{"area": ...}``,
    ``{"dead": ...}``, ``{"route": ...}``, ``{"eye": ...}``, ``"shared"``, ``"neutral"``);
    ``practice`` (with ``breakdown``, for ``japanese`` and ``japanese-count-false-eyes``): the
    ``dame``, ``seki_points``, ``seki_eyes`` and ``must_fill`` points the practice count found,
    as GTP vertices."""

    rules: str
    black: float
    white: float
    margin: float
    komi: float
    result: str
    unit: str
    live_stones: Optional[List[int]]
    notes: List[str]
    handicap_bonus: int = 0
    warnings: List[str] = field(default_factory=list)
    breakdown: Optional[List[List[Any]]] = field(default=None, metadata={"json": False})
    practice: Optional[Dict[str, List[str]]] = field(default=None, metadata={"json": False})


def _rows(position: Union[str, Sequence[str], "os.PathLike[str]"]) -> Tuple[Optional[str], Optional[str]]:
    """(rows, file) of a position: ``"X.O/..."`` or a list of rows, or the path of a file of
    rows or of an SGF file."""
    if isinstance(position, os.PathLike):
        return None, os.fspath(position)
    if isinstance(position, str):
        if "/" in position and not os.path.exists(position):
            return position, None
        if os.path.exists(position):
            return None, position
        return position, None
    return "/".join(position), None


def _dead(dead: Union[str, Sequence[str]]) -> str:
    return dead if isinstance(dead, str) else ",".join(dead)


def _score_options(
    dead: Union[str, Sequence[str]],
    method: str,
    rules: Optional[str],
    prisoners: Tuple[int, int],
    passes: Tuple[int, int],
    komi: Optional[float],
    moves: int,
    allow_dead_blocks: bool,
    limits: Optional[SgfLimits],
    handicap: Optional[int] = None,
) -> str:
    """The options of ``qili score`` as the extension reads them."""
    return json.dumps({
        "dead": _dead(dead), "method": method, "rules": rules, "prisoners": list(prisoners),
        "passes": list(passes), "komi": None if komi is None else repr(float(komi)), "moves": moves,
        "allow_dead_blocks": allow_dead_blocks, "sgf_limits": list(_limits(limits)),
        "handicap": handicap,
    })


def score(
    position: Union[str, Sequence[str], "os.PathLike[str]", None] = None,
    *,
    sgf: Optional[Record] = None,
    dead: Union[str, Sequence[str]] = "auto",
    method: str = "all",
    rules: Optional[str] = None,
    prisoners: Tuple[int, int] = (0, 0),
    passes: Tuple[int, int] = (0, 0),
    komi: Optional[float] = None,
    moves: int = 0,
    allow_dead_blocks: bool = False,
    breakdown: bool = False,
    limits: Optional[SgfLimits] = None,
    handicap: Optional[int] = None,
) -> List[ScoreReport]:
    """``qili score``: a finished position under every counting method (``method="all"``) or
    the named ones, or the methods that count as ``rules`` does.

    The position: rows (``"XX.O/X.OO"`` or a list of rows; ``X`` black, ``O`` white, ``.``
    empty), a file of rows, or an SGF record (``sgf=``, text or path; its main line replayed
    under ``rules`` or its ``RU``). ``dead``: ``"auto"`` (Benson's unconditional life),
    ``"none"``, ``"sgf"`` (the record's ``TB``/``TW``), ``'gtp:"CMD"'`` (a GTP engine's
    ``final_status_list dead``), or points (``"c2"``, ``"cd"``, ``"3:2"``). ``prisoners`` and
    ``passes`` are (black, white); ``komi`` replaces the methods' own (not the route counts',
    which state none, nor Ying's, fixed by YG-19). ``handicap``: the handicap stones of a
    position given as rows (a record's come from its ``HA`` or setup), for White's bonus as each
    method's rules give it."""
    rows: Optional[str] = None
    file: Optional[str] = None
    text: Optional[str] = None
    if sgf is not None:
        if position is not None:
            raise QiliError("give either a position or sgf=, not both")
        text, file = _record(sgf)
    elif position is not None:
        rows, file = _rows(position)
    options = _score_options(
        dead, method, rules, prisoners, passes, komi, moves, allow_dead_blocks, limits, handicap
    )
    d = json.loads(_native.score(rows, file, text, options, breakdown))
    _warn(d["warnings"], file or "<sgf text>")
    return [ScoreReport.from_json(r) for r in d["reports"]]


def score_many(
    records: Sequence[str],
    *,
    dead: Union[str, Sequence[str]] = "none",
    method: str = "tromp-taylor",
    rules: Optional[str] = None,
    komi: Optional[float] = None,
    threads: int = 0,
    limits: Optional[SgfLimits] = None,
) -> List[Union[List[ScoreReport], QiliError]]:
    """:func:`score` of many SGF records (text) at once, on ``threads`` threads (0: every
    core), without the GIL. Each item is that record's reports, or the :class:`QiliError` it
    would have raised; warnings are not reported."""
    out: List[Union[List[ScoreReport], QiliError]] = []
    options = _score_options(dead, method, rules, (0, 0), (0, 0), komi, 0, False, limits)
    for d in json.loads(_native.score_many(list(records), options, threads)):
        if "error" in d:
            out.append(QiliError(d["error"]))
        else:
            out.append([ScoreReport.from_json(r) for r in d["reports"]])
    return out


@dataclass(frozen=True)
class SolveRow(_Json):
    """A row of ``qili solve --format json``: Black's result under optimal play without komi
    (``value``, when solved; else the bounds ``lower``/``upper``, ``None`` when unproved), one
    optimal game (``pv``, and as ``sgf``), the search nodes, the seconds and why the search
    stopped (``note``)."""

    board: str
    rules: str
    value: Optional[int]
    lower: Optional[int]
    upper: Optional[int]
    pv: str
    sgf: str
    nodes: int
    seconds: float
    note: str


def solve(
    board: Optional[str] = None,
    *,
    rules: Optional[str] = None,
    sgf: Optional[Record] = None,
    budget: int = 200_000_000,
    time: Optional[float] = None,
    threads: int = 1,
    limits: Optional[SgfLimits] = None,
    save: Optional[Union[str, os.PathLike]] = None,
    resume: Optional[Union[str, os.PathLike]] = None,
    search: str = "alpha-beta",
) -> List[SolveRow]:
    """``qili solve --board MxN`` (or ``--sgf``): the value of a small board, or of a record's
    position, under optimal play for each rule set of ``rules`` (the solver's names, e.g.
    ``"psk,ssk,jpd"``; default the CLI's), within ``budget`` search nodes and ``time``
    seconds; on ``threads`` threads (default 1, where every node count is the same on every
    run; more share the search's tables, and the node counts and the game may then vary, the
    value never does). ``save`` writes the solver's tables to that file after the solve and
    ``resume`` starts from a file so written (``--save``/``--resume``: one board and one rule
    set; a file from the empty board serves a record's position of the same board and the
    other way round), so a long solve can be run in steps, each with its own ``budget``.
    ``search="proof-number"`` asks each question by proof-number search (``--search
    proof-number``: one thread, rule sets whose games are finite)."""
    text: Optional[str] = None
    path: Optional[str] = None
    if sgf is not None:
        text, path = _record(sgf)
    rows = json.loads(
        _native.solve(
            board,
            rules,
            budget,
            time,
            threads,
            text,
            path,
            _limits(limits),
            None if save is None else os.fspath(save),
            None if resume is None else os.fspath(resume),
            search,
        )
    )
    return [SolveRow.from_json(r) for r in rows]


# ---------------------------------------------------------------------------------------
# The audit and the vectors


def claims() -> List[Dict[str, Any]]:
    """Every claim of the registry: ``id`` (the guide's ID: JPD-A11, HZ-6, TS-8, YG-18,
    XQ-6, T1 ...), ``document``, ``section``, ``kind``, ``text_zh`` (the sentence as the
    document writes it), ``reading`` and ``options``."""
    return json.loads(_native.claims())


def audit(only: Optional[str] = None, *, thorough: bool = False) -> List[Dict[str, Any]]:
    """``qili audit --json [--only PREFIX] [--thorough]``: each claim with its computed
    status (``holds``, ``fails``, ``depends``, ``undecidable-as-written``) and the evidence
    behind it."""
    return json.loads(_native.audit(only, thorough))


def vectors() -> Dict[str, Any]:
    """The conformance vectors ``qili vectors --out DIR`` writes, by file name: the JSON files
    parsed (``go-legality.json``, ``go-scoring.json``, ``xiangqi-cycles.json`` ...; each with
    ``format_version``, ``kind``, ``count`` and ``vectors``), ``FORMAT.md`` as text."""
    out: Dict[str, Any] = {}
    for name, text in _native.vectors():
        out[name] = json.loads(text) if name.endswith(".json") else text
    return out


def version() -> str:
    """The qili version and the commit the package was built from."""
    return _native.version().split(", audit")[0]


from . import xq  # noqa: E402  (the Xiangqi functions, after the shared helpers above)
