"""The French clitic pronouns, one set per role, shared by the parse repairs (nlp.py) and the patterns.

A clitic stands glued before its verb (« l'a accusé », « lui a demandé », « s'est excusé », « en a
parlé »), so the patterns and repairs that look left of a verb or participle must step over them; each
asks for the roles it can meet there. Closed-class grammar, not cue words: they stay out of the
lexicons, whose words the lemma repair may restore."""

from __future__ import annotations

# the direct object (« l'a accusé », « les a blâmés »)
OBJECT_CLITICS = frozenset({"l'", "l’", "le", "la", "les"})
# the indirect object (« lui a demandé », « leur a reproché »)
DATIVE_CLITICS = frozenset({"lui", "leur"})
# the reflexive (« s'est excusé »); nous and vous are reflexive and object alike
REFLEXIVE_CLITICS = frozenset({"me", "m'", "m’", "te", "t'", "t’", "se", "s'", "s’", "nous", "vous"})
# the adverbial (« en a parlé », « y a renoncé »)
ADVERBIAL_CLITICS = frozenset({"en", "y"})
# a person as object, direct or indirect
PERSON_OBJECT_CLITICS = OBJECT_CLITICS | DATIVE_CLITICS
# any of them
CLITICS = OBJECT_CLITICS | DATIVE_CLITICS | REFLEXIVE_CLITICS | ADVERBIAL_CLITICS
