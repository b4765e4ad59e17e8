/* global window, document, __REMOTE_PREFIXES__ */
/*
 * The first script of the shell's page, before any bundle (rspack.base.ts emits it hashed and puts
 * it first in <head>; an external file, as the CSP allows no inline script). Plain ES2020, no
 * imports, runs in a few milliseconds:
 *  - paints the page in the Telegram theme of the launch parameters (background, text, skeleton),
 *    so a dark-theme user sees no white page while the bundles load;
 *  - starts GET /api/users/me with the init data of the URL, so the user is on its way while the
 *    bundles download; the shell's bootstrap adopts the answer (shell/src/early-user.ts);
 *  - fetches remotes.json and, on a remote's route (/blog/3), that remote's manifest, then preloads
 *    its remoteEntry.js, routes module and registration.js (on /main: every remote's registration.js,
 *    for the home rows): the shell would ask for each only after the one before
 *    it arrived, and only once the bundles ran. The shell adopts both answers
 *    (shell/src/remotes/early-remote.ts).
 * Anything unexpected leaves the page as it was: the app does both again the ordinary way.
 */
(function () {
  var params;
  try {
    params = new URLSearchParams(window.location.hash.slice(1));
  } catch {
    return;
  }

  try {
    var theme = JSON.parse(params.get('tgWebAppThemeParams') || '{}');
    var root = document.documentElement;
    var keys = ['bg_color', 'text_color', 'hint_color', 'secondary_bg_color', 'section_bg_color', 'button_color'];
    for (var i = 0; i < keys.length; i++) {
      var value = theme[keys[i]];
      if (typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value)) {
        root.style.setProperty('--tg-theme-' + keys[i].replace(/_/g, '-'), value);
      }
    }
    var bg = /^#([0-9a-f]{6})$/i.exec(theme.bg_color || '');
    if (bg) {
      var n = parseInt(bg[1], 16);
      var luminance = 0.2126 * (n >> 16) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
      // Scrollbars, form controls and the canvas behind the page follow the theme too.
      root.style.colorScheme = luminance < 128 ? 'dark' : 'light';
    }
  } catch {
    // Not JSON: the stylesheet's defaults (light, or dark by prefers-color-scheme) stay.
  }

  var initData = params.get('tgWebAppData');
  if (!initData) return;
  // Never rejects: the bootstrap reads { ok, status, body } or falls back to its own request.
  window.__earlyUser = {
    initData: initData,
    response: fetch('/api/users/me', { headers: { Authorization: 'tma ' + initData }, credentials: 'same-origin' }).then(
      function (response) {
        return response
          .json()
          .catch(function () {
            return null;
          })
          .then(function (body) {
            return { ok: response.ok, status: response.status, body: body };
          });
      },
      function () {
        return null;
      },
    ),
  };
})();

(function () {
  // [[prefix, container name], ...] from remotes.config.json, written in at build time (rspack.base.ts).
  var prefixes = __REMOTE_PREFIXES__;
  var path = window.location.pathname;
  var name = null;
  // The rule of owns() in @app/shared/remotes (no imports here: this runs before any bundle).
  for (var i = 0; i < prefixes.length; i++) {
    if (path === prefixes[i][0] || path.indexOf(prefixes[i][0] + '/') === 0) name = prefixes[i][1];
  }
  var early = (window.__earlyRemotes = {
    locations: fetch('/remotes.json', { credentials: 'same-origin' })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .catch(function () {
        return null;
      }),
    manifests: {},
  });
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
  // Home lists every remote's row: their registrations (a few hundred bytes each) start now.
  if (path === '/main') {
    early.locations.then(function (locations) {
      for (var remote in locations || {}) {
        if (typeof locations[remote] === 'string')
          preload(new URL('registration.js', new URL(locations[remote], window.location.href)).href);
      }
    });
  }
  if (!name) return;
  early.locations.then(function (locations) {
    var location = locations && locations[name];
    if (typeof location !== 'string') return;
    var url = new URL(location, window.location.href).href;
    // The remote's registration (its back targets), beside its manifest: the shell asks for it at once.
    preload(new URL('registration.js', url).href);
    // The text: the shell parses it as it parses a manifest it fetched (remote-manifest.ts).
    var manifest = (early.manifests[url] = fetch(url)
      .then(function (response) {
        return response.ok ? response.text() : null;
      })
      .catch(function () {
        return null;
      }));
    manifest.then(function (text) {
      try {
        var json = JSON.parse(text);
        var meta = json.metaData;
        if (typeof meta.publicPath !== 'string') return;
        var base = new URL(meta.publicPath, url).href;
        var files = [meta.remoteEntry.path ? meta.remoteEntry.path + '/' + meta.remoteEntry.name : meta.remoteEntry.name];
        for (var e = 0; e < json.exposes.length; e++) {
          if (json.exposes[e].name === 'routes') files = files.concat(json.exposes[e].assets.js.sync);
        }
        for (var f = 0; f < files.length; f++) preload(new URL(files[f], base).href);
      } catch {
        // An unexpected manifest: the shell says so on the remote's routes, with a retry.
      }
    });
  });
})();
