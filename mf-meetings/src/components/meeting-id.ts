/** A route id the server could hold (digits, no sign or leading zero); anything else is unknown without asking. */
export const parseMeetingId = (raw: string | undefined): number | null =>
  raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
