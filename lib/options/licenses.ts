// Recruitment categories ("licenses" in the main API). The API names them in
// Portuguese whatever language is asked, so the site words them itself, by id.
// An id the site does not know yet keeps the API's word rather than vanishing.
import type { Locale } from '../i18n/routing';
import type { Option } from './types';

export const LICENSE_LABELS: Readonly<Record<string, { pt: string; en: string; es: string }>> = {
  '1': { pt: 'Modelo', en: 'Model', es: 'Modelo' },
  '2': { pt: 'Ator / Atriz', en: 'Actor / Actress', es: 'Actor / Actriz' },
  '2150': {
    pt: 'Influenciador(a) / Criador(a) de conteúdo',
    en: 'Influencer / Content creator',
    es: 'Influencer / Creador(a) de contenido',
  },
};

/** The API's options (value = license id) with labels in the visitor's language. */
export function licenseOptions(licenses: readonly Option[], locale: Locale): Option[] {
  return licenses.map(({ value, label }) => ({
    value,
    label: Object.hasOwn(LICENSE_LABELS, value) ? LICENSE_LABELS[value]![locale] : label,
  }));
}
