'use client';

import { secondaryButton } from '@/components/ui/buttonStyles';

type Props = { label: string; fallbackHref: string };

type NavigationApi = { currentEntry: { index: number } | null };

function cameFromThisSite(): boolean {
  // The Navigation API lists only this site's entries: index 0 means we came from elsewhere.
  const navigation = (window as { navigation?: NavigationApi }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

// Never off the site: arrived directly (or without JavaScript), it goes to `fallbackHref`.
export function BackButton({ label, fallbackHref }: Props) {
  return (
    <a
      href={fallbackHref}
      className={secondaryButton}
      onClick={(event) => {
        if (!cameFromThisSite()) return;
        event.preventDefault();
        window.history.back();
      }}
    >
      {label}
    </a>
  );
}
