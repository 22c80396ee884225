import type { Ref } from 'react';
import { secondaryButton } from '@/components/ui/buttonStyles';

type Props = {
  /** What is wrong with the quote as a whole, not with a field the visitor fills. */
  text: string;
  /** The way out offered with it: the unavailable talents' removal. */
  action?: { label: string; onPress: () => void; disabled: boolean };
  ref: Ref<HTMLDivElement>;
};

/**
 * The quote's error summary: announced as it appears, and focused by the
 * form, so a visitor hears why nothing was sent and can act on it at once.
 */
export function QuoteProblem({ text, action, ref }: Props) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-testid="quote-problem"
      className="border-l-4 border-danger px-4 py-3 text-danger"
    >
      <p>{text}</p>
      {action ? (
        <button
          type="button"
          onClick={action.onPress}
          disabled={action.disabled}
          className={`${secondaryButton} mt-3 text-ink`}
        >
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
