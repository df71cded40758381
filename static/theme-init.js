// Applies a remembered theme before the first paint. A file of its own because the page's
// Content-Security-Policy allows no inline scripts. The pick is a storage record
// {"v":1,"data":"dark"}; builds before records kept the plain text "dark". Storage may be
// unavailable or hold anything: every failure means "follow the system".
(function () {
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
