"""A rewriting pass before the engine: a SELECT query parsed into SPARQL algebra, rewritten by rules
that keep its answers (the same multiset of solutions) and written back as SPARQL text.

Why: pyoxigraph plans some natural wordings badly. A FILTER written at the end of a group stays
above every join of the group, and an OPTIONAL + FILTER block followed by a further join (the
"memberships open on a date, with the party's label" shape) is joined before it is filtered: on
the reference KB such a query did not finish in 100 s, while the same query with the dated
memberships in a sub-select first takes 0.2 s. The rules:

(a) filter push-down: each conjunct of a FILTER goes down into the part of the pattern it
    constrains, through Join, the left side of LeftJoin (OPTIONAL), both sides of Union, the left
    side of Minus, GRAPH and BIND, whenever the conjunct sees the same values there as above:
    every variable of it is either bound in every solution of the part it goes into, or not
    bound at all by the part it leaves (so a filter on an OPTIONAL-only variable stays above the
    OPTIONAL). Conjuncts with EXISTS or a function whose value differs at each call (RAND, UUID,
    STRUUID, BNODE) are not moved.
(b) filtered OPTIONAL first: Filter(LeftJoin(A, B), f) as an operand of a join (or the left side
    of a further OPTIONAL) becomes a sub-select `{ SELECT * WHERE { A OPTIONAL B FILTER f } }`,
    which the engine evaluates before the join. SELECT * projects exactly the variables the
    pattern binds, so the solutions are the same.
(c) grouped counts first: GROUP BY K over Join or OPTIONAL(X, Y), where Y is a basic graph
    pattern (no blank node, no path) whose variables are all keys and shares with X only
    variables that X always binds, is computed as X's aggregates grouped by its own keys, joined
    to Y, then grouped by K again (a sub-select before the OPTIONAL, as the engine is fast at).
    The engine gives a solution once per graph holding its triple in the union default graph, so
    Y may repeat a row: COUNT is summed over the second grouping; COUNT(DISTINCT), MIN and MAX,
    which repetition does not change, are taken as they are; other aggregates (SUM and AVG, whose
    floating-point rounding depends on the order of addition, GROUP_CONCAT, SAMPLE of a non-key)
    leave the query as it is.

A query the pass does not understand (another form than SELECT, FROM clauses, a trailing
VALUES, a relative IRI, SERVICE, an algebra node it cannot write back, ...) or that no rule
changes is returned as it was, text untouched. The parse is rdflib's SPARQL grammar and algebra
(translateQuery); literals are parsed without rdflib's normalisation of their lexical forms
(which would change `"01"^^xsd:integer` into another term): rdflib reads that flag, which is
process-wide, when it makes each literal, so the pass belongs in a process where no other thread
makes rdflib literals meanwhile (the endpoint's query workers, which run one query at a time).

The endpoint's query workers run every query through `rewrite` unless CANPOL_QUERY_REWRITE=0.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache

from .parserthread import ParserThread

# Longer queries are passed through: rdflib's grammar recurses per triple pattern, and the
# natural queries this pass is for are short.
MAX_LENGTH = 20_000
_WORTH_PARSING = re.compile(r"filter|group", re.IGNORECASE)
_ABSOLUTE_IRI = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:[^<>\"{}|^`\\\x00-\x20]*$")
_VOLATILE = {"Builtin_RAND", "Builtin_UUID", "Builtin_STRUUID", "Builtin_BNODE"}
_parse_lock = threading.Lock()


class Unsupported(Exception):
    """The query holds something this pass does not rewrite or cannot write back."""


def rewrite(query: str, views=None) -> str:
    """The query rewritten by the rules above, or the query itself (same object) when no rule
    applies or the pass does not understand it. Raises only on a bug of the pass (callers fall
    back to the original query). With `views` (a graph.views.SnapshotViews of the snapshot the
    query runs on, given only when its default graph is the union of the graphs), the view rules
    of graph/views.py come first."""
    if len(query) > MAX_LENGTH or not _WORTH_PARSING.search(query):
        return query
    if views is not None:
        viewed = _in_parser_thread(_with_views, query, views)
        if viewed is not None:
            return viewed
    new = _rewrite_cached(query)
    return query if new == query else new  # the cache may hold an equal text, not this one


@lru_cache(maxsize=512)
def _rewrite_cached(query: str) -> str:
    return _in_parser_thread(_rewrite_now, query)


@lru_cache(maxsize=256)
def _parsed(query: str):
    """(algebra, the engine's columns) of a query the pass understands, else None. The algebra is
    shared by later calls: the rules build new nodes and never change the ones they read."""
    if "__agg_" in query or "__canpol_" in query:
        return None
    variables = engine_variables(query)
    if variables is None:
        return None
    try:
        return _algebra(query), variables
    except (Unsupported, RecursionError):
        return None


def _with_views(query: str, views) -> str | None:
    """The query with the view rules applied, then the other rules; None when no view rule
    applies. The columns are written as the engine gave them for the original text (the
    check that the engine reads the same columns from the new text is left out here: it would
    parse the VALUES table once more, which costs as much as what the view saves)."""
    from .views import ViewRules

    parsed = _parsed(query)
    if parsed is None:
        return None
    algebra, variables = parsed
    try:
        rules = ViewRules(views, algebra.p)
        pattern = rules.pattern(algebra.p)
        if not rules.changed:
            return None
        viewed = _node("SelectQuery", p=pattern, PV=algebra.PV, base=algebra.base)
        rewritten, _ = Rewriter().query(viewed)
        return Writer(variables).query(rewritten)
    except (Unsupported, RecursionError):
        return None


def _rewrite_now(query: str) -> str:
    if "__agg_" in query or "__canpol_" in query:
        return query  # the names the algebra and the rules give their own variables
    variables = engine_variables(query)
    if variables is None:
        return query  # the engine's own error message is for the query as written
    try:
        algebra = _algebra(query)
        rewritten, changed = Rewriter().query(algebra)
        if not changed:
            return query
        text = Writer(variables).query(rewritten)
    except (Unsupported, RecursionError):
        return query
    # The engine must read the new text and give the same columns in the same order.
    return text if engine_variables(text) == variables else query


_empty_store = None


def engine_variables(query: str) -> list[str] | None:
    """The columns of the query's answer as the engine gives them (for SELECT *, its order of the
    variables), read from an empty store; None when the engine cannot parse the query."""
    global _empty_store
    import pyoxigraph as ox

    if _empty_store is None:
        _empty_store = ox.Store()
    try:
        answer = _empty_store.query(query)
    except (SyntaxError, ValueError, OSError):
        return None
    if not isinstance(answer, ox.QuerySolutions):
        return None
    return [v.value for v in answer.variables]


def written_back(query: str, rules: bool = True) -> str | None:
    """The query through the pass and always written back (rules applied or not), or None when
    the pass does not understand it: how the tests check the writer on its own."""
    return _in_parser_thread(_written_back_now, query, rules)


def _written_back_now(query: str, rules: bool) -> str | None:
    try:
        algebra = _algebra(query)
        if rules:
            algebra, _ = Rewriter().query(algebra)
        return Writer(engine_variables(query)).query(algebra)
    except (Unsupported, RecursionError):
        return None


# rdflib's grammar (pyparsing) recurses once per triple pattern and nested group; the parse runs
# in a thread of its own with a large stack (as the endpoint's query check does), so that a
# deep query fails with RecursionError (and is passed on) rather than overflowing the stack.
PARSER_STACK = 64 * 1024 * 1024
PARSER_RECURSION = 20_000
_parser = ParserThread("canpol-rewrite", PARSER_STACK, PARSER_RECURSION)


def _in_parser_thread(function, *args):
    return _parser.run(function, *args)


def _algebra(query: str):
    import rdflib
    from pyparsing import ParseBaseException
    from rdflib.plugins.sparql.algebra import translateQuery
    from rdflib.plugins.sparql.parser import parseQuery

    with _parse_lock:
        # rdflib rewrites typed literals to their canonical lexical form while parsing ("01" to
        # "1"), which is another RDF term: the flag is read when each Literal is made.
        normalize = rdflib.NORMALIZE_LITERALS
        rdflib.NORMALIZE_LITERALS = False
        try:
            tree = parseQuery(query)
        except ParseBaseException:
            raise Unsupported("not parsed") from None
        finally:
            rdflib.NORMALIZE_LITERALS = normalize
        body = tree[1]
        if body.name != "SelectQuery" or body.datasetClause or body.valuesClause:
            raise Unsupported(body.name)
        try:
            translated = translateQuery(tree)
        except Exception as error:  # noqa: BLE001 - rdflib refuses some legal queries; pass them on
            raise Unsupported(f"not translated: {error}") from None
        # The base stays for what resolves IRIs while the query runs (IRI(), the engine's own).
        translated.algebra["base"] = translated.prologue.base
        return translated.algebra


# -- what a pattern binds ---------------------------------------------------------------------

def _is_var(term) -> bool:
    from rdflib import Variable

    return isinstance(term, Variable)


def _path_vars(triple) -> set:
    return {t for t in (triple[0], triple[2]) if _is_var(t)} | ({triple[1]} if _is_var(triple[1]) else set())


def maybe_bound(node) -> set:
    """Variables some solution of the pattern may bind (its in-scope variables)."""
    name = node.name
    if name == "BGP":
        return set().union(*(_path_vars(t) for t in node.triples)) if node.triples else set()
    if name in ("Join", "LeftJoin", "Union"):
        return maybe_bound(node.p1) | maybe_bound(node.p2)
    if name == "Minus":
        return maybe_bound(node.p1)
    if name in ("Filter", "SelectStar", "Distinct", "Reduced", "Slice", "OrderBy"):
        return maybe_bound(node.p)
    if name == "Graph":
        return maybe_bound(node.p) | ({node.term} if _is_var(node.term) else set())
    if name == "Extend":
        return maybe_bound(node.p) | {node.var}
    if name == "ToMultiSet":
        return maybe_bound(node.p)
    if name == "values":
        return {v for row in node.res for v in row}
    if name == "ViewValues":
        return set(node.columns)
    if name == "Project":
        return set(node.PV)
    if name == "GroupedSelect":
        return set(node.group_keys) | {res for _, res in node.columns}
    raise Unsupported(name)


def certainly_bound(node) -> set:
    """Variables every solution of the pattern binds."""
    name = node.name
    if name == "BGP":
        return maybe_bound(node)
    if name == "Join":
        return certainly_bound(node.p1) | certainly_bound(node.p2)
    if name in ("LeftJoin", "Minus"):
        return certainly_bound(node.p1)
    if name == "Union":
        return certainly_bound(node.p1) & certainly_bound(node.p2)
    if name in ("Filter", "SelectStar", "Distinct", "Reduced", "Slice", "OrderBy", "Extend"):
        return certainly_bound(node.p)  # BIND's variable stays unbound when its expression errs
    if name == "Graph":
        return certainly_bound(node.p) | ({node.term} if _is_var(node.term) else set())
    if name == "ToMultiSet":
        return certainly_bound(node.p)
    if name == "values":
        rows = node.res
        return set.intersection(*(set(row) for row in rows)) if rows else set()
    if name == "ViewValues":
        return {v for i, v in enumerate(node.columns) if all(row[i] is not None for row in node.rows)}
    if name == "Project":
        return set(node.PV) & certainly_bound(node.p)
    if name in ("AggregateJoin", "GroupedSelect"):
        return set()
    raise Unsupported(name)


def expression_vars(expr) -> set:
    from rdflib.plugins.sparql.parserutils import CompValue

    found = set()
    todo = [expr]
    while todo:
        item = todo.pop()
        if _is_var(item):
            found.add(item)
        elif isinstance(item, CompValue):
            todo.extend(v for k, v in item.items() if not k.startswith("_"))
        elif isinstance(item, (list, tuple)):
            todo.extend(item)
    return found


def _movable(expr) -> bool:
    """Whether a filter expression gives the same value wherever it is evaluated on the same
    bindings: no EXISTS (which reads the active graph and all of the solution) and no function
    that answers differently at each call."""
    from rdflib.plugins.sparql.parserutils import CompValue

    todo = [expr]
    while todo:
        item = todo.pop()
        if isinstance(item, CompValue):
            if item.name in _VOLATILE or item.name in ("Builtin_EXISTS", "Builtin_NOTEXISTS"):
                return False
            todo.extend(v for k, v in item.items() if not k.startswith("_"))
        elif isinstance(item, (list, tuple)):
            todo.extend(item)
    return True


def _plain_term(term) -> bool:
    from rdflib import Literal, URIRef

    return isinstance(term, (URIRef, Literal))  # no blank node, no property path


def _aggregate(name: str, argument, res):
    from rdflib.plugins.sparql.parserutils import CompValue

    return CompValue(name, vars=argument, distinct="", res=res)


def conjuncts(expr) -> list:
    if getattr(expr, "name", None) == "ConditionalAndExpression":
        return [expr.expr] + list(expr.other or [])
    return [expr]


def _and(parts: list):
    from rdflib.plugins.sparql.parserutils import CompValue

    if len(parts) == 1:
        return parts[0]
    return CompValue("ConditionalAndExpression", expr=parts[0], other=list(parts[1:]))


# -- the rules --------------------------------------------------------------------------------

def _node(name: str, **fields):
    from rdflib.plugins.sparql.parserutils import CompValue

    return CompValue(name, **fields)


class Rewriter:
    """Applies the rules bottom-up; `changed` tells whether any did."""

    def __init__(self):
        self.changed = False

    def query(self, algebra):
        # Twice: a filter pushed down in the first pass may make a join operand that rule (b)
        # takes in the second.
        pattern = self.pattern(self.pattern(algebra.p))
        return _node("SelectQuery", p=pattern, PV=algebra.PV, base=algebra.base), self.changed

    def pattern(self, node):
        name = node.name
        if name in ("BGP", "values", "ViewValues"):
            return node
        if name in ("Join", "Union", "Minus"):
            node = _node(name, p1=self.pattern(node.p1), p2=self.pattern(node.p2))
            if name == "Join":
                node = _node("Join", p1=self.first(node.p1), p2=self.first(node.p2))
            return node
        if name == "LeftJoin":
            return _node("LeftJoin", p1=self.first(self.pattern(node.p1)), p2=self.pattern(node.p2),
                         expr=node.expr)
        if name == "Filter":
            return self.filter(node.expr, self.pattern(node.p))
        if name == "Graph":
            return _node("Graph", term=node.term, p=self.pattern(node.p))
        if name == "Extend":
            return _node("Extend", p=self.pattern(node.p), var=node.var, expr=node.expr)
        if name in ("ToMultiSet", "Distinct", "Reduced", "SelectStar"):
            return _node(name, p=self.pattern(node.p))
        if name == "Project":
            return _node("Project", p=self.pattern(node.p), PV=node.PV)
        if name == "Slice":
            return _node("Slice", p=self.pattern(node.p), start=node.start, length=node.length)
        if name == "OrderBy":
            return _node("OrderBy", p=self.pattern(node.p), expr=node.expr)
        if name == "AggregateJoin":
            node = _node("AggregateJoin", p=self.pattern(node.p), A=node.A)
            return self.grouped_first(node) or node
        if name == "GroupedSelect":
            return node
        if name == "Group":
            return _node("Group", p=self.pattern(node.p), expr=node.expr)
        raise Unsupported(name)

    # (c) grouped counts: group the rows before a join or OPTIONAL that only adds grouping keys
    def grouped_first(self, node):
        """AggregateJoin(Group(Join-or-LeftJoin(X, Y), K)) where Y is a basic graph pattern all of
        whose variables are keys, joined to X only by keys that X always binds, as the aggregates
        of X grouped by its own keys first, then joined to Y, then grouped by K again (one row per
        group, or as many as Y has duplicates of a solution, which the engine gives when a triple
        is in several graphs of the union default graph: so counts are summed, and only
        aggregates that duplicates do not change otherwise are taken). None when it does not apply."""
        from rdflib import Variable

        group = node.p
        if group.name != "Group" or not group.expr or not all(_is_var(k) for k in group.expr):
            return None
        inner = group.p
        if inner.name not in ("Join", "LeftJoin") or (inner.name == "LeftJoin" and not _is_true(inner.expr)):
            return None
        x, y = inner.p1, inner.p2
        if x.name == "GroupedSelect":
            return None  # done in the first pass
        if y.name != "BGP" or not y.triples or not all(_is_var(t) or _plain_term(t) for tr in y.triples for t in tr):
            return None
        keys = list(dict.fromkeys(group.expr))
        x_vars, y_vars = maybe_bound(x), maybe_bound(y)
        if not y_vars <= set(keys) or not set(keys) <= x_vars | y_vars:
            return None
        if not (y_vars & x_vars) <= certainly_bound(x):
            return None
        x_keys = [k for k in keys if k in x_vars]
        if not x_keys:
            return None
        inner_columns, outer = [], []
        for number, agg in enumerate(node.A, 1):
            argument = agg.vars
            if agg.name == "Aggregate_Sample" and _is_var(argument) and argument in keys:
                outer.append(_aggregate("Aggregate_Sample", argument, agg.res))
                continue
            if argument != "*" and not (expression_vars(argument) <= x_vars and _movable(argument)):
                return None  # an aggregate of Y's variables, or one that EXISTS would see Y in
            fresh = Variable(f"__canpol_grouped_{number}")
            if agg.name == "Aggregate_Count" and agg.distinct != "DISTINCT":
                outer.append(_aggregate("Aggregate_Sum", fresh, agg.res))
            elif agg.name in ("Aggregate_Count", "Aggregate_Min", "Aggregate_Max"):
                outer.append(_aggregate("Aggregate_Sample", fresh, agg.res))
            else:
                return None  # SUM, AVG (rounding), GROUP_CONCAT, SAMPLE of a non-key change with duplicates
            inner_columns.append((agg, fresh))
        self.changed = True
        first = _node("GroupedSelect", p=x, group_keys=x_keys, columns=inner_columns)
        joined = _node(inner.name, p1=first, p2=y, **({"expr": inner.expr} if inner.name == "LeftJoin" else {}))
        return _node("AggregateJoin", A=outer, p=_node("Group", p=joined, expr=group.expr))

    # (b) a filtered OPTIONAL as a join operand is evaluated first, as a sub-select
    def first(self, node):
        inner = node
        while inner.name == "Filter":
            inner = inner.p
        if node.name == "Filter" and inner.name == "LeftJoin":
            self.changed = True
            return _node("SelectStar", p=node)
        return node

    # (a) filter push-down
    def filter(self, expr, child):
        kept = []
        for part in conjuncts(expr):
            names = expression_vars(part)
            sunk = self.sink(part, names, child) if names and _movable(part) else None
            if sunk is None:
                kept.append(part)
            else:
                child = sunk
                self.changed = True
        return _node("Filter", expr=_and(kept), p=child) if kept else child

    def sink(self, part, names: set, node):
        """The node with the filter `part` moved inside it, or None when it cannot go further
        down than directly above `node`."""
        name = node.name
        if name == "Join":
            for this, other, rebuild in ((node.p1, node.p2, lambda n: _node("Join", p1=n, p2=node.p2)),
                                         (node.p2, node.p1, lambda n: _node("Join", p1=node.p1, p2=n))):
                if self._goes_into(names, this, other):
                    return rebuild(self._into(part, names, this))
            return None
        if name == "LeftJoin":
            if self._goes_into(names, node.p1, node.p2):
                return _node("LeftJoin", p1=self._into(part, names, node.p1), p2=node.p2, expr=node.expr)
            return None
        if name == "Minus":
            if names <= maybe_bound(node.p1):
                return _node("Minus", p1=self._into(part, names, node.p1), p2=node.p2)
            return None
        if name == "Union":
            # Each solution of a union is a solution of one side, unchanged.
            return _node("Union", p1=self._into(part, names, node.p1), p2=self._into(part, names, node.p2))
        if name == "Filter":
            inner = self.sink(part, names, node.p)
            return _node("Filter", expr=node.expr, p=inner) if inner is not None else None
        if name == "Graph":
            if _is_var(node.term) and node.term in names:
                return None  # the graph's variable is bound around the pattern, not inside it
            return _node("Graph", term=node.term, p=self._into(part, names, node.p))
        if name == "Extend":
            if node.var in names:
                return None
            return _node("Extend", p=self._into(part, names, node.p), var=node.var, expr=node.expr)
        return None

    @staticmethod
    def _goes_into(names: set, this, other) -> bool:
        # The filter sees the same values inside `this` as above the join when each of its
        # variables is bound by every solution of `this` or by no solution of `other`.
        inside = maybe_bound(this)
        if not names <= inside:
            return False
        certain, elsewhere = certainly_bound(this), maybe_bound(other)
        return all(v in certain or v not in elsewhere for v in names)

    def _into(self, part, names: set, node):
        sunk = self.sink(part, names, node)
        return sunk if sunk is not None else _node("Filter", expr=part, p=node)


# -- back to SPARQL text ------------------------------------------------------------------------

def _string(text: str) -> str:
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r"))
    return f'"{escaped}"'


def _iri(value: str) -> str:
    if not _ABSOLUTE_IRI.match(value):
        raise Unsupported(f"IRI {value!r}")
    return f"<{value}>"


_XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"


class Writer:
    """SPARQL text for the algebra: every operator written as a group that the SPARQL algebra
    translation turns back into that very operator."""

    def __init__(self, columns: list[str] | None = None):
        self.bnode_owner: dict = {}  # blank node label -> the BGP that uses it
        self.bgp_count = 0
        # The top SELECT's columns, in the engine's order (rdflib's for SELECT * is a set's).
        self.columns = columns

    def query(self, algebra) -> str:
        base = f"BASE {_iri(str(algebra.base))}\n" if algebra.base else ""
        return base + self.select(algebra.p, self.columns)

    # solution modifiers, projection and grouping
    def select(self, node, columns: list[str] | None = None) -> str:
        start = length = None
        if node.name == "Slice":
            start, length, node = node.start, node.length, node.p
        modifier = ""
        if node.name in ("Distinct", "Reduced"):
            modifier, node = node.name.upper() + " ", node.p
        if node.name != "Project":
            raise Unsupported(f"select over {node.name}")
        names, node = list(node.PV), node.p
        if columns is not None:
            from rdflib import Variable

            names = [Variable(name) for name in columns]
        if not names:
            raise Unsupported("empty projection")
        order = ""
        if node.name == "OrderBy":
            order = " ORDER BY " + " ".join(self.order_condition(c) for c in node.expr)
            node = node.p
        text = (f"SELECT {modifier}{' '.join(self.term(v) for v in names)} WHERE {self.pattern(node)}"
                f"{order}")
        if length is not None:
            text += f" LIMIT {int(length)}"
        if start:
            text += f" OFFSET {int(start)}"
        return text

    def order_condition(self, condition) -> str:
        if getattr(condition, "name", None) == "OrderCondition":
            return f"{condition.order or 'ASC'}({self.expr(condition.expr)})"
        return f"({self.expr(condition)})"

    @staticmethod
    def key_columns(chain, aggregate_join) -> dict:
        """{the aggregate's variable: the key} for each BIND of the chain of Extends above an
        AggregateJoin that only gives a grouping key its name back (rdflib's translation of a
        key in the SELECT: SAMPLE(?k) AS ?__agg_n__, then BIND(?__agg_n__ AS ?k))."""
        group = aggregate_join.p
        keys = set(group.expr or []) if group.name == "Group" else set()
        samples = {a.res: a.vars for a in aggregate_join.A if a.name == "Aggregate_Sample"}
        found = {}
        node = chain
        while node.name == "Extend":
            if (_is_var(node.expr) and str(node.expr).startswith("__agg_") and node.var in keys
                    and samples.get(node.expr) == node.var):
                found[node.expr] = node.var
            node = node.p
        return found

    def extends(self, chain, aggregate_join, keys: dict) -> str:
        """The chain of Extends over an AggregateJoin, the BINDs of `keys` written as the keys
        themselves in the grouped SELECT: the engine then knows the key is bound by the group,
        and joins what follows (an OPTIONAL label) by lookups, not by a scan of all labels."""
        text = self.grouped(aggregate_join, keys)
        binds = []
        node = chain
        while node.name == "Extend":
            if not (_is_var(node.expr) and node.expr in keys):
                binds.append(f" BIND({self.expr(node.expr)} AS {self.term(node.var)})")
            node = node.p
        for bind in reversed(binds):
            text = f"{{ {text}{bind} }}"
        return text

    def grouped(self, node, keys: dict | None = None) -> str:
        """AggregateJoin(Group(P)) as a sub-select binding each aggregate to its own variable
        (or, for the aggregates of `keys`, selecting the key itself)."""
        group = node.p
        if group.name != "Group":
            raise Unsupported("aggregate without group")
        keys = keys or {}
        columns = " ".join(self.term(keys[a.res]) if a.res in keys else f"({self.aggregate(a)} AS {self.term(a.res)})"
                           for a in node.A)
        if not columns:
            raise Unsupported("group without aggregate")
        text = f"SELECT {columns} WHERE {self.pattern(group.p)}"
        if group.expr:
            text += " GROUP BY " + " ".join(self.term(e) if _is_var(e) else f"({self.expr(e)})"
                                            for e in group.expr)
        return "{ " + text + " }"

    def aggregate(self, agg) -> str:
        keyword = {"Aggregate_Count": "COUNT", "Aggregate_Sum": "SUM", "Aggregate_Min": "MIN",
                   "Aggregate_Max": "MAX", "Aggregate_Avg": "AVG", "Aggregate_Sample": "SAMPLE",
                   "Aggregate_GroupConcat": "GROUP_CONCAT"}.get(agg.name)
        if keyword is None:
            raise Unsupported(agg.name)
        distinct = "DISTINCT " if agg.distinct == "DISTINCT" else ""
        argument = "*" if agg.vars == "*" else self.expr(agg.vars)
        separator = ""
        if agg.name == "Aggregate_GroupConcat" and agg.separator is not None:
            separator = f" ; SEPARATOR={_string(str(agg.separator))}"
        return f"{keyword}({distinct}{argument}{separator})"

    # graph patterns, each as a group
    def pattern(self, node) -> str:
        name = node.name
        if name == "BGP":
            return "{ " + self.triples(node.triples) + " }"
        if name == "Join":
            return f"{{ {self.pattern(node.p1)} {self.pattern(node.p2)} }}"
        if name == "LeftJoin":
            condition = "" if _is_true(node.expr) else f" FILTER({self.expr(node.expr)})"
            return f"{{ {self.pattern(node.p1)} OPTIONAL {{ {self.pattern(node.p2)}{condition} }} }}"
        if name == "Filter":
            return f"{{ {self.pattern(node.p)} FILTER({self.expr(node.expr)}) }}"
        if name == "Union":
            return f"{{ {self.pattern(node.p1)} UNION {self.pattern(node.p2)} }}"
        if name == "Minus":
            return f"{{ {self.pattern(node.p1)} MINUS {self.pattern(node.p2)} }}"
        if name == "Graph":
            return f"{{ GRAPH {self.term(node.term)} {self.pattern(node.p)} }}"
        if name == "Extend":
            keys: dict = {}
            bottom = node
            while bottom.name == "Extend":
                bottom = bottom.p
            if bottom.name == "AggregateJoin":
                keys = self.key_columns(node, bottom)
            if keys:
                return self.extends(node, bottom, keys)
            return f"{{ {self.pattern(node.p)} BIND({self.expr(node.expr)} AS {self.term(node.var)}) }}"
        if name == "ToMultiSet":
            inner = node.p
            if inner.name == "values":
                return "{ " + self.values(inner.res) + " }"
            return "{ " + self.select(inner) + " }"
        if name == "SelectStar":
            return f"{{ SELECT * WHERE {self.pattern(node.p)} }}"
        if name == "ViewValues":
            # The cells are the engine's own writing of each term (graph/views.py).
            body = " ".join("(" + " ".join("UNDEF" if c is None else c for c in row) + ")" for row in node.rows)
            return f"{{ VALUES ({' '.join(self.term(v) for v in node.columns)}) {{ {body} }} }}"
        if name == "AggregateJoin":
            return self.grouped(node)
        if name == "GroupedSelect":
            columns = " ".join(f"({self.aggregate(agg)} AS {self.term(res)})" for agg, res in node.columns)
            keys = " ".join(self.term(k) for k in node.group_keys)
            return f"{{ SELECT {keys} {columns} WHERE {self.pattern(node.p)} GROUP BY {keys} }}"
        if name in ("Project", "Distinct", "Reduced", "Slice"):
            return "{ " + self.select(node) + " }"
        raise Unsupported(name)

    def values(self, rows) -> str:
        names = list(dict.fromkeys(v for row in rows for v in row))
        body = " ".join("(" + " ".join(self.term(row[v]) if v in row else "UNDEF" for v in names) + ")"
                        for row in rows)
        return f"VALUES ({' '.join(self.term(v) for v in names)}) {{ {body} }}"

    def triples(self, triples) -> str:
        from rdflib import BNode

        self.bgp_count += 1
        parts = []
        for triple in triples:
            for term in triple:
                if isinstance(term, BNode):
                    # One label in two basic graph patterns is not SPARQL; leave such a query.
                    if self.bnode_owner.setdefault(str(term), self.bgp_count) != self.bgp_count:
                        raise Unsupported("blank node shared by two patterns")
            parts.append(f"{self.term(triple[0])} {self.path(triple[1])} {self.term(triple[2])} .")
        return " ".join(parts)

    def path(self, path) -> str:
        from rdflib.paths import AlternativePath, InvPath, MulPath, NegatedPath, SequencePath

        if isinstance(path, SequencePath):
            return "(" + "/".join(self.path(p) for p in path.args) + ")"
        if isinstance(path, AlternativePath):
            return "(" + "|".join(self.path(p) for p in path.args) + ")"
        if isinstance(path, InvPath):
            return f"^({self.path(path.arg)})"
        if isinstance(path, MulPath):
            return f"({self.path(path.path)}){path.mod}"
        if isinstance(path, NegatedPath):
            return "!(" + "|".join(self.path(p) for p in path.args) + ")"
        if _is_var(path):
            return self.term(path)
        from rdflib import URIRef

        if isinstance(path, URIRef):
            return _iri(str(path))
        raise Unsupported(f"path {path!r}")

    def term(self, term) -> str:
        from rdflib import BNode, Literal, URIRef

        if _is_var(term):
            return f"?{term}"
        if isinstance(term, URIRef):
            return _iri(str(term))
        if isinstance(term, BNode):
            if not re.fullmatch(r"[A-Za-z0-9_]+", str(term)):
                raise Unsupported("blank node label")
            return f"_:{term}"
        if isinstance(term, Literal):
            text = _string(str(term))
            if term.language:
                return f"{text}@{term.language}"
            if term.datatype is not None and str(term.datatype) != _XSD_STRING:
                return f"{text}^^{_iri(str(term.datatype))}"
            if term.datatype is not None:
                return f"{text}^^{_iri(_XSD_STRING)}"
            return text
        raise Unsupported(f"term {term!r}")

    # expressions, every operator in parentheses
    def expr(self, e) -> str:
        from rdflib import BNode, Literal, URIRef

        if _is_var(e) or isinstance(e, (URIRef, Literal)):
            return self.term(e)
        if isinstance(e, BNode):
            raise Unsupported("blank node in an expression")
        name = getattr(e, "name", None)
        if name in ("ConditionalOrExpression", "ConditionalAndExpression"):
            joiner = " || " if name == "ConditionalOrExpression" else " && "
            return "(" + joiner.join(self.expr(x) for x in [e.expr] + list(e.other or [])) + ")"
        if name == "RelationalExpression":
            if e.op is None:
                return self.expr(e.expr)
            if e.op in ("IN", "NOT IN"):
                return f"({self.expr(e.expr)} {e.op} ({', '.join(self.expr(x) for x in e.other)}))"
            if e.op not in ("=", "!=", "<", ">", "<=", ">="):
                raise Unsupported(f"operator {e.op}")
            return f"({self.expr(e.expr)} {e.op} {self.expr(e.other)})"
        if name in ("AdditiveExpression", "MultiplicativeExpression"):
            ops, others = list(e.op or []), list(e.other or [])
            if len(ops) != len(others) or any(o not in ("+", "-", "*", "/") for o in ops):
                raise Unsupported(name)
            text = self.expr(e.expr)
            for op, other in zip(ops, others):
                text = f"({text} {op} {self.expr(other)})"
            return text
        if name in ("UnaryNot", "UnaryMinus", "UnaryPlus"):
            sign = {"UnaryNot": "!", "UnaryMinus": "-", "UnaryPlus": "+"}[name]
            return f"({sign}{self.expr(e.expr)})"
        if name == "Function":
            if e.distinct:
                raise Unsupported("DISTINCT in a function call")
            return f"{_iri(str(e.iri))}({', '.join(self.expr(x) for x in (e.expr or []))})"
        if name in ("Builtin_EXISTS", "Builtin_NOTEXISTS"):
            keyword = "EXISTS" if name == "Builtin_EXISTS" else "NOT EXISTS"
            return f"{keyword} {self.pattern(e.graph)}"
        if name and name.startswith("Builtin_"):
            return self.builtin(e)
        raise Unsupported(f"expression {name or type(e).__name__}")

    def builtin(self, e) -> str:
        keyword = e.name[len("Builtin_"):]
        if keyword in ("CONCAT", "COALESCE"):
            args = list(e.arg or [])
        elif keyword == "REGEX":
            args = [e.text, e.pattern] + ([e.flags] if e.flags is not None else [])
        elif keyword == "SUBSTR":
            args = [e.arg, e.start] + ([e.length] if e.length is not None else [])
        elif keyword == "REPLACE":
            args = [e.arg, e.pattern, e.replacement] + ([e.flags] if e.flags is not None else [])
        elif keyword in ("RAND", "NOW", "UUID", "STRUUID"):
            args = []
        elif keyword == "BNODE":
            args = [e.arg] if e.arg is not None else []
        else:
            fields = {k for k in e if not k.startswith("_")}
            if fields == {"arg"}:
                args = [e.arg]
            elif fields and fields <= {"arg1", "arg2", "arg3"}:
                args = [e[k] for k in sorted(fields)]
            else:
                raise Unsupported(e.name)
        if any(a is None for a in args):
            raise Unsupported(e.name)
        return f"{keyword}({', '.join(self.expr(a) for a in args)})"


def _is_true(expr) -> bool:
    return expr is None or getattr(expr, "name", None) == "TrueFilter"
