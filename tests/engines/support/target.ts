// What a journey points at, as a visitor would name it: a role and its
// accessible name, a form field by its label, or some text. Matched in the
// page by `findAll` (support/in-page.ts), the same code in every engine.

/** A string matches the whole text (trimmed, spaces collapsed); a RegExp any part. */
export type Text = string | RegExp;

export type Role =
  | 'link'
  | 'button'
  | 'heading'
  | 'img'
  | 'textbox'
  | 'combobox'
  | 'checkbox'
  | 'radio'
  | 'group'
  | 'navigation'
  | 'dialog'
  | 'status'
  | 'main';

export type Target = {
  role?: Role;
  name?: Text;
  /** Headings only. */
  level?: number;
  /** A form field named by its label. */
  label?: Text;
  /** The smallest element whose text matches. */
  text?: Text;
  css?: string;
  /** Only inside the first visible element matching this. */
  within?: Target;
  /** Which of the visible matches, in document order (default the first). */
  nth?: number;
};

/** A Target as it travels into the page: RegExps as source and flags. */
export type WireText = string | { source: string; flags: string };
export type WireTarget = Omit<Target, 'name' | 'label' | 'text' | 'within'> & {
  name?: WireText;
  label?: WireText;
  text?: WireText;
  within?: WireTarget;
};

const wireText = (text: Text | undefined): WireText | undefined =>
  text instanceof RegExp ? { source: text.source, flags: text.flags } : text;

export function toWire(target: Target): WireTarget {
  return {
    ...target,
    name: wireText(target.name),
    label: wireText(target.label),
    text: wireText(target.text),
    within: target.within ? toWire(target.within) : undefined,
  };
}

export function describeTarget(target: Target): string {
  const parts = Object.entries(target)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) =>
      key === 'within' ? `within ${describeTarget(value as Target)}` : `${key} ${String(value)}`,
    );
  return `[${parts.join(', ')}]`;
}
