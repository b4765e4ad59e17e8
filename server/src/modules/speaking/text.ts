/**
 * What the bot says about speaking answers (the bot's voice: 'Vy', short, a button to the exact
 * screen). Task titles are quoted as the editor wrote them.
 */
const MB = 1024 * 1024;

export const speakingText = {
  ask: (title: string, prompt: string) =>
    `Úloha „${title}“:\n${prompt}\n\nNahrajte odpoveď ako hlasovú správu a pošlite ju sem do chatu.`,
  received: (title: string) => `Ďakujeme, Vaša odpoveď na úlohu „${title}“ je odoslaná lektorovi.`,
  replaced: (title: string) => `Ďakujeme, novou nahrávkou ste nahradili predchádzajúcu odpoveď na úlohu „${title}“.`,
  newAttempt: (title: string) => `Ďakujeme, toto je Váš nový pokus na úlohu „${title}“. Lektor ho ohodnotí znova.`,
  alreadyScored: (title: string) =>
    `Úloha „${title}“ je už ohodnotená a nový pokus nie je možný. Hodnotenie nájdete v aplikácii.`,
  nothingPending:
    'Hlasovú správu teraz nečakám. Odpoveď na hovorenú úlohu pošlite cez tlačidlo „Nahrať odpoveď v Telegrame“ pri úlohe v aplikácii.',
  notReached: 'Táto úloha Vám ešte nie je otvorená. Dnešné úlohy nájdete v aplikácii.',
  unknownTask: 'Túto úlohu sme nenašli. Dnešné úlohy nájdete v aplikácii.',
  tooLong: (seconds: number) =>
    `Nahrávka je príliš dlhá: môže mať najviac ${Math.round(seconds / 60)} minút. Nahrajte, prosím, kratšiu odpoveď.`,
  tooLarge: (bytes: number) =>
    `Nahrávka je príliš veľká: môže mať najviac ${Math.round(bytes / MB)} MB. Nahrajte, prosím, kratšiu odpoveď.`,
  notAudio: 'Tento súbor nie je zvuková nahrávka. Pošlite, prosím, odpoveď ako hlasovú správu.',
  failed: (title: string) => `Vašu nahrávku k úlohe „${title}“ sa nám nepodarilo uložiť. Pošlite ju, prosím, ešte raz.`,
  scored: (title: string, percent: number, feedback: string) =>
    `Vaša hovorená časť „${title}“ je ohodnotená: ${percent} %.\n\nSpätná väzba lektora:\n${feedback}`,
  dayButton: 'Otvoriť úlohu',
  todayButton: 'Dnešné úlohy',
  resultsButton: 'Pozrieť hodnotenie',
};
