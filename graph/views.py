"""Views of one immutable store snapshot that the query rewriting pass reads instead of asking the
engine: the star view (every statement about the subjects linked to one organization, for
"memberships open on a date" filters) and the count view (statements per object of a predicate,
for grouped counts).

Why: pyoxigraph evaluates a date-range filter over memberships row by row through its joins
(~17 µs a membership on the union default graph) and a grouped count by scanning every statement
of the predicate; the same answers read from these tables cost a fraction of that.

Why never stale: a snapshot never changes (graph/snapshots.py; every load, remove and fetch
publishes a new one under a new name), and a view is a function of its snapshot, computed from it
by the engine itself (graph/queries/view_star.rq, view_counts.rq) on first use and dropped with
it. Building them at publish time instead would cost every write a scan of the whole store
(2.5 s for 1 M quads in Python, measured), whatever the queries that follow.

Terms are kept as the engine's TSV cells (Turtle syntax: `<iri>`, `"text"@en`,
`"1960-01-01"^^<…#date>`, bare numbers and booleans), which SPARQL's VALUES reads back as the same
terms; equal terms have equal cells within one snapshot.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

import pyoxigraph as ox
from rdflib import URIRef

# A view that would be bigger is not built; the query is then evaluated as written. Stars are
# for the selective organizations (a party's 10,000 memberships: ~45,000 statements); the count
# view answers a query in one row per object, which is only worth it for few objects.
MAX_STAR_ROWS = 100_000
MAX_COUNT_OBJECTS = 5_000
# Statements kept in memory over all the stars of a snapshot (the least recently used go first).
MAX_STARS_ROWS_KEPT = 400_000
CANPOL = "https://w3id.org/canpol/ontology#"
# The predicates whose objects index a star view: the organization of a membership.
STAR_INDEX = frozenset({CANPOL + "organization"})


class SnapshotViews:
    """The views of one open snapshot, built on first use. Thread-safe."""

    def __init__(self, store: ox.Store, name: str, folder: Path | None = None):
        self.store = store
        self.name = name
        # Where the views are shared with the other processes reading this snapshot (the
        # snapshot's side folder `<name>.views`), or None to keep them in this process only.
        self.folder = folder
        self._lock = threading.Lock()
        self._stars: OrderedDict[tuple[str, str], dict | None] = OrderedDict()
        self._star_rows = 0
        self._counts: dict[str, list[tuple[str, int]] | None] = {}
        self._solutions: OrderedDict[tuple, list[dict]] = OrderedDict()
        self._solution_rows = 0

    def star(self, index: str, key: str) -> dict[str, dict[str, list[str]]] | None:
        """{subject cell: {predicate IRI: [object cells, once per graph holding the statement]}}
        for the subjects whose `index` (an IRI of STAR_INDEX) is the IRI `key`; None when
        `index` is not indexed or the view would exceed MAX_STAR_ROWS."""
        if index not in STAR_INDEX:
            return None
        with self._lock:
            if (index, key) in self._stars:
                self._stars.move_to_end((index, key))
                return self._stars[(index, key)]
            star = self._shared(f"star {index} {key}", lambda: self._build_star(index, key)[0])
            rows = sum(len(v) for d in (star or {}).values() for v in d.values())
            self._stars[(index, key)] = star
            self._star_rows += rows
            while self._star_rows > MAX_STARS_ROWS_KEPT and len(self._stars) > 1:
                _, old = self._stars.popitem(last=False)
                self._star_rows -= sum(len(v) for d in (old or {}).values() for v in d.values())
            return star

    def star_solutions(self, star_key: tuple[str, str], subject, plan) -> list[dict]:
        """The solutions of the star pattern `plan` (see `_plan`) about the variable `subject`
        over the star view of `star_key` (index, key), before any filter: kept for the next
        query of the same shape, whatever its filter's constants."""
        memo_key = (star_key, subject, plan)
        with self._lock:
            if memo_key in self._solutions:
                self._solutions.move_to_end(memo_key)
                return self._solutions[memo_key]
        star = self.star(*star_key)
        found = [s for m, values in star.items() for s in _solutions(plan, subject, m, values)]
        with self._lock:
            self._solutions[memo_key] = found
            self._solution_rows += len(found)
            while self._solution_rows > MAX_STARS_ROWS_KEPT and len(self._solutions) > 1:
                _, old = self._solutions.popitem(last=False)
                self._solution_rows -= len(old)
        return found

    def counts(self, predicate: str) -> list[tuple[str, int]] | None:
        """[(object cell, statements)] for every object of the IRI `predicate`; None when it has
        more than MAX_COUNT_OBJECTS objects."""
        with self._lock:
            if predicate not in self._counts:
                found = self._shared(f"counts {predicate}", lambda: self._build_counts(predicate))
                self._counts[predicate] = [tuple(pair) for pair in found] if found is not None else None
            return self._counts[predicate]

    def _shared(self, what: str, build):
        """The view `what` from the snapshot's side folder when another process built it
        already, else built now and written there (atomically: a reader sees the whole file or
        none) for the others. A view depends on its snapshot only, so any copy is the same."""
        if self.folder is None:
            return build()
        import hashlib
        import json

        path = self.folder / f"{self.name}.views" / (hashlib.sha256(what.encode()).hexdigest()[:32] + ".json")
        try:
            with open(path, encoding="utf-8") as stored:
                found = json.load(stored)
            if found.get("what") == what:
                return found["view"]
        except (OSError, ValueError):
            pass
        view = build()
        try:
            path.parent.mkdir(exist_ok=True)
            tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
            tmp.write_text(json.dumps({"what": what, "view": view}), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            pass  # the snapshot was collected meanwhile, or the folder is read-only: kept here only
        return view

    def _rows(self, query_name: str, bindings: dict):
        from canpol.graph.bindings import bind_values
        from canpol.graph.queries import load_query

        answer = self.store.query(bind_values(load_query(query_name), bindings),
                                  use_default_graph_as_union=True)
        lines = answer.serialize(format=ox.QueryResultsFormat.TSV).decode("utf-8").split("\n")
        return [line.split("\t") for line in lines[1:] if line]

    def _build_star(self, index: str, key: str):
        subjects = self._rows("view_star_subjects", {"index": URIRef(index), "key": URIRef(key)})
        if not subjects:
            return {}, 0
        if len(subjects) > MAX_STAR_ROWS // 2 or any(not s.startswith("<") for (s,) in subjects):
            return None, 0  # blank node subjects cannot be bound by VALUES
        rows = self._rows("view_star", {"s": [URIRef(s[1:-1]) for (s,) in subjects]})
        if len(rows) > MAX_STAR_ROWS:
            return None, 0
        star: dict[str, dict[str, list[str]]] = {}
        for subject, predicate, obj in rows:
            if not predicate.startswith("<"):
                return None, 0  # not a plain IRI cell: not something this view reads
            star.setdefault(subject, {}).setdefault(predicate[1:-1], []).append(obj)
        return star, len(rows)

    def _build_counts(self, predicate: str):
        rows = self._rows("view_counts", {"predicate": URIRef(predicate)})
        if len(rows) > MAX_COUNT_OBJECTS:
            return None
        return [(obj, int(n)) for obj, n in rows]


_current: SnapshotViews | None = None
_current_lock = threading.Lock()


def for_snapshot(store: ox.Store, name: str, folder: Path | None = None) -> SnapshotViews:
    """The views of the snapshot `name` (open as `store`; shared through its side folder in
    `folder`, the snapshots folder, when given): the same object while it stays the newest this
    process reads, new ones when another snapshot is published."""
    global _current
    with _current_lock:
        if _current is None or _current.name != name:
            _current = SnapshotViews(store, name, folder)
        return _current


# -- reading the views in a query (the rewriting pass calls `ViewRules` first) --------------------

_XSD_DATE = "http://www.w3.org/2001/XMLSchema#date"
_DATE_CELL_END = '"^^<' + _XSD_DATE + ">"


class NotEstablished(Exception):
    """A precondition of a view rule does not hold: the query is evaluated as written."""


@lru_cache(maxsize=65_536)
def _date_cell(cell: str) -> str | None:
    """The lexical form of an xsd:date cell written YYYY-MM-DD with no time zone and a valid
    day, for which the order of the lexical forms is the order of the dates; None otherwise."""
    import datetime

    if not (cell.startswith('"') and cell.endswith(_DATE_CELL_END)):
        return None
    text = cell[1:-len(_DATE_CELL_END)]
    if len(text) != 10 or text[4] != "-" or text[7] != "-" or not (text[:4] + text[5:7] + text[8:]).isdigit():
        return None
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return None
    return text


_empty_store = None


def _empty():
    global _empty_store
    if _empty_store is None:
        _empty_store = ox.Store()
    return _empty_store


def cell(term) -> str:
    """The TSV cell of an rdflib IRI or literal of the query, as the views write the same term."""
    import pyoxigraph as ox
    from rdflib import Literal, URIRef

    if isinstance(term, URIRef):
        return str(ox.NamedNode(str(term)))
    if isinstance(term, Literal):
        if term.language:
            node = ox.Literal(str(term), language=term.language)
        else:
            node = ox.Literal(str(term), datatype=ox.NamedNode(str(term.datatype)) if term.datatype else None)
        return _empty().query("SELECT ?v WHERE {}", substitutions={ox.Variable("v"): node}).serialize(
            format=ox.QueryResultsFormat.TSV).decode("utf-8").split("\n")[1]
    raise NotEstablished(f"term {term!r}")


class _Constant:
    __slots__ = ("value",)

    def __init__(self, value: str):
        self.value = value


_COMPARE = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
            ">=": lambda a, b: a >= b, "=": lambda a, b: a == b, "!=": lambda a, b: a != b}


def compile_filter(expr):
    """A function of one solution (cells by variable name) giving SPARQL's value of the filter
    expression: True, False or None for an error. NotEstablished (now, or when called on a value
    that is not a plain xsd:date) for anything but comparisons of xsd:dates, BOUND, !, && and ||:
    the subset whose semantics this evaluator reproduces exactly."""
    from rdflib import Literal, Variable

    name = getattr(expr, "name", None)
    if name in ("ConditionalAndExpression", "ConditionalOrExpression"):
        parts = [compile_filter(e) for e in [expr.expr] + list(expr.other or [])]
        decisive = name == "ConditionalOrExpression"  # True decides an ||, False an &&

        def junction(solution):
            error = False
            for part in parts:
                value = part(solution)
                if value is decisive:
                    return decisive
                error = error or value is None
            return None if error else not decisive
        return junction
    if name == "UnaryNot":
        inner = compile_filter(expr.expr)

        def negation(solution):
            value = inner(solution)
            return None if value is None else not value
        return negation
    if name == "Builtin_BOUND":
        if not isinstance(expr.arg, Variable):
            raise NotEstablished("BOUND")
        variable = str(expr.arg)
        return lambda solution: variable in solution
    if name == "RelationalExpression" and expr.op in _COMPARE and expr.other is not None:
        compare = _COMPARE[expr.op]
        sides = []
        for side in (expr.expr, expr.other):
            if isinstance(side, Variable):
                sides.append(str(side))
            elif isinstance(side, Literal):
                value = _date_cell(cell(side))
                if value is None:
                    raise NotEstablished("not a plain xsd:date")
                sides.append(_Constant(value))
            else:
                raise NotEstablished("operand")

        def value_of(side, solution):
            if isinstance(side, _Constant):
                return side.value
            found = solution.get(side)
            if found is None:
                return None  # an unbound variable: an error
            value = _date_cell(found)
            if value is None:
                raise NotEstablished("not a plain xsd:date")
            return value

        left, right = sides
        if isinstance(right, _Constant) and not isinstance(left, _Constant):
            constant = right.value

            def comparison(solution):  # the common case, written out: var op constant
                found = solution.get(left)
                if found is None:
                    return None
                value = _date_cell(found)
                if value is None:
                    raise NotEstablished("not a plain xsd:date")
                return compare(value, constant)
            return comparison

        def comparison(solution):
            a, b = value_of(left, solution), value_of(right, solution)
            return None if a is None or b is None else compare(a, b)
        return comparison
    raise NotEstablished(f"expression {name}")


def variable_uses(node, counts: dict | None = None) -> dict:
    """How many times each variable is written in the algebra `node` (patterns, expressions,
    projections, group keys)."""
    from rdflib import BNode, Variable
    from rdflib.plugins.sparql.parserutils import CompValue

    counts = {} if counts is None else counts
    todo = [node]
    while todo:
        item = todo.pop()
        if isinstance(item, (Variable, BNode)):
            counts[item] = counts.get(item, 0) + 1
        elif isinstance(item, CompValue):
            todo.extend(v for k, v in item.items() if not k.startswith("_"))
        elif isinstance(item, (list, tuple, set)):
            todo.extend(item)
    return counts


MAX_VALUES_CELLS = 20_000


class ViewRules:
    """Parts of a query replaced by a VALUES table computed from the views (a `ViewValues` node of
    graph/rewrite.py), each only where it gives the same solutions as the engine would:

    (v1) star filter: Filter(f, P) where P is made of Join, OPTIONAL (LeftJoin without condition)
         and basic graph patterns of triples `?m <p> x` about one variable ?m (x a variable other
         than ?m, an IRI or a literal), one of them required and `?m <organization> <O>`: its
         solutions are computed from O's star view (the same cells the engine reads, with a row
         per graph holding a statement), and f evaluated by `evaluate`, which establishes that
         every comparison is between plain xsd:dates or gives up. The table keeps only the
         variables the rest of the query uses (a projection, which keeps duplicates), and is
         used when it has at most MAX_VALUES_CELLS cells.
    (v2) grouped count: AggregateJoin(Group(P)) where a basic graph pattern of P, reached through
         Join and Filter only, has a triple `?m <p> ?o` (or `?m <p> <o>`) whose ?m is used
         nowhere else but in COUNT(?m) or COUNT(*): the triple is replaced by the count view's
         table (?o, n) and COUNT by SUM(n), provided every other aggregate is one that n-fold
         repetition of a row does not change (MIN, MAX, COUNT DISTINCT, SAMPLE of a key).

    Only outside GRAPH and only for a query whose default graph is the union of the graphs, as the
    views are (the caller establishes the latter)."""

    def __init__(self, views: SnapshotViews, algebra):
        self.views = views
        self.uses = variable_uses(algebra)
        self.changed = False

    def pattern(self, node):
        from rdflib.plugins.sparql.parserutils import CompValue

        name = getattr(node, "name", None)
        if name in (None, "Graph", "BGP", "values", "ViewValues", "ServiceGraphPattern"):
            return node
        if name == "Filter":
            replaced = self._star(node)
            if replaced is not None:
                self.changed = True
                return replaced
        if name == "AggregateJoin":
            replaced = self._count(node)
            if replaced is not None:
                self.changed = True
                node = replaced
        fields = {}
        for key, value in node.items():
            if key in ("p", "p1", "p2") and isinstance(value, CompValue):
                value = self.pattern(value)
            fields[key] = value
        return CompValue(name, **fields)

    # (v1)
    def _star(self, node):
        from rdflib import Literal, URIRef, Variable

        triples, subject = [], None
        stack = [(node.p, True)]
        while stack:
            part, required = stack.pop()
            if part.name == "BGP":
                for t in part.triples:
                    triples.append((t, required))
            elif part.name == "Join":
                stack += [(part.p1, required), (part.p2, required)]
            elif part.name == "LeftJoin" and getattr(part.expr, "name", None) == "TrueFilter":
                stack += [(part.p1, required), (part.p2, False)]
            else:
                return None
        for (s, p, o), _ in triples:
            if not isinstance(s, Variable) or (subject is not None and s != subject):
                return None
            subject = s
            if not isinstance(p, URIRef) or not isinstance(o, (Variable, URIRef, Literal)) or o == s:
                return None
        keys = [(str(p), str(o)) for (s, p, o), required in triples
                if required and str(p) in STAR_INDEX and isinstance(o, URIRef)]
        if not keys:
            return None
        star = self.views.star(*keys[0])
        if star is None:
            return None
        inside = variable_uses(node)
        columns = [v for v in inside if isinstance(v, Variable) and self.uses.get(v, 0) > inside[v]]
        if not columns:
            return None
        try:
            test = compile_filter(node.expr)
            plan = _plan(node.p)
            rows = []
            names = [str(v) for v in columns]
            for solution in self.views.star_solutions(keys[0], str(subject), plan):
                if test(solution) is True:
                    rows.append(tuple([solution.get(v) for v in names]))
                    if len(rows) * len(columns) > MAX_VALUES_CELLS:
                        return None
        except NotEstablished:
            return None
        if any(c is not None and c.startswith("_:") for row in rows for c in row):
            return None  # a blank node cannot be written in VALUES
        return _values_node(columns, rows)

    # (v2)
    def _count(self, node):
        from rdflib import Variable

        group = node.p
        if group.name != "Group":
            return None
        if not all(isinstance(k, Variable) for k in group.expr or []):
            return None  # GROUP BY an expression: its keys are not variables of the pattern
        keys = set(group.expr or [])
        for agg in node.A:
            if not (agg.name in ("Aggregate_Count", "Aggregate_Min", "Aggregate_Max")
                    or (agg.name == "Aggregate_Sample" and agg.vars in keys)):
                return None  # an aggregate that repeated rows change (SUM, AVG, GROUP_CONCAT, ...)
        counted = [agg for agg in node.A if agg.name == "Aggregate_Count" and agg.distinct != "DISTINCT"]
        for path, bgp, triple in _count_triples(group.p):
            m = triple[0]
            if all(agg.vars in ("*", m) for agg in counted) and \
                    self.uses.get(m, 0) == 1 + sum(agg.vars == m for agg in counted):
                break
        else:
            return None
        m, predicate, obj = triple
        counts = self.views.counts(str(predicate))
        if counts is None:
            return None
        n = Variable("__canpol_view_count")
        if isinstance(obj, Variable):
            rows = [(o, str(c)) for o, c in counts]
            if any(o.startswith("_:") for o, _ in rows):
                return None
            table = _values_node([obj, n], rows)
        else:
            try:
                wanted = cell(obj)
            except NotEstablished:
                return None
            table = _values_node([n], [(str(c),) for o, c in counts if o == wanted])
        rest = [t for t in bgp.triples if t is not triple]
        from rdflib.plugins.sparql.parserutils import CompValue

        replacement = CompValue("Join", p1=CompValue("BGP", triples=rest), p2=table) if rest else table
        pattern = _replace_at(group.p, path, replacement)
        aggregates = []
        for agg in node.A:
            if agg.name == "Aggregate_Count" and agg.distinct != "DISTINCT" and agg.vars in ("*", m):
                aggregates.append(CompValue("Aggregate_Sum", vars=n, distinct="", res=agg.res))
            else:
                aggregates.append(agg)
        return CompValue("AggregateJoin", A=aggregates, p=CompValue("Group", p=pattern, expr=group.expr))


def _values_node(columns, rows):
    from rdflib.plugins.sparql.parserutils import CompValue

    return CompValue("ViewValues", columns=list(columns), rows=rows)


def _count_triples(node, path=()):
    """(path to the BGP, the BGP, a triple `?m <p> x`) for each triple of the basic graph
    patterns reached from `node` through Join and Filter."""
    from rdflib import BNode, Literal, URIRef, Variable

    if node.name == "BGP":
        for t in node.triples:
            s, p, o = t
            if isinstance(s, (Variable, BNode)) and isinstance(p, URIRef) \
                    and isinstance(o, (Variable, URIRef, Literal)) and o != s:
                yield path, node, t
    elif node.name == "Join":
        yield from _count_triples(node.p1, path + ("p1",))
        yield from _count_triples(node.p2, path + ("p2",))
    elif node.name == "Filter":
        yield from _count_triples(node.p, path + ("p",))


def _replace_at(node, path, replacement):
    from rdflib.plugins.sparql.parserutils import CompValue

    if not path:
        return replacement
    fields = dict(node.items())
    fields[path[0]] = _replace_at(node[path[0]], path[1:], replacement)
    return CompValue(node.name, **fields)


def _plan(node):
    """The star pattern as plain tuples: ("bgp", [(predicate IRI, variable or None, object
    cell or None)]), ("join", a, b), ("optional", a, b)."""
    from rdflib import Variable

    if node.name == "BGP":
        return ("bgp", tuple((str(p), str(o) if isinstance(o, Variable) else None,
                              None if isinstance(o, Variable) else cell(o)) for s, p, o in node.triples))
    if node.name == "Join":
        return ("join", _plan(node.p1), _plan(node.p2))
    if node.name == "LeftJoin":
        return ("optional", _plan(node.p1), _plan(node.p2))
    raise NotEstablished(node.name)


def _compatible(a: dict, b: dict) -> bool:
    return all(a[k] == b[k] for k in a.keys() & b.keys())


def _solutions(plan, subject, m: str, values: dict) -> list[dict]:
    """The solutions of a star pattern for the one subject `m` (cells by variable name), from its
    statements `values` (predicate IRI -> object cells, repeated per graph)."""
    kind = plan[0]
    if kind == "bgp":
        solutions = [{subject: m}]
        for predicate, variable, constant in plan[1]:
            objects = values.get(predicate, ())
            out = []
            for solution in solutions:
                for obj in objects:
                    if variable is None:
                        if obj == constant:
                            out.append(solution)
                    elif variable in solution:
                        if solution[variable] == obj:
                            out.append(solution)
                    else:
                        out.append({**solution, variable: obj})
            solutions = out
            if not solutions:
                break
        return solutions
    left = _solutions(plan[1], subject, m, values)
    if not left:
        return left
    right = _solutions(plan[2], subject, m, values)
    out = []
    for a in left:
        matches = [{**a, **b} for b in right if _compatible(a, b)]
        out.extend(matches if matches or kind == "join" else [a])
    return out
