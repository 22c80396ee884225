import type { Ref } from 'react';
import { secondaryButton } from '@/components/ui/buttonStyles';

type Props = {
  text: string;
  action?: { label: string; onPress: () => void; disabled: boolean };
  ref: Ref<HTMLDivElement>;
};

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
