import { formatDateAs, learnerTimeZone } from '@app/shared/domain';

/**
 * '18. novembra 2026' on the learner's clock: the kernel's Intl format from @app/shared/domain, so
 * the detail screen does not download date-fns and its Slovak locale (about 12 KB gzip) when the
 * shell has not loaded them already.
 */
export const formatLongDate = (iso: string): string => formatDateAs(iso, 'long-date', learnerTimeZone());
