"""The rules engine of Paths of Glory: pure Python, no Qt, no I/O."""
