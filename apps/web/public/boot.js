/* global document, window, Worker, location, MutationObserver */
// Runs before the app's bundle: apply the stored theme and language so the first paint is right.
(function () {
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem('vite-ui-theme');
    if (theme !== 'light' && theme !== 'dark' && theme !== 'system') theme = 'light';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.add(dark ? 'dark' : 'light');
    var lang = localStorage.getItem('dokani-lang');
    root.lang = lang === 'en' ? 'en' : 'bn';
    // /auth arrives with its first step drawn in both languages (auth.html): the other language's
    // drawing goes as soon as it has been read, so the page holds one (src/app/prerendered.ts).
    if (/^\/auth\/?$/.test(location.pathname) && typeof MutationObserver === 'function') {
      var other = '[data-prerendered="' + (root.lang === 'en' ? 'bn' : 'en') + '"]';
      var drop = new MutationObserver(function () {
        var el = document.querySelector(other);
        if (el) {
          el.remove();
          drop.disconnect();
        }
      });
      drop.observe(root, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', function () {
        drop.disconnect();
      });
    }
    // The language's date and number data read on another thread while the app loads (intl-warm.js).
    try {
      new Worker('/intl-warm.js', { name: root.lang });
    } catch {
      // no worker here: the page reads that data itself when it first formats
    }
    // A stored session: the page table's code (vite.config.ts, pageTableHint) is fetched beside
    // the entry rather than after it. Only a hint — a wrong guess costs one small download.
    var pages = document.querySelector('meta[name="dokani-pages"]');
    var auth = localStorage.getItem('auth-storage');
    var signedIn = !!auth && auth.indexOf('"token":"') !== -1;
    // ... and /auth's step drawn at build time (auth.html) stays hidden: the app sends them on.
    if (signedIn) root.classList.add('signed-in');
    if (pages && signedIn) {
      // ... with the page titles and menu (`nav`) in the stored language
      var texts = pages.getAttribute('data-' + root.lang);
      pages.content
        .split(' ')
        .concat(texts ? [texts] : [])
        .forEach(function (href) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          document.head.appendChild(link);
        });
    }
  } catch {
    root.classList.add('light');
  }
})();
