import { fileNameSafe } from '@/lib/file-name';

/** An ASCII name for old clients and the real one (accents kept) beside it; never cached. */
export function pdfAttachment(body: BodyInit, name: string): Response {
  const safe = fileNameSafe(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`,
      'Cache-Control': 'private, no-store',
      // A download made for one visitor: no search engine follows or keeps it.
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
