import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Random } from './random.js';

const PALETTES: [string, string][] = [
  ['#d8b4a0', '#3b2f4a'],
  ['#a3c4bc', '#22333b'],
  ['#f2c6de', '#4a304d'],
  ['#c9d6df', '#1e2022'],
  ['#ffd6a5', '#6b4226'],
  ['#bde0fe', '#283845'],
  ['#e9c46a', '#264653'],
  ['#cdb4db', '#2b2d42'],
  ['#f4a261', '#3d405b'],
  ['#b7e4c7', '#1b4332'],
  ['#ffafcc', '#5e548e'],
  ['#e5e5e5', '#14213d'],
];

export interface ImageSpec {
  /** Path relative to media/. */
  file: string;
  width: number;
  height: number;
  caption: string;
  /** How many silhouettes stand in the picture. */
  figures: number;
  quality: number;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// A person made of a head and rounded shoulders, scaled to the frame height.
function figure(cx: number, height: number, scale: number, color: string): string {
  const r = height * 0.1 * scale;
  const headY = height * 0.36;
  const top = headY + r * 1.6;
  const half = r * 2.1;
  return (
    `<circle cx="${cx}" cy="${headY}" r="${r}" fill="${color}"/>` +
    `<path d="M ${cx - half} ${height} C ${cx - half} ${top + r}, ${cx - r} ${top}, ${cx} ${top} ` +
    `C ${cx + r} ${top}, ${cx + half} ${top + r}, ${cx + half} ${height} Z" fill="${color}"/>`
  );
}

export function svgFor(spec: ImageSpec, rng: Random): string {
  const [light, dark] = rng.pick(PALETTES);
  const { width: w, height: h } = spec;
  const figures = Array.from({ length: spec.figures }, (_, i) => {
    const cx = (w * (i + 1)) / (spec.figures + 1) + rng.int(-w / 20, w / 20);
    const scale = (spec.figures > 1 ? 0.75 : 1) * (0.9 + rng.next() * 0.2);
    return figure(cx, h, scale, i % 2 ? '#2a2430' : '#1b171f');
  }).join('');
  const fontSize = Math.round(Math.min(w, h) * 0.06);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${rng.next().toFixed(2)}" y2="1">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${w * rng.next()}" cy="${h * 0.2}" r="${Math.min(w, h) * 0.35}" fill="#ffffff" opacity="0.12"/>` +
    figures +
    `<text x="${w / 2}" y="${h - fontSize}" font-size="${fontSize}" text-anchor="middle" ` +
    `font-family="DejaVu Sans, sans-serif" fill="#ffffff" opacity="0.9">${escapeXml(spec.caption)}</text></svg>`
  );
}

/**
 * Renders the specs to JPEG files under mediaDir, a few at a time (sharp already
 * uses several threads per image). Existing files are kept: an interrupted seed resumes quickly.
 */
export async function renderImages(
  mediaDir: string,
  specs: ImageSpec[],
  rng: Random,
): Promise<void> {
  // SVGs are built up front so the random sequence does not depend on timing.
  const jobs = specs.map((spec) => ({ spec, svg: svgFor(spec, rng) }));
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const target = path.join(mediaDir, job.spec.file);
      if (fs.existsSync(target)) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const tmp = `${target}.tmp`;
      await sharp(Buffer.from(job.svg))
        .jpeg({ quality: job.spec.quality, mozjpeg: false })
        .toFile(tmp);
      fs.renameSync(tmp, target); // never leave a half-written JPEG under its final name
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

export const PORTRAIT = { width: 1200, height: 1600 } as const;

export function portraitSpecs(count: number): ImageSpec[] {
  return Array.from({ length: count }, (_, i) => ({
    file: `portraits/p-${String(i + 1).padStart(3, '0')}.jpg`,
    ...PORTRAIT,
    caption: `Look ${i + 1}`,
    figures: 1,
    quality: 70,
  }));
}
