/**
 * @app/shared modules the remotes use and the shell does not. A build provides a shared module only
 * when its own code imports it, and production remotes never provide the kernel (they consume it
 * only, scripts/shared-versions.cjs `kernelFromHost`): without these lines nobody would provide
 * them on the page. The imports never run; `npm run check` fails when a remote's build uses an
 * @app/shared module that the shell's build does not provide.
 */
export const pageCopies = [
  () => import('@app/shared/widgets'),
  () => import('@app/shared/format'),
  () => import('@app/shared/calendar'),
];
