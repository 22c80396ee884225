import type { Option } from './types';

/** Options of stored values, each labelled by the message of the same key. */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string,
): Option[] {
  return values.map((value) => ({ value, label: label(value) }));
}
