// Hair colours. The Portuguese labels are the agency's original list; each is
// mapped to the English value the panel API stores, so filters and submissions
// are the same whatever language the visitor reads.
import type { Locale } from '../i18n/routing';
import { englishValued, localizedOptions } from './localized';
import type { Option } from './types';

export const HAIR_COLORS = englishValued([
  ['Blonde', 'Loiro', 'Rubio'],
  ['Light Blonde', 'Loiro Claro', 'Rubio Claro'],
  ['Dark Blonde', 'Loiro Escuro', 'Rubio Oscuro'],
  ['Ash Blonde', 'Loiro Acinzentado', 'Rubio Ceniza'],
  ['Strawberry Blonde', 'Loiro Morango', 'Rubio Fresa'],
  ['Platinum', 'Platinado', 'Platinado'],
  ['Honey', 'Mel', 'Miel'],
  ['Red', 'Ruivo', 'Pelirrojo'],
  ['Auburn', 'Ruivo Natural', 'Castaño Rojizo'],
  ['Copper', 'Acobreado', 'Cobrizo'],
  ['Mahogany', 'Acaju', 'Caoba'],
  ['Burgundy', 'Borgonha', 'Borgoña'],
  ['Brown', 'Castanho', 'Castaño'],
  ['Light Brown', 'Castanho Claro', 'Castaño Claro'],
  ['Dark Brown', 'Castanho Escuro', 'Castaño Oscuro'],
  ['Chocolate', 'Chocolate', 'Chocolate'],
  ['Black', 'Preto', 'Negro'],
  ['Blue Black', 'Preto Azulado', 'Negro Azulado'],
  ['Gray', 'Grisalho', 'Canoso'],
  ['Salt and Pepper', 'Sal e Pimenta', 'Sal y Pimienta'],
  ['White', 'Branco', 'Blanco'],
  ['Highlighted', 'Com Luzes', 'Con Mechas'],
  ['Colored', 'Colorido', 'De Colores'],
  ['Shaved', 'Raspado', 'Rapado'],
  ['Bald', 'Careca', 'Calvo'],
]);

export function hairOptions(locale: Locale): Option[] {
  return localizedOptions(HAIR_COLORS, locale);
}
