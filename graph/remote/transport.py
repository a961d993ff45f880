"""HTTP to a SPARQL 1.1 server: queries (SPARQL 1.1 Protocol through SPARQLWrapper, POST),
updates and Graph Store Protocol POSTs, authentication, and the errors that name the setting to fix."""

from __future__ import annotations

import ast
import gzip
import re
import socket
import threading
import urllib.error
import warnings
from typing import Iterable
from urllib.parse import urlsplit

import requests
from SPARQLWrapper import POST, SPARQLWrapper
from SPARQLWrapper import SPARQLExceptions as wrapper_errors

from canpol.errors import ConfigurationError, QueryError, StoreError

from ..querytext import constant_graphs_as_variables
from . import dialect

RESULTS_JSON = "application/sparql-results+json"

ENDPOINT_SETTING = "--endpoint / CANPOL_ENDPOINT"
UPDATE_SETTING = "--update-endpoint / CANPOL_UPDATE_ENDPOINT"
CREDENTIALS_SETTING = "--user / --password (CANPOL_USER / CANPOL_PASSWORD)"


class RemoteTimeout(StoreError):
    """A query outlived its deadline; the server stopped it (Virtuoso) or the answer was given up."""


class TransactionTooLarge(StoreError):
    """The server rolled back an update too large or too long for one of its transactions."""


def _first_lines(body: bytes | str, limit: int = 3) -> str:
    text = body.decode("utf-8", "replace") if isinstance(body, bytes) else str(body)
    if text.lstrip()[:9].upper() in ("<!DOCTYPE", "<HTML>") or text.lstrip()[:5].lower() == "<html":
        # An HTML error page (Virtuoso's graph store): its text, without the page title.
        text = re.sub(r"(?is)<head>.*?</head>|<[^>]+>", "\n", text)
        limit = 6
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return " ".join(lines[:limit])[:400]


def _server_message(error: Exception) -> str:
    """The server's own words from a SPARQLWrapper error, without the echoed query text."""
    text = str(error.args[0]) if error.args else str(error)
    if "Response:" in text:
        text = text.split("Response:", 1)[1].strip()
        if text[:2] in ("b'", 'b"'):
            try:
                text = ast.literal_eval(text).decode("utf-8", "replace")
            except (ValueError, SyntaxError):
                pass
    return _first_lines(text.split("SPARQL query:", 1)[0])


class Transport:
    """The connection to one server: where its endpoints are, who it is, how it authenticates.
    The other parts of RemoteStore (graph/remote/*.py) send every request through it."""

    # What the server is found to be when first reached (see _learn_server).
    _pragmas = ""
    _system_graphs: frozenset[str] | set[str] = frozenset()

    def __init__(self, endpoint: str, update_endpoint: str | None = None, user: str | None = None,
                 password: str | None = None, *, timeout: float = 60.0, graph_store_endpoint: str | None = None):
        if not endpoint or urlsplit(endpoint).scheme not in ("http", "https"):
            raise ConfigurationError(f"not an http(s) URL: {endpoint!r} (setting {ENDPOINT_SETTING})")
        self.endpoint = endpoint
        self._update_endpoint = update_endpoint
        self._graph_store_endpoint = graph_store_endpoint
        self.user, self.password = user, password
        self.timeout = timeout
        self._session = requests.Session()
        self._server: str | None = None  # the Server header, read on first use
        self._ready = False
        self._lock = threading.RLock()
        self._write_auth = None
        self._query_auth: str | None = None  # "BASIC" or "DIGEST" once the query endpoint asked

    # -- the server ----------------------------------------------------------------------------

    @property
    def origin(self) -> str:
        parts = urlsplit(self.endpoint)
        return f"{parts.scheme}://{parts.netloc}"

    @property
    def is_virtuoso(self) -> bool:
        self._connect()
        return (self._server or "").startswith("Virtuoso")

    @property
    def update_endpoint(self) -> str:
        if self._update_endpoint:
            return self._update_endpoint
        if self.is_virtuoso and self.user:
            return self.origin + dialect.AUTH_UPDATE_PATH
        return self.endpoint

    @property
    def graph_store_endpoint(self) -> str | None:
        if self._graph_store_endpoint:
            return self._graph_store_endpoint
        if self.is_virtuoso and self.user:
            return self.origin + dialect.AUTH_GRAPH_STORE_PATH
        return None

    def _connect(self) -> None:
        """Reach the server once: its name, and on Virtuoso which graphs are its own. Other
        threads (the web app's) wait until that is known; this thread's own queries go ahead."""
        if self._ready:
            return
        with self._lock:
            if self._ready or self._server is not None:
                return
            try:
                self._setup()
            except BaseException:
                self._server = None
                raise
            self._ready = True

    def _setup(self) -> None:
        try:
            response = self._session.get(self.endpoint, params={"query": "ASK {}"},
                                         headers={"Accept": RESULTS_JSON}, timeout=self.timeout)
        except requests.Timeout:
            raise StoreError(f"no answer from {self.endpoint} within {self.timeout:g} s "
                             f"(setting {ENDPOINT_SETTING})") from None
        except requests.RequestException as error:
            raise StoreError(f"cannot reach the SPARQL endpoint {self.endpoint} (setting "
                             f"{ENDPOINT_SETTING}): {type(error).__name__}") from None
        if response.status_code == 404:
            raise ConfigurationError(f"no SPARQL endpoint at {self.endpoint} (HTTP 404; setting {ENDPOINT_SETTING})")
        if response.status_code >= 500:
            raise StoreError(f"the SPARQL endpoint {self.endpoint} fails (HTTP {response.status_code}): "
                             f"{_first_lines(response.content)}")
        self._server = response.headers.get("Server", "")
        if response.status_code == 401:
            self._query_auth = self._scheme(response)
        if self._server.startswith("Virtuoso"):
            self._learn_server()

    def _learn_server(self) -> None:
        """Learn what a Virtuoso server holds and cuts (which graphs are its own, its row cap)."""

    def _scheme(self, response) -> str:
        if not (self.user and self.password):
            raise ConfigurationError(f"{response.url} asks for credentials: set {CREDENTIALS_SETTING}")
        challenge = response.headers.get("WWW-Authenticate", "")
        return "DIGEST" if challenge.lower().startswith("digest") else "BASIC"

    # -- queries -------------------------------------------------------------------------------

    def _request(self, text: str, accept: str, *, timeout: float | None = None,
                 default_graphs: Iterable[str] = (), named_graphs: Iterable[str] = ()):
        """POST a query (with the server's exclusions) and return the urllib response."""
        self._connect()
        deadline = timeout or self.timeout
        wrapper = SPARQLWrapper(self.endpoint)
        wrapper.setMethod(POST)
        wrapper.setOnlyConneg(True)
        if self.is_virtuoso:
            # Virtuoso stops a query at its `timeout` (ms) and answers within about twice that,
            # marking the answer incomplete (X-SQL-State: S1TAT): the work is killed, not abandoned.
            wrapper.addParameter("timeout", str(int(deadline * 1000)))
            wrapper.setTimeout(int(2 * deadline + 5))
        else:
            wrapper.setTimeout(int(max(1, round(deadline))))
        with warnings.catch_warnings():  # SPARQLWrapper warns about query forms it cannot sniff
            warnings.simplefilter("ignore")
            # Pragmas on the query's first line, so the server's line numbers in errors stay the user's.
            wrapper.setQuery(self._pragmas + (constant_graphs_as_variables(text) if self._pragmas else text))
        wrapper.queryType = "SELECT"  # a read; SPARQLWrapper's sniffing is not fooled by pragmas
        wrapper.addCustomHttpHeader("Accept", accept)
        for graph in default_graphs:
            wrapper.addDefaultGraph(graph)
        for graph in named_graphs:
            wrapper.addNamedGraph(graph)
        if self._query_auth:
            wrapper.setHTTPAuth(self._query_auth)
            wrapper.setCredentials(self.user, self.password)
        try:
            response = wrapper.query().response
        except wrapper_errors.QueryBadFormed as error:
            raise QueryError(f"the server rejected the query: {_server_message(error)}") from None
        except wrapper_errors.Unauthorized:
            if self.user and self.password and not self._query_auth:
                self._query_auth = "DIGEST" if self._probe_digest(self.endpoint) else "BASIC"
                return self._request(text, accept, timeout=timeout, default_graphs=default_graphs,
                                     named_graphs=named_graphs)
            raise ConfigurationError(f"{self.endpoint} refused the query without valid credentials: "
                                     f"check {CREDENTIALS_SETTING}") from None
        except wrapper_errors.EndPointNotFound:
            raise ConfigurationError(f"no SPARQL endpoint at {self.endpoint} (HTTP 404; setting {ENDPOINT_SETTING})") from None
        except wrapper_errors.EndPointInternalError as error:
            message = _server_message(error)
            if dialect.refused_as_too_slow(message):
                raise RemoteTimeout(f"the server refused a query it expects to run too long: {message}") from None
            raise StoreError(f"the server failed on the query (HTTP 500): {message}") from None
        except urllib.error.HTTPError as error:
            raise StoreError(f"the server answered HTTP {error.code} to a query: {_first_lines(error.read())}") from None
        except (socket.timeout, TimeoutError):
            raise RemoteTimeout(f"no answer from {self.endpoint} within {deadline:g} s") from None
        except urllib.error.URLError as error:
            if isinstance(error.reason, (socket.timeout, TimeoutError)):
                raise RemoteTimeout(f"no answer from {self.endpoint} within {deadline:g} s") from None
            raise StoreError(f"cannot reach the SPARQL endpoint {self.endpoint} (setting {ENDPOINT_SETTING}): "
                             f"{error.reason}") from None
        if dialect.stopped_at_time_limit(response.headers):
            # An "anytime" answer: whatever was found before the deadline. Never pass it on as whole.
            response.close()
            raise RemoteTimeout(f"the query ran longer than its {deadline:g} s deadline and the server stopped it")
        return response

    def _probe_digest(self, url: str) -> bool:
        try:
            challenge = self._session.get(url, timeout=self.timeout).headers.get("WWW-Authenticate", "")
        except requests.RequestException:
            return False
        return challenge.lower().startswith("digest")

    def _read(self, response) -> bytes:
        try:
            body = response.read()
        except (socket.timeout, TimeoutError):
            raise RemoteTimeout(f"no answer from {self.endpoint} within {self.timeout:g} s") from None
        if response.headers.get("Content-Encoding") == "gzip":
            body = gzip.decompress(body)
        return body

    # -- writes --------------------------------------------------------------------------------

    def _auth(self):
        if self._write_auth is None and self.user and self.password:
            scheme = "DIGEST" if self._probe_digest(self.update_endpoint) else "BASIC"
            self._write_auth = (requests.auth.HTTPDigestAuth(self.user, self.password) if scheme == "DIGEST"
                                else requests.auth.HTTPBasicAuth(self.user, self.password))
        return self._write_auth

    def _post(self, url: str, setting: str, **kwargs) -> requests.Response:
        try:
            response = self._session.post(url, auth=self._auth(), timeout=max(self.timeout, 300), **kwargs)
        except requests.Timeout:
            raise StoreError(f"no answer from {url} within {max(self.timeout, 300):g} s") from None
        except requests.RequestException as error:
            raise StoreError(f"cannot reach {url} (setting {setting}): {type(error).__name__}") from None
        if response.status_code in (401, 403):
            if not self.user:
                raise ConfigurationError(f"{url} refused to write without credentials: set {CREDENTIALS_SETTING}")
            raise ConfigurationError(f"{url} refused the credentials of {self.user!r} (HTTP "
                                     f"{response.status_code}): check {CREDENTIALS_SETTING}")
        if response.status_code == 404:
            raise ConfigurationError(f"no update endpoint at {url} (HTTP 404; setting {setting})")
        if response.status_code >= 400:
            message = _first_lines(response.content).split(" SPARQL query:", 1)[0]
            if dialect.refused_writer(message):
                raise ConfigurationError(
                    f"{url} does not allow this user to write: {message}. Set {CREDENTIALS_SETTING} and "
                    f"{UPDATE_SETTING} (on Virtuoso, http://HOST:PORT/sparql-auth)")
            if dialect.too_large(message):
                raise TransactionTooLarge(
                    f"the server rolled back a write too large for one transaction: {message} (Virtuoso: "
                    "TransactionAfterImageLimit, [SPARQL] MaxQueryExecutionTime)")
            raise StoreError(f"the server refused a write (HTTP {response.status_code}): {message}")
        if dialect.stopped_at_time_limit(response.headers):
            # Virtuoso answers 200 to an update it cut short at a time limit, keeping what it had done.
            raise StoreError(f"the server stopped a write at its time limit and may have kept part of it: "
                             f"{response.headers.get('X-SQL-Message', '')[:200]}")
        return response

    def _update(self, text: str) -> None:
        self._post(self.update_endpoint, UPDATE_SETTING, data={"update": text})

