import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

/**
 * The text a PDF draws, roughly: every content stream (inflated when
 * compressed) with its hex and literal strings decoded. Enough to check
 * what a card prints, not a general PDF reader.
 */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of source.matchAll(streams)) {
    const raw = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      // Not compressed (or not Flate): read as it is.
      content = match[1]!;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f\s]+)>\s*Tj/g))
      texts.push(Buffer.from(hex!.replace(/\s/g, ''), 'hex').toString('latin1'));
    for (const [, literal] of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) texts.push(literal!);
  }
  return texts.join('\n');
}

/** The text each page of a PDF draws, page by page (each copied into a file of its own). */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const source = await PDFDocument.load(bytes);
  return Promise.all(
    source.getPageIndices().map(async (index) => {
      const one = await PDFDocument.create();
      const [page] = await one.copyPages(source, [index]);
      one.addPage(page!);
      return pdfText(Buffer.from(await one.save()));
    }),
  );
}

/** The QR codes a PDF page shows, decoded: the page rendered as a person sees it (pdftoppm, from
 * poppler-utils), then read by a QR reader. */
export async function qrOnPage(bytes: Uint8Array, page = 1): Promise<string | null> {
  const { execFileSync } = await import('node:child_process');
  const { mkdtempSync, readFileSync, rmSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const sharp = (await import('sharp')).default;
  const jsQR = (await import('jsqr')).default;
  const folder = mkdtempSync(join(tmpdir(), 'pdf-qr-'));
  try {
    writeFileSync(join(folder, 'file.pdf'), bytes);
    execFileSync(
      'pdftoppm',
      [
        '-png',
        '-r',
        '150',
        '-f',
        String(page),
        '-l',
        String(page),
        '-singlefile',
        'file.pdf',
        'page',
      ],
      { cwd: folder },
    );
    const { data, info } = await sharp(readFileSync(join(folder, 'page.png')))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
