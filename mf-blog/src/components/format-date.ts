/**
 * '18. novembra 2026' – the same text as formatDate of @app/shared/format (date-fns, 'd. MMMM yyyy',
 * Slovak), through the browser's own Intl: the detail screen then does not download date-fns and
 * its Slovak locale (about 12 KB gzip) when the shell has not loaded them already.
 */
// Formatters are built on first use, not when the module loads: building one costs a phone
// milliseconds, and this module loads before the first screen needs it.
let longDate: Intl.DateTimeFormat | undefined;
const longDateOf = () => (longDate ??= new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'long', year: 'numeric' }));

export const formatLongDate = (iso: string): string => longDateOf().format(new Date(iso));
