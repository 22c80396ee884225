import type { Gender } from '@/lib/talents/gender';
import type { MeasureLabel } from '@/lib/talents/measurements';
import { measurementTexts } from '@/lib/talents/measurement-text';

type Props = {
  locale: string;
  gender: Gender | null;
  label: MeasureLabel;
  value: string;
};

// Every unit in the HTML, one shown by CSS (app/styles/units.css): the visitor's choice on <html>,
// else the profile's checked unit, else the page's language. No script needed, none flashes.
export function MeasurementValue({ locale, gender, label, value }: Props) {
  const shown = measurementTexts(label, value, gender, locale);
  if (shown.kind === 'plain') return shown.text;
  if (shown.kind === 'length')
    return Object.entries(shown.texts).map(([unit, text]) => (
      <span key={unit} data-unit={unit}>
        {text}
      </span>
    ));
  return Object.entries(shown.texts).map(([system, text]) => (
    <span key={system} data-shoes={system}>
      {text}
    </span>
  ));
}
