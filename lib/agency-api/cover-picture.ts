import 'server-only';
import axios from 'axios';
import sharp from 'sharp';
import { env } from '@/lib/env';
import { imageSources } from '@/lib/security/image-sources';

// A cover read for a printed page, never for a browser: only from the agency's media folder (the
// same sources the image optimizer takes), no redirect, a bounded size.
const MAX_COVER_BYTES = 20 * 1024 * 1024;
const PRINT_SIDE = 900;

const sources = imageSources(process.env);

function fromAgencyMedia(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return sources.some(
    (source) =>
      url.protocol === `${source.protocol}:` &&
      url.hostname === source.hostname &&
      url.port === source.port &&
      url.pathname.startsWith(source.pathname.replace(/\*\*$/, '')),
  );
}

/** The cover as a JPEG of at most 900 px a side (what a PDF embeds); null when it cannot be had. */
export async function coverJpeg(cover: string | null): Promise<Uint8Array | null> {
  if (!cover || !fromAgencyMedia(cover)) return null;
  try {
    const response = await axios.get<ArrayBuffer>(cover, {
      responseType: 'arraybuffer',
      timeout: env.API_TIMEOUT_MS,
      maxContentLength: MAX_COVER_BYTES,
      maxRedirects: 0,
    });
    const jpeg = await sharp(Buffer.from(response.data))
      .rotate()
      .resize(PRINT_SIDE, PRINT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer();
    return new Uint8Array(jpeg);
  } catch {
    // The page is drawn without the picture.
    return null;
  }
}
