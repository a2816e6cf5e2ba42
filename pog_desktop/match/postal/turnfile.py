"""The PBEM turn file ``.pogturn`` (issue 12, docs/pbem.md): one signed JSON object.

    {"format": "pog-pbem/1", "game_id", "seq" (0 = the invitation), "prev" (the hash of file
     seq-1, None for 0), "sender" (a seat), "rules" (scenario, options, rules version, group:
     the same in every file), "players" (seat -> name, email, signing key, lock key, share
     chain tip: the invitation holds the creator, every later file both), "body", "sig"}

``body``: ``actions`` [{"n", "seat", "action", "hash", "reveal"}], ``shares`` [[k, share]],
``locks`` [[side, batch, pass, values, proof]], ``unlocks`` [[side, draw, value, proof]],
``orders`` (the sender's standing orders, or None), ``audit`` (the revealed secrets, or None).
``sig``: Ed25519 of the canonical JSON of everything else; ``file_hash`` covers the signature
too, and the next file names it in ``prev``: a chain nobody can branch unseen.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ..atomic import atomic_write_text
from ...rules.core.messages import msg
from ..errors import SaveError

FORMAT = "pog-pbem/1"
SUFFIX = ".pogturn"
MAX_BYTES = 16 * 1024 * 1024
_FIELDS = {"format": str, "game_id": str, "seq": int, "sender": str, "rules": dict, "players": dict,
           "body": dict, "sig": str}
_BODY = {"actions": list, "shares": list, "locks": list, "unlocks": list}


def canonical(doc: dict) -> bytes:
    return json.dumps({k: v for k, v in doc.items() if k != "sig"}, sort_keys=True, separators=(",", ":")).encode()


def file_hash(doc: dict) -> str:
    return hashlib.sha256(json.dumps(doc, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def write(path: Path | str, doc: dict) -> None:
    atomic_write_text(path, json.dumps(doc, sort_keys=True, separators=(",", ":")) + "\n")


def parse(text: str, name: str) -> dict:
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise SaveError(name, msg("postal.file.not_json", "not a turn file (not JSON: {detail})", detail=str(e))) from None
    if not isinstance(doc, dict):
        raise SaveError(name, msg("postal.file.not_object", "not a turn file (not a JSON object)"))
    if doc.get("format") != FORMAT:
        raise SaveError(name, msg("postal.file.format", "not a pog-desktop turn file (format {got!r}, expected {expected!r})",
                                  got=doc.get('format'), expected=FORMAT), "field 'format'")
    for key, kind in _FIELDS.items():
        if not isinstance(doc.get(key), kind) or isinstance(doc.get(key), bool):
            raise SaveError(name, msg("postal.file.missing_field", "missing or not a {kind}", kind=kind.__name__),
                            f"field {key!r}")
    if "prev" not in doc or not (doc["prev"] is None or isinstance(doc["prev"], str)):
        raise SaveError(name, msg("postal.file.prev", "must be the previous file's hash or null"), "field 'prev'")
    if doc["seq"] < 0:
        raise SaveError(name, msg("postal.file.negative", "negative"), "field 'seq'")
    body = doc["body"]
    for key, kind in _BODY.items():
        if not isinstance(body.get(key), kind):
            raise SaveError(name, msg("postal.file.missing_field", "missing or not a {kind}", kind=kind.__name__),
                            f"field 'body.{key}'")
    return doc


def read(path: Path | str) -> dict:
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise SaveError(path.name, msg("postal.file.too_large", "too large for a turn file (over {limit} bytes)",
                                           limit=MAX_BYTES))
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise SaveError(path.name, msg("postal.file.unreadable", "cannot be read: {detail}", detail=str(e))) from None
    return parse(text, path.name)
