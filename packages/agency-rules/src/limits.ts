// Limits of the forms, in one place for the browser, the site's server and
// the agency API, so none of them accepts what another refuses.

/** Message-like fields (message, links to work): room for a real note. */
export const MAX_TEXT_LENGTH = 2000;

/** Short fields (name, phone, city...): long enough for any real value. */
export const MAX_FIELD_LENGTH = 200;

/** Per photo; the recruitment form states this limit next to the inputs. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** image_1 (profile), image_2 (face), image_3 (full body), image_4 (photo). */
export const MAX_IMAGES = 4;

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;

export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

export const IMAGE_EXTENSIONS = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
} as const;

/** How many leading bytes detectImageType needs (the PNG signature). */
export const MAGIC_BYTES_LENGTH = 8;

const SIGNATURES: [AcceptedImageType, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]], // "GIF87a"
  ['image/gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]], // "GIF89a"
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** An upload's declared type and name are only claims: its file signature says what it is. */
export function detectImageType(bytes: Uint8Array): AcceptedImageType | null {
  const match = SIGNATURES.find(
    ([, signature]) =>
      bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte),
  );
  return match ? match[0] : null;
}

/** For `<input type="file" accept=...>`; the same three types as above. */
export const ACCEPT_ATTRIBUTE = 'image/png,image/gif,image/jpeg';

/**
 * What the agency API accepts. The site's own limits above are stricter, so
 * a visitor is refused by the site with a clear message rather than by the
 * agency API with a failure; requests that skip the site meet these.
 */
export const AGENCY_LIMITS = {
  /** Characters per text field. */
  fieldChars: 5000,
  /** Characters of the favorites list, as the JSON text sent (one entry per talent). */
  favoritesChars: 200_000,
  /** Talents in one quote request. */
  favorites: 200,
  /** Bytes per uploaded photo, unless the agency API is configured otherwise. */
  fileBytes: 8 * 1024 * 1024,
} as const;

/**
 * The largest form post the site reads: four photos at the agency API's own
 * limit and the text fields. The framework's body limits are set to it
 * (next.config.ts); a larger post is sent back to its form (proxy.ts).
 */
export const FORM_BODY_BYTES = MAX_IMAGES * AGENCY_LIMITS.fileBytes + 256 * 1024;

/** Talents in one quote request: as many as the agency API takes. */
export const MAX_FAVORITES = AGENCY_LIMITS.favorites;

/** A favorite's picture address, as the browser keeps it (ignored by the server). */
export const MAX_URL_LENGTH = 2048;

/**
 * Longest side of an applicant's photo, in pixels: the browser scales down
 * to it before sending, the agency API again for requests that skipped it.
 */
export const MAX_PHOTO_SIDE = 2000;
