"""The README's Python examples (between the python-samples markers) are real output: each is
run as a doctest from the repository's root and must print exactly what the README shows."""

import doctest
import os
import textwrap

from conftest import ROOT


def test_readme_python_samples_are_real_output():
    text = (ROOT / "README.md").read_text()
    begin, end = "<!-- python-samples:begin -->", "<!-- python-samples:end -->"
    assert begin in text and end in text
    block = text[text.index(begin) + len(begin): text.index(end)]
    # The examples are the indented lines; prose between them is dropped.
    lines = [l[4:] if l.startswith("    ") else "" for l in block.splitlines()]
    source = textwrap.dedent("\n".join(lines))
    test = doctest.DocTestParser().get_doctest(source, {}, "README.md python samples", "README.md", 0)
    assert len(test.examples) >= 6
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        runner.run(test)
    finally:
        os.chdir(cwd)
    assert runner.failures == 0, f"{runner.failures} README example(s) print something else (see above)"
