'use client';

import { useLocale, useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { useUnitPreferences } from '@/lib/browser/unitsStore';
import { MAX_PDF_TALENTS } from '@/lib/selection/ids';
import { unitSearch } from '@/lib/units/preferences';

type Props = {
  /** What the file is of, as query parts (`ids=…`, `marks=…`, `board=…`). */
  parts: readonly string[];
  /** The talents it is asked for: the file holds MAX_PDF_TALENTS at most, and says so. */
  count: number;
  className?: string;
};

// The selection PDF's one link, for a selection and for a review board. A link, so it works
// without scripts; the visitor's units live in this browser, so they travel in it (the pages the
// file draws are in them).
export function PdfDownloadLink({ parts, count, className = 'flex flex-col gap-2' }: Props) {
  const t = useTranslations('Selection');
  const locale = useLocale();
  const units = useUnitPreferences(locale);
  const search = [...parts, unitSearch(units), `lang=${locale}`].filter(Boolean).join('&');
  return (
    <div className={className}>
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
