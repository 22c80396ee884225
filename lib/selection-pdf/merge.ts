import 'server-only';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { drawCover, stampMark, winAnsi, type CoverEntry, type CoverTexts } from './cover';
import { drawTalentPage, type TalentSheet } from './talent-page';

/**
 * A talent of the file; `mark` is the client's decision in words ("Yes"), or a review board's
 * tally ("Yes 2 · No 1"), or null; `notes`, a board's words on it for the cover. Without a
 * readable composite, its sheet (cover picture, measurements) makes a page of its own.
 */
export type PdfTalent = Omit<TalentSheet, 'picture'> & {
  compo: Uint8Array | null;
  picture: () => Promise<Uint8Array | null>;
  notes: readonly string[];
};

// A talent without a readable composite is starred on the cover and gets a page drawn here;
// the file is made anyway.
export async function mergeSelectionPdf(
  texts: CoverTexts,
  talents: readonly PdfTalent[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${texts.agency} – ${texts.title}`));
  doc.setAuthor(winAnsi(texts.agency));
  const cards = await Promise.all(
    talents.map(async (talent) => {
      if (!talent.compo) return null;
      try {
        return await PDFDocument.load(talent.compo, { updateMetadata: false });
      } catch {
        // An unreadable card counts as missing, never as a failed download.
        return null;
      }
    }),
  );
  const entries: CoverEntry[] = talents.map((talent, i) => ({
    name: talent.name,
    link: talent.link,
    missing: cards[i] === null,
    // A board's tally is too long for the mark's column: it leads the notes under the row instead.
    mark: talent.notes.length ? null : talent.mark,
    notes: talent.notes,
  }));
  await drawCover(doc, texts, entries);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const pictures = await Promise.all(
    talents.map((talent, i) => (cards[i] ? null : talent.picture())),
  );
  for (const [i, card] of cards.entries()) {
    const talent = talents[i]!;
    if (!card) {
      await drawTalentPage(doc, { ...talent, picture: pictures[i] ?? null }, fonts);
      continue;
    }
    const pages = await doc.copyPages(card, card.getPageIndices());
    pages.forEach((page) => doc.addPage(page));
    // On the card's front, so a printed card still carries the decision.
    if (talent.mark && pages[0]) stampMark(pages[0], talent.mark, fonts.bold);
  }
  return doc.save();
}
