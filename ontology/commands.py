"""Command-line commands contributed by canpol.ontology (registered on the `canpol` group)."""

COMMANDS: list = []
