// Runs before the first paint (a file of its own because the page's Content-Security-Policy
// allows no inline scripts):
// 1. When the address names a page other than home, marks <html data-opening="page"> so the
//    build's copy of the home page (scripts/prerender.mjs) stays hidden until the app starts.
// 2. Applies a remembered theme.
//    The pick is a storage record {"v":1,"data":"dark"}; builds before records kept the plain
//    text "dark". Storage may be unavailable or hold anything: every failure means "follow
//    the system".
(function () {
  var hash = window.location.hash;
  if (hash && hash !== "#" && hash !== "#/") {
    document.documentElement.setAttribute("data-opening", "page");
  }
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
