'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { whatsAppHref } from '@/lib/share-link';

type Props = {
  /** The absolute address to share; undefined while it is not known yet. */
  url: string | undefined;
  /** The page's name for the system sheet, and the words before the address in WhatsApp. */
  title: string;
  text: string;
  /** "Share this profile", "Share this selection": the system sheet's button. */
  shareLabel: string;
  /** A word said with the confirmation (a selection longer than its link carries). */
  note?: ReactNode;
};
type State = 'idle' | 'copied' | 'shared' | 'manual';

const never = () => () => {};
// A desktop browser's navigator.share opens a small system dialog, where people expect a copy.
const prefersShareSheet = () =>
  typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * The system share sheet where a phone has one, otherwise "Copy link"; beside it a WhatsApp link,
 * which is all that works without scripts. Nothing is asked of anyone before a press.
 */
export function ShareControls({ url, title, text, shareLabel, note }: Props) {
  const t = useTranslations('Share');
  const sheet = useSyncExternalStore(never, prefersShareSheet, () => false);
  const [state, setState] = useState<State>('idle');

  const share = async () => {
    if (!url) return;
    if (sheet) {
      try {
        await navigator.share({ title, text, url });
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
    <div className="flex flex-col gap-2" data-testid="share-controls">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={share}
          disabled={!url}
          className={`${secondaryButton} noscript:hidden`}
        >
          {sheet ? shareLabel : t('copy')}
        </button>
        {url ? (
          <a
            href={whatsAppHref(text, url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('whatsApp')} ${t('newTab')}`}
            className={secondaryButton}
          >
            {t('whatsApp')}
          </a>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {state === 'idle' ? null : (
          <>
            <p>{t(state)}</p>
            {note}
          </>
        )}
      </div>
      {url && state !== 'idle' ? (
        <input
          type="url"
          readOnly
          value={url}
          aria-label={t('link')}
          data-testid="share-link"
          onFocus={(event) => event.currentTarget.select()}
          className="w-full max-w-md border border-ink/55 px-2 py-1 text-sm"
        />
      ) : null}
    </div>
  );
}
