"""The engine's translation catalogs (issue 16): every ``msg("key", "English template", ...)`` of
``pog_desktop/rules`` (and of ``pog_desktop/match``: a refused turn file's reasons) collected into ``pog_desktop/i18n/engine_<lang>.ts`` (Qt Linguist, context
``engine``: source = the English template, disambiguation = the key), then compiled to ``.qm``.

    python packaging/engine_catalog.py            # update the .ts (keeps translations), build the .qm
    python packaging/engine_catalog.py --release  # only compile the .ts (after translating in Linguist)
    python packaging/engine_catalog.py --check    # list keys without a finished translation

A translation is kept while its key's English template is unchanged; a changed template makes it
unfinished again. ``ui/engine_text.py`` renders a message through these catalogs.
"""
from __future__ import annotations

import ast
import re
import runpy
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "pog_desktop" / "rules"
MATCH = ROOT / "pog_desktop" / "match"
I18N = ROOT / "pog_desktop" / "i18n"
LANGUAGES = {"it": "it_IT", "es": "es_ES"}
CONTEXT = "engine"
FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")


def collect(*roots: Path) -> dict[str, str]:
    """key -> English template of every ``msg(key, template, ...)`` call with literal arguments."""
    found: dict[str, str] = {}
    for path in sorted(p for root in (roots or (RULES, MATCH)) for p in root.rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "msg"
                    and len(node.args) >= 2):
                continue
            key, tmpl = node.args[0], node.args[1]
            if not (isinstance(key, ast.Constant) and isinstance(tmpl, ast.Constant)
                    and isinstance(key.value, str) and isinstance(tmpl.value, str)):
                raise ValueError(f"{path}:{node.lineno}: msg() needs a literal key and template")
            if found.get(key.value, tmpl.value) != tmpl.value:
                raise ValueError(f"{path}:{node.lineno}: key {key.value!r} has two templates")
            found[key.value] = tmpl.value
    return dict(sorted(found.items()))


def placeholders(text: str) -> set[str]:
    """The parameter names a template or a translation uses."""
    return set(FIELD.findall(text.replace("{{", "").replace("}}", "")))


def ts_file(lang: str) -> Path:
    return I18N / f"engine_{lang}.ts"


def read_ts(path: Path) -> dict[str, tuple[str, str, bool]]:
    """key -> (English source, translation, finished) of an engine .ts file."""
    if not path.exists():
        return {}
    out = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        if ctx.findtext("name") != CONTEXT:
            continue
        for m in ctx.iter("message"):
            tr = m.find("translation")
            text = "" if tr is None or tr.text is None else tr.text
            finished = tr is not None and tr.get("type") not in ("unfinished", "obsolete", "vanished")
            out[m.findtext("comment") or ""] = (m.findtext("source") or "", text, finished)
    return out


def write_ts(path: Path, lang: str, catalog: dict[str, str], translations: dict[str, str]) -> None:
    """The .ts for ``catalog``; a key missing from ``translations`` is written unfinished."""
    root = ET.Element("TS", version="2.1", language=LANGUAGES[lang], sourcelanguage="en")
    ctx = ET.SubElement(root, "context")
    ET.SubElement(ctx, "name").text = CONTEXT
    for key, source in catalog.items():
        m = ET.SubElement(ctx, "message")
        ET.SubElement(m, "source").text = source
        ET.SubElement(m, "comment").text = key
        tr = ET.SubElement(m, "translation")
        if key in translations:
            tr.text = translations[key]
        else:
            tr.set("type", "unfinished")
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def update(catalog: dict[str, str] | None = None) -> dict[str, list[str]]:
    """Rewrite both .ts files for the current templates; returns the unfinished keys per language."""
    catalog = collect() if catalog is None else catalog
    missing = {}
    for lang in LANGUAGES:
        old = read_ts(ts_file(lang))
        kept = {k: t for k, (src, t, done) in old.items() if done and catalog.get(k) == src}
        write_ts(ts_file(lang), lang, catalog, kept)
        missing[lang] = [k for k in catalog if k not in kept]
    return missing


def release(out: Path = I18N) -> list[Path]:
    tool = runpy.run_path(str(Path(__file__).with_name("translations.py")))["tool"]   # this interpreter's pyside6
    made = []
    for lang in LANGUAGES:
        qm = out / f"engine_{lang}.qm"
        subprocess.run([tool("lrelease"), "-silent", str(ts_file(lang)), "-qm", str(qm)], check=True)
        made.append(qm)
    return made


def main(argv: list[str]) -> int:
    if "--check" in argv:
        catalog = collect()
        bad = 0
        for lang in LANGUAGES:
            have = read_ts(ts_file(lang))
            for key, source in catalog.items():
                src, text, done = have.get(key, ("", "", False))
                if not done or src != source or placeholders(text) != placeholders(source):
                    print(f"{lang} {key}: {source}")
                    bad += 1
        print(f"{len(catalog)} keys, {bad} translation(s) missing or stale")
        return 1 if bad else 0
    if "--release" not in argv:
        for lang, keys in update().items():
            print(f"engine_{lang}.ts: {len(keys)} unfinished")
    for qm in release():
        print(qm.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
