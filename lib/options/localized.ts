import type { Option } from './types';

export function labelledOptions<Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string,
): Option[] {
  return values.map((value) => ({ value, label: label(value) }));
}
