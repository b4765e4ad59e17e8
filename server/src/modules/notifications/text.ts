/**
 * The Slovak of the notifications (spec section 3). The spec shows no bot, so these are ours: short,
 * in the app's voice ('Vy', capitalised as the app writes it), every message with a button to the
 * exact screen. Names stay in the nominative, placed where no case or gender is needed ('S Vami
 * bude hovoriť Katarína Horváthová'): declining any learner's or speaker's name reliably is not possible.
 */
import { count, NOUNS } from '../../plural';

export const text = {
  callReminder: (speaker: string, when: string, leadMinutes: number) =>
    `Pripomienka: ${leadMinutes >= 1440 && leadMinutes % 1440 === 0 ? (leadMinutes === 1440 ? 'zajtra' : `o ${leadMinutes / 1440} dni`) : `o ${leadLabel(leadMinutes)}`} máte hovor, ${when}. S Vami bude hovoriť ${speaker}.`,
  callButton: 'Zobraziť hovor',
  nextActivity: (day: number | null) =>
    day ? `Ďalšia aktivita (deň ${day}) je otvorená. Poďme na to!` : 'Ďalšia aktivita je otvorená. Poďme na to!',
  activityButton: 'Otvoriť aktivitu',
  speakingScored: (section: string, percent: number, feedback: string) =>
    `Vaša hovorená časť „${section}“ je ohodnotená: ${percent} %.\n\nSpätná väzba lektora:\n${feedback}`,
  resultsButton: 'Pozrieť hodnotenie',
  newMeeting: (title: string, when: string) => `Nové stretnutie: ${title} (${when}).`,
  meetingButton: 'Zobraziť stretnutie',
  newPublication: (title: string) => `Nová publikácia na blogu: ${title}`,
  publicationButton: 'Čítať',
  paymentPending: (title: string, amount: string) => `Čaká na Vás nezaplatená platba: ${title}, ${amount}.`,
  paymentButton: 'Prehľad Platieb',
};

function leadLabel(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? NOUNS.hourAccusative.one : count(hours, NOUNS.hourAccusative);
  }
  return `${minutes} min.`;
}
