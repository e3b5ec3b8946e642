/* global self */
// Started by boot.js: builds one date, number and name-order formatter of the stored language on a
// thread of its own, then ends. Their first building in a tab reads the language's data (~40 ms
// for Bangla and ~25 ms for the collation on a fast machine, four times that on a cheap phone),
// and the browser keeps that data for the whole tab — so the page's first figures and dates,
// formatted on the main thread, no longer wait for it there (decision 0019).
(function () {
  try {
    var locale = self.name === 'en' ? 'en-BD' : 'bn-BD';
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' }).format(0);
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Dhaka' }).format(0);
    new Intl.NumberFormat(locale).format(1234.5);
    new Intl.Collator().compare('a', 'b');
  } catch {
    // nothing to warm: the page builds its formatters itself, as before
  } finally {
    self.close();
  }
})();
