import { describe, expect, it } from 'vitest';
import { girthText, heightText, jeansText, shoesText } from '../src/measurements.ts';

// The site shows the part before '/', 'x' or ' ': each text must start with
// the metric value and carry exactly that separator.
describe('measurement texts', () => {
  it('writes heights as centimetres / feet.inches, never 12 inches', () => {
    expect(heightText(178)).toBe('178/5.10');
    expect(heightText(182)).toBe('182/6.0');
    expect(heightText(168)).toBe('168/5.6');
  });

  it('writes girths with the inches rounded to the nearest half inch, as the site shows them', () => {
    expect(girthText(62)).toBe('62/24.5');
    expect(girthText(98)).toBe('98/38.5');
  });

  it('writes jeans and shoes with their own separators', () => {
    expect(jeansText(38, 32)).toBe('38x32');
    expect(shoesText(39)).toBe('39 BR');
  });
});
