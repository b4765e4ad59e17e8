/** The renderer's Slovak strings (spec section 8: an image that cannot be shown). */
export const text = {
  imageLoadFailed: 'Obrázok sa nepodarilo načítať',
  imageUnavailable: 'Obrázok nie je k dispozícii',
};
