"""Every import of one canpol package by another follows the directions of docs/architecture.md
(the table under "Folders and what each may import"), read with `ast`, lazy imports included."""

from __future__ import annotations

import ast
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DOC = REPO / "docs" / "architecture.md"
# The folders of the import package `canpol` (pyproject.toml, [tool.setuptools.package-dir]).
FOLDERS = {"canpol": "canpol", "graph": "canpol.graph", "ontology": "canpol.ontology",
           "loaders": "canpol.loaders", "webapp": "canpol.webapp"}


def allowed_imports() -> dict[str, set[str]]:
    """unit -> the units it may import, from the table that follows the marker in the doc."""
    text = DOC.read_text(encoding="utf-8")
    after = text.split("<!-- imports:", 1)[1].splitlines()[1:]
    rules: dict[str, set[str]] = {}
    for line in after[next(i for i, line in enumerate(after) if line.startswith("|")):]:
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if cells[0] in ("unit", "---"):
            continue
        rules[cells[0].strip("`")] = set(re.findall(r"`([^`]+)`", cells[-1]))
    return rules


def module_names() -> dict[str, Path]:
    """Every module of the package by its dotted name."""
    found = {}
    for folder, package in FOLDERS.items():
        for path in sorted((REPO / folder).rglob("*.py")):
            parts = list(path.relative_to(REPO / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join([package, *parts])] = path
    return found


def unit_of(module: str, units) -> str | None:
    """The most specific unit a module belongs to: `canpol.*` units name modules of canpol/
    exactly, the others a folder (graph.remote: canpol.graph.remote and below)."""
    best = None
    for unit in units:
        if unit.startswith("canpol"):
            if module == unit:
                return unit
            continue
        prefix = "canpol." + unit
        if (module == prefix or module.startswith(prefix + ".")) and (best is None or len(unit) > len(best)):
            best = unit
    return best


def imported_modules(path: Path, module: str, modules) -> list[tuple[int, str]]:
    """(line, module) for every import of a canpol module in the file, relative ones resolved;
    `from package import name` counts as importing the submodule when `name` is one."""
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                out.append((node.lineno, sub if sub in modules else target))
    return [(line, name) for line, name in out if name == "canpol" or name.startswith("canpol.")]


def test_the_doc_lists_every_unit_and_every_module_belongs_to_one():
    rules = allowed_imports()
    assert {"graph", "graph.embedded", "graph.remote", "ontology", "loaders", "webapp", "canpol.cli"} <= set(rules)
    for allowed in rules.values():
        assert allowed <= set(rules), f"the table names a unit it does not list: {allowed - set(rules)}"
    homeless = [m for m in module_names() if unit_of(m, rules) is None]
    assert not homeless, f"modules in no unit of docs/architecture.md: {homeless}"


def test_every_import_follows_the_allowed_directions():
    rules = allowed_imports()
    modules = module_names()
    wrong = []
    for module, path in modules.items():
        unit = unit_of(module, rules)
        for line, target in imported_modules(path, module, modules):
            target_unit = unit_of(target, rules)
            if target_unit is None:
                wrong.append(f"{path.relative_to(REPO)}:{line} imports {target}, which is in no unit")
            elif target_unit != unit and target_unit not in rules[unit]:
                wrong.append(f"{path.relative_to(REPO)}:{line} ({unit}) imports {target} ({target_unit})")
    assert not wrong, "imports against docs/architecture.md:\n" + "\n".join(wrong)


def test_the_check_sees_a_wrong_direction():
    rules = allowed_imports()
    assert unit_of("canpol.graph.remote.transport", rules) == "graph.remote"
    assert unit_of("canpol.graph.embedded", rules) == "graph.embedded"
    assert unit_of("canpol.graph.store", rules) == "graph"
    assert unit_of("canpol", rules) == "canpol"
    assert "webapp" not in rules["loaders"] and "loaders" not in rules["webapp"]
    assert "graph.embedded" not in rules["graph.remote"]
    assert not any("canpol.cli" in allowed for unit, allowed in rules.items() if unit != "canpol.__main__")


def redefined_names(source: str) -> list[str]:
    """The functions and classes a module (or a class body) defines twice: the second silently
    replaces the first, and whatever registered the first by name now runs the second (two
    branches adding a pattern of the same name merge without a conflict)."""
    found = []

    def visit(body, where):
        seen = set()
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                decorated = {getattr(d, "attr", getattr(d, "id", "")) for d in node.decorator_list}
                if node.name in seen and not decorated & {"overload", "setter", "deleter", "register"}:
                    found.append(f"{where}{node.name} (line {node.lineno})")
                seen.add(node.name)
                if isinstance(node, ast.ClassDef):
                    visit(node.body, f"{where}{node.name}.")

    visit(ast.parse(source).body, "")
    return found


def test_no_module_defines_a_name_twice():
    twice = [f"{path.relative_to(REPO)}: {name}" for path in module_names().values()
             for name in redefined_names(path.read_text(encoding="utf-8"))]
    assert not twice, "defined twice (the later one replaces the earlier):\n" + "\n".join(twice)


def test_the_check_sees_a_name_defined_twice():
    assert redefined_names("def a():\n    pass\n\n\ndef a():\n    pass\n") == ["a (line 5)"]
    assert redefined_names("class C:\n    def f(self): ...\n    def f(self): ...\n") == ["C.f (line 3)"]
    assert redefined_names("class C:\n    @property\n    def f(self): ...\n    @f.setter\n    def f(self, v): ...\n") == []
