'use client';

import { useLocale, useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { useUnitPreferences } from '@/lib/browser/unitsStore';
import { MAX_PDF_TALENTS } from '@/lib/selection/ids';
import { unitSearch } from '@/lib/units/preferences';

type Props = { board: string; count: number };

// The board's file: the selection's PDF with the team's tally and words on its cover and the tally
// on each card, its QR code leading back to the board. A link, so it works without scripts; the
// visitor's units travel in it (the pages the file draws are in them).
export function BoardPdfLink({ board, count }: Props) {
  const t = useTranslations('Selection');
  const locale = useLocale();
  const units = useUnitPreferences(locale);
  const search = [`board=${board}`, unitSearch(units), `lang=${locale}`].filter(Boolean).join('&');
  return (
    <div className="mt-6 flex flex-col items-start gap-2">
      <a
        href={`/api/selection-pdf?${search}`}
        download
        rel="nofollow"
        type="application/pdf"
        className={secondaryButton}
      >
        {t('download')}
      </a>
      {count > MAX_PDF_TALENTS ? (
        <p className="text-sm text-muted">{t('pdfBeyond', { max: MAX_PDF_TALENTS })}</p>
      ) : null}
    </div>
  );
}
