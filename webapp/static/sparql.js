// Turns the plain query form into YASGUI when its assets are installed; the form stays as the
// fallback (no inline scripts: the Content-Security-Policy forbids them).
(function () {
  "use strict";
  document.addEventListener("DOMContentLoaded", function () {
    var host = document.getElementById("yasgui");
    if (!host || typeof window.Yasgui === "undefined") { return; }
    var textarea = document.getElementById("query");
    var yasgui = new window.Yasgui(host, {
      // YASGUI builds URL objects from the endpoint, which needs an absolute URL.
      requestConfig: { endpoint: new URL(host.getAttribute("data-endpoint"), window.location.href).href, method: "POST" },
      copyEndpointOnNewTab: false,
      persistenceId: null
    });
    var tab = yasgui.getTab();
    if (textarea && textarea.value) { tab.setQuery(textarea.value); }
    var form = document.getElementById("plain-form");
    if (form) { form.hidden = true; }
    var links = document.querySelectorAll("#examples a[data-query]");
    Array.prototype.forEach.call(links, function (link) {
      link.addEventListener("click", function (event) {
        event.preventDefault();
        yasgui.getTab().setQuery(link.getAttribute("data-query"));
        window.scrollTo(0, 0);
      });
    });
  });
})();
