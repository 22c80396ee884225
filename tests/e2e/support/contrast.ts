import type { Locator } from '@playwright/test';

type Rgb = [number, number, number];

/** WCAG 2.2's relative luminance of an sRGB colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two opaque colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Seen = { colour: Rgb; background: Rgb };

/**
 * A computed colour of an element (a border, its placeholder's text) as
 * painted over the background the element sits on, and that background:
 * the first opaque one among its ancestors. The browser paints both into a
 * canvas, so translucent and oklab colours come out as the pixels a person sees.
 */
export function seenColours(field: Locator, part: 'borderTopColor' | 'placeholder'): Promise<Seen> {
  return field.evaluate((element, which) => {
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!;
    const paint = (...colours: string[]) => {
      context.clearRect(0, 0, 1, 1);
      for (const colour of colours) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
      }
      return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
    };
    let background = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (paint(colour).length && context.getImageData(0, 0, 1, 1).data[3] === 255) {
        background = colour;
        break;
      }
    }
    const colour =
      which === 'placeholder'
        ? getComputedStyle(element, '::placeholder').color
        : getComputedStyle(element).borderTopColor;
    return { colour: paint(background, colour), background: paint(background) };
  }, part) as Promise<Seen>;
}
