import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/buttonStyles';
import type { Locale } from '@/lib/i18n/routing';
import { MAX_SELECTION } from '@/lib/selection/ids';
import { selectionPath } from '@/lib/selection/link';

type Props = { ids: readonly number[] };
type State = 'idle' | 'busy' | 'copied' | 'shared' | 'manual';

// A desktop browser's navigator.share opens a small system dialog, where people expect a copy.
const prefersShareSheet = () =>
  typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

export function ShareSelection({ ids }: Props) {
  const t = useTranslations('Selection');
  const locale = useLocale() as Locale;
  const [state, setState] = useState<State>('idle');
  const [link, setLink] = useState('');

  const share = async () => {
    setState('busy');
    const url = new URL(selectionPath(locale, ids), window.location.origin).toString();
    setLink(url);
    if (prefersShareSheet()) {
      try {
        await navigator.share({ title: t('sharedTitle'), url });
        return setState('shared');
      } catch (error) {
        // Closing the sheet is no failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return setState('idle');
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      // No clipboard (permission, insecure origin): the link is shown to copy by hand.
      setState('manual');
    }
  };

  return (
    <div className="flex flex-col gap-2 noscript:hidden">
      <button
        type="button"
        onClick={share}
        disabled={ids.length === 0 || state === 'busy'}
        className={secondaryButton}
      >
        {state === 'busy' ? t('sharing') : t('share')}
      </button>
      <div role="status" aria-live="polite" className="text-sm">
        {state === 'copied' || state === 'manual' || state === 'shared' ? (
          <>
            <p>
              {state === 'copied'
                ? t('shareCopied')
                : state === 'shared'
                  ? t('shareShared')
                  : t('shareManual')}
            </p>
            {ids.length > MAX_SELECTION ? (
              <p className="text-muted">{t('shareBeyond', { max: MAX_SELECTION })}</p>
            ) : null}
          </>
        ) : null}
      </div>
      {link && state !== 'busy' && state !== 'idle' ? (
        <input
          type="url"
          readOnly
          value={link}
          aria-label={t('shareLink')}
          data-testid="share-link"
          onFocus={(event) => event.currentTarget.select()}
          className="w-full max-w-md border border-ink/55 px-2 py-1 text-sm"
        />
      ) : null}
    </div>
  );
}
