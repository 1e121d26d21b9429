// Keyboard help for the server-rendered pages; every page works without it.
// "/" focuses the search box (as on lore.kernel.org and GitHub), unless the reader is typing somewhere.
(function () {
  'use strict';
  document.addEventListener('keydown', function (e) {
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) {
      return;
    }
    var t = e.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) {
      return;
    }
    var box = document.getElementById('q');
    if (box) {
      e.preventDefault();
      box.focus();
      box.select();
    }
  });
  // The queue filters apply as soon as one is chosen; the Filter button stays for keyboards and no-JS readers.
  var filters = document.querySelector('form.filters');
  if (filters) {
    filters.querySelectorAll('select').forEach(function (s) {
      s.addEventListener('change', function () { filters.submit(); });
    });
  }
}());
