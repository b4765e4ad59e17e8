/** The device's time zone (IANA), or undefined where Intl cannot say: the learner's own clock. */
export const deviceTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};
