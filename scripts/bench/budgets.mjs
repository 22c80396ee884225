// One budget check: the figure, its limit, pass/fail and, when failed, by how much.
// Sizes use 1 KB = 1,000 bytes (the stricter reading of "KB").
export const KB = 1000;

const fmt = (value, unit) =>
  unit === 'bytes' ? `${(value / KB).toFixed(1)} KB` : `${value}${unit ? ` ${unit}` : ''}`;

/** `op` is '<=' (at most) or '>=' (at least). */
export function check(section, name, value, op, limit, unit = '') {
  const pass = op === '<=' ? value <= limit : value >= limit;
  const gap = Math.abs(value - limit);
  const rounded = unit === 'bytes' ? gap : Math.round(gap * 10) / 10;
  return {
    section,
    name,
    value,
    budget: `${op === '<=' ? '≤' : '≥'} ${fmt(limit, unit)}`,
    limit,
    op,
    unit,
    pass,
    miss: pass
      ? null
      : `${fmt(rounded, unit)} ${op === '<=' ? 'over' : 'short'} (${fmt(value, unit)} vs ${fmt(limit, unit)})`,
  };
}

export function describe(value, unit) {
  return fmt(value, unit);
}
