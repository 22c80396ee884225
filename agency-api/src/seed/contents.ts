import type { Db } from '../db/open.js';
import type { Lang } from '../lib/langs.js';

type Page = { title: string; content: string };

// Page texts as the agency publishes them; HTML on purpose, the site sanitizes and renders it.
const PAGES: Record<'about_us' | 'privacy', Record<Lang, Page>> = {
  about_us: {
    pt: {
      title: 'Sobre nós',
      content: `<h2>Uma agência feita de pessoas</h2>
<p>Há mais de quinze anos representamos <strong>modelos, atores e criadores de conteúdo</strong> no Brasil e no exterior. Acreditamos que cada talento tem uma história e que o nosso papel é cuidar dela.</p>
<h3>O que fazemos</h3>
<ul><li>Gestão de carreira e agenda</li><li>Negociação de contratos e direitos de imagem</li><li>Desenvolvimento de novos talentos</li></ul>
<p>Trabalhamos com marcas, produtoras e revistas em São Paulo, Lisboa e Madrid, sempre com <em>transparência e respeito</em>.</p>
<p>Quer trabalhar conosco? <a href="/contato">Fale com a nossa equipe</a>.</p>`,
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
  privacy: {
    pt: {
      title: 'Política de privacidade',
      content: `<h2>Como tratamos os seus dados</h2>
<p>Coletamos apenas os dados que você nos envia pelos formulários de <strong>contato, favoritos e agenciamento</strong>, para responder ao seu pedido e avaliar o seu perfil.</p>
<h3>Os seus direitos</h3>
<ul><li>Acessar e corrigir os seus dados</li><li>Pedir a exclusão das suas fotos e informações</li><li>Retirar o seu consentimento a qualquer momento</li></ul>
<p>Não vendemos dados a terceiros. Dúvidas? <a href="mailto:privacidade@agency.example">privacidade@agency.example</a>.</p>
<p><em>Última atualização: janeiro de 2025.</em></p>`,
    },
    en: {
      title: 'Privacy policy',
      content: `<h2>How we handle your data</h2>
<p>We only collect the data you send through our <strong>contact, favorites and recruitment</strong> forms, to answer your request and assess your profile.</p>
<h3>Your rights</h3>
<ul><li>Access and correct your data</li><li>Ask us to delete your photos and details</li><li>Withdraw your consent at any time</li></ul>
<p>We never sell data to third parties. Questions? <a href="mailto:privacy@agency.example">privacy@agency.example</a>.</p>
<p><em>Last updated: January 2025.</em></p>`,
    },
    es: {
      title: 'Política de privacidad',
      content: `<h2>Cómo tratamos tus datos</h2>
<p>Solo recogemos los datos que nos envías a través de los formularios de <strong>contacto, favoritos y reclutamiento</strong>, para responder a tu solicitud y evaluar tu perfil.</p>
<h3>Tus derechos</h3>
<ul><li>Acceder a tus datos y corregirlos</li><li>Pedir la eliminación de tus fotos e información</li><li>Retirar tu consentimiento en cualquier momento</li></ul>
<p>Nunca vendemos datos a terceros. ¿Dudas? <a href="mailto:privacidad@agency.example">privacidad@agency.example</a>.</p>
<p><em>Última actualización: enero de 2025.</em></p>`,
    },
  },
};

export function seedContents(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO contents (type, lang, title, content) VALUES (?, ?, ?, ?)',
  );
  for (const [type, byLang] of Object.entries(PAGES)) {
    for (const [lang, page] of Object.entries(byLang))
      insert.run(type, lang, page.title, page.content);
  }
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
const TRANSLATED_ALTS: Record<'pt' | 'es', string[]> = {
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
