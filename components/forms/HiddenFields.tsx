import { useLocale, useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';

// The honeypot, and the page's language, in which the form's Server Action answers.
export function HiddenFields({ honeypot }: { honeypot: UseFormRegisterReturn }) {
  const t = useTranslations('Forms');
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t('website')}
          <input type="text" tabIndex={-1} autoComplete="off" {...honeypot} />
        </label>
      </div>
      <input type="hidden" name="lang" value={useLocale()} />
    </>
  );
}
