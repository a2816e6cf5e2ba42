"""The shape of the code (docs/architecture.md), read from the sources with ``ast``: no import
cycle anywhere in pog_desktop/, imports only downwards between the layers
data < rules < match < ai < ui (app on top), inside rules only downwards between its
subpackages core < board < turn < operations < combat < events < the API modules
(game, flow, selfplay), and Qt only inside ui/. Imports inside functions count too."""
import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "pog_desktop"
QT = ("PySide6", "PyQt5", "PyQt6", "shiboken6")
LAYERS = ("data", "rules", "match", "ai", "ui")
RULES_LAYERS = ("core", "board", "turn", "operations", "combat", "events")


def modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = ["pog_desktop", *path.relative_to(PACKAGE).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = modules()


def _walk(node):
    """Every node but the bodies of ``if TYPE_CHECKING:`` (imports for type hints only)."""
    yield node
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
            for other in child.orelse:
                yield from _walk(other)
            continue
        yield from _walk(child)


def imports(name: str, path: Path) -> list[tuple[str, int]]:
    """(imported module, line) for every import of the module, resolved to a module of ours
    when it is one (``from pkg import sub`` names the submodule), else the name as written."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    out = []
    for node in _walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(a.name, node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            target = ".".join(base + (node.module.split(".") if node.module else []))
            for a in node.names:
                sub = f"{target}.{a.name}"
                out.append((sub if sub in MODULES else target, node.lineno))
    return out


GRAPH = {m: {t for t, _ in imports(m, p) if t in MODULES and t != m} for m, p in MODULES.items()}


def layer(module: str) -> tuple:
    """(project layer, rules layer) ranks: a module may import only ranks at or below its own."""
    parts = module.split(".")
    if len(parts) == 1:
        return -1, 0   # pog_desktop/__init__.py: the version, below everything
    top = parts[1]
    rank = LAYERS.index(top) if top in LAYERS else len(LAYERS)   # app, __main__: on top
    sub = len(RULES_LAYERS)   # rules' API modules (game, flow, selfplay) sit above its subpackages
    if top == "rules" and len(parts) > 2 and parts[2] in RULES_LAYERS:
        sub = RULES_LAYERS.index(parts[2])
    return rank, sub


def cycles() -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in GRAPH[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(GRAPH):
        if v not in index:
            visit(v)
    return out


def test_no_import_cycle_in_the_package():
    assert cycles() == []


def test_imports_go_only_downwards_between_layers_and_rules_subpackages():
    upward = []
    for m, targets in sorted(GRAPH.items()):
        mine = layer(m)
        for t in sorted(targets):
            theirs = layer(t)
            # the rules package's own __init__ is its API, above its subpackages
            if theirs[0] > mine[0] or (theirs[0] == mine[0] == LAYERS.index("rules") and theirs[1] > mine[1]):
                upward.append(f"{m} -> {t}")
    assert upward == []


def test_qt_is_imported_only_in_ui():
    offenders = [f"{m}:{line} imports {t}" for m, p in sorted(MODULES.items()) if not m.startswith("pog_desktop.ui")
                 for t, line in imports(m, p) if t.split(".")[0] in QT]
    assert offenders == []


def test_the_checker_sees_a_cycle_and_an_upward_import():
    """The checks above must be able to fail: the rules package's own modules do import each
    other, and a module of a lower layer ranks below one of a higher layer."""
    assert layer("pog_desktop.rules.core.state") < layer("pog_desktop.rules.board.supply")
    assert layer("pog_desktop.rules.events.special") < layer("pog_desktop.rules.game")
    assert layer("pog_desktop.data.model") < layer("pog_desktop.rules.core.state") < layer("pog_desktop.ui.main_window")
    assert "pog_desktop.rules.core.state" in GRAPH["pog_desktop.rules.game"]


def test_every_hand_over_the_rules_ask_for_is_declared_in_the_turn_flow():
    """A lower layer reaches a higher one only through ``ctx.flow[name]``; each name asked for
    must be in ``rules/flow.py``'s table (and the table holds nothing nobody asks for)."""
    from pog_desktop.rules.flow import FLOW
    asked = set()
    for m, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) \
                    and ast.unparse(node.value).endswith("ctx.flow"):
                asked.add(node.slice.value)
            if isinstance(node, ast.Compare) and isinstance(node.left, ast.Constant) \
                    and any(ast.unparse(c).endswith("ctx.flow") for c in node.comparators):
                asked.add(node.left.value)
    assert asked and asked == set(FLOW)
