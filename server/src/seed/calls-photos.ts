/**
 * Portraits of the seeded speakers, drawn as small SVG illustrations (no downloaded photos, no
 * licences to track). Regenerate with `node --import tsx src/seed/calls-photos.ts` from server/;
 * the files are committed under server/media/calls/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export interface Portrait {
  file: string;
  background: string;
  skin: string;
  hair: string;
  shirt: string;
  /** Long hair falls to the shoulders; short hair is a cap. */
  longHair: boolean;
  beard?: boolean;
  glasses?: boolean;
}

export const PORTRAITS: Portrait[] = [
  { file: 'katarina-horvathova.svg', background: '#f6d7c3', skin: '#f1c7a5', hair: '#6b3e26', shirt: '#2f6f9f', longHair: true },
  {
    file: 'marek-kovac.svg',
    background: '#cfe3d4',
    skin: '#e8b48f',
    hair: '#2b2b2b',
    shirt: '#8c3b3b',
    longHair: false,
    beard: true,
  },
  {
    file: 'zuzana-balakova.svg',
    background: '#dcd3f0',
    skin: '#f3d0b5',
    hair: '#c9903e',
    shirt: '#3d7d5a',
    longHair: true,
    glasses: true,
  },
  {
    file: 'peter-simko.svg',
    background: '#f3e6b3',
    skin: '#d9a27c',
    hair: '#8a8a8a',
    shirt: '#34495e',
    longHair: false,
    glasses: true,
  },
  { file: 'lucia-vargova.svg', background: '#f5c9d2', skin: '#e9b896', hair: '#1f1a17', shirt: '#b5651d', longHair: true },
];

export function portraitSvg(p: Portrait): string {
  const hairBack = p.longHair ? `<path d="M52 78c0-30 18-46 48-46s48 16 48 46v62h-96z" fill="${p.hair}"/>` : '';
  const hairTop = p.longHair
    ? `<path d="M60 82c4-26 20-38 40-38s36 12 40 38c-14-10-30-16-48-14-14 2-24 8-32 14z" fill="${p.hair}"/>`
    : `<path d="M62 84c0-26 16-40 38-40s38 14 38 40c-8-12-22-18-38-18s-30 6-38 18z" fill="${p.hair}"/>`;
  const beard = p.beard ? `<path d="M72 104c4 22 16 32 28 32s24-10 28-32c-8 8-18 10-28 10s-20-2-28-10z" fill="${p.hair}"/>` : '';
  const glasses = p.glasses
    ? `<g fill="none" stroke="#222" stroke-width="3"><circle cx="86" cy="92" r="9"/><circle cx="114" cy="92" r="9"/><path d="M95 92h10"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<rect width="200" height="200" fill="${p.background}"/>
${hairBack}
<path d="M40 200c4-36 28-54 60-54s56 18 60 54z" fill="${p.shirt}"/>
<rect x="88" y="120" width="24" height="30" rx="10" fill="${p.skin}"/>
<ellipse cx="100" cy="94" rx="36" ry="42" fill="${p.skin}"/>
${hairTop}
<circle cx="86" cy="92" r="3.5" fill="#2a2a2a"/><circle cx="114" cy="92" r="3.5" fill="#2a2a2a"/>
<path d="M88 114c6 6 18 6 24 0" fill="none" stroke="#8a4a3a" stroke-width="3" stroke-linecap="round"/>
${beard}
${glasses}
</svg>
`;
}

const MEDIA_DIR = fileURLToPath(new URL('../../media/calls/', import.meta.url));

export async function writePortraits(dir = MEDIA_DIR): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const portrait of PORTRAITS) await writeFile(`${dir}${portrait.file}`, portraitSvg(portrait));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writePortraits();
}
