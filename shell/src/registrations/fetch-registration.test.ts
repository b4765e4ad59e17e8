/**
 * On the route the page opened on, early-start.js has run the remote's registration.js already
 * (for the route's firstData): the shell takes what it left instead of loading the file again, once.
 */
import { remoteApps } from '@app/shared/remotes';
import { fetchRegistration } from './fetch-registration';

const remote = remoteApps.find((app) => app.name === 'mf_blog')!;
const exports = { contract: 1, register: () => ({ routes: [] }) };
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

beforeEach(() => {
  document.head.innerHTML = '';
  window.__earlyRemotes = {
    locations: Promise.resolve({ mf_blog: '/remotes/blog/mf-manifest.json' }),
    manifests: {},
    registrations: { mf_blog: Promise.resolve(true) },
  };
  window.__remoteRegistrations = { mf_blog: exports };
});
afterEach(() => {
  delete window.__earlyRemotes;
  delete window.__remoteRegistrations;
});

it('takes the registration early-start.js ran, without loading registration.js again; a later load fetches it', async () => {
  await expect(fetchRegistration(remote)).resolves.toBe(exports);
  expect(scripts()).toEqual([]);
  // A second load (a retry) must reach the network: the early one is taken once.
  const again = fetchRegistration(remote);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(scripts()).toEqual([new URL('/remotes/blog/registration.js', window.location.href).href]);
  const reloaded = { contract: 1, register: () => ({ routes: [] }) };
  window.__remoteRegistrations!.mf_blog = reloaded;
  document.head.querySelector('script')!.dispatchEvent(new Event('load'));
  await expect(again).resolves.toBe(reloaded);
});

it('loads registration.js itself when the early one did not load', async () => {
  window.__earlyRemotes!.registrations = { mf_blog: Promise.resolve(false) };
  const loading = fetchRegistration(remote);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(scripts()).toHaveLength(1);
  window.__remoteRegistrations!.mf_blog = exports;
  document.head.querySelector('script')!.dispatchEvent(new Event('load'));
  await expect(loading).resolves.toBe(exports);
});
