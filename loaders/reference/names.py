"""Short forms of English given names (hypocoristics): Tom for Thomas, Gord for Gordon, Bob for Robert, ...

A small table written for canpol (common English usage, no external list). Only true short forms
of one given name are listed, not other names that share a stem or sound alike ("Pierre-Luc" has
none). The gazetteer (kb.py) offers a variant only when the family name is the person's and the
date falls in the person's House service (or a leading office), so "Tom Mulcair" in an article of
2012 names Thomas Mulcair, and a "Bob Smith" of 1890 names nobody today.
"""

from __future__ import annotations

import unicodedata

# formal given name -> its short forms
SHORT_FORMS: dict[str, tuple[str, ...]] = {
    "Albert": ("Al", "Bert"),
    "Alexander": ("Alex", "Sandy"),
    "Alexandra": ("Alex",),
    "Andrew": ("Andy", "Drew"),
    "Anthony": ("Tony",),
    "Benjamin": ("Ben",),
    "Bernard": ("Bernie",),
    "Catherine": ("Cathy", "Kate"),
    "Charles": ("Chuck", "Charlie"),
    "Christopher": ("Chris",),
    "Daniel": ("Dan", "Danny"),
    "David": ("Dave",),
    "Deborah": ("Deb", "Debbie"),
    "Donald": ("Don",),
    "Douglas": ("Doug",),
    "Edward": ("Ed", "Ted", "Eddie"),
    "Elizabeth": ("Liz", "Beth"),
    "Frederick": ("Fred",),
    "Gerald": ("Gerry",),
    "Gordon": ("Gord",),
    "Gregory": ("Greg",),
    "James": ("Jim", "Jimmy", "Jamie"),
    "Jeffrey": ("Jeff",),
    "Jennifer": ("Jen", "Jenny"),
    "John": ("Jack",),
    "Jonathan": ("Jon",),
    "Joseph": ("Joe",),
    "Katherine": ("Kathy", "Kate"),
    "Kathleen": ("Kathy",),
    "Kenneth": ("Ken", "Kenny"),
    "Lawrence": ("Larry",),
    "Leonard": ("Len",),
    "Margaret": ("Maggie", "Peggy"),
    "Matthew": ("Matt",),
    "Michael": ("Mike",),
    "Nathaniel": ("Nate", "Nat"),
    "Nicholas": ("Nick",),
    "Patricia": ("Pat", "Patty"),
    "Patrick": ("Pat",),
    "Peter": ("Pete",),
    "Philip": ("Phil",),
    "Raymond": ("Ray",),
    "Rebecca": ("Becky",),
    "Richard": ("Dick", "Rick", "Rich"),
    "Robert": ("Bob", "Rob", "Bobby", "Robbie"),
    "Ronald": ("Ron",),
    "Samuel": ("Sam",),
    "Stephen": ("Steve",),
    "Steven": ("Steve",),
    "Susan": ("Sue",),
    "Terence": ("Terry",),
    "Terrence": ("Terry",),
    "Thomas": ("Tom", "Tommy"),
    "Timothy": ("Tim",),
    "William": ("Bill", "Will", "Billy"),
}

FORMAL_FORMS: dict[str, tuple[str, ...]] = {}
for _formal, _shorts in SHORT_FORMS.items():
    for _short in _shorts:
        FORMAL_FORMS[_short] = FORMAL_FORMS.get(_short, ()) + (_formal,)


def _key(name: str) -> str:
    name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return name.strip().rstrip(".").capitalize()


def given_name_variants(given: str) -> list[str]:
    """Other forms of one given name: its short forms, or (for a short form) the formal names it shortens."""
    key = _key(given)
    return list(SHORT_FORMS.get(key, ())) + [f for f in FORMAL_FORMS.get(key, ()) if f != key]


def same_given_name(a: str, b: str) -> bool:
    """Two given names (first words) that are the same name or one's short form of the other."""
    ka, kb = _key(a), _key(b)
    return ka == kb or kb in given_name_variants(ka)
