'use client';

import { secondaryButton } from '@/components/ui/buttonStyles';

type Props = { label: string };

/** Goes back one step in history, like the browser's own button. */
export function BackButton({ label }: Props) {
  return (
    <button type="button" className={secondaryButton} onClick={() => window.history.back()}>
      {label}
    </button>
  );
}
