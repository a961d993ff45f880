"""`python -m canpol` runs the command line."""

from canpol.cli import main

main()
