"""canpol: a knowledge graph of Canadian political events, with the evidence behind each claim."""

__version__ = "0.1.0"
# What the provenance of every generated graph names as the software that made it.
SOFTWARE = f"canpol {__version__}"
