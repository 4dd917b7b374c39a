// Records every fixture case of the page as JSON, for LTR and RTL.
//
// Injected at the end of the fixture page by gentest.py. Each child of #container is one
// case. For every div it records the inline style as the browser parsed it (shorthands
// expanded to longhands, invalid declarations dropped), direct text content, and its
// border box relative to the border box of its nearest ancestor that generates a box, in
// CSS px. The result is written as JSON into <script id="livery-result">.
(function () {
  'use strict';

  function inlineStyle(element) {
    const style = {};
    for (let i = 0; i < element.style.length; i++) {
      const name = element.style[i];
      style[name] = element.style.getPropertyValue(name);
    }
    return style;
  }

  function directText(element) {
    let text = '';
    for (const node of element.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
    }
    return text.replace(/\s+/g, ' ').trim();
  }

  function generatesBox(element) {
    const display = getComputedStyle(element).display;
    return display !== 'none' && display !== 'contents';
  }

  function hiddenByAncestor(element, root) {
    for (let e = element; e && e !== root.parentElement; e = e.parentElement) {
      if (getComputedStyle(e).display === 'none') return true;
    }
    return false;
  }

  function boxOwner(element) {
    let e = element.parentElement;
    while (e && getComputedStyle(e).display === 'contents') e = e.parentElement;
    return e;
  }

  function frame(element, root) {
    if (!generatesBox(element) || hiddenByAncestor(element, root)) {
      return { x: 0, y: 0, width: 0, height: 0 };
    }
    const r = element.getBoundingClientRect();
    const p = boxOwner(element).getBoundingClientRect();
    return { x: r.left - p.left, y: r.top - p.top, width: r.width, height: r.height };
  }

  function describe(element, root) {
    const node = { style: inlineStyle(element) };
    const text = directText(element);
    if (text.length > 0) node.text = text;
    node.ltr = frame(element, root);
    node.children = Array.from(element.children).map((c) => describe(c, root));
    return node;
  }

  function recordRTL(element, node, root) {
    node.rtl = frame(element, root);
    Array.from(element.children).forEach((c, i) => recordRTL(c, node.children[i], root));
  }

  function run() {
    const roots = Array.from(document.getElementById('container').children);
    const cases = roots.map((root) => ({
      id: root.id,
      disabled: root.getAttribute('data-disabled') === 'true',
      experiments: (root.getAttribute('data-experiments') || '').split(/\s+/).filter((s) => s),
      root: describe(root, root),
    }));
    roots.forEach((root) => root.setAttribute('dir', 'rtl'));
    roots.forEach((root, i) => recordRTL(root, cases[i].root, root));
    const out = document.createElement('script');
    out.type = 'application/json';
    out.id = 'livery-result';
    out.textContent = JSON.stringify({ cases: cases });
    document.body.appendChild(out);
  }

  window.addEventListener('load', () => {
    document.fonts.load('10px Ahem').then(() => document.fonts.ready).then(run);
  });
})();
