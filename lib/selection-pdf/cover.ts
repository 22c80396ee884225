import 'server-only';
import { PDFDocument, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// Written with a standard font, so the file needs no font of its own.

/** The composite card's page size (5.5 × 8.5 in), so the whole file prints alike. */
export const PAGE: [number, number] = [396, 612];
export const MARGIN = 28;
const LINE = 13;
const QR_SIDE = 84;

export type CoverEntry = {
  name: string;
  link: string;
  missing: boolean;
  mark: string | null;
  /** A review board's words on the talent, under its row: the tally, then each reviewer's. */
  notes: readonly string[];
};

export type CoverTexts = {
  agency: string;
  title: string;
  date: string;
  count: string;
  /** Said once, under the list when a talent has a page the site drew: those pages are in the
   * visitor's units, the agency's composite cards keep their own (the site cannot change them). */
  sitePages: string;
  /** "No longer available: #12, #40", or null. */
  notFound: string | null;
  /** The shared selection's address (with the marks), or the review board's, as a QR code and in
   * text, so a printed file leads back to the live selection. */
  selection: { url: string; qr: Uint8Array; label: string };
};

// Standard fonts only know WinAnsi (Latin-1 and the typographic marks of its 0x80–0x9f row).
// The primes of feet and inches (5′10″) have no glyph there, so they are written as the
// apostrophe and quote every ruler uses (5'10"); anything else it lacks becomes '?' rather than
// failing the file.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const SUBSTITUTES: Record<string, string> = { '′': "'", '″': '"' };
export function winAnsi(text: string): string {
  return text
    .normalize('NFC')
    .replace(
      /[^\x20-\x7e\xa0-\xff]/g,
      (c) => SUBSTITUTES[c] ?? (WIN_ANSI_EXTRA.includes(c) ? c : '?'),
    );
}

/** Words on lines no wider than the room; a word longer than a line (a link) is cut at its end. */
export function wrapLines(text: string, font: PDFFont, size: number, room: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const piece of winAnsi(text).split(/(?<=[ /?&=-])/)) {
    if (font.widthOfTextAtSize(line + piece, size) <= room) line += piece;
    else {
      if (line) out.push(line);
      line = piece;
      while (font.widthOfTextAtSize(line, size) > room && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > room) cut -= 1;
        out.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
  }
  if (line) out.push(line);
  return out;
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let out = winAnsi(text);
  if (font.widthOfTextAtSize(out, size) <= width) return out;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}...`, size) > width)
    out = out.slice(0, -1);
  return `${out}...`;
}

export function linkArea(doc: PDFDocument, page: PDFPage, url: string, rect: number[]): void {
  const annotation = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  });
  page.node.addAnnot(doc.context.register(annotation));
}

type Style = { font: PDFFont; size: number; color?: ReturnType<typeof rgb> };

export async function drawCover(
  doc: PDFDocument,
  texts: CoverTexts,
  entries: CoverEntry[],
): Promise<void> {
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  let page = doc.addPage(PAGE);
  const width = PAGE[0] - 2 * MARGIN;
  const grey = rgb(0.35, 0.35, 0.35);
  let y = PAGE[1] - MARGIN - 16;
  // A list longer than the page (a board's comments) goes on to the next one.
  const makeRoom = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN - 10;
  };
  const write = (text: string, x: number, room: number, style: Style) => {
    const fitted = fit(text, style.font, style.size, room);
    page.drawText(fitted, { x, y, ...style });
    return fitted;
  };
  // The QR code in the top right corner; the heading's lines keep clear of it.
  const qr = await doc.embedPng(texts.selection.qr);
  const qrTop = PAGE[1] - MARGIN;
  page.drawImage(qr, {
    x: PAGE[0] - MARGIN - QR_SIDE,
    y: qrTop - QR_SIDE,
    width: QR_SIDE,
    height: QR_SIDE,
  });
  const beside = width - QR_SIDE - 12;
  write(texts.agency, MARGIN, beside, { font: bold, size: 16 });
  y -= 20;
  write(`${texts.title} – ${texts.count}`, MARGIN, beside, { font: regular, size: 11 });
  y -= 14;
  write(texts.date, MARGIN, beside, { font: regular, size: 9, color: grey });
  y -= 14;
  write(texts.selection.label, MARGIN, beside, { font: regular, size: 7, color: grey });
  y -= 10;
  for (const line of wrapLines(texts.selection.url, regular, 7, beside)) {
    page.drawText(line, { x: MARGIN, y, size: 7, font: regular, color: grey });
    linkArea(doc, page, texts.selection.url, [
      MARGIN,
      y - 2,
      MARGIN + regular.widthOfTextAtSize(line, 7),
      y + 7,
    ]);
    y -= 9;
  }
  y = Math.min(y, qrTop - QR_SIDE) - 18;
  const markX = MARGIN + width * 0.36;
  const linkX = MARGIN + width * 0.47;
  // One entry a row (its link wraps rather than being cut: a printed address must be whole); a
  // talent whose page the site drew is starred, and the star is explained once below.
  entries.forEach((entry, index) => {
    const lines = wrapLines(entry.link, regular, 6.5, width * 0.53);
    const said = entry.notes.flatMap((note) => wrapLines(note, regular, 7, width - 12));
    makeRoom(LINE + (lines.length - 1) * 8 + said.length * 9);
    const star = entry.missing ? ' *' : '';
    write(`${index + 1}. ${entry.name}${star}`, MARGIN, width * 0.34, { font: bold, size: 8.5 });
    if (entry.mark) write(entry.mark.toUpperCase(), markX, width * 0.1, { font: bold, size: 7 });
    lines.forEach((line, n) => {
      const lineY = y - n * 8;
      page.drawText(line, { x: linkX, y: lineY, size: 6.5, font: regular, color: grey });
      const end = linkX + regular.widthOfTextAtSize(line, 6.5);
      linkArea(doc, page, entry.link, [linkX, lineY - 2, end, lineY + 7]);
    });
    y -= LINE + (lines.length - 1) * 8;
    for (const line of said) {
      page.drawText(line, { x: MARGIN + 12, y: y + 3, size: 7, font: regular, color: grey });
      y -= 9;
    }
  });
  const notes = [
    entries.some((entry) => entry.missing) ? texts.sitePages : null,
    texts.notFound,
  ].filter((note): note is string => note !== null);
  for (const note of notes) {
    y -= 6;
    const noteLines = wrapLines(note, regular, 8, width);
    makeRoom(noteLines.length * 10);
    for (const line of noteLines) {
      page.drawText(line, { x: MARGIN, y, size: 8, font: regular, color: grey });
      y -= 10;
    }
  }
}

export function stampMark(page: PDFPage, mark: string, font: PDFFont): void {
  const text = winAnsi(mark.toUpperCase());
  const size = 10;
  const width = font.widthOfTextAtSize(text, size) + 12;
  const x = page.getWidth() - width - 12;
  const y = page.getHeight() - 30;
  page.drawRectangle({ x, y, width, height: 18, color: rgb(1, 1, 1), borderColor: rgb(0, 0, 0) });
  page.drawText(text, { x: x + 6, y: y + 5, size, font, color: rgb(0, 0, 0) });
}
