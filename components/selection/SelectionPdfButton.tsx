import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { saveFile } from '@/lib/download/saveFile';
import { MAX_PDF_TALENTS, selectionSearch } from '@/lib/selection/ids';

type Props = { ids: readonly number[] };
type State = 'idle' | 'busy' | 'done' | 'failed';

/** The file name the site gave the PDF (Content-Disposition), else a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'selection.pdf';
}

/**
 * "Download selection (PDF)": one file with a cover and each talent's
 * composite, made by the site; the first 30 talents when there are more.
 * While it is made (a few seconds), the button says so and a progress bar runs.
 */
export function SelectionPdfButton({ ids }: Props) {
  const t = useTranslations('Selection');
  const locale = useLocale();
  const [state, setState] = useState<State>('idle');
  const [error, setError] = useState('');
  const chosen = ids.slice(0, MAX_PDF_TALENTS);

  const download = async () => {
    setState('busy');
    try {
      const response = await fetch(`/api/selection-pdf?${selectionSearch(chosen)}&lang=${locale}`);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        setError(body?.message ?? t('pdfFailed'));
        return setState('failed');
      }
      await saveFile(response, fileNameOf(response));
      setState('done');
    } catch {
      setError(t('pdfFailed'));
      setState('failed');
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={download}
        disabled={chosen.length === 0 || state === 'busy'}
        aria-busy={state === 'busy'}
        className={secondaryButton}
      >
        {t('download')}
      </button>
      {ids.length > MAX_PDF_TALENTS ? (
        <p className="text-sm text-muted">{t('pdfBeyond', { max: MAX_PDF_TALENTS })}</p>
      ) : null}
      <div role="status" aria-live="polite" className="text-sm">
        {state === 'busy' ? (
          <>
            <p>{t('preparing', { count: chosen.length })}</p>
            <progress className="mt-1 w-full max-w-xs accent-accent" aria-hidden="true" />
          </>
        ) : state === 'done' ? (
          <p>{t('pdfReady')}</p>
        ) : state === 'failed' ? (
          <p className="text-danger">{error}</p>
        ) : null}
      </div>
    </div>
  );
}
