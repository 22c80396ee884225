import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mergeSelectionPdf } from '@/lib/selection-pdf/merge';
import { qrPng } from '@/lib/selection-pdf/qr';
import { pageTexts, pdfText } from '../e2e/support/pdf';

async function card(label: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([396, 612]).drawText(`${label} front`);
  doc.addPage([396, 612]).drawText(`${label} back`);
  return doc.save();
}

/** A talent of the file; the page drawn without a card has no measurements and no picture here. */
const talent = (
  name: string,
  link: string,
  compo: Uint8Array | null,
  mark: string | null = null,
) => ({
  name,
  link,
  compo,
  stamp: mark,
  coverMark: mark,
  notes: [] as string[],
  rows: [],
  picture: async () => null,
});

/** A talent of a review board's file: its tally stamped, and leading the lines under its row. */
const reviewed = (
  name: string,
  link: string,
  compo: Uint8Array,
  tally: string,
  words: string[],
) => ({
  ...talent(name, link, compo),
  stamp: tally,
  notes: [tally, ...words],
});

const texts = {
  agency: 'Casa Agency',
  title: 'Selection',
  date: '23 November 2026',
  count: '3 talents',
  sitePages:
    "* Pages made by the site: measurements in ft/in, shoe sizes US. The agency's composite cards keep their own units.",
  notFound: 'No longer available: #99',
  selection: {
    url: 'https://a.example/en/selection?ids=1,2,3&maybe=2',
    qr: await qrPng('https://a.example/en/selection?ids=1,2,3&maybe=2'),
    label: 'Open this selection online:',
  },
};

describe('mergeSelectionPdf', () => {
  it('puts a cover first, then each composite in order, and lists a missing one', async () => {
    const bytes = await mergeSelectionPdf(texts, [
      talent('Júlia Dias', 'https://a.example/en/models/1/julia-dias', await card('A'), null),
      talent('Rui Sá', 'https://a.example/en/actors/2/rui-sa', null, null),
      talent('Ana Lima', 'https://a.example/en/models/3/ana-lima', await card('B'), null),
    ]);
    const pdf = await PDFDocument.load(bytes);
    // Two cards of two pages, and a page drawn for the talent without one.
    expect(pdf.getPageCount()).toBe(1 + 2 * 2 + 1);
    // The cover is drawn first: its lines come before the cards' in the file's text.
    const text = pdfText(Buffer.from(bytes));
    const cover = text.slice(0, text.indexOf('A front'));
    expect(cover).toContain('Casa Agency');
    expect(cover).toContain('1. Júlia Dias');
    expect(cover).toContain('2. Rui Sá');
    // The talent whose page the site drew is starred, its whole link is there, and the star is
    // explained once: those pages are in the visitor's units, the agency's cards keep theirs.
    expect(cover).toContain('2. Rui Sá *');
    expect(cover).toContain('https://a.example/en/actors/2/rui-sa');
    expect(cover).not.toContain('composite not available');
    expect(cover.match(/Pages made by the site/g)).toHaveLength(1);
    expect(cover.replace(/\s+/g, ' ')).toContain(
      "The agency's composite cards keep their own units.",
    );
    expect(cover).toContain('https://a.example/en/models/3/ana-lima');
    expect(cover).toContain('No longer available: #99');
    // The way back to the live selection: its address in text beside its QR code.
    expect(cover).toContain('Open this selection online:');
    expect(cover.replace(/\n/g, '')).toContain('https://a.example/en/selection?ids=1,2,3&maybe=2');
    expect(text.indexOf('A front')).toBeLessThan(text.indexOf('B back'));
  });

  it('counts an unreadable composite as missing rather than failing the file', async () => {
    const bytes = await mergeSelectionPdf({ ...texts, notFound: null }, [
      talent('Broken', 'https://a.example/x', new Uint8Array([1, 2, 3])),
    ]);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    expect(pdfText(Buffer.from(bytes))).toContain('1. Broken *');
  });

  it('writes a name outside the standard font with a stand-in, not an error', async () => {
    const bytes = await mergeSelectionPdf(texts, [
      talent('Łukasz 李', 'https://a.example/y', null, null),
    ]);
    expect(pdfText(Buffer.from(bytes))).toContain('1. ?ukasz ?');
  });

  it('writes feet and inches with the marks a ruler uses, never a stand-in', async () => {
    const bytes = await mergeSelectionPdf(texts, [
      {
        ...talent('Rui Sá', 'https://a.example/2', null),
        rows: [
          ['Height', '5′10″'],
          ['Waist', '24.5″'],
        ],
      },
    ]);
    const page = (await pageTexts(bytes))[1]!;
    expect(page).toMatch(/Height\n5'10"/);
    expect(page).toMatch(/Waist\n24\.5"/);
    expect(page).not.toContain('?');
  });

  it('keeps a long address whole on the cover, on lines of its own', async () => {
    const link = 'https://agency.example.com/en/actors/4/emmanuelle-de-oliveira-santos-cardoso';
    const bytes = await mergeSelectionPdf(texts, [talent('Emmanuelle', link, null)]);
    const cover = (await pageTexts(bytes))[0]!;
    expect(cover.replace(/\n/g, '')).toContain(link);
    expect(cover).not.toContain('...');
  });

  it("carries the client's marks on the cover list and on each card's front", async () => {
    const bytes = await mergeSelectionPdf(texts, [
      talent('Júlia Dias', 'https://a.example/1', await card('A'), 'Talvez'),
      talent('Rui Sá', 'https://a.example/2', await card('B'), null),
      talent('Ana Lima', 'https://a.example/3', null, 'Não'),
    ]);
    const pages = await pageTexts(bytes);
    expect(pages[0]).toMatch(/1\. Júlia Dias\nTALVEZ\n/);
    expect(pages[0]).toMatch(/3\. Ana Lima \*\nNÃO\n/);
    expect(pages.slice(1, 5)).toEqual(['A front\nTALVEZ', 'A back', 'B front', 'B back']);
    expect(pages[5]).toContain('NÃO');
  });

  it("carries a review board's tally and words under each row, over as many cover pages as they take, and the tally on the card", async () => {
    const words = Array.from(
      { length: 50 },
      (_, n) => `Reviewer ${n + 1}: Sim – ${'ótima '.repeat(12)}`,
    );
    const bytes = await mergeSelectionPdf(texts, [
      // (The text reader gives the en dash, 0x96 in the font's encoding, as U+0096.)
      reviewed('Júlia Dias', 'https://a.example/1', await card('A'), 'Sim 2 · Não 1', [
        'Ana: Sim – Perfeita',
        'Bruno: Não',
      ]),
      reviewed('Rui Sá', 'https://a.example/2', await card('B'), 'Sim 50', words),
    ]);
    const pages = await pageTexts(bytes);
    expect(pages[0]).toMatch(/1\. Júlia Dias\n[^]*Sim 2 · Não 1\nAna: Sim . Perfeita\nBruno: Não/);
    // No tally squeezed into the mark's column.
    expect(pages[0]).not.toContain('SIM 2');
    // Fifty reviewers' words do not fit one page: the cover goes on, and nothing is lost.
    const cover = pages.slice(0, pages.indexOf('A front\nSIM 2 · NÃO 1'));
    expect(cover.length).toBeGreaterThan(1);
    expect(cover.join('\n')).toContain('Reviewer 50: Sim');
    expect(pages).toContain('B front\nSIM 50');
  });

  it('gives a talent without a card a page: cover, name, measurements and the whole link', async () => {
    const picture = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#887766' },
    })
      .jpeg()
      .toBuffer();
    const link =
      'https://a.example/en/actors/2/rui-sa-with-a-rather-long-name-that-wraps-on-the-page';
    const bytes = await mergeSelectionPdf(texts, [
      {
        ...talent('Rui Sá', link, null, 'Sim'),
        rows: [
          ['Height', '1.82 m'],
          ['Shoes', 'BR 42'],
        ],
        picture: async () => new Uint8Array(picture),
      },
    ]);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    const page = (await pageTexts(bytes))[1]!;
    expect(page).toContain('Rui Sá');
    expect(page).toMatch(/Height\n1\.82 m/);
    expect(page).toMatch(/Shoes\nBR 42/);
    expect(page.replace(/\n/g, '')).toContain(link);
    expect(page).toContain('SIM');
    // The cover picture is in the file, on that page.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });
});
