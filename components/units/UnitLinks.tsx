'use client';

import { useId } from 'react';
import { isPlainClick } from '@/lib/browser/plainClick';

type Props<T extends string> = {
  label: string;
  labelShown: boolean;
  options: readonly T[];
  current: T;
  hrefs: Record<T, string>;
  text: (option: T) => string;
  name?: (option: T) => string;
  choose: (option: T) => void;
};

// Links, so that it works without scripts.
export function UnitLinks<T extends string>(props: Props<T>) {
  const { label, labelShown, options, current, hrefs, text, name, choose } = props;
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-wrap items-center gap-2">
      <span
        id={id}
        className={labelShown ? 'mr-1 text-sm tracking-widest text-muted uppercase' : 'sr-only'}
      >
        {label}
      </span>
      {options.map((option) => (
        <a
          key={option}
          href={hrefs[option]}
          aria-current={option === current ? 'true' : undefined}
          aria-label={name?.(option)}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            choose(option);
          }}
          className="inline-flex min-h-11 min-w-11 items-center justify-center border border-ink px-3 text-sm tracking-widest transition-colors hover:bg-ink/10 aria-[current=true]:bg-ink aria-[current=true]:text-paper"
        >
          {text(option)}
        </a>
      ))}
    </div>
  );
}
