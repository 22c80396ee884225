// Markdown helpers shared by the report's sections.
import { describe } from './budgets.mjs';

export const mark = (pass) => (pass ? '✓' : '✗');
export const kb = (bytes) => describe(bytes, 'bytes');
const row = (cells) => `| ${cells.join(' | ')} |`;
export const table = (head, rows) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

export function budgetFor(bench, section, name) {
  return bench.budgets.find((b) => b.section === section && b.name === name);
}

/** A value with its budget and mark, or the bare value when it has no budget. */
export function cell(budget, text = String(budget?.value)) {
  return budget ? `${text} (${budget.budget}) ${mark(budget.pass)}` : text;
}
