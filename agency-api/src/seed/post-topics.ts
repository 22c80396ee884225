import type { L10n } from '../lib/langs.js';

// Blog titles as an agency would publish them; each language gets its own posts from these.
export const TOPICS: L10n[] = [
  {
    pt: 'Como se preparar para seu primeiro casting',
    en: 'How to prepare for your first casting',
    es: 'Cómo prepararte para tu primer casting',
  },
  {
    pt: 'Polaroids: o que são e por que as agências pedem',
    en: 'Polaroids: what they are and why agencies ask for them',
    es: 'Polaroids: qué son y por qué las agencias las piden',
  },
  {
    pt: 'Nossos modelos na semana de moda de São Paulo',
    en: 'Our models at São Paulo Fashion Week',
    es: 'Nuestros modelos en la semana de la moda de São Paulo',
  },
  {
    pt: 'Dicas de cuidados com a pele antes de um ensaio',
    en: 'Skin care tips before a photo shoot',
    es: 'Consejos de cuidado de la piel antes de una sesión',
  },
  {
    pt: 'O que levar na bolsa de modelo',
    en: 'What to pack in your model bag',
    es: 'Qué llevar en tu bolso de modelo',
  },
  {
    pt: 'Como montar um book profissional',
    en: 'How to build a professional portfolio',
    es: 'Cómo crear un book profesional',
  },
  {
    pt: 'Atores da agência estreiam nova série',
    en: 'Agency actors star in a new series',
    es: 'Actores de la agencia estrenan nueva serie',
  },
  {
    pt: 'Criadores de conteúdo e marcas: parcerias que funcionam',
    en: 'Content creators and brands: partnerships that work',
    es: 'Creadores de contenido y marcas: alianzas que funcionan',
  },
  {
    pt: 'Mitos e verdades sobre a carreira de modelo',
    en: 'Myths and truths about a modelling career',
    es: 'Mitos y verdades sobre la carrera de modelo',
  },
  {
    pt: 'Alimentação equilibrada na rotina de trabalho',
    en: 'Balanced eating on a busy work schedule',
    es: 'Alimentación equilibrada en la rutina de trabajo',
  },
  {
    pt: 'Como funciona a seleção de novos talentos',
    en: 'How we scout new talent',
    es: 'Cómo funciona la selección de nuevos talentos',
  },
  {
    pt: 'Bastidores da campanha de verão',
    en: 'Behind the scenes of the summer campaign',
    es: 'Detrás de cámaras de la campaña de verano',
  },
  {
    pt: 'Postura e passarela: treino que faz diferença',
    en: 'Posture and runway: training that makes a difference',
    es: 'Postura y pasarela: entrenamiento que marca la diferencia',
  },
  {
    pt: 'Contratos de imagem: o que você precisa saber',
    en: 'Image rights contracts: what you need to know',
    es: 'Contratos de imagen: lo que necesitas saber',
  },
  {
    pt: 'Modelos de ascendência diversa ganham espaço',
    en: 'Models of diverse backgrounds take the spotlight',
    es: 'Modelos de orígenes diversos ganan espacio',
  },
  {
    pt: 'Trabalhar no exterior: primeiros passos',
    en: 'Working abroad: first steps',
    es: 'Trabajar en el extranjero: primeros pasos',
  },
  {
    pt: 'Selftape: como gravar um teste em casa',
    en: 'Self-tape: recording an audition at home',
    es: 'Selftape: cómo grabar una prueba en casa',
  },
  {
    pt: 'Redes sociais para modelos: boas práticas',
    en: 'Social media for models: good practice',
    es: 'Redes sociales para modelos: buenas prácticas',
  },
  {
    pt: 'Nova sede da agência em Lisboa',
    en: 'The agency opens a new office in Lisbon',
    es: 'Nueva sede de la agencia en Lisboa',
  },
  {
    pt: 'Editorial de inverno com nossos talentos',
    en: 'Winter editorial featuring our talent',
    es: 'Editorial de invierno con nuestros talentos',
  },
  {
    pt: 'Como lidar com a rejeição em castings',
    en: 'Dealing with rejection at castings',
    es: 'Cómo manejar el rechazo en los castings',
  },
  {
    pt: 'Fotografia de moda: a visão dos fotógrafos',
    en: 'Fashion photography: the photographers view',
    es: 'Fotografía de moda: la mirada de los fotógrafos',
  },
  {
    pt: 'Modelos maduros: carreira sem idade',
    en: 'Mature models: a career without age limits',
    es: 'Modelos maduros: una carrera sin edad',
  },
  {
    pt: 'Sono e descanso em semanas de desfile',
    en: 'Sleep and rest during show weeks',
    es: 'Sueño y descanso en semanas de desfile',
  },
  {
    pt: 'Publicidade na TV: do teste à gravação',
    en: 'TV commercials: from audition to shoot',
    es: 'Publicidad en TV: de la prueba al rodaje',
  },
  {
    pt: 'Moda sustentável e o papel dos modelos',
    en: 'Sustainable fashion and the role of models',
    es: 'Moda sostenible y el papel de los modelos',
  },
  {
    pt: 'Perguntas frequentes de pais de modelos jovens',
    en: 'Questions parents of young models ask',
    es: 'Preguntas frecuentes de padres de modelos jóvenes',
  },
  {
    pt: 'Segurança em primeiro lugar: como reconhecer golpes',
    en: 'Safety first: how to spot scams',
    es: 'La seguridad primero: cómo reconocer estafas',
  },
  {
    pt: 'Maquiagem natural para fotos de teste',
    en: 'Natural make-up for test shoots',
    es: 'Maquillaje natural para fotos de prueba',
  },
  {
    pt: 'Nossa agência completa mais um ano',
    en: 'Our agency celebrates another year',
    es: 'Nuestra agencia cumple un año más',
  },
  {
    pt: 'Influenciadores na passarela: nova tendência',
    en: 'Influencers on the runway: a new trend',
    es: 'Influencers en la pasarela: nueva tendencia',
  },
  {
    pt: 'Como medir corretamente altura, busto, cintura e quadril',
    en: 'How to measure height, bust, waist and hips correctly',
    es: 'Cómo medir correctamente altura, busto, cintura y cadera',
  },
];
