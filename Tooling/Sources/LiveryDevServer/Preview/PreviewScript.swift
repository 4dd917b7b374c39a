import LiverySyntax

/// The preview page's scripts.
enum PreviewScript {
    /// `window.liveryPreview = {...}`: the layouts, the current one, the render query, and
    /// the first fragment (screen plus diagnostics).
    static func settings(layouts: [String], current: String, renderQuery: String, fragment: String) -> String {
        let value = JSONValue.object([
            ("layouts", .array(layouts.map { .string($0) })), ("current", .string(current)),
            ("query", .string(renderQuery)), ("fragment", .string(fragment)),
        ])
        return "window.liveryPreview = \(value.compactText);"
    }

    /// For the page without layouts: reload when anything changes.
    static let reloadOnChange = """
    new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws').onmessage =
      function (e) { if (JSON.parse(e.data).type !== 'hello') location.reload(); };
    """

    /// Builds the page's frame (layout picker, status, live area), connects to `/ws`
    /// (reconnecting), and on every change fetches `/preview/render` and swaps it in.
    /// `window.liveryRenders` counts the swaps.
    static let source = """
    (function () {
      const settings = window.liveryPreview;
      const style = document.createElement('style');
      style.textContent = 'body{font:13px -apple-system,Helvetica,Arial,sans-serif;background:#eee;padding:16px}'
        + '#livery-bar{margin-bottom:12px}#livery-status{margin-left:8px;color:#888}'
        + '.lv-screen{box-shadow:0 2px 12px rgba(0,0,0,.25)}'
        + '.livery-diagnostics{font-family:ui-monospace,Menlo,monospace;padding-left:18px}'
        + '.livery-error{color:#c00}.livery-warning{color:#a60}';
      document.head.appendChild(style);
      const bar = document.createElement('header');
      bar.id = 'livery-bar';
      const picker = document.createElement('select');
      picker.id = 'livery-layout';
      settings.layouts.forEach(function (path) {
        const option = document.createElement('option');
        option.value = option.textContent = path;
        option.selected = path === settings.current;
        picker.appendChild(option);
      });
      picker.addEventListener('change', function () { location.search = '?layout=' + encodeURIComponent(picker.value); });
      const status = document.createElement('span');
      status.id = 'livery-status';
      status.textContent = 'connecting…';
      bar.append('Layout ', picker, status);
      const main = document.createElement('main');
      main.id = 'livery-preview';
      main.innerHTML = settings.fragment;
      document.querySelectorAll('body > .lv-screen').forEach(function (node) { node.remove(); });
      document.body.prepend(bar, main);
      let pending = null, again = false;
      function refresh() {
        if (pending) { again = true; return; }
        pending = fetch('/preview/render' + settings.query, { cache: 'no-store' })
          .then(function (response) { return response.text(); })
          .then(function (html) { main.innerHTML = html; window.liveryRenders = (window.liveryRenders || 0) + 1; })
          .catch(function (error) { status.textContent = 'render failed: ' + error; })
          .finally(function () { pending = null; if (again) { again = false; refresh(); } });
      }
      function connect() {
        const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
        ws.onopen = function () { status.textContent = 'live'; };
        ws.onmessage = function (event) {
          const message = JSON.parse(event.data);
          if (message.type === 'changed' || message.type === 'removed') {
            status.textContent = 'live — version ' + message.version;
            refresh();
          }
        };
        ws.onclose = function () { status.textContent = 'reconnecting…'; setTimeout(connect, 500); };
      }
      connect();
    })();
    """
}
