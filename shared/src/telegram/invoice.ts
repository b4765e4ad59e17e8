import { openInvoice as sdkOpenInvoice } from '@telegram-apps/sdk-react';
import { telegramEnvironment } from './environment';

/** Telegram's invoice_closed statuses. */
export type InvoiceOutcome = 'paid' | 'cancelled' | 'failed' | 'pending';

/**
 * Whether Telegram's own invoice sheet can open here: a real client (the demo environment's stub
 * transport would drop web_app_open_invoice, and no Telegram stands behind a demo server's links).
 */
export function canOpenInvoice(): boolean {
  try {
    return telegramEnvironment() === 'telegram' && sdkOpenInvoice.isAvailable();
  } catch {
    return false;
  }
}

/**
 * Opens a Stars invoice link (`https://t.me/$slug`) in Telegram's sheet (web_app_open_invoice)
 * and resolves with how it closed (invoice_closed). Call only when canOpenInvoice() says so.
 */
export async function openInvoice(link: string): Promise<InvoiceOutcome> {
  return (await sdkOpenInvoice(link, 'url')) as InvoiceOutcome;
}
