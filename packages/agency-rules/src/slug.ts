// Apart from text.ts, which builds zod schemas: the talent cards slug names in
// the browser, and a list's start would otherwise evaluate zod too.

/** Lowercase ASCII slug: "Casting em São Paulo!" -> "casting-em-sao-paulo". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
