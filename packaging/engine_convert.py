"""Turn the engine's English sentences into message keys (issue 16): every prompt text, refusal reason
and log entry of ``pog_desktop/rules`` written as a string or f-string becomes
``msg("area.module.slug", "template {param}", ctx, param=value)`` (``rules/core/messages.py``).

    python packaging/engine_convert.py            # rewrite the files in place, print what changed
    python packaging/engine_convert.py --dry-run  # only print

The English text stays identical: f-string fields become named parameters; ``ctx.spaces[x].name``,
``ctx.units[x].name``, ``ctx.cards[x].name`` and ``side.upper()`` become ids (``space``, ``unit``,
``card``, ``side``) that the message names itself. Running it again converts only what is left
(a merge that brought plain strings back). Keys derive from the module and the text, so the same
sentence gets the same key again.
"""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "pog_desktop" / "rules"
# Not player text: developer errors, command-line tools, data ids.
SKIP = {"arrange.py", "seat_replay.py", "selfplay.py", "sample.py", "public_record.py", "board/invariants.py",
        "core/options.py", "core/setup.py", "core/state.py", "core/context.py", "core/card_commitments.py",
        "core/views.py", "core/messages.py", "core/dice.py", "combat/losses.py", "game.py"}
# call name -> index of the argument that is player text (a prompt, a reason, a log line)
TEXT_ARGS = {"log": 2, "Prompt": 3, "IllegalAction": 0, "wrong_action": 0, "eliminate": 4, "transfer": 4,
             "_score": 3, "turn_marked": 1, "_log": 4, "Pick": 0}
TEXT_NAMES = {"text", "doing", "reason", "why", "where", "what", "full"}
KIND_ATTRS = {"spaces": "space", "units": "unit", "cards": "card"}
LIMIT = 118   # columns of a converted call


def text_of(node) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "X" for v in node.values)
    return None


def is_sentence(node) -> bool:
    t = text_of(node)
    return t is not None and " " in t.strip() and re.search(r"[A-Za-z]{2}", t) is not None


def kind_ref(e):
    """(kind, id expression, ctx expression) for ``ctx.spaces[x].name`` and friends, else None."""
    if isinstance(e, ast.IfExp):   # ``ctx.units[u].name if u in ctx.units else u``: the id when unknown
        ref = kind_ref(e.body)
        return ref if ref and ast.unparse(ref[1]) == ast.unparse(e.orelse) else None
    if (isinstance(e, ast.Attribute) and e.attr == "name" and isinstance(e.value, ast.Subscript)
            and isinstance(e.value.value, ast.Attribute) and e.value.value.attr in KIND_ATTRS):
        owner = e.value.value.value
        if isinstance(owner, ast.Attribute) and owner.attr == "game":
            owner = owner.value
        return KIND_ATTRS[e.value.value.attr], e.value.slice, owner
    return None


SIDE_NAMES = ("side", "active", "winner", "loser", "s", "offerer", "other", "enemy")


def side_ref(e):
    """``side.upper()`` (also ``st.active.upper()``, ``st.sub["offerer"].upper()``) -> the side expression."""
    if not (isinstance(e, ast.Call) and isinstance(e.func, ast.Attribute) and e.func.attr == "upper" and not e.args):
        return None
    v = e.func.value
    if isinstance(v, ast.Subscript) and isinstance(v.slice, ast.Constant):
        name = str(v.slice.value)
    else:
        name = ast.unparse(v).split(".")[-1].split("[")[0]
    return v if name in SIDE_NAMES else None


def path_ref(e):
    """``" -> ".join(ctx.spaces[s].name for s in route)`` -> (list expression, ctx)."""
    if (isinstance(e, ast.Call) and isinstance(e.func, ast.Attribute) and e.func.attr == "join"
            and isinstance(e.func.value, ast.Constant) and e.func.value.value == " -> " and len(e.args) == 1
            and isinstance(e.args[0], ast.GeneratorExp)):
        g = e.args[0]
        ref = kind_ref(g.elt)
        gen = g.generators[0]
        if ref and ref[0] == "space" and len(g.generators) == 1 and not gen.ifs \
                and ast.unparse(ref[1]) == ast.unparse(gen.target):
            return f"list({ast.unparse(gen.iter)})", ref[2]
    return None


def word_choice(e):
    """``"success" if ok else "failure"``: both words become messages of their own."""
    if (isinstance(e, ast.IfExp) and all(isinstance(x, ast.Constant) and isinstance(x.value, str)
                                         and re.fullmatch(r"[A-Za-z][A-Za-z ]+", x.value) for x in (e.body, e.orelse))):
        return e.body.value, ast.unparse(e.test), e.orelse.value
    return None


def list_ref(e):
    """``", ".join(ctx.units[u].name for u in xs)`` -> (kind, list expression, ctx)."""
    if (isinstance(e, ast.Call) and isinstance(e.func, ast.Attribute) and e.func.attr == "join"
            and isinstance(e.func.value, ast.Constant) and e.func.value.value == ", " and len(e.args) == 1
            and isinstance(e.args[0], ast.GeneratorExp)):
        g = e.args[0]
        ref = kind_ref(g.elt)
        if ref and len(g.generators) == 1 and ast.unparse(ref[1]) == ast.unparse(g.generators[0].target):
            gen = g.generators[0]
            if not gen.ifs and isinstance(gen.iter, (ast.Name, ast.Attribute)):
                return ref[0], f"list({ast.unparse(gen.iter)})", ref[2]
            return ref[0], f"[{ast.unparse(ref[1])} {' '.join('for ' + ast.unparse(c.target) + ' in ' + ast.unparse(c.iter) + ''.join(' if ' + ast.unparse(i) for i in c.ifs) for c in g.generators)}]", ref[2]
    return None


def plain_name(e) -> str:
    if isinstance(e, ast.Name):
        n = e.id
    elif isinstance(e, ast.Attribute):
        n = e.attr
    elif isinstance(e, ast.Subscript):
        key = e.slice.value if isinstance(e.slice, ast.Constant) else None
        n = key if isinstance(key, str) and key.isidentifier() else plain_name(e.value)
    elif isinstance(e, ast.Call):
        n = plain_name(e.func)
        if n in ("len", "str", "sorted", "join", "upper", "lower", "int", "abs") and (e.args or isinstance(e.func, ast.Attribute)):
            inner = e.args[0] if e.args else e.func.value
            n = ("n_" if n == "len" else "") + plain_name(inner)
    else:
        n = "value"
    n = re.sub(r"\W", "_", n).strip("_").lower() or "value"
    if n in ("ctx", "st", "self", "a", "c", "e", "x", "u", "s", "n", "k", "v", "d", "p"):
        n = {"u": "unit_id", "n": "n", "s": "s_id"}.get(n, n)
    if re.match(r"^(space|unit|card|side|path)s?\d*$", n):
        n += "_id"
    return n


class Site:
    def __init__(self, node, key_prefix: str, aliases: dict | None = None):
        self.node = node
        self.aliases = aliases or {}
        self.words = []
        self.key_prefix = key_prefix
        self.params: dict[str, str] = {}    # name -> value source
        self.by_src: dict[str, str] = {}
        self.ctx = None
        parts = []
        if isinstance(node, ast.Constant):
            parts.append(node.value.replace("{", "{{").replace("}", "}}"))
        else:
            for v in node.values:
                if isinstance(v, ast.Constant):
                    parts.append(v.value.replace("{", "{{").replace("}", "}}"))
                else:
                    parts.append(self.field(v))
        self.template = "".join(parts)
        words = re.findall(r"[a-z]+", re.sub(r"\{[^}]*\}", " ", self.template.lower()))
        slug = "_".join(words[:5])
        self.slug = slug or "_".join(self.params) or "text"

    def field(self, v: ast.FormattedValue) -> str:
        e = v.value
        src = ast.unparse(e)
        if src in self.by_src:
            name = self.by_src[src]
        else:
            ref = kind_ref(e) or self.aliases.get(src)
            lst = None if ref else list_ref(e)
            side = None if ref or lst else side_ref(e)
            path = None if ref or lst or side is not None else path_ref(e)
            words = None if ref or lst or side is not None or path else word_choice(e)
            if path:
                base, value, self.ctx = "path", path[0], self.ctx or ast.unparse(path[1])
            elif words:
                yes, test, no = words
                k1 = self.key_prefix + "." + "_".join(re.findall(r"[a-z]+", yes.lower()))
                k2 = self.key_prefix + "." + "_".join(re.findall(r"[a-z]+", no.lower()))
                base = "outcome"
                value = f"msg({literal(k1)}, {literal(yes)}) if {test} else msg({literal(k2)}, {literal(no)})"
                self.words += [(k1, yes), (k2, no)]
            elif ref:
                base, value, self.ctx = ref[0], ast.unparse(ref[1]), self.ctx or ast.unparse(ref[2])
            elif lst:
                base, value, self.ctx = lst[0] + "s", lst[1], self.ctx or ast.unparse(lst[2])
            elif side is not None:
                base, value = "side", ast.unparse(side)
            else:
                base, value = plain_name(e), src
            name, i = base, 2
            while name in self.params:
                name, i = f"{base}{i}", i + 1
            self.params[name] = value
            self.by_src[src] = name
        conv = "" if v.conversion == -1 else "!" + chr(v.conversion)
        spec = ""
        if v.format_spec is not None:
            if not all(isinstance(x, ast.Constant) for x in v.format_spec.values):
                raise ValueError("nested format spec")
            spec = ":" + "".join(x.value for x in v.format_spec.values)
        return "{" + name + conv + spec + "}"


def literal(t: str) -> str:
    if '"' not in t:
        return '"' + t.replace("\\", "\\\\").replace("\n", "\\n") + '"'
    return repr(t)


def call_text(site: Site, key: str, indent: int, column: int) -> str:
    """``msg("key", "template", ctx, name=value)`` on one line when it fits in 118 columns, else the
    key on the first line and the template (in pieces) and the parameters below it."""
    rest = ([site.ctx] if site.ctx is not None else []) + [f"{k}={v}" for k, v in site.params.items()]
    one = "msg(" + ", ".join([literal(key), literal(site.template), *rest]) + ")"
    if column + len(one) <= LIMIT:
        return one
    pad = column + 4
    lines = [literal(c) for c in _pieces(site.template, LIMIT - pad - 2)]
    text = f"msg({literal(key)},\n" + " " * pad + ("\n" + " " * pad).join(lines)
    row = ""
    for r in rest:
        if row and pad + len(row) + len(r) + 2 > LIMIT:
            text += ",\n" + " " * pad + row
            row = r
        else:
            row = f"{row}, {r}" if row else r
    if row:
        text += ",\n" + " " * pad + row
    return text + ")"


def _pieces(text: str, width: int) -> list[str]:
    out, cur = [], ""
    for word in re.split(r"(?<= )", text):
        if cur and len(cur) + len(word) > width:
            out.append(cur)
            cur = ""
        cur += word
    return out + [cur]


def targets(tree) -> list:
    """The string nodes of ``tree`` that are player text."""
    found = []

    def leaves(e):
        if isinstance(e, ast.IfExp):
            return leaves(e.body) + leaves(e.orelse)
        return [e] if is_sentence(e) else []

    for node in ast.walk(tree):
        if isinstance(node, ast.Return) and node.value is not None:
            found += leaves(node.value)
        elif isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            i = TEXT_ARGS.get(name)
            if i is not None and len(node.args) > i:
                found += leaves(node.args[i])
            for kw in node.keywords:
                if kw.arg in TEXT_NAMES and name in TEXT_ARGS:
                    found += leaves(kw.value)
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and node.targets[0].id in TEXT_NAMES:
            found += leaves(node.value)
    return found


def name_aliases(tree) -> dict:
    """string node -> {local name: kind_ref} for ``name = ctx.spaces[x].name`` assigned once in its function."""
    out = {}
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        seen, refs = {}, {}
        for node in ast.walk(fn):
            if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.For, ast.comprehension)):
                tgts = node.targets if isinstance(node, ast.Assign) else [node.target]
                for t in tgts:
                    for n in ast.walk(t):
                        if isinstance(n, ast.Name):
                            seen[n.id] = seen.get(n.id, 0) + 1
                if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    v = node.value
                    ref = kind_ref(v)
                    if ref and isinstance(ref[1], (ast.Name, ast.Attribute)):
                        refs[node.targets[0].id] = ref
                    elif (isinstance(v, ast.Subscript) and isinstance(v.value, ast.Attribute)
                          and v.value.attr in KIND_ATTRS and isinstance(v.slice, (ast.Name, ast.Attribute))):
                        owner = v.value.value
                        if isinstance(owner, ast.Attribute) and owner.attr == "game":
                            owner = owner.value
                        refs[node.targets[0].id + ".name"] = (KIND_ATTRS[v.value.attr], v.slice, owner)
        local = {k: v for k, v in refs.items() if seen.get(k.split(".")[0]) == 1}
        if local:
            for node in ast.walk(fn):
                out.setdefault(node, {}).update(local)
    return out


def convert(path: Path, dry: bool) -> list[tuple[str, str]]:
    rel = path.relative_to(RULES).as_posix()
    if rel in SKIP:
        return []
    src = path.read_text()
    tree = ast.parse(src)
    prefix = ".".join(path.relative_to(RULES).with_suffix("").parts)
    nodes = targets(tree)
    if not nodes:
        return []
    lines = src.splitlines(keepends=True)
    starts = [0]
    for ln in lines:
        starts.append(starts[-1] + len(ln.encode()))
    data = src.encode()
    edits, made, used = [], [], {}
    aliases = name_aliases(tree)
    for node in sorted(set(nodes), key=lambda n: (n.lineno, n.col_offset)):
        try:
            site = Site(node, prefix, aliases.get(node))
        except ValueError as err:
            print(f"{rel}:{node.lineno}: left as it is ({err})")
            continue
        key = f"{prefix}.{site.slug}"
        n = 2
        while used.get(key, site.template) != site.template:
            key, n = f"{prefix}.{site.slug}_{n}", n + 1
        used[key] = site.template
        a = starts[node.lineno - 1] + node.col_offset
        b = starts[node.end_lineno - 1] + node.end_col_offset
        indent = len(lines[node.lineno - 1]) - len(lines[node.lineno - 1].lstrip())
        edits.append((a, b, call_text(site, key, indent, len(data[starts[node.lineno - 1]:a].decode()))))
        made.append((key, site.template))
        made += site.words
    for a, b, text in sorted(edits, reverse=True):
        data = data[:a] + text.encode() + data[b:]
    out = data.decode()
    out = add_import(out, path)
    if not dry:
        path.write_text(out)
    return made


def add_import(src: str, path: Path) -> str:
    depth = len(path.relative_to(RULES).parts) - 1
    in_core = path.relative_to(RULES).parts[0] == "core"
    module = ".messages" if in_core and depth == 1 else "." * (depth + 1) + "core.messages"
    line = f"from {module} import msg\n"
    if line in src:
        return src
    tree = ast.parse(src)
    last = None
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            last = node
        elif isinstance(node, ast.Expr) and isinstance(getattr(node, "value", None), ast.Constant) and last is None:
            continue
        else:
            break
    lines = src.splitlines(keepends=True)
    at = last.end_lineno if last is not None else 0
    return "".join(lines[:at]) + line + "".join(lines[at:])


def main(argv: list[str]) -> int:
    dry = "--dry-run" in argv
    total = 0
    for path in sorted(RULES.rglob("*.py")):
        made = convert(path, dry)
        for key, tmpl in made:
            print(f"{key}: {tmpl}")
        total += len(made)
    print(f"{total} message(s) {'found' if dry else 'converted'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
