"""The app's templates import macros as Jinja does, through the cheaper check of
webapp/templateimports.py: the cached module when the importing context brings no new global
name, a module of its own when it does."""

from __future__ import annotations

import jinja2
import pytest

from canpol.webapp.templateimports import ImportingTemplate

TEMPLATES = {
    "macros.html": "{% macro who() %}{{ speaker }}{% endmacro %}",
    "page.html": '{% from "macros.html" import who %}[{{ who() }}]',
}


def environment(template_class):
    env = jinja2.Environment(loader=jinja2.DictLoader(TEMPLATES))
    env.template_class = template_class
    env.globals["speaker"] = "the Speaker"
    return env


@pytest.mark.parametrize("extra_globals", [None, {"clerk": "the Clerk"}])
def test_an_import_gets_the_module_jinja_would_give(extra_globals):
    answers = []
    for template_class in (jinja2.Template, ImportingTemplate):
        env = environment(template_class)
        page = env.get_template("page.html", globals=extra_globals)
        macros = env.get_template("macros.html")
        assert type(page) is template_class
        context = page.new_context({})
        module = macros._get_default_module(context)
        # Jinja's own rule: the cached module unless the importer's context has new global names.
        cached = module is macros._get_default_module()
        answers.append((page.render(), page.render(), cached))
    assert answers[0] == answers[1]
    assert answers[1][0] == "[the Speaker]"
    assert answers[1][2] is (extra_globals is None)


def test_the_app_makes_its_templates_of_this_class(app):
    assert type(app.jinja_env.get_template("base.html")) is ImportingTemplate
