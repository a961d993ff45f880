"""Command-line commands contributed by canpol.loaders (registered on the `canpol` group)."""

COMMANDS: list = []
