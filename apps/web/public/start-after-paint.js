// A page the server rendered is on screen before its code is needed: the code is fetched once
// the page has been painted, so that nothing competes with what the visitor sees first
// (docs/decisions/035). The server puts this file in place of the page's module scripts and
// names them in data-entry and data-preload. Plain ES5, no module: it must run everywhere.
(function () {
  var me = document.currentScript;
  if (!me) return;
  var entry = me.getAttribute('data-entry');
  var preloads = (me.getAttribute('data-preload') || '').split(' ');
  var started = false;

  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }

  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < preloads.length; i++) {
      if (preloads[i]) add('link', { rel: 'modulepreload', crossorigin: '', href: preloads[i] });
    }
    if (entry) add('script', { type: 'module', crossorigin: '', src: entry });
  }

  // After the next frame is painted; a tab in the background paints nothing, hence the timer.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
