/** The studio row on home; a file of its own so registration.js carries only these words. */
export const homeText = { title: 'Obsah', subtitle: 'Kurz: dni, úlohy a nahrávky' };
