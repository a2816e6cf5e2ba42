"""The one error the data layer raises: it names the file, the entry and the field."""


class DataError(ValueError):
    """Bad game data. ``str()`` reads ``file: entry 'id': field 'name': what is wrong``."""

    def __init__(self, file: str, message: str, entry: str | None = None, field: str | None = None):
        self.file = file
        self.entry = entry
        self.field = field
        self.message = message
        where = [file]
        if entry is not None:
            where.append(f"entry {entry!r}")
        if field is not None:
            where.append(f"field {field!r}")
        super().__init__(": ".join(where) + ": " + message)
