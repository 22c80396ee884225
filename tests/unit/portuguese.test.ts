import { describe, expect, it } from 'vitest';
import pt from '@/messages/pt.json';
import { PAGES, TRANSLATED_ALTS } from '@/agency-api/src/seed/contents';
import { PRIVACY } from '@/agency-api/src/seed/pages/privacy';
import { SAFETY } from '@/agency-api/src/seed/pages/safety';
import { COPY } from '@/agency-api/src/seed/post-text';
import { TOPICS } from '@/agency-api/src/seed/post-topics';

// The agency is Brazilian and so are most applicants: every Portuguese text
// the site shows (its messages, and the pages, posts and slides the agency
// API is seeded with) reads as Brazilian Portuguese. Each entry is a form
// used in Portugal only, with what Brazil says instead.
const EUROPEAN: [form: string, brazilian: string][] = [
  ['(o|a|os|as) (seu|sua|seus|suas|nosso|nossa|nossos|nossas)', 'seu, sua, nosso: no article'],
  ['candidatura|candidaturas|candidatar|candidatar-se|se candidata', 'inscrição, se inscrever'],
  ['contacto|contactos|contactar|contacte', 'contato, contatar'],
  ['telemóvel|telemóveis', 'celular'],
  ['registo|registos|registar|registado', 'cadastro, registro, registrar'],
  ['equipa|equipas', 'equipe'],
  ['utilizador|utilizadores|utilizadora', 'usuário'],
  ['facto|factos', 'fato'],
  ['ecrã|ecrãs', 'tela'],
  ['morada', 'endereço'],
  ['apelido|apelidos', 'sobrenome'],
  ['gerir', 'gerenciar'],
  ['ficheiro|ficheiros', 'arquivo'],
  ['partilhar|partilha|partilhe', 'compartilhar'],
  ['definições', 'configurações'],
  ['aceder', 'acessar'],
  ['connosco', 'conosco'],
  ['encarregado de educação', 'responsável'],
  ['actual|actualizar|acção|óptimo|projecto|objectivo|receção', 'atual, ação, ótimo, projeto'],
  ['podes|tens|estás|queres|consegues', 'você pode, tem, está'],
  // "A carregar…", "está a enviar": Brazil says carregando, enviando.
  ['(está|estão|estamos|estou|estava|continua|fica) a \\p{L}+(ar|er|ir)', 'the gerund'],
  ['a \\p{L}+(ar|er|ir)…', 'the gerund'],
];

// Whole words only; \b knows no accented letters.
const patterns = EUROPEAN.map(
  ([form, brazilian]) => [new RegExp(`(?<!\\p{L})(?:${form})(?!\\p{L})`, 'iu'), brazilian] as const,
);

/** Every text of a message file, with its key. */
function texts(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  return Object.entries(value as object).flatMap(([name, child]) =>
    texts(child, key ? `${key}.${name}` : name),
  );
}

/** The European forms found in each text, as `key: form (Brazil says …)`. */
function european(entries: [string, string][]): string[] {
  return entries.flatMap(([key, text]) =>
    patterns.flatMap(([pattern, brazilian]) => {
      const found = pattern.exec(text.replace(/<[^>]+>/g, ''));
      return found ? [`${key}: "${found[0]}" (Brazil says ${brazilian})`] : [];
    }),
  );
}

describe('Portuguese is Brazilian Portuguese', () => {
  it('in the messages', () => {
    expect(european(texts(pt))).toEqual([]);
  });

  it("in the agency API's seeded pages, posts and slides", () => {
    const copy = COPY.pt;
    const seeded = texts({
      about: PAGES.about_us.pt,
      privacy: PRIVACY.pt,
      safety: SAFETY.pt,
      slides: TRANSLATED_ALTS.pt,
      topics: TOPICS.map((topic) => topic.pt),
      post: { ...copy, description: copy.description('Título') },
    });
    expect(seeded.length).toBeGreaterThan(20);
    expect(european(seeded)).toEqual([]);
  });

  it('finds what it looks for', () => {
    expect(european([['a', 'O seu consentimento e a candidatura: A carregar…']])).toEqual([
      'a: "O seu" (Brazil says seu, sua, nosso: no article)',
      'a: "candidatura" (Brazil says inscrição, se inscrever)',
      'a: "A carregar…" (Brazil says the gerund)',
    ]);
  });
});
