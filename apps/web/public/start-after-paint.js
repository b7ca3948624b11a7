// A page the server rendered is on screen before its code is needed: the code is fetched once
// the page has been painted, so that nothing competes with what the visitor sees first
// (docs/decisions/035). The server puts this file in place of the page's module scripts and
// names them in data-entry and data-preload. Plain ES5, no module: it must run everywhere.
//
// Links and the search form work before the app does; a button that only the app can answer
// (Filters, a menu) does not. Its press is kept and made again once the app has taken that
// button over, so that no tap is lost while the code arrives.
(function () {
  var me = document.currentScript;
  if (!me) return;
  var entry = me.getAttribute('data-entry');
  var preloads = (me.getAttribute('data-preload') || '').split(' ');
  var started = false;
  /** How long a press waits for the app before it is given up (a failed download). */
  var KEEP_MS = 20000;
  var pressed = null;
  var keptAt = 0;

  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }

  // React marks each element it has taken over (rendered or hydrated) with its props.
  function handledByApp(element) {
    var keys = Object.keys(element);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf('__reactProps$') === 0) return true;
    return false;
  }

  // What does something without the app: a link, a form's submit or reset button.
  function worksWithoutApp(button) {
    if (button.tagName === 'A') return button.hasAttribute('href');
    var type = (button.getAttribute('type') || 'submit').toLowerCase();
    return button.tagName === 'BUTTON' && !!button.form && type !== 'button';
  }

  function replay() {
    if (!pressed) return;
    if (!pressed.isConnected || Date.now() - keptAt > KEEP_MS) {
      pressed = null;
      return;
    }
    if (!handledByApp(pressed)) {
      requestAnimationFrame(replay);
      return;
    }
    var button = pressed;
    pressed = null;
    button.click();
  }

  function keep(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button, [role="button"]') : null;
    if (!button || handledByApp(button) || worksWithoutApp(button)) return;
    event.preventDefault();
    event.stopPropagation();
    var waiting = pressed;
    pressed = button;
    keptAt = Date.now();
    if (!waiting && started) replay();
  }

  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < preloads.length; i++) {
      if (preloads[i]) add('link', { rel: 'modulepreload', crossorigin: '', href: preloads[i] });
    }
    if (entry) add('script', { type: 'module', crossorigin: '', src: entry });
    replay();
  }

  document.addEventListener('click', keep, true);
  // After the next frame is painted; a tab in the background paints nothing, hence the timer.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
