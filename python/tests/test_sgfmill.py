"""sgfmill (PyPI; .ci/install.d/sgfmill.sh) against the package on generated games: the final
board, the captures and the area score (sgfmill's `Board.area_score()`, stones plus empty
regions touching one colour only: Tromp-Taylor's count) agree, on boards 2x2 to 19x19."""

import pytest

import qili

from gen_games import random_game, rows  # sgfmill is required: no skip


@pytest.mark.parametrize("seed", range(60))
def test_replay_and_area_score_agree(seed):
    size = [2, 3, 4, 5, 7, 9, 13, 19][seed % 8]
    moves = {2: 6, 3: 12, 4: 20, 5: 30}.get(size, size * size)
    text, board, captures = random_game(size, moves, seed)
    r = qili.replay(text)
    assert r.illegal is None
    assert r.board == rows(board)
    assert (r.prisoners["black"], r.prisoners["white"]) == tuple(captures)
    (tt,) = qili.score(sgf=text, dead="none", method="tromp-taylor")
    assert tt.margin == board.area_score()
    (many,) = qili.score_many([text], dead="none", method="tromp-taylor")
    assert many[0].margin == board.area_score()
