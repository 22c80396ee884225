import 'server-only';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { drawCover, stampMark, winAnsi, type CoverEntry, type CoverTexts } from './cover';

/** A talent of the file; `mark` is the client's decision in words ("Yes"), or null. */
type PdfTalent = { name: string; link: string; compo: Uint8Array | null; mark: string | null };

// A talent without a readable composite is listed on the cover as missing; the file is made anyway.
export async function mergeSelectionPdf(
  texts: CoverTexts,
  talents: readonly PdfTalent[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${texts.agency} - ${texts.title}`));
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
    mark: talent.mark,
  }));
  await drawCover(doc, texts, entries);
  const bold = talents.some((talent) => talent.mark)
    ? await doc.embedFont(StandardFonts.HelveticaBold)
    : null;
  for (const [i, card] of cards.entries()) {
    if (!card) continue;
    const pages = await doc.copyPages(card, card.getPageIndices());
    pages.forEach((page) => doc.addPage(page));
    // On the card's front, so a printed card still carries the decision.
    const mark = talents[i]!.mark;
    if (mark && bold && pages[0]) stampMark(pages[0], mark, bold);
  }
  return doc.save();
}
