import { useTranslations } from 'next-intl';
import { markCounts, MARKS, type MarkFilter as Filter, type Marks } from '@/lib/selection/marks';

type Props = {
  talents: readonly { id: number }[];
  marks: Marks;
  filter: Filter;
  onChange: (filter: Filter) => void;
};

const FILTERS: Filter[] = ['all', ...MARKS, 'unmarked'];

export function MarkFilter({ talents, marks, filter, onChange }: Props) {
  const t = useTranslations('Selection');
  const counts = { ...markCounts(talents, marks), all: talents.length };
  return (
    <div
      role="group"
      aria-label={t('filterLabel')}
      className="flex flex-wrap items-center gap-2 noscript:hidden"
    >
      <span aria-hidden="true" className="text-sm text-muted">
        {t('filterLabel')}
      </span>
      {FILTERS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={filter === value}
          onClick={() => onChange(value)}
          className={`min-h-11 border px-3 text-xs tracking-wider uppercase ${
            filter === value ? 'border-ink bg-ink text-paper' : 'border-ink/30 hover:border-ink'
          }`}
        >
          {t(value)} ({counts[value]})
        </button>
      ))}
    </div>
  );
}
