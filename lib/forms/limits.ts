// Limits shared by the forms and the route handlers that re-check them, so
// the browser and the server can never disagree on what is acceptable.

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

/** For `<input type="file" accept=...>`; the same three types as above. */
export const ACCEPT_ATTRIBUTE = 'image/png,image/gif,image/jpeg';
