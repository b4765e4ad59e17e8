/** What every item editor says about saving (the same words on a day, a meeting, a speaker, a publication). */
export const saveText = {
  saveFailed: 'Zmeny sa nepodarilo uložiť. Vaše úpravy zostali vo formulári.',
  unsaved: 'Máte neuložené zmeny.',
  conflictReload: 'Zahodiť moje úpravy a načítať novú verziu',
  leaveTitle: 'Odísť bez uloženia?',
  leaveMessage: 'Zmeny, ktoré ste neuložili, sa stratia.',
  leave: 'Odísť',
  stay: 'Zostať',
};
