// Hair colours. The Portuguese labels are the agency's original list; each is
// mapped to the English value the panel API stores, so filters and submissions
// are the same whatever language the visitor reads.
import type { Locale } from '../i18n/routing';
import { localizedOptions } from './localized';
import type { LocalizedOption, Option } from './types';

export const HAIR_COLORS = [
  { value: 'Blonde', labels: { pt: 'Loiro', en: 'Blonde', es: 'Rubio' } },
  { value: 'Light Blonde', labels: { pt: 'Loiro Claro', en: 'Light Blonde', es: 'Rubio Claro' } },
  { value: 'Dark Blonde', labels: { pt: 'Loiro Escuro', en: 'Dark Blonde', es: 'Rubio Oscuro' } },
  {
    value: 'Ash Blonde',
    labels: { pt: 'Loiro Acinzentado', en: 'Ash Blonde', es: 'Rubio Ceniza' },
  },
  {
    value: 'Strawberry Blonde',
    labels: { pt: 'Loiro Morango', en: 'Strawberry Blonde', es: 'Rubio Fresa' },
  },
  { value: 'Platinum', labels: { pt: 'Platinado', en: 'Platinum', es: 'Platinado' } },
  { value: 'Honey', labels: { pt: 'Mel', en: 'Honey', es: 'Miel' } },
  { value: 'Red', labels: { pt: 'Ruivo', en: 'Red', es: 'Pelirrojo' } },
  { value: 'Auburn', labels: { pt: 'Ruivo Natural', en: 'Auburn', es: 'Castaño Rojizo' } },
  { value: 'Copper', labels: { pt: 'Acobreado', en: 'Copper', es: 'Cobrizo' } },
  { value: 'Mahogany', labels: { pt: 'Acaju', en: 'Mahogany', es: 'Caoba' } },
  { value: 'Burgundy', labels: { pt: 'Borgonha', en: 'Burgundy', es: 'Borgoña' } },
  { value: 'Brown', labels: { pt: 'Castanho', en: 'Brown', es: 'Castaño' } },
  {
    value: 'Light Brown',
    labels: { pt: 'Castanho Claro', en: 'Light Brown', es: 'Castaño Claro' },
  },
  {
    value: 'Dark Brown',
    labels: { pt: 'Castanho Escuro', en: 'Dark Brown', es: 'Castaño Oscuro' },
  },
  { value: 'Chocolate', labels: { pt: 'Chocolate', en: 'Chocolate', es: 'Chocolate' } },
  { value: 'Black', labels: { pt: 'Preto', en: 'Black', es: 'Negro' } },
  { value: 'Blue Black', labels: { pt: 'Preto Azulado', en: 'Blue Black', es: 'Negro Azulado' } },
  { value: 'Gray', labels: { pt: 'Grisalho', en: 'Gray', es: 'Canoso' } },
  {
    value: 'Salt and Pepper',
    labels: { pt: 'Sal e Pimenta', en: 'Salt and Pepper', es: 'Sal y Pimienta' },
  },
  { value: 'White', labels: { pt: 'Branco', en: 'White', es: 'Blanco' } },
  { value: 'Highlighted', labels: { pt: 'Com Luzes', en: 'Highlighted', es: 'Con Mechas' } },
  { value: 'Colored', labels: { pt: 'Colorido', en: 'Colored', es: 'De Colores' } },
  { value: 'Shaved', labels: { pt: 'Raspado', en: 'Shaved', es: 'Rapado' } },
  { value: 'Bald', labels: { pt: 'Careca', en: 'Bald', es: 'Calvo' } },
] as const satisfies readonly LocalizedOption[];

export function hairOptions(locale: Locale): Option[] {
  return localizedOptions(HAIR_COLORS, locale);
}
