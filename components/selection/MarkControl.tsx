import { useTranslations } from 'next-intl';
import { MARKS, type Mark } from '@/lib/selection/marks';

type Props = { name: string; mark: Mark | undefined; onChange: (mark: Mark | null) => void };

const PRESSED: Record<Mark, string> = {
  yes: 'border-ink bg-ink text-paper',
  maybe: 'border-accent bg-accent text-paper',
  no: 'border-danger bg-danger text-paper',
};

/**
 * Yes / Maybe / No for one talent: three toggle buttons in a named group, so
 * each is reached with Tab, pressed with Enter or Space, and announced with
 * its state; pressing the chosen one again clears the mark.
 */
export function MarkControl({ name, mark, onChange }: Props) {
  const t = useTranslations('Selection');
  return (
    <div role="group" aria-label={t('markLabel', { name })} className="mt-auto flex gap-1 pt-2">
      {MARKS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={mark === value}
          onClick={() => onChange(mark === value ? null : value)}
          className={`min-h-11 flex-1 border px-1 text-xs tracking-wider uppercase ${
            mark === value ? PRESSED[value] : 'border-ink/30 hover:border-ink'
          }`}
        >
          {t(value)}
        </button>
      ))}
    </div>
  );
}
