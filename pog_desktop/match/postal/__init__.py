"""Play by e-mail without trust and without a server (issue 12, docs/pbem.md).

``group`` (SRA cipher, Chaum-Pedersen proofs), ``shares`` (dice by commit-reveal chains),
``signing`` (Ed25519), ``pools`` (the mental-poker deal), ``hands`` (a whole hand shown: AP 23 /
CP 17), ``table`` (the game rebuilt from the files), ``orders`` (standing orders), ``turnfile`` (the signed, chained ``.pogturn``),
``player`` (one player's side: create, join, act, send, open), ``audit`` (the end check and
``--verify``), ``games`` (the list of PBEM games)."""
from .player import Opened, PbemGame
from .verify import verify_file

__all__ = ["PbemGame", "Opened", "verify_file"]
