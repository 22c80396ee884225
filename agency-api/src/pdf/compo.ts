import fs from 'node:fs/promises';
import path from 'node:path';
import {
  PDFDocument,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import type { Lang } from '../lib/langs.js';
import type { StoredTalent } from '../lib/talent-store.js';
import type { MediaItem } from '../lib/urls.js';

// 5.5 x 8.5 inches: the classic composite card.
const W = 396;
const H = 612;
const M = 18;

const LABELS: Record<
  Lang,
  Record<'height' | 'bust' | 'chest' | 'waist' | 'hips' | 'shoes', string>
> = {
  pt: {
    height: 'Altura',
    bust: 'Busto',
    chest: 'Tórax',
    waist: 'Cintura',
    hips: 'Quadril',
    shoes: 'Sapatos',
  },
  en: {
    height: 'Height',
    bust: 'Bust',
    chest: 'Chest',
    waist: 'Waist',
    hips: 'Hips',
    shoes: 'Shoes',
  },
  es: {
    height: 'Altura',
    bust: 'Busto',
    chest: 'Pecho',
    waist: 'Cintura',
    hips: 'Cadera',
    shoes: 'Zapatos',
  },
};

// Standard PDF fonts only encode WinAnsi (Latin-1); anything else would make pdf-lib throw.
function safe(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function bookImages(items: MediaItem[]): string[] {
  return items.flatMap((m) =>
    m.type === 'image' ? [m.file] : m.type === 'double' ? m.files.map((f) => f.file) : [],
  );
}

/** The four photos of page 2: compo photos, else book images, else the cover repeated. */
export function compoPhotos(t: StoredTalent): string[] {
  const source = t.compo?.photos.length ? t.compo.photos : bookImages(t.book);
  const list = source.length ? source : [t.cover];
  return [0, 1, 2, 3].map((i) => list[i % list.length]!);
}

// Scales the image to cover the box (cropping is not possible in pdf-lib, so fit inside and center).
function drawFitted(
  page: PDFPage,
  img: PDFImage,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const scale = Math.min(w / img.width, h / img.height);
  const dw = img.width * scale;
  const dh = img.height * scale;
  page.drawImage(img, { x: x + (w - dw) / 2, y: y + (h - dh) / 2, width: dw, height: dh });
}

function centered(page: PDFPage, text: string, font: PDFFont, size: number, y: number): void {
  const t = safe(text);
  page.drawText(t, {
    x: (W - font.widthOfTextAtSize(t, size)) / 2,
    y,
    size,
    font,
    color: rgb(0.1, 0.1, 0.1),
  });
}

/** Builds the two-page composite card from the JPEG files in the media folder. */
export async function buildCompo(
  t: StoredTalent,
  mediaDir: string,
  lang: Lang,
  agency: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(safe(`${t.name} - ${agency}`));
  doc.setCreator(safe(agency));
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const files = [t.cover, ...compoPhotos(t)];
  const unique = [...new Set(files)];
  // Each distinct file is embedded once and reused, which keeps the PDF small and fast to build.
  const embedded = new Map<string, PDFImage>();
  await Promise.all(
    unique.map(async (f) =>
      embedded.set(f, await doc.embedJpg(await fs.readFile(path.join(mediaDir, f)))),
    ),
  );
  const img = (f: string) => embedded.get(f)!;

  const first = doc.addPage([W, H]);
  drawFitted(first, img(t.cover), M, 96, W - 2 * M, H - 96 - M);
  centered(first, t.name.toUpperCase(), bold, 22, 56);
  centered(first, agency.toUpperCase(), regular, 9, 32);

  const second = doc.addPage([W, H]);
  const gap = 8;
  const cellW = (W - 2 * M - gap) / 2;
  const cellH = cellW * (4 / 3);
  const top = H - M;
  compoPhotos(t).forEach((f, i) => {
    const x = M + (i % 2) * (cellW + gap);
    const y = top - (Math.floor(i / 2) + 1) * cellH - Math.floor(i / 2) * gap;
    drawFitted(second, img(f), x, y, cellW, cellH);
  });
  const l = LABELS[lang];
  const chest = t.gender === 'man' ? l.chest : l.bust;
  const line1 = `${l.height} ${t.height}   ${chest} ${t.bust}   ${l.waist} ${t.waist}`;
  const line2 = `${l.hips} ${t.hips}   ${l.shoes} ${t.shoes}`;
  centered(second, t.name.toUpperCase(), bold, 14, 82);
  centered(second, line1, regular, 9, 64);
  centered(second, line2, regular, 9, 50);
  centered(second, agency.toUpperCase(), bold, 9, 26);
  return doc.save();
}
