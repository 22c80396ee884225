import 'server-only';
import { PDFDocument } from 'pdf-lib';
import { drawCover, winAnsi, type CoverEntry, type CoverTexts } from './cover';

type PdfTalent = { name: string; link: string; compo: Uint8Array | null };

/**
 * One file for a selection: the cover, then each talent's composite card in
 * the order given. A talent without a composite (none made, or it could not
 * be read) is listed on the cover as missing; the file is made all the same.
 */
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
  }));
  await drawCover(doc, texts, entries);
  for (const card of cards) {
    if (!card) continue;
    const pages = await doc.copyPages(card, card.getPageIndices());
    pages.forEach((page) => doc.addPage(page));
  }
  return doc.save();
}
