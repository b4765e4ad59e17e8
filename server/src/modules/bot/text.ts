/**
 * The bot's own Slovak: the answer to /start and the menu button. The spec shows no bot, so these
 * are ours: short, in the app's voice ('Ahoj', then 'Vy', capitalised as the app writes it). What
 * the domains say is theirs (notifications/text.ts, studio/meetings/text.ts).
 */

export const text = {
  openApp: 'Otvoriť aplikáciu',
  menuButton: 'Otvoriť',
  start: (firstName: string) =>
    `Ahoj, ${firstName}! Tu sa učíte po slovensky: denné aktivity, hovory s rodenými hovorcami, stretnutia a blog. Otvorte aplikáciu tlačidlom nižšie.`,
};
