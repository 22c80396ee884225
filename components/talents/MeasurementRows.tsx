import type { MeasureLabel } from '@/lib/talents/measurements';

type Row = { label: MeasureLabel; value: string };

type Props = {
  rows: Row[];
  labelOf: (label: MeasureLabel) => string;
  renderValue: (row: Row) => React.ReactNode;
};

export function MeasurementRows({ rows, labelOf, renderValue }: Props) {
  return (
    <dl
      className="flex flex-wrap gap-x-6 gap-y-2 text-sm tracking-widest uppercase"
      data-testid="measurements"
    >
      {rows.map((row) => (
        <div key={row.label} className="flex gap-2" data-measure={row.label}>
          <dt className="text-muted">{labelOf(row.label)}</dt>
          <dd className="normal-case">{renderValue(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
