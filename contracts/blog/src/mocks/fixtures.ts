import { publicationSummary, type Publication, type PublicationSummary } from '..';
import type { MediaFile } from '@app/file-contract';
import { placeholderImage } from '@app/shared/mocks';

export const blogFileFixtures: MediaFile[] = [
  {
    id: 101,
    file_type: 'image',
    file_url: placeholderImage('Bratislava', 200),
    original_filename: 'bratislava.svg',
    is_primary: true,
  },
  { id: 102, file_type: 'image', file_url: placeholderImage('Tatry', 140), original_filename: 'tatry.svg', is_primary: true },
  { id: 103, file_type: 'audio', file_url: '/media/blog/pozdravy.mp3', original_filename: 'pozdravy.mp3', is_primary: true },
  {
    id: 104,
    file_type: 'document',
    file_url: '/media/blog/pozdravy-prepis.pdf',
    original_filename: 'pozdravy-prepis.pdf',
    is_primary: true,
  },
  { id: 105, file_type: 'video', file_url: '/media/blog/trh.mp4', original_filename: 'trh.mp4', is_primary: true },
  { id: 106, file_type: 'image', file_url: placeholderImage('Trh', 30), original_filename: 'trh.svg', is_primary: false },
  { id: 107, file_type: 'document', file_url: '/media/blog/slovnik.txt', original_filename: 'slovnik.txt', is_primary: true },
];

const file = (id: number) => blogFileFixtures.find((f) => f.id === id)!;

const authorJana = { first_name: 'Jana', last_name: 'Kováčová', photo_url: placeholderImage('JK', 330) };
const authorPeter = { first_name: 'Peter', last_name: 'Horváth', photo_url: null };
const seriesGreetings = { id: 1, title: 'Slovenčina na každý deň' };

const base = {
  starred: false,
  sequence_order: null,
  series: null,
  files: [] as MediaFile[],
  reaction: null,
  like_count: 0,
  dislike_count: 0,
};

/** Full publications (GET /blog/{id}/); the feeds answer their summaries. Newest first. */
export const publicationFixtures: Publication[] = [
  {
    ...base,
    id: 1,
    title: 'Ako sa pozdraviť po slovensky',
    type: 'text',
    description: 'Ahoj, dobrý deň a dovidenia: kedy ktorý pozdrav použiť.',
    thumbnail_url: placeholderImage('Ahoj', 200),
    duration: 4,
    published_at: '2026-11-20T09:00:00.000Z',
    sequence_order: 1,
    series: seriesGreetings,
    categories: [
      { id: 1, title: 'Gramatika' },
      { id: 2, title: 'Začiatočníci' },
    ],
    author: authorJana,
    like_count: 12,
    dislike_count: 1,
    content: [
      '## Neformálne pozdravy',
      '',
      'Kamarátom povieme **Ahoj** alebo **Čau**. Pri odchode tiež *Ahoj*.',
      '',
      '![Bratislava](/files/101)',
      '',
      '## Formálne pozdravy',
      '',
      '- Dobré ráno',
      '- Dobrý deň',
      '- Dobrý večer',
      '',
      'Viac nájdete v [slovníku](https://slovnik.juls.savba.sk).',
    ].join('\n'),
  },
  {
    ...base,
    id: 2,
    title: 'Pozdravy v praxi – podcast',
    type: 'audio',
    description: 'Vypočujte si, ako sa zdravia ľudia v obchode, v práci a na ulici.',
    thumbnail_url: placeholderImage('Podcast', 280),
    duration: 3,
    published_at: '2026-11-18T09:00:00.000Z',
    sequence_order: 2,
    series: seriesGreetings,
    categories: [{ id: 3, title: 'Počúvanie' }],
    author: authorPeter,
    content: '',
    files: [file(102), file(103), file(104)],
    like_count: 4,
  },
  {
    ...base,
    id: 3,
    title: 'Na trhu v Bratislave',
    type: 'video',
    description: 'Krátke video o nakupovaní na trhu: čísla, ceny a zdvorilé frázy.',
    thumbnail_url: placeholderImage('Trh', 30),
    duration: 2,
    published_at: '2026-11-15T09:00:00.000Z',
    categories: [{ id: 4, title: 'Kultúra' }],
    author: authorJana,
    content: '',
    files: [file(106), file(105), file(107)],
  },
  {
    ...base,
    id: 4,
    title: 'Vianočné zvyky na Slovensku',
    type: 'text',
    description: 'Kapustnica, oblátky s medom a kapor vo vani.',
    thumbnail_url: null,
    duration: 6,
    published_at: '2026-11-10T09:00:00.000Z',
    categories: [{ id: 4, title: 'Kultúra' }],
    author: authorPeter,
    content: 'Na Štedrý večer sa podáva **kapustnica**.\n\n![Chýba](/files/999)\n\n[Nebezpečný odkaz](javascript:alert(1))',
  },
];

/** The feed shape of a publication (zod drops the detail-only keys). */
export const toSummary = (item: Publication): PublicationSummary => publicationSummary.parse(item);
