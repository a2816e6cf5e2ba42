"""Ed25519 signing keys of the PBEM players (issue 12), with the ``cryptography`` package."""
from __future__ import annotations

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

_RAW = dict(encoding=serialization.Encoding.Raw, format=serialization.PublicFormat.Raw)


class Signer:
    def __init__(self, private_hex: str | None = None):
        self._key = (Ed25519PrivateKey.from_private_bytes(bytes.fromhex(private_hex)) if private_hex
                     else Ed25519PrivateKey.generate())

    @property
    def private_hex(self) -> str:
        return self._key.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                                       serialization.NoEncryption()).hex()

    @property
    def public_hex(self) -> str:
        return self._key.public_key().public_bytes(**_RAW).hex()

    def sign(self, data: bytes) -> str:
        return self._key.sign(data).hex()


def verify(public_hex, data: bytes, signature_hex) -> bool:
    try:
        Ed25519PublicKey.from_public_bytes(bytes.fromhex(public_hex)).verify(bytes.fromhex(signature_hex), data)
        return True
    except (InvalidSignature, ValueError, TypeError):
        return False
