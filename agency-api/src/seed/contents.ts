import type { Db } from '../db/open.js';
import type { Lang } from '../lib/langs.js';
import { PRIVACY, PRIVACY_VERSION } from './pages/privacy.js';
import { SAFETY, SAFETY_VERSION } from './pages/safety.js';
import type { Page } from './pages/types.js';

/**
 * Pages whose text carries a version: a data folder seeded before a version
 * receives it on the next start (syncVersionedPages), since what they say
 * (periods, rights, the safety rules) must be what the API applies.
 */
const VERSIONED: { type: string; version: string; pages: Record<Lang, Page> }[] = [
  { type: 'privacy', version: PRIVACY_VERSION, pages: PRIVACY },
  { type: 'safety', version: SAFETY_VERSION, pages: SAFETY },
];

// Page texts as the agency publishes them; HTML on purpose, the site sanitizes and renders it.
export const PAGES: Record<'about_us', Record<Lang, Page>> = {
  about_us: {
    pt: {
      title: 'Sobre nós',
      content: `<h2>Uma agência feita de pessoas</h2>
<p>Há mais de quinze anos representamos <strong>modelos, atores e criadores de conteúdo</strong> no Brasil e no exterior. Acreditamos que cada talento tem uma história e que nosso papel é cuidar dela.</p>
<h3>O que fazemos</h3>
<ul><li>Gestão de carreira e agenda</li><li>Negociação de contratos e direitos de imagem</li><li>Desenvolvimento de novos talentos</li></ul>
<p>Trabalhamos com marcas, produtoras e revistas em São Paulo, Lisboa e Madri, sempre com <em>transparência e respeito</em>.</p>
<p>Quer trabalhar conosco? <a href="/contato">Fale com nossa equipe</a>.</p>`,
    },
    en: {
      title: 'About us',
      content: `<h2>An agency made of people</h2>
<p>For more than fifteen years we have represented <strong>models, actors and content creators</strong> in Brazil and abroad. We believe every talent has a story, and our job is to look after it.</p>
<h3>What we do</h3>
<ul><li>Career and booking management</li><li>Contract and image rights negotiation</li><li>New talent development</li></ul>
<p>We work with brands, production companies and magazines in São Paulo, Lisbon and Madrid, always with <em>transparency and respect</em>.</p>
<p>Want to work with us? <a href="/en/contact">Talk to our team</a>.</p>`,
    },
    es: {
      title: 'Sobre nosotros',
      content: `<h2>Una agencia hecha de personas</h2>
<p>Desde hace más de quince años representamos a <strong>modelos, actores y creadores de contenido</strong> en Brasil y en el extranjero. Creemos que cada talento tiene una historia y que nuestro papel es cuidarla.</p>
<h3>Qué hacemos</h3>
<ul><li>Gestión de carrera y agenda</li><li>Negociación de contratos y derechos de imagen</li><li>Desarrollo de nuevos talentos</li></ul>
<p>Trabajamos con marcas, productoras y revistas en São Paulo, Lisboa y Madrid, siempre con <em>transparencia y respeto</em>.</p>
<p>¿Quieres trabajar con nosotros? <a href="/es/contacto">Habla con nuestro equipo</a>.</p>`,
    },
  },
};

/** Writes the versioned pages where they are missing or of another version; run on every start. */
export function syncVersionedPages(db: Db): void {
  const upsert = db.prepare(`INSERT INTO contents (type, lang, title, content, version)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (type, lang) DO UPDATE SET title = excluded.title, content = excluded.content,
      version = excluded.version
    WHERE contents.version IS NOT excluded.version`);
  db.transaction(() => {
    for (const { type, version, pages } of VERSIONED)
      for (const [lang, page] of Object.entries(pages))
        upsert.run(type, lang, page.title, page.content, version);
  })();
}

export function seedContents(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO contents (type, lang, title, content) VALUES (?, ?, ?, ?)',
  );
  for (const [type, byLang] of Object.entries(PAGES)) {
    for (const [lang, page] of Object.entries(byLang))
      insert.run(type, lang, page.title, page.content);
  }
  syncVersionedPages(db);
  const social = db.prepare('INSERT INTO social_media (network, link) VALUES (?, ?)');
  social.run('instagram', 'https://www.instagram.com/agency.models');
  social.run('tiktok', 'https://www.tiktok.com/@agency.models');
  social.run('facebook', 'https://www.facebook.com/agency.models');
  social.run('youtube', 'https://www.youtube.com/@agency.models');
}

const ALTS = [
  'Model in a linen suit on a sunlit street',
  'Two models laughing on a rooftop at dusk',
  'Actor portrait in soft window light',
  'Runway finale of the summer collection',
  'Creator filming a look in the studio',
  'Group of models on the beach at sunrise',
];

/** The same descriptions in the other languages the agency writes in. */
export const TRANSLATED_ALTS: Record<'pt' | 'es', string[]> = {
  pt: [
    'Modelo de terno de linho numa rua ensolarada',
    'Dois modelos rindo num terraço ao entardecer',
    'Retrato de ator na luz suave da janela',
    'Final do desfile da coleção de verão',
    'Criadora gravando um look no estúdio',
    'Grupo de modelos na praia ao nascer do sol',
  ],
  es: [
    'Modelo con traje de lino en una calle soleada',
    'Dos modelos riendo en una azotea al atardecer',
    'Retrato de actor con luz suave de ventana',
    'Final del desfile de la colección de verano',
    'Creadora grabando un look en el estudio',
    'Grupo de modelos en la playa al amanecer',
  ],
};

/** Slides point at the slide images rendered by the seed (slides/desktop-N.jpg, slides/mobile-N.jpg). */
export function seedSlides(db: Db): void {
  const insert = db.prepare(`INSERT INTO slides
    (type, position, description, kind, mobile, desktop, video_provider, video_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const translate = db.prepare(
    'INSERT INTO slide_texts (slide_id, lang, description) VALUES (?, ?, ?)',
  );
  ALTS.forEach((alt, i) => {
    const { lastInsertRowid } = insert.run(
      'home',
      i,
      alt,
      'image',
      `slides/mobile-${i + 1}.jpg`,
      `slides/desktop-${i + 1}.jpg`,
      null,
      null,
    );
    for (const lang of ['pt', 'es'] as const) {
      translate.run(lastInsertRowid, lang, TRANSLATED_ALTS[lang][i]!);
    }
  });
  insert.run('home-video', 0, 'Agency showreel', 'video', null, null, 'vimeo', '76979871');
  for (const i of [1, 2]) {
    insert.run(
      'home-video',
      i,
      ALTS[i - 1]!,
      'image',
      `slides/mobile-${i}.jpg`,
      `slides/desktop-${i}.jpg`,
      null,
      null,
    );
  }
}

export const SLIDE_COUNT = ALTS.length;
