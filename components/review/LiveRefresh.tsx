'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { REVIEW_REFRESH_SECONDS } from '@/lib/constants';

type Props = { board: string; /** The revision the page was rendered with. */ revision: string };

/**
 * While the board is open and visible, asks every few seconds whether the team changed it, and
 * renders the page again (the server's render, without a reload) when it did. The visitor can
 * stop it (WCAG 2.2.2: content that updates by itself can be paused).
 */
export function LiveRefresh({ board, revision }: Props) {
  const t = useTranslations('Review');
  const router = useRouter();
  const [on, setOn] = useState(true);
  const [updated, setUpdated] = useState(false);
  const shown = useRef(revision);
  // A render asked for here (not one the visitor's own mark brought) announces itself on arrival.
  const asked = useRef(false);

  useEffect(() => {
    shown.current = revision;
    if (asked.current) setUpdated(true);
    asked.current = false;
  }, [revision]);

  useEffect(() => {
    if (!on) return;
    // Stopped or gone: a question still on its way is dropped.
    const controller = new AbortController();
    const check = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const response = await fetch(`/api/review-boards/${board}`, {
          cache: 'no-store',
          signal: controller.signal,
        });
        if (!response.ok) return;
        const { revision: latest } = (await response.json()) as { revision: string | null };
        if (latest && latest !== shown.current) {
          asked.current = true;
          router.refresh();
        }
      } catch {
        // Offline for a moment (the next tick asks again), or stopped.
      }
    };
    const timer = setInterval(check, REVIEW_REFRESH_SECONDS * 1000);
    document.addEventListener('visibilitychange', check);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [on, board, router]);

  return (
    <div className="mt-4 flex flex-col gap-1 text-sm" data-testid="live-refresh">
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          className="h-5 w-5 accent-ink"
        />
        {t('live')}
      </label>
      <p className="text-xs text-muted">{t('liveHint', { seconds: REVIEW_REFRESH_SECONDS })}</p>
      <p role="status" className="sr-only">
        {updated ? t('updated') : ''}
      </p>
    </div>
  );
}
