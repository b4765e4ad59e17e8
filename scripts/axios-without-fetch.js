// Stands in for axios/lib/adapters/fetch.js in browser builds (rspack.base.ts): the app's one HTTP
// client uses the XHR adapter (axios' first choice in a browser), so the fetch adapter is ~4 KB
// gzip on the first screen that never runs. Asking for `adapter: 'fetch'` fails loudly.
export const getFetch = undefined;
export default undefined;
