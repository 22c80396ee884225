'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { saveFile } from '@/lib/download/saveFile';
import type { Locale } from '@/lib/i18n/routing';

type Props = { talentId: number; locale: Locale; fileName: string };

/** Downloads the composite card (PDF) through the site, which holds the API token. */
export function CompoButton({ talentId, locale, fileName }: Props) {
  const t = useTranslations('Talents');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const download = async () => {
    setState('busy');
    try {
      const response = await fetch('/api/compo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: talentId, lang: locale }),
      });
      if (!response.ok) throw new Error(String(response.status));
      await saveFile(response, fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div>
      <button
        type="button"
        onClick={download}
        disabled={state === 'busy'}
        className={secondaryButton}
      >
        {state === 'busy' ? t('downloading') : t('printComposite')}
      </button>
      <p role="status" aria-live="polite" className="mt-2 text-sm text-danger">
        {state === 'failed' ? t('compoFailed') : ''}
      </p>
    </div>
  );
}
