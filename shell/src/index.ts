// The async boundary: shared singletons negotiate before any app code runs.
// Named, so that the build can preload it from index.html (rspack.base.ts, ShellStartPlugin).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
