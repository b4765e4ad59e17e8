/* global window, document, __REMOTE_PREFIXES__, __SHARED_SCRIPTS__ */
/*
 * The first script of the shell's page, before any bundle (rspack.base.ts emits it hashed and puts
 * it first in <head>; an external file, as the CSP allows no inline script). Plain ES2020, no
 * imports, runs in a few milliseconds:
 *  - paints the page in the Telegram theme of the launch parameters (background, text, skeleton),
 *    so a dark-theme user sees no white page while the bundles load;
 *  - starts GET /api/users/me with the init data of the URL, so the user is on its way while the
 *    bundles download; the shell's bootstrap adopts the answer (shell/src/early-user.ts); on /main
 *    GET /api/news too, and preloads the first card's image (home's largest paint) once it is named;
 *  - on a remote's route, runs the remote's registration.js and begins the GETs its route declares
 *    as firstData (the screen's list, before any bundle); the kernel's http client takes the
 *    answers (@app/shared/http, early-answers.ts);
 *  - fetches remotes.json and, on a remote's route (/blog/3), that remote's manifest, then preloads
 *    its remoteEntry.js, routes module and the shell's chunks of the shared packages that module
 *    needs (on /main: every remote's registration.js,
 *    for the home rows): the shell would ask for each only after the one before
 *    it arrived, and only once the bundles ran. The shell adopts both answers
 *    (shell/src/remotes/early-remote.ts);
 *  - loads Intl's data in a task of its own after the first paint (warmIntl).
 * Anything unexpected leaves the page as it was: the app does both again the ordinary way.
 */
(function () {
  var params;
  try {
    params = new URLSearchParams(window.location.hash.slice(1));
  } catch {
    params = new URLSearchParams();
  }
  var initData = params.get('tgWebAppData');

  // Never rejects: the shell reads { ok, status, body } (null when the request failed) or falls
  // back to its own request. `seen` looks at the body first (the news list's first image).
  function early(path, seen) {
    return fetch(path, { headers: { Authorization: 'tma ' + initData }, credentials: 'same-origin' }).then(
      function (response) {
        return response
          .json()
          .catch(function () {
            return null;
          })
          .then(function (body) {
            if (seen) seen(response, body);
            return { ok: response.ok, status: response.status, body: body };
          });
      },
      function () {
        return null;
      },
    );
  }

  // The GETs begun for the opened route's first screen, by URL (startFirstData); the kernel's http
  // client takes each once (@app/shared/http, early-answers.ts).
  var earlyData = (window.__earlyData = { initData: initData, started: Date.now(), answers: {} });

  startUser();
  startRemote();

  function startUser() {
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

    if (!initData) return;

    // The page's first Intl object loads ICU's locale and time zone data (bench/main-thread.mjs: a
    // 20–40 ms task on a desktop, whichever code first reads the time zone or formats a date: the
    // activities' ?tz=, a meeting card's date); every later one takes under a millisecond. Done here,
    // in a task of its own after the first paint, it costs nothing to the task that renders a screen,
    // while the bundles download and the thread would otherwise wait.
    var warmIntl = function () {
      try {
        Intl.DateTimeFormat().resolvedOptions();
      } catch {
        // No Intl: the code that needs it says so itself.
      }
    };
    if (typeof window.requestAnimationFrame === 'function') {
      window.requestAnimationFrame(function () {
        setTimeout(warmIntl, 0);
      });
    } else setTimeout(warmIntl, 0);
    window.__earlyUser = { initData: initData, response: early('/api/users/me') };

    // Home's largest paint is the first news card's image: its list starts now too, and the image as
    // soon as the list names it (the shell adopts the list: shell/src/early-user.ts).
    if (window.location.pathname !== '/main') return;
    window.__earlyNews = {
      initData: initData,
      response: early('/api/news', function (response, body) {
        var first = response.ok && Array.isArray(body) && body[0] && body[0].thumbnail_file;
        if (first && typeof first.file_url === 'string') {
          var link = document.createElement('link');
          link.rel = 'preload';
          link.as = 'image';
          link.href = first.file_url;
          // The card's own srcset and sizes (NEWS_IMAGE_SIZES in home/news-image.ts): the preload is
          // then the very width the card picks, not a second download.
          var variants = first.variants;
          if (variants && typeof variants.srcset === 'string') {
            link.setAttribute('imagesrcset', variants.srcset);
            link.setAttribute('imagesizes', '(min-width: 359px) 280px, 78vw');
          }
          link.setAttribute('fetchpriority', 'high');
          document.head.appendChild(link);
        }
      }),
    };
  }

  function startRemote() {
    // [[prefix, container name], ...] from remotes.config.json, written in at build time (rspack.base.ts).
    var prefixes = __REMOTE_PREFIXES__;
    // { shared package: [the shell's script files that provide it] }, for the packages the shell
    // provides from chunks of their own, written in at build time (rspack.base.ts, lazySharedScripts).
    var sharedScripts = __SHARED_SCRIPTS__;
    var path = window.location.pathname;
    var name = null;
    // The rule of owns() in @app/shared/remotes (no imports here: this runs before any bundle).
    for (var i = 0; i < prefixes.length; i++) {
      if (path === prefixes[i][0] || path.indexOf(prefixes[i][0] + '/') === 0) name = prefixes[i][1];
    }
    var remotes = (window.__earlyRemotes = {
      locations: fetch('/remotes.json', { credentials: 'same-origin' })
        .then(function (response) {
          return response.ok ? response.json() : null;
        })
        .catch(function () {
          return null;
        }),
      manifests: {},
      // Whether the registration.js early-start.js ran has loaded, by remote (the shell adopts it).
      registrations: {},
    });
    var preloaded = {};
    function preload(href) {
      if (preloaded[href]) return;
      preloaded[href] = true;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
    // Home lists every remote's row: their registrations (a few hundred bytes each) start now.
    if (path === '/main') {
      remotes.locations.then(function (locations) {
        for (var remote in locations || {}) {
          if (typeof locations[remote] === 'string')
            preload(new URL('registration.js', new URL(locations[remote], window.location.href)).href);
        }
      });
    }
    if (!name) return;
    remotes.locations.then(function (locations) {
      var location = locations && locations[name];
      if (typeof location !== 'string') return;
      var url = new URL(location, window.location.href).href;
      // The remote's registration (its back targets), beside its manifest: the shell asks for it at
      // once. Run here, it also names the data the route's first screen asks for (firstData).
      remotes.registrations[name] = startFirstData(name, new URL('registration.js', url).href);
      // The text: the shell parses it as it parses a manifest it fetched (remote-manifest.ts).
      var manifest = (remotes.manifests[url] = fetch(url)
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
          var entry = meta.remoteEntry;
          if (typeof entry.name !== 'string' || !entry.name) return;
          // As remoteFiles() reads it (test: early-start-agrees.test.ts): 'auto' or none is the manifest's folder.
          var base = new URL(typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : '', url).href;
          var folder = typeof entry.path === 'string' && entry.path ? entry.path.replace(/\/$/, '') + '/' : '';
          var files = [folder + entry.name];
          var shellFiles = [];
          var exposes = Array.isArray(json.exposes) ? json.exposes : [];
          for (var e = 0; e < exposes.length; e++) {
            if (!exposes[e] || exposes[e].name !== 'routes') continue;
            var sync = exposes[e].assets && exposes[e].assets.js && exposes[e].assets.js.sync;
            var strings =
              Array.isArray(sync) &&
              sync.every(function (file) {
                return typeof file === 'string';
              });
            if (strings) files = files.concat(sync);
            // The shared packages the routes module waits for (rspack.base.ts, ExposedSharedPlugin):
            // the shell's own copies, which the runtime would ask for only after remoteEntry.js ran.
            var shared = Array.isArray(exposes[e].loadsShared) ? exposes[e].loadsShared : [];
            for (var s = 0; s < shared.length; s++) {
              var own = typeof shared[s] === 'string' && Object.prototype.hasOwnProperty.call(sharedScripts, shared[s]);
              if (own) shellFiles = shellFiles.concat(sharedScripts[shared[s]]);
            }
            break;
          }
          for (var f = 0; f < files.length; f++) preload(new URL(files[f], base).href);
          for (var h = 0; h < shellFiles.length; h++) preload(new URL(shellFiles[h], window.location.href).href);
        } catch {
          // An unexpected manifest: the shell says so on the remote's routes, with a retry.
        }
      });
    });
  }

  /**
   * Runs the opened remote's registration.js (a few hundred bytes, no imports: the shell runs the
   * same file for the route's back target) and starts the GETs its route declares as `firstData`
   * (RemoteRoute in @app/shared/remotes), with the route's :params filled in. The answers wait in
   * window.__earlyData, where the kernel's http client takes each for the screen's first request of
   * that URL (@app/shared/http, early-answers.ts): the list and its first picture no longer wait for
   * the bundles, the remote's files and a render.
   */
  function startFirstData(name, src) {
    var script = document.createElement('script');
    script.src = src;
    script.async = true;
    var loaded = new Promise(function (resolve) {
      script.onerror = function () {
        resolve(false);
      };
      script.onload = function () {
        resolve(true);
        if (initData) requestFirstData(name);
      };
    });
    document.head.appendChild(script);
    return loaded;
  }

  function requestFirstData(name) {
    try {
      var exports = window.__remoteRegistrations && window.__remoteRegistrations[name];
      // The contract the shell speaks (registrationContract); the shell checks the rest itself.
      if (!exports || exports.contract !== 1 || typeof exports.register !== 'function') return;
      var runtime = {
        get: function () {
          return Promise.reject(new Error('not before the shell starts'));
        },
      };
      var routes = exports.register(runtime).routes || [];
      for (var r = 0; r < routes.length; r++) {
        var params =
          routes[r] && typeof routes[r].path === 'string' ? matchRoute(routes[r].path, window.location.pathname) : null;
        if (!params || !Array.isArray(routes[r].firstData)) continue;
        for (var d = 0; d < routes[r].firstData.length; d++) {
          var api = fillParams(routes[r].firstData[d], params);
          if (api) earlyData.answers['/api' + api] = early('/api' + api);
        }
        return;
      }
    } catch {
      // A registration that throws: the shell says so when it runs it; the screen asks itself.
    }
  }

  /** The :params of `pattern` ('/blog/:id') for `pathname`, or null when it is not that route. */
  function matchRoute(pattern, pathname) {
    var want = pattern.replace(/\/+$/, '').split('/');
    var have = pathname.replace(/\/+$/, '').split('/');
    if (want.length !== have.length) return null;
    var params = {};
    for (var i = 0; i < want.length; i++) {
      if (want[i].charAt(0) === ':') {
        if (!have[i]) return null;
        try {
          params[want[i].slice(1)] = decodeURIComponent(have[i]);
        } catch {
          return null;
        }
      } else if (want[i] !== have[i]) return null;
    }
    return params;
  }

  /** An API path of firstData with the route's :params filled in; null when one is missing or it is not a path. */
  function fillParams(api, params) {
    if (typeof api !== 'string' || api.charAt(0) !== '/' || api.charAt(1) === '/') return null;
    var missing = false;
    var filled = api.replace(/:([A-Za-z_]\w*)/g, function (_, key) {
      if (!Object.prototype.hasOwnProperty.call(params, key)) missing = true;
      return encodeURIComponent(params[key]);
    });
    return missing ? null : filled;
  }
})();
