import { useLocale, useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { MAX_PDF_TALENTS, selectionSearch } from '@/lib/selection/ids';
import { useUnitPreferences } from '@/lib/browser/unitsStore';
import { marksSearch, type Marks } from '@/lib/selection/marks';
import { unitSearch } from '@/lib/units/preferences';

type Props = { ids: readonly number[]; marks: Marks };

// A link, so it works without scripts; the marks and the chosen units live in this browser, so
// they travel in it (the pages the file draws are in the visitor's units).
export function SelectionPdfButton({ ids, marks }: Props) {
  const t = useTranslations('Selection');
  const locale = useLocale();
  const units = useUnitPreferences(locale);
  const chosen = ids.slice(0, MAX_PDF_TALENTS);
  if (chosen.length === 0) return null;
  const marked = marksSearch(marks, chosen);
  const search = [selectionSearch(chosen), marked, unitSearch(units), `lang=${locale}`];
  return (
    <div className="flex flex-col gap-2">
      <a
        href={`/api/selection-pdf?${search.filter(Boolean).join('&')}`}
        download
        rel="nofollow"
        type="application/pdf"
        className={secondaryButton}
      >
        {t('download')}
      </a>
      {ids.length > MAX_PDF_TALENTS ? (
        <p className="text-sm text-muted">{t('pdfBeyond', { max: MAX_PDF_TALENTS })}</p>
      ) : null}
    </div>
  );
}
