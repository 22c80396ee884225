import type { Lang } from '../lib/langs.js';
import type { Random } from './random.js';

interface Copy {
  description: (title: string) => string;
  headings: string[];
  paragraphs: string[];
  list: string[];
  closing: string;
}

// Paragraph pools per language; each post draws its own mix so posts differ from each other.
export const COPY: Record<Lang, Copy> = {
  pt: {
    description: (t) =>
      `${t}: o que nossa equipe aprendeu em anos de trabalho com modelos, atores e criadores.`,
    headings: [
      'Antes de começar',
      'O que observamos no dia a dia',
      'Na prática',
      'Para levar com você',
    ],
    paragraphs: [
      'Cada trabalho começa muito antes da câmera ligar. Pontualidade, preparo e uma boa conversa com a equipe fazem toda a diferença no resultado.',
      'Nossos agentes acompanham cada talento de perto, do primeiro teste à campanha internacional, cuidando da agenda e dos contratos.',
      'Clientes procuram autenticidade. Mais do que medidas perfeitas, valorizam presença, versatilidade e profissionalismo.',
      'Um book atualizado, com fotos recentes e naturais, ajuda o cliente a imaginar o talento no projeto dele.',
      'O mercado muda rápido: novas marcas, novos formatos e novas plataformas pedem talentos que saibam se adaptar.',
      'Cuidar da saúde física e mental é parte do trabalho. Respeitamos pausas, descanso e limites de cada pessoa.',
    ],
    list: [
      'Chegue com dez minutos de antecedência',
      'Leve documentos e uma muda de roupa neutra',
      'Pergunte sempre que tiver dúvidas',
      'Confirme os detalhes com seu agente',
    ],
    closing:
      'Quer fazer parte do nosso casting? <a href="/agenciamiento">Envie seu material</a> e nossa equipe entra em contato.',
  },
  en: {
    description: (t) =>
      `${t}: what our team has learned from years of working with models, actors and creators.`,
    headings: ['Before you start', 'What we see every day', 'In practice', 'Take this with you'],
    paragraphs: [
      'Every job starts long before the camera rolls. Punctuality, preparation and a good talk with the crew make all the difference.',
      'Our agents follow each talent closely, from the first test shoot to the international campaign, handling bookings and contracts.',
      'Clients look for authenticity. More than perfect measurements, they value presence, versatility and professionalism.',
      'An up-to-date portfolio with recent, natural pictures helps a client picture the talent in their project.',
      'The market moves fast: new brands, new formats and new platforms need talent that can adapt.',
      'Looking after physical and mental health is part of the job. We respect breaks, rest and everyone\u2019s limits.',
    ],
    list: [
      'Arrive ten minutes early',
      'Bring your ID and a neutral change of clothes',
      'Ask whenever something is unclear',
      'Confirm the details with your agent',
    ],
    closing:
      'Want to join our roster? <a href="/en/recruitment">Send us your photos</a> and our team will get in touch.',
  },
  es: {
    description: (t) =>
      `${t}: lo que nuestro equipo ha aprendido en años de trabajo con modelos, actores y creadores.`,
    headings: [
      'Antes de empezar',
      'Lo que vemos cada día',
      'En la práctica',
      'Para llevar contigo',
    ],
    paragraphs: [
      'Cada trabajo empieza mucho antes de que se encienda la cámara. Puntualidad, preparación y una buena charla con el equipo marcan la diferencia.',
      'Nuestros agentes acompañan de cerca a cada talento, desde la primera prueba hasta la campaña internacional, gestionando agenda y contratos.',
      'Los clientes buscan autenticidad. Más que medidas perfectas, valoran presencia, versatilidad y profesionalidad.',
      'Un book actualizado, con fotos recientes y naturales, ayuda al cliente a imaginar al talento en su proyecto.',
      'El mercado cambia rápido: nuevas marcas, nuevos formatos y nuevas plataformas necesitan talentos que sepan adaptarse.',
      'Cuidar la salud física y mental forma parte del trabajo. Respetamos pausas, descanso y los límites de cada persona.',
    ],
    list: [
      'Llega diez minutos antes',
      'Lleva tu documento y una muda de ropa neutra',
      'Pregunta siempre que tengas dudas',
      'Confirma los detalles con tu agente',
    ],
    closing:
      '¿Quieres formar parte de nuestro casting? <a href="/es/reclutamiento">Envíanos tu material</a> y nuestro equipo se pondrá en contacto.',
  },
};

export function postDescription(lang: Lang, title: string): string {
  return COPY[lang].description(title);
}

/** Builds a post body as HTML; `hostile` adds the markup the site must strip when sanitizing. */
export function postContent(lang: Lang, rng: Random, hostile: boolean): string {
  const c = COPY[lang];
  const p = () => `<p>${rng.pick(c.paragraphs)}</p>`;
  const parts = [
    p(),
    `<h2>${rng.pick(c.headings)}</h2>`,
    p(),
    `<ul>${c.list.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    `<p><strong>${rng.pick(c.headings)}:</strong> <em>${rng.pick(c.paragraphs)}</em></p>`,
    p(),
    `<p>${c.closing}</p>`,
  ];
  if (hostile) {
    parts.splice(1, 0, '<script>alert(1)</script>');
    parts.splice(3, 0, '<img src="x" onerror="alert(2)">');
    parts.splice(5, 0, '<p><a href="javascript:alert(3)">link</a></p>');
  }
  return parts.join('\n');
}
