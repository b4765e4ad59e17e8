/**
 * What the studio asks before an action that publishes, withdraws, discards or cancels
 * (`confirmAction` of @app/shared/telegram: Telegram's popup, or a dialog in the page). Titles stay
 * under Telegram's 64 characters; the message says whom it reaches.
 */
export const confirmText = {
  publishDay: (day: number) => ({
    title: `Publikovať deň ${day}?`,
    message: 'Študenti ho dostanú v dátum „Dostupný od“, keď dokončia predošlý deň. Kto naň už čaká, dostane správu.',
    confirm: 'Publikovať',
  }),
  publishDayChanges: (day: number) => ({
    title: `Publikovať zmeny dňa ${day}?`,
    message: 'Študenti uvidia zmeny hneď. Odpovede a skóre, ktoré už majú, zostanú.',
    confirm: 'Publikovať',
  }),
  deleteDay: (day: number) => ({
    title: `Odstrániť deň ${day}?`,
    message: 'Vymažú sa aj jeho časti a úlohy. Študenti ho nevideli, lebo ešte nebol publikovaný.',
    confirm: 'Odstrániť',
    destructive: true,
  }),
  discardDraft: {
    title: 'Zahodiť koncept?',
    message: 'Uložené, no nepublikované zmeny sa zahodia a nedajú sa vrátiť. Platí publikovaná verzia.',
    confirm: 'Zahodiť',
    destructive: true,
  },
  publishNow: (name: string) => ({
    title: 'Publikovať teraz?',
    message: `„${name}“ uvidia študenti hneď.`,
    confirm: 'Publikovať',
  }),
  schedule: (name: string) => ({
    title: 'Naplánovať zverejnenie?',
    message: `„${name}“ uvidia študenti od zvoleného času.`,
    confirm: 'Naplánovať',
  }),
  unschedule: (name: string) => ({
    title: 'Zrušiť naplánovanie?',
    message: `„${name}“ nevyjde; študenti ju nevideli. Naplánovať ju môžete znova.`,
    confirm: 'Zrušiť naplánovanie',
  }),
  withdraw: (name: string) => ({
    title: 'Stiahnuť?',
    message: `„${name}“ študenti prestanú vidieť; odkazy na ňu ukážu, že sa nenašla. Znova ju zverejní „Publikovať teraz“.`,
    confirm: 'Stiahnuť',
    destructive: true,
  }),
};

/** Where a field of a day lies, for the message of a refused save ('Časť 2, úloha 3, otázka 1'). */
const itemWords: Record<string, string> = { queries: 'otázka', statements: 'tvrdenie', pairs: 'dvojica' };
export function dayPlace(field: string): string | null {
  const found = /^sections\.(\d+)(?:\.tasks\.(\d+)(?:\.(queries|statements|pairs)\.(\d+))?)?/.exec(field);
  if (!found) return null;
  const [, section, task, items, item] = found;
  const words = [`Časť ${Number(section) + 1}`];
  if (task !== undefined) words.push(`úloha ${Number(task) + 1}`);
  if (items !== undefined) words.push(`${itemWords[items]} ${Number(item) + 1}`);
  return words.join(', ');
}
