import 'server-only';
import { rgb, type PDFDocument, type PDFFont } from 'pdf-lib';
import { linkArea, PAGE, MARGIN, stampMark, winAnsi, wrapLines } from './cover';

/** What a talent without a composite card shows on its own page. */
export type TalentSheet = {
  name: string;
  link: string;
  /** The cover as a JPEG (agency-api/cover-picture.ts), or null. */
  picture: Uint8Array | null;
  /** Measurements as "label, value" in the file's language and units. */
  rows: Array<[string, string]>;
  /** Stamped on the page: the client's mark in words, or a review board's tally. */
  stamp: string | null;
};

type Fonts = { regular: PDFFont; bold: PDFFont };

// The page a composite card would have been: the cover, the name, the measurements and the
// profile's whole address (a link), at the card's size so the file prints alike.
export async function drawTalentPage(doc: PDFDocument, sheet: TalentSheet, fonts: Fonts) {
  const page = doc.addPage(PAGE);
  const room = PAGE[0] - 2 * MARGIN;
  let y = PAGE[1] - MARGIN;
  if (sheet.picture) {
    const image = await doc.embedJpg(sheet.picture);
    const scale = Math.min(room / image.width, 360 / image.height);
    const [width, height] = [image.width * scale, image.height * scale];
    y -= height;
    page.drawImage(image, { x: MARGIN + (room - width) / 2, y, width, height });
  }
  y -= 28;
  for (const line of wrapLines(sheet.name, fonts.bold, 18, room)) {
    page.drawText(line, { x: MARGIN, y, size: 18, font: fonts.bold });
    y -= 22;
  }
  y -= 4;
  for (const [label, value] of sheet.rows) {
    page.drawText(winAnsi(label), { x: MARGIN, y, size: 10, font: fonts.regular });
    page.drawText(winAnsi(value), { x: MARGIN + room * 0.4, y, size: 10, font: fonts.bold });
    y -= 15;
  }
  y -= 8;
  const grey = rgb(0.35, 0.35, 0.35);
  for (const line of wrapLines(sheet.link, fonts.regular, 8, room)) {
    page.drawText(line, { x: MARGIN, y, size: 8, font: fonts.regular, color: grey });
    const end = MARGIN + fonts.regular.widthOfTextAtSize(line, 8);
    linkArea(doc, page, sheet.link, [MARGIN, y - 2, end, y + 8]);
    y -= 11;
  }
  if (sheet.stamp) stampMark(page, sheet.stamp, fonts.bold);
}
