import { useTranslations } from 'next-intl';

// The "*" is hidden from screen readers, which hear "required" from each field.
export function RequiredNote() {
  const t = useTranslations('Forms');
  return <p className="text-sm text-muted">{t('requiredNote')}</p>;
}
