"""The reader's language: chosen by `?lang=`, then the `canpol_lang` cookie, then Accept-Language;
interface text translated through gettext catalogs (Flask-Babel), the choice kept across links."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import flask_babel
from flask import Flask, current_app, request
from flask import url_for as flask_url_for
from flask_babel import Babel, format_date, format_decimal
from flask_babel.speaklater import LazyString

from .flaskcontext import current_app_context, current_globals, current_request

LANGUAGES = ("en", "fr")
DEFAULT = "en"
COOKIE = "canpol_lang"
COOKIE_AGE = 365 * 24 * 3600
TRANSLATIONS = Path(__file__).parent / "translations"


def _translations():
    """The request's catalog as Flask-Babel finds it, kept beside Flask-Babel's own per-request
    state for as long as the request's locale stays the one it was found for (`force_locale`
    changes it). Flask-Babel looks it up again on every call (~12 us: the request context three
    times, the locale's name); a page translates 50-100 texts.

    A request's first look-up, when Flask-Babel has chosen no locale for it yet, takes the locale
    and catalog found for the same language before in this app (`_catalog`): Flask-Babel would
    ask `language()` and parse its answer into a new Locale for each request (~15 us)."""
    globals_ = current_globals()
    try:
        ctx = globals_._flask_babel
        if ctx.babel_locale is ctx.canpol_locale:
            return ctx.canpol_translations
    except AttributeError:
        pass
    ctx = getattr(globals_, "_flask_babel", None)
    if ctx is None or getattr(ctx, "babel_locale", None) is None:
        known = _catalog(ctx)
        if known is not None:
            if ctx is None:
                ctx = globals_._flask_babel = SimpleNamespace()  # as Flask-Babel makes it
            ctx.babel_locale = ctx.canpol_locale = known[0]
            ctx.canpol_translations = known[1]
            return known[1]
    translations = flask_babel.get_domain().get_translations()
    ctx = getattr(globals_, "_flask_babel", None)
    if ctx is not None and getattr(ctx, "babel_locale", None) is not None:
        ctx.canpol_translations, ctx.canpol_locale = translations, ctx.babel_locale
        _remember_catalog(ctx, translations)
    return translations


def _catalogs(ctx):
    """The app's remembered catalogs (language -> (Locale, catalog)) when the request's locale is
    chosen by canpol's `language()` and its texts come from the app's own domain, else None."""
    app = current_app_context().app
    babel = app.extensions.get("babel")
    if babel is None or babel.locale_selector is not language:
        return None
    domain = getattr(ctx, "babel_domain", None)
    if domain is not None and domain is not babel.instance.domain_instance:
        return None
    return app.extensions.setdefault(_CATALOGS, {})


def _catalog(ctx):
    """(Locale, catalog) of the request's language as found before in this app, else None (also
    outside a request: no language to choose)."""
    catalogs = _catalogs(ctx)
    if not catalogs:
        return None
    try:
        return catalogs.get(language())
    except RuntimeError:  # an app context without a request
        return None


def _remember_catalog(ctx, translations) -> None:
    """Remember the catalog Flask-Babel found for the request's language, when that language
    chose the locale (not `force_locale`)."""
    if getattr(ctx, "forced_babel_locale", None) is not None:
        return
    catalogs = _catalogs(ctx)
    try:
        lang = language()
    except RuntimeError:
        return
    if catalogs is not None and str(ctx.babel_locale) == lang:
        catalogs[lang] = (ctx.babel_locale, translations)


_CATALOGS = "canpol.catalogs"  # app.extensions: language -> (babel Locale, Flask-Babel's catalog)


def gettext(string: str, **variables) -> str:
    """Flask-Babel's `gettext`, the same text, with the request's catalog looked up once
    (`_translations`). Outside a request, Flask-Babel's own."""
    try:
        translations = _translations()
    except RuntimeError:  # no app context
        return flask_babel.gettext(string, **variables)
    text = translations.ugettext(string)
    return text if not variables else text % variables


def ngettext(singular: str, plural: str, num, **variables) -> str:
    """Flask-Babel's `ngettext` (`num` is a placeholder too), with the catalog of `gettext`."""
    try:
        translations = _translations()
    except RuntimeError:
        return flask_babel.ngettext(singular, plural, num, **variables)
    variables.setdefault("num", num)
    return translations.ungettext(singular, plural, num) % variables


def lazy_gettext(string: str, **variables) -> LazyString:
    """Flask-Babel's `lazy_gettext` (a text translated when it is shown), through `gettext`."""
    return LazyString(gettext, string, **variables)


def asked_language() -> str | None:
    """The language the URL asks for with `?lang=`, if it is one canpol speaks. Remembered in the
    request's environ: every link of a page asks (50-100 a page, each a look-up in the query
    arguments that raises and catches a KeyError when there is no `lang`)."""
    environ = current_request().environ
    try:
        return environ[_ASKED]
    except KeyError:
        asked = (request.args.get("lang") or "").lower()
        environ[_ASKED] = asked = asked if asked in LANGUAGES else None
        return asked


_ASKED = "canpol.asked_language"


def language() -> str:
    """The reader's language: `?lang=`, else the cookie an earlier `?lang=` set, else the best
    match of Accept-Language, else English. Remembered in the request's environ (a page asks
    3-5 times: its ETag, its reader, Flask-Babel, its templates), and the match of an
    Accept-Language header per header text (~15 us to parse and match; clients send the same
    few)."""
    environ = current_request().environ
    try:
        return environ[_LANGUAGE]
    except KeyError:
        pass
    chosen = asked_language()
    if not chosen:
        kept = (request.cookies.get(COOKIE) or "").lower()
        chosen = kept if kept in LANGUAGES else _accepted_language(request.headers.get("Accept-Language", ""))
    environ[_LANGUAGE] = chosen
    return chosen


def _accepted_language(header: str) -> str:
    """The best match of an Accept-Language header among LANGUAGES, else English."""
    try:
        return _ACCEPTED[header]
    except KeyError:
        pass
    chosen = request.accept_languages.best_match(LANGUAGES, default=DEFAULT) or DEFAULT
    if len(_ACCEPTED) >= _ACCEPTED_MAX:
        _ACCEPTED.clear()
    _ACCEPTED[header] = chosen
    return chosen


_LANGUAGE = "canpol.language"
_ACCEPTED: dict[str, str] = {}  # Accept-Language header -> its best match, for `language`
_ACCEPTED_MAX = 4096


def url_with_language(endpoint: str, **values) -> str:
    """url_for that carries the page's `?lang=` into the link, so a reader who chose a language by
    URL (a shared link, no cookies) keeps it on the next page too.

    The URLs are remembered per app: a page builds 18-19 (the header's and footer's links, the
    same on every page, its data documents twice each, the ontology once per property), ~5.5 us
    each through Flask and werkzeug. What a look-up needs of the request (the app's table, the
    script root, `?lang=`) is read once per request into its environ (`_url_table`), since each
    read through Flask's proxies costs ~0.5-1 us."""
    try:
        environ = current_request().environ
    except RuntimeError:  # no request (an app context alone): nothing to carry, nothing to remember
        return flask_url_for(endpoint, **values)
    try:
        urls, root, asked = environ[_URL_TABLE]
    except KeyError:
        urls, root, asked = environ[_URL_TABLE] = _url_table()
    if asked and endpoint != "static" and "lang" not in values:
        values["lang"] = asked
    if urls is None or endpoint[0] == "." or any(name[0] == "_" for name in values):
        # an app with URL default functions (they may add values per request), a relative
        # endpoint (its blueprint's), or an external, anchored or method-bound URL
        return flask_url_for(endpoint, **values)
    key = (root, endpoint, *values.items())  # in their order: the query string keeps it
    try:
        return urls[key]
    except KeyError:
        pass
    except TypeError:  # a value that is no key (a list of values): built each time
        return flask_url_for(endpoint, **values)
    url = flask_url_for(endpoint, **values)
    if len(urls) >= _URLS_MAX:  # pages' own links (their data documents) come and go
        urls.clear()
    urls[key] = url
    return url


_URL_TABLE = "canpol.url_table"
_URLS_MAX = 4096


def _url_table() -> tuple[dict | None, str, str | None]:
    """(the app's remembered URLs, or None if its URLs must be built each time; the request's
    script root; its `?lang=`). A relative URL that url_for builds is a function of the endpoint,
    the values and the script root alone as long as no URL default function adds values and no
    rule matches a host or subdomain (canpol's match neither)."""
    app = current_app
    urls = None if any(app.url_default_functions.values()) else app.extensions.setdefault(_URLS, {})
    return urls, request.script_root, asked_language()


_URLS = "canpol.urls"


def with_language(url: str) -> str:
    """A site-relative URL with the page's `?lang=` appended, for links built without url_for."""
    asked = asked_language()
    if not asked or "lang=" in url:
        return url
    return f"{url}{'&' if '?' in url else '?'}lang={asked}"


def language_switch(args, lang: str) -> str:
    """The query string of this page in another language: the same arguments, `lang` replaced."""
    from urllib.parse import urlencode

    kept = [(k, v) for k, v in args.items(multi=True) if k != "lang"]
    return urlencode(kept + [("lang", lang)])


def local_date(value) -> str:
    """An ISO date (or the date of an ISO timestamp) as the reader's language writes it:
    2020-06-17 -> "June 17, 2020", "17 juin 2020" (and « 1er décembre »). Anything else is shown as it is (the page keeps
    the ISO form in <time datetime>)."""
    from datetime import date

    text = str(value or "")
    try:
        day = date.fromisoformat(text[:10])
    except ValueError:
        return text
    text = format_date(day, format="long")
    if day.day == 1 and language() == "fr":  # the first of the month is « 1er » in French
        text = text.replace("1 ", "1er ", 1)
    return text


def _remember_choice(response):
    """A `?lang=` choice is remembered in a cookie; pages answer by cookie and Accept-Language."""
    asked = asked_language()
    if asked and request.cookies.get(COOKIE) != asked:
        response.set_cookie(COOKIE, asked, max_age=COOKIE_AGE, samesite="Lax", httponly=True)
    # Pages in the reader's language: HTML, and whatever a view marked as varying by language.
    vary = response.vary  # parsed from the header on each reading: read once, written once
    if response.mimetype == "text/html" or "Accept-Language" in vary:
        vary.update(("Accept-Language", "Cookie"))
    return response


def init_app(app: Flask) -> None:
    app.config.setdefault("BABEL_DEFAULT_LOCALE", DEFAULT)
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", str(TRANSLATIONS))
    Babel(app, locale_selector=language)
    app.jinja_env.globals.update(_=gettext, gettext=gettext, ngettext=ngettext, url_for=url_with_language,
                                 format_date=format_date, format_number=format_decimal,
                                 current_language=language)
    app.jinja_env.filters["with_lang"] = with_language
    app.jinja_env.filters["local_date"] = local_date
    app.jinja_env.filters["local_number"] = format_decimal
    app.jinja_env.filters["language_switch"] = language_switch
    app.after_request(_remember_choice)
