import { formatHeight } from '@/lib/units/height';

type Props = { cm: number; locale: string };

// Both units in the server's HTML, one shown by CSS (app/styles/units.css): a card needs no script
// to follow the visitor's choice.
export function CardHeight({ cm, locale }: Props) {
  return (
    <p className="mt-1 text-xs text-muted" data-height-cm={cm}>
      <span data-unit="cm">{formatHeight(cm, 'cm', locale)}</span>
      <span data-unit="ftin">{formatHeight(cm, 'ftin', locale)}</span>
    </p>
  );
}
