// Eye colours. Portuguese labels are the agency's original list, mapped to the
// English value the panel API stores (same reason as hair.ts).
import type { Locale } from '../i18n/routing';
import { englishValued, localizedOptions } from './localized';
import type { Option } from './types';

export const EYE_COLORS = englishValued([
  ['Blue', 'Azul', 'Azul'],
  ['Light Blue', 'Azul Claro', 'Azul Claro'],
  ['Dark Blue', 'Azul Escuro', 'Azul Oscuro'],
  ['Gray-Blue', 'Azul Acinzentado', 'Azul Grisáceo'],
  ['Blue-Green', 'Azul Esverdeado', 'Azul Verdoso'],
  ['Green', 'Verde', 'Verde'],
  ['Light Green', 'Verde Claro', 'Verde Claro'],
  ['Dark Green', 'Verde Escuro', 'Verde Oscuro'],
  ['Gray-Green', 'Verde Acinzentado', 'Verde Grisáceo'],
  ['Gray', 'Cinza', 'Gris'],
  ['Hazel', 'Mel', 'Avellana'],
  ['Amber', 'Âmbar', 'Ámbar'],
  ['Brown', 'Castanho', 'Marrón'],
  ['Light Brown', 'Castanho Claro', 'Marrón Claro'],
  ['Dark Brown', 'Castanho Escuro', 'Marrón Oscuro'],
  ['Black', 'Preto', 'Negro'],
  ['Heterochromia', 'Heterocromia', 'Heterocromía'],
]);

export function eyesOptions(locale: Locale): Option[] {
  return localizedOptions(EYE_COLORS, locale);
}
