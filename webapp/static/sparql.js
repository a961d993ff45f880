// Turns the plain query form into YASGUI when its assets are installed; the form stays as the
// fallback (no inline scripts: the Content-Security-Policy forbids them). In YASGUI's result
// table an IRI shows its label (or CURIE) and canpol's own IRIs link to their page here.
(function () {
  "use strict";

  var LABEL_BATCH = 400;  // IRIs whose labels one look-up query asks for

  function escapeHtml(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" }[c];
    });
  }

  // A label of the reader's language first, then one without a language, English, any.
  function rank(lang, wanted) {
    lang = (lang || "").toLowerCase();
    if (lang.split("-")[0] === wanted) { return 0; }
    if (!lang) { return 1; }
    return lang.indexOf("en") === 0 ? 2 : 3;
  }

  function Labels(endpoint, base, pages, prefixes) {
    this.endpoint = endpoint;
    this.base = base;
    this.pages = pages;
    this.prefixes = prefixes;
    this.known = {};   // IRI -> {text, rank}
    this.asked = {};   // IRI -> true once looked up (labelled or not)
    this.lang = (document.documentElement.lang || "en").toLowerCase();
  }

  // The page here of a canpol IRI ({base}id/x -> /page/x; graphs and vocabulary terms too).
  Labels.prototype.localHref = function (iri) {
    if (!this.base || iri.indexOf(this.base) !== 0) { return null; }
    var rest = iri.slice(this.base.length);
    if (rest.indexOf("id/") === 0 && rest.length > 3) { return this.pages + rest.slice(3); }
    if (rest.indexOf("graph/") === 0 || rest.indexOf("vocab/") === 0) { return this.pages + rest; }
    return null;
  };

  Labels.prototype.shortName = function (iri, prefixes) {
    var all = [prefixes || {}, this.prefixes];
    for (var i = 0; i < all.length; i++) {
      for (var name in all[i]) {
        var ns = all[i][name];
        if (ns && iri.indexOf(ns) === 0 && iri.length > ns.length) { return name + ":" + iri.slice(ns.length); }
      }
    }
    var href = this.localHref(iri);
    return href ? href.slice(this.pages.length) : iri;
  };

  Labels.prototype.link = function (iri, prefixes) {
    var label = this.known[iri];
    var text = label ? label.text : this.shortName(iri, prefixes);
    var local = this.localHref(iri);
    var href = local || (/^https?:\/\//i.test(iri) ? iri : null);
    if (!href) { return "<span class='iri' title='" + escapeHtml(iri) + "'>" + escapeHtml(text) + "</span>"; }
    return "<a class='iri" + (local ? "" : " external") + "' href='" + escapeHtml(href) + "' title='" +
      escapeHtml(iri) + "'" + (local ? "" : " rel='nofollow noopener noreferrer'") + ">" + escapeHtml(text) + "</a>";
  };

  // Look up the labels of the IRIs not asked yet; calls done(true) when some were found.
  Labels.prototype.fetch = function (iris, done) {
    var self = this;
    // Only IRIs that are one IRIREF token can go into the look-up query's VALUES block.
    var wanted = iris.filter(function (iri) {
      return !self.asked[iri] && /^[^<>"{}|^`\\\s\u0000-\u0020]+$/.test(iri);
    }).slice(0, LABEL_BATCH);
    if (!wanted.length) { done(false); return; }
    wanted.forEach(function (iri) { self.asked[iri] = true; });
    var query = "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n" +
      "PREFIX schema: <http://schema.org/>\nPREFIX skos: <http://www.w3.org/2004/02/skos/core#>\n" +
      "SELECT DISTINCT ?s ?label WHERE { VALUES ?s { " +
      wanted.map(function (iri) { return "<" + iri + ">"; }).join(" ") +
      " } ?s rdfs:label|schema:name|skos:prefLabel|schema:headline ?label }";
    var body = new URLSearchParams();
    body.set("query", query);
    fetch(this.endpoint, { method: "POST", body: body, headers: { "Accept": "application/sparql-results+json" } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (data) {
        var found = false;
        ((data && data.results && data.results.bindings) || []).forEach(function (row) {
          if (!row.s || !row.label) { return; }
          var r = rank(row.label["xml:lang"], self.lang);
          var old = self.known[row.s.value];
          if (!old || r < old.rank || (r === old.rank && row.label.value < old.text)) {
            self.known[row.s.value] = { text: row.label.value, rank: r };
            found = true;
          }
        });
        done(found);
      })
      .catch(function () { done(false); });
  };

  function resultIris(yasr) {
    var results = yasr.results;
    if (!results || typeof results.getBindings !== "function") { return []; }
    var seen = {}, out = [];
    (results.getBindings() || []).forEach(function (row) {
      Object.keys(row).forEach(function (name) {
        var cell = row[name];
        if (cell && cell.type === "uri" && !seen[cell.value]) { seen[cell.value] = true; out.push(cell.value); }
      });
    });
    return out;
  }

  // YASQE floats its run and share buttons over the top right of the query text, where they
  // cover it on a narrow screen: they move into a band of their own above the editor.
  function dockButtons(tab) {
    var yasqe = tab.getYasqe && tab.getYasqe();
    if (!yasqe || typeof yasqe.getWrapperElement !== "function") { return; }
    var editor = yasqe.getWrapperElement();
    var buttons = editor.querySelector(".yasqe_buttons");
    if (!buttons || !editor.parentNode) { return; }
    buttons.classList.add("docked");
    editor.parentNode.insertBefore(buttons, editor);
  }

  document.addEventListener("DOMContentLoaded", function () {
    var host = document.getElementById("yasgui");
    if (!host || typeof window.Yasgui === "undefined") { return; }
    var textarea = document.getElementById("query");
    var endpoint = new URL(host.getAttribute("data-endpoint"), window.location.href).href;
    var prefixes = {};
    try { prefixes = JSON.parse(host.getAttribute("data-prefixes") || "{}"); } catch (e) { prefixes = {}; }
    var labels = new Labels(endpoint, host.getAttribute("data-base"), host.getAttribute("data-pages"), prefixes);
    var Table = window.Yasgui.Yasr && window.Yasgui.Yasr.plugins && window.Yasgui.Yasr.plugins.table;
    if (Table && Table.prototype) {
      // Every IRI cell of the table goes through this (data types of literals too).
      Table.prototype.getUriLinkFromBinding = function (binding, queryPrefixes) {
        return labels.link(binding.value, queryPrefixes);
      };
    }
    var yasgui = new window.Yasgui(host, {
      // YASGUI builds URL objects from the endpoint, which needs an absolute URL.
      requestConfig: { endpoint: endpoint, method: "POST" },
      copyEndpointOnNewTab: false,
      persistenceId: null
    });
    var watched = [];
    function watch(tab) {
      dockButtons(tab);
      var yasr = tab.getYasr && tab.getYasr();
      if (!yasr || watched.indexOf(yasr) >= 0) { return; }
      watched.push(yasr);
      yasr.on("drawn", function () {
        labels.fetch(resultIris(yasr), function (found) { if (found) { yasr.draw(); } });
      });
    }
    var tab = yasgui.getTab();
    watch(tab);
    yasgui.on("tabSelect", function (instance, id) { window.setTimeout(function () { watch(yasgui.getTab(id)); }, 0); });
    if (textarea && textarea.value) { tab.setQuery(textarea.value); }
    var form = document.getElementById("plain-form");
    if (form) { form.hidden = true; }
    // YASGUI runs a query given in the URL itself; the server's table of it would be a second copy.
    var answer = document.getElementById("answer");
    if (answer) { answer.hidden = true; }
    var links = document.querySelectorAll("#examples a[data-query]");
    Array.prototype.forEach.call(links, function (link) {
      link.addEventListener("click", function (event) {
        event.preventDefault();
        yasgui.getTab().setQuery(link.getAttribute("data-query"));
        host.scrollIntoView();
      });
    });
  });
})();
