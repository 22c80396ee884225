import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';

export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  const t = useTranslations('Forms');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t('website')}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
