/** The study reminder's Slovak, in the bot's voice (bot/text.ts: 'Vy' capitalised, a button to the screen). */
import { count, NOUNS } from '../../plural';

export const reminderText = {
  message: (open: boolean, due: number) => {
    const review = `na opakovanie máte ${count(due, NOUNS.reviewItemAccusative)}`;
    if (open && due > 0) return `Je čas na slovenčinu! Aktivita na dnes na Vás čaká a ${review}.`;
    if (open) return 'Je čas na slovenčinu! Aktivita na dnes na Vás čaká.';
    return `Je čas na slovenčinu! Na opakovanie máte ${count(due, NOUNS.reviewItemAccusative)}.`;
  },
  activityButton: 'Otvoriť aktivitu',
  reviewButton: 'Opakovať',
};
