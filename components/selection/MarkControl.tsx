import { useTranslations } from 'next-intl';
import { LineIcon } from '@/components/ui/LineIcon';
import { MARKS, type Mark } from '@/lib/selection/marks';

type Props = { name: string; mark: Mark | undefined; onChange: (mark: Mark | null) => void };

const PRESSED: Record<Mark, string> = {
  yes: 'border-ink bg-ink text-paper',
  maybe: 'border-accent bg-accent text-paper',
  no: 'border-danger bg-danger text-paper',
};

// Maybe's burgundy and No's red are close: each mark also has its own shape.
const ICONS: Record<Mark, React.ReactNode> = {
  yes: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  maybe: (
    <>
      <path d="M8 8.5a4 4 0 1 1 5.6 3.65c-1 .45-1.6 1.25-1.6 2.35v1" />
      <circle cx="12" cy="20" r="0.8" />
    </>
  ),
  no: <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />,
};

// Each word under its icon, in its own case: at 320 px a card is 136 px wide and each mark 44 px,
// where "TALVEZ" or "QUIZÁS" in capitals would touch the border. Without scripts the buttons
// would do nothing: the mark a shared address carries is shown as words instead.
export function MarkControl({ name, mark, onChange }: Props) {
  const t = useTranslations('Selection');
  return (
    <>
      {mark ? (
        <p
          className={`mt-auto hidden items-center gap-1 self-start border px-2 py-1 text-sm noscript:flex ${PRESSED[mark]}`}
          data-testid="mark-shown"
        >
          <LineIcon size={14} strokeWidth={2.2}>
            {ICONS[mark]}
          </LineIcon>
          {t('markShown', { mark: t(mark) })}
        </p>
      ) : null}
      <div
        role="group"
        aria-label={t('markLabel', { name })}
        className="mt-auto flex gap-0.5 pt-2 noscript:hidden"
      >
        {MARKS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mark === value}
            onClick={() => onChange(mark === value ? null : value)}
            className={`flex min-h-11 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 border px-0 py-1 text-[0.6875rem] leading-tight ${
              mark === value ? PRESSED[value] : 'border-ink/30 hover:border-ink'
            }`}
          >
            <LineIcon size={14} strokeWidth={2.2}>
              {ICONS[value]}
            </LineIcon>
            {t(value)}
          </button>
        ))}
      </div>
    </>
  );
}
