// Eye colours. Portuguese labels are the agency's original list, mapped to the
// English value the panel API stores (same reason as hair.ts).
import type { Locale } from '../i18n/routing';
import { localizedOptions } from './localized';
import type { LocalizedOption, Option } from './types';

export const EYE_COLORS = [
  { value: 'Blue', labels: { pt: 'Azul', en: 'Blue', es: 'Azul' } },
  { value: 'Light Blue', labels: { pt: 'Azul Claro', en: 'Light Blue', es: 'Azul Claro' } },
  { value: 'Dark Blue', labels: { pt: 'Azul Escuro', en: 'Dark Blue', es: 'Azul Oscuro' } },
  { value: 'Gray-Blue', labels: { pt: 'Azul Acinzentado', en: 'Gray-Blue', es: 'Azul Grisáceo' } },
  { value: 'Blue-Green', labels: { pt: 'Azul Esverdeado', en: 'Blue-Green', es: 'Azul Verdoso' } },
  { value: 'Green', labels: { pt: 'Verde', en: 'Green', es: 'Verde' } },
  { value: 'Light Green', labels: { pt: 'Verde Claro', en: 'Light Green', es: 'Verde Claro' } },
  { value: 'Dark Green', labels: { pt: 'Verde Escuro', en: 'Dark Green', es: 'Verde Oscuro' } },
  {
    value: 'Gray-Green',
    labels: { pt: 'Verde Acinzentado', en: 'Gray-Green', es: 'Verde Grisáceo' },
  },
  { value: 'Gray', labels: { pt: 'Cinza', en: 'Gray', es: 'Gris' } },
  { value: 'Hazel', labels: { pt: 'Mel', en: 'Hazel', es: 'Avellana' } },
  { value: 'Amber', labels: { pt: 'Âmbar', en: 'Amber', es: 'Ámbar' } },
  { value: 'Brown', labels: { pt: 'Castanho', en: 'Brown', es: 'Marrón' } },
  { value: 'Light Brown', labels: { pt: 'Castanho Claro', en: 'Light Brown', es: 'Marrón Claro' } },
  { value: 'Dark Brown', labels: { pt: 'Castanho Escuro', en: 'Dark Brown', es: 'Marrón Oscuro' } },
  { value: 'Black', labels: { pt: 'Preto', en: 'Black', es: 'Negro' } },
  {
    value: 'Heterochromia',
    labels: { pt: 'Heterocromia', en: 'Heterochromia', es: 'Heterocromía' },
  },
] as const satisfies readonly LocalizedOption[];

export function eyesOptions(locale: Locale): Option[] {
  return localizedOptions(EYE_COLORS, locale);
}
