"""The small family of errors canpol raises, each with the CLI exit code it maps to."""


class CanpolError(Exception):
    """Base of every error canpol reports to a user; the message is meant to be read by a person."""

    exit_code = 2


class InputError(CanpolError):
    """A file, article, RDF document or query the user gave cannot be used (exit code 2)."""


class ConfigurationError(CanpolError):
    """A setting is missing or wrong; the message names the setting (exit code 2)."""


class QueryError(InputError):
    """A SPARQL query or update is malformed or not allowed (exit code 2)."""


class StoreError(CanpolError):
    """The graph store failed (disk, lock, remote server); the store is left as it was (exit code 2)."""


class NotConformingError(CanpolError):
    """Data does not conform to the SHACL shapes or the ontology is inconsistent (exit code 1)."""

    exit_code = 1


EXIT_OK = 0
EXIT_NOT_CONFORMING = 1
EXIT_USAGE = 2
EXIT_MEANINGS = {EXIT_OK: "ok", EXIT_NOT_CONFORMING: "data does not conform",
                 EXIT_USAGE: "usage, configuration or input error"}


def exit_codes_help(*codes: int) -> str:
    """The help line naming the exit codes a command can give (and only those)."""
    return "Exit codes: " + ", ".join(f"{code} {EXIT_MEANINGS[code]}" for code in codes) + "."
