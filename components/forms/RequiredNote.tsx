import { useTranslations } from 'next-intl';

/**
 * What the "*" after a label means, said once at the top of a form: the
 * star itself is hidden from screen readers, which hear "required" from
 * each field, but a sighted visitor needs it in words.
 */
export function RequiredNote() {
  const t = useTranslations('Forms');
  return <p className="text-sm text-muted">{t('requiredNote')}</p>;
}
