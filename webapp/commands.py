"""Command-line commands contributed by canpol.webapp (registered on the `canpol` group)."""

COMMANDS: list = []
