import { getTranslations } from 'next-intl/server';
import { MAX_SELECTION } from '@/lib/selection/ids';

type Props = { missing: number; malformed: number; beyond: number };

export async function SelectionNotes({ missing, malformed, beyond }: Props) {
  const t = await getTranslations('Selection');
  const notes = [
    missing > 0 ? t('missing', { count: missing }) : null,
    malformed > 0 ? t('malformed', { count: malformed }) : null,
    beyond > 0 ? t('beyond', { max: MAX_SELECTION }) : null,
  ].filter((note) => note !== null);
  if (notes.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-col gap-1 text-sm text-muted" data-testid="selection-notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
