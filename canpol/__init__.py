"""canpol: a knowledge graph of Canadian political events, with the evidence behind each claim."""

__version__ = "0.1.0"
