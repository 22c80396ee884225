import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

// pdf-lib reads a PDF's structure but not its text. The site writes its
// selection cover with a standard font, whose text sits in the page's content
// stream as hex strings (<4A756C6961> Tj): decoding those gives what a reader
// of the page sees, in order.

function contentStreams(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs.flatMap((ref) => {
    const stream = page.doc.context.lookup(ref);
    return stream instanceof PDFRawStream ? [stream] : [];
  });
}

/** The text a page draws, one string per text operation, joined by newlines. */
export function pageText(page: PDFPage): string {
  return contentStreams(page)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .flatMap((ops) => [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)])
    .map((match) => Buffer.from(match[1]!, 'hex').toString('latin1'))
    .join('\n');
}

export async function loadPdf(bytes: Uint8Array | ArrayBuffer): Promise<PDFDocument> {
  return PDFDocument.load(bytes);
}
