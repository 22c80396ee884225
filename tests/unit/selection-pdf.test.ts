import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { mergeSelectionPdf } from '@/lib/selection-pdf/merge';
import { pageTexts, pdfText } from '../e2e/support/pdf';

async function card(label: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([396, 612]).drawText(`${label} front`);
  doc.addPage([396, 612]).drawText(`${label} back`);
  return doc.save();
}

const texts = {
  agency: 'Casa Agency',
  title: 'Selection',
  date: '23 November 2026',
  count: '3 talents',
  missing: 'composite not available',
  notFound: 'No longer available: #99',
};

describe('mergeSelectionPdf', () => {
  it('puts a cover first, then each composite in order, and lists a missing one', async () => {
    const bytes = await mergeSelectionPdf(texts, [
      {
        name: 'Júlia Dias',
        link: 'https://a.example/en/models/1/julia-dias',
        compo: await card('A'),
        mark: null,
      },
      { name: 'Rui Sá', link: 'https://a.example/en/actors/2/rui-sa', compo: null, mark: null },
      {
        name: 'Ana Lima',
        link: 'https://a.example/en/models/3/ana-lima',
        compo: await card('B'),
        mark: null,
      },
    ]);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1 + 2 * 2);
    // The cover is drawn first: its lines come before the cards' in the file's text.
    const text = pdfText(Buffer.from(bytes));
    const cover = text.slice(0, text.indexOf('A front'));
    expect(cover).toContain('Casa Agency');
    expect(cover).toContain('1. Júlia Dias');
    expect(cover).toContain('2. Rui Sá');
    expect(cover).toContain('(composite not available) https://a.example/en/actors/2/rui-sa');
    expect(cover).toContain('https://a.example/en/models/3/ana-lima');
    expect(cover).toContain('No longer available: #99');
    expect(text.indexOf('A front')).toBeLessThan(text.indexOf('B back'));
  });

  it('counts an unreadable composite as missing rather than failing the file', async () => {
    const bytes = await mergeSelectionPdf({ ...texts, notFound: null }, [
      { name: 'Broken', link: 'https://a.example/x', compo: new Uint8Array([1, 2, 3]), mark: null },
    ]);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(pdfText(Buffer.from(bytes))).toContain('(composite not available)');
  });

  it('writes a name outside the standard font with a stand-in, not an error', async () => {
    const bytes = await mergeSelectionPdf(texts, [
      { name: 'Łukasz 李', link: 'https://a.example/y', compo: null, mark: null },
    ]);
    expect(pdfText(Buffer.from(bytes))).toContain('1. ?ukasz ?');
  });

  it("carries the client's marks on the cover list and on each card's front", async () => {
    const bytes = await mergeSelectionPdf(texts, [
      { name: 'Júlia Dias', link: 'https://a.example/1', compo: await card('A'), mark: 'Talvez' },
      { name: 'Rui Sá', link: 'https://a.example/2', compo: await card('B'), mark: null },
      { name: 'Ana Lima', link: 'https://a.example/3', compo: null, mark: 'Não' },
    ]);
    const pages = await pageTexts(bytes);
    expect(pages[0]).toMatch(/1\. Júlia Dias\nTALVEZ\n/);
    expect(pages[0]).toMatch(/3\. Ana Lima\nNÃO\n/);
    expect(pages.slice(1)).toEqual(['A front\nTALVEZ', 'A back', 'B front', 'B back']);
  });
});
