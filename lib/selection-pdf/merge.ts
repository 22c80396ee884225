import 'server-only';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { drawCover, stampMark, winAnsi, type CoverEntry, type CoverTexts } from './cover';
import { drawTalentPage, type TalentSheet } from './talent-page';

/**
 * A talent of the file: its `stamp` goes on its card (or its own page); `coverMark` is the
 * cover's mark column, the client's decision in words ("Yes"); `notes` are lines under its row on
 * the cover (a review board's tally, too long for that column, then each reviewer's word).
 * Without a readable composite, its sheet (cover picture, measurements) makes a page of its own.
 */
export type PdfTalent = Omit<TalentSheet, 'picture'> & {
  compo: Uint8Array | null;
  picture: () => Promise<Uint8Array | null>;
  coverMark: string | null;
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
    mark: talent.coverMark,
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
    if (talent.stamp && pages[0]) stampMark(pages[0], talent.stamp, fonts.bold);
  }
  return doc.save();
}
