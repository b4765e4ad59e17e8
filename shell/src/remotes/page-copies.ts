/**
 * @app/shared modules the remotes use and the shell does not. A build provides a shared module only
 * when its own code imports it, so without these lines only remotes would provide them, and the
 * first remote to register its copy would supply every other one: even a remote the page refused
 * for needing a newer @app/shared, whose copy then refuses every later remote too (its widgets ask
 * for that newer @app/shared/ui). Provided by the shell, the page's copy is registered first and
 * is the one every remote gets. The imports never run; `npm run check` fails when a remote's build
 * uses an @app/shared module that the shell's build does not provide.
 */
export const pageCopies = [
  () => import('@app/shared/widgets'),
  () => import('@app/shared/format'),
  () => import('@app/shared/calendar'),
];
