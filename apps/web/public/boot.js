/* global document, window */
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
  } catch {
    root.classList.add('light');
  }
})();
