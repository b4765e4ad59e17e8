/** A person's photo field (speakers, authors). */
export const photoText = {
  photo: 'Fotografia',
  noPhoto: 'Zatiaľ bez fotografie.',
  uploadPhoto: 'Nahrať fotografiu',
  uploading: 'Nahrávam...',
  removePhoto: 'Odstrániť fotografiu',
  photoTooLarge: 'Obrázok je príliš veľký: môže mať najviac 5 MB.',
  photoFailed: 'Fotografiu sa nepodarilo nahrať.',
};
