// Runs before the first paint (a file of its own because the page's Content-Security-Policy
// allows no inline scripts):
// 1. When the address names a page other than home, marks <html data-opening="page"> so the
//    build's copy of the home page (scripts/prerender.mjs) stays hidden until the app starts.
// 2. Names the language of the copy to show, <html data-first-paint="zh-Hans" lang="zh-Hans">,
//    as the app picks its language (src/language.rs): the learner's pick, the record
//    {"v":1,"data":"ko"}, else the first of the browser's languages the app speaks, else
//    English.
//    In that language too: the tab's title (the app's name) and the page's manifest (the
//    installed app's name), as the build lists them in <meta name="weiqi-names">
//    (scripts/post-build.mjs); the app keeps both in step once it runs. Another language's
//    words (locales/<tag>-<hash>.json, listed there too) are preloaded at once: the app fetches
//    them as it starts, and would otherwise ask only once its WebAssembly has come.
// 3. Applies a remembered theme.
//    The pick is a storage record {"v":1,"data":"dark"}; builds before records kept the plain
//    text "dark". Storage may be unavailable or hold anything: every failure means "follow
//    the system".
// 4. A tap before the app has started is not lost. A link of the copy works as a link: the
//    address changes, and the app opens that page when it starts (the copy's page area gives
//    way meanwhile, as for an address opened directly, and the page goes back to its top).
//    Whatever the tap was on (a link, the menu, a switch), the copy's status line
//    (<p class="starting" role="status">, which the app draws empty) says in the copy's
//    language that the app is starting, so screen readers hear it too. The skip link moves
//    the focus to the copy's page area, as the app's does.
// 0. Tidies an address the router cannot read (a bare "#", "#?", "#//…") into the page it
//    means ("#/", "#/?", "#/…"), now and whenever the address changes (this listener comes
//    before the router's).
(function () {
  function tidyAddress() {
    var href = window.location.href;
    var at = href.indexOf("#");
    if (at < 0) return;
    var path = href.slice(at + 1);
    var tidy = "/" + path.replace(/^\/+/, "");
    if (tidy !== path) window.history.replaceState(window.history.state, "", href.slice(0, at) + "#" + tidy);
  }
  tidyAddress();
  window.addEventListener("hashchange", tidyAddress);
  window.addEventListener("popstate", tidyAddress);
})();
(function () {
  var hash = window.location.hash;
  if (hash && hash !== "#" && hash !== "#/") {
    document.documentElement.setAttribute("data-opening", "page");
  }
  var speaks = { en: "en", zh: "zh-Hans", ko: "ko" };
  var language = null;
  try {
    var picked = JSON.parse(window.localStorage.getItem("weiqi.language"));
    if (picked && picked.v === 1 && Object.keys(speaks).some(function (k) { return speaks[k] === picked.data; })) {
      language = picked.data;
    }
  } catch (e) {}
  var preferred = navigator.languages || [navigator.language || ""];
  for (var i = 0; !language && i < preferred.length; i++) {
    var primary = String(preferred[i]).split(/[-_]/)[0].toLowerCase();
    if (Object.prototype.hasOwnProperty.call(speaks, primary)) language = speaks[primary];
  }
  language = language || "en";
  document.documentElement.setAttribute("data-first-paint", language);
  document.documentElement.lang = language;
  try {
    var named = JSON.parse(document.querySelector('meta[name="weiqi-names"]').getAttribute("content"))[language];
    if (named) {
      document.title = named.name;
      var manifest = document.querySelector('link[rel="manifest"]');
      if (manifest) manifest.setAttribute("href", named.manifest);
      if (named.words) {
        // The language's words, which the app fetches first thing when it starts: asked for
        // now, beside its WebAssembly, and handed to that fetch (same address and mode).
        var words = document.createElement("link");
        words.rel = "preload";
        words.as = "fetch";
        words.crossOrigin = "anonymous";
        words.href = named.words;
        document.head.appendChild(words);
      }
    }
  } catch (e) {}
  try {
    var raw = window.localStorage.getItem("weiqi.theme");
    var theme = raw;
    try {
      var record = JSON.parse(raw);
      if (record && record.v === 1) theme = record.data;
    } catch (e) {}
    if (theme === "light" || theme === "dark") {
      document.documentElement.setAttribute("data-theme", theme);
    }
  } catch (e) {}
})();
(function () {
  function copy() {
    return document.getElementById("first-paint");
  }
  function opening() {
    var hash = window.location.hash;
    if (hash && hash !== "#" && hash !== "#/") document.documentElement.setAttribute("data-opening", "page");
    else document.documentElement.removeAttribute("data-opening");
  }
  function starting(event) {
    var first = copy();
    var target = event.target;
    if (!first || !(target instanceof Element) || !first.contains(target)) return;
    var control = target.closest("a[href], button, select, input, label");
    var shown = control && control.closest("[data-locale]");
    if (!shown) return;
    if (control.matches(".skip-link")) {
      // Not an address of the app: it moves the focus to the copy's page area.
      var main = shown.querySelector("main");
      if (main) {
        event.preventDefault();
        main.focus();
      }
      return;
    }
    var line = shown.querySelector(".starting");
    if (line && !line.textContent) line.textContent = line.getAttribute("data-starting");
  }
  document.addEventListener("click", starting, true);
  document.addEventListener("change", starting, true);
  window.addEventListener("hashchange", function () {
    if (!copy()) return;
    opening();
    // Another page starts at its top, as in the app: the status line is there.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  });
})();
