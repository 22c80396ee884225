import type { WireTarget } from './target';

// Runs inside the page (serialized with Function.prototype.toString): it must
// not use anything from its module, only its argument and the DOM.

/** The visible elements matching a target, in document order. */
export function findAll(target: WireTarget): Element[] {
  const ROLES: Record<string, string> = {
    link: 'a[href], [role="link"]',
    button: 'button, [role="button"], input[type="submit"], input[type="button"], summary',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    img: 'img, svg[role="img"], [role="img"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], textarea, [role="textbox"]',
    combobox: 'select, [role="combobox"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    radio: 'input[type="radio"], [role="radio"]',
    group: 'fieldset, details, [role="group"]',
    navigation: 'nav, [role="navigation"]',
    dialog: 'dialog, [role="dialog"]',
    status: 'output, [role="status"]',
    main: 'main, [role="main"]',
  };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (text: string, wanted: WireTarget['name']) => {
    if (wanted === undefined) return true;
    if (typeof wanted === 'string') return text === wanted;
    return new RegExp(wanted.source, wanted.flags).test(text);
  };
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.visibility !== 'collapse';
  };
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node instanceof HTMLImageElement) return node.alt;
    if (node.getAttribute('aria-hidden') === 'true') return '';
    const label = node.getAttribute('aria-label');
    if (label) return label;
    return [...node.childNodes].map(textOf).join(' ');
  };
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => squash(textOf(document.getElementById(id) ?? document.createElement('i'))))
      .join(' ');
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return squash(byIds(labelledBy));
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if (element instanceof HTMLInputElement && /^(submit|button)$/.test(element.type))
      return squash(element.value);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length) return squash([...labels].map(textOf).join(' '));
    if (element.tagName === 'FIELDSET') {
      const legend = element.querySelector('legend');
      if (legend) return squash(textOf(legend));
    }
    if (element instanceof HTMLImageElement) return squash(element.alt);
    return squash([...element.childNodes].map(textOf).join(' '));
  };
  const labelOf = (element: Element): string => {
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length) return squash([...labels].map(textOf).join(' '));
    return nameOf(element);
  };
  let scopes: ParentNode[] = [document];
  if (target.within) {
    const scope = findAll(target.within)[0];
    if (!scope) return [];
    scopes = [scope];
  }
  const found: Element[] = [];
  for (const scope of scopes) {
    let candidates: Element[];
    if (target.role) candidates = [...scope.querySelectorAll(ROLES[target.role]!)];
    else if (target.label !== undefined)
      candidates = [...scope.querySelectorAll('input, select, textarea')];
    else candidates = [...scope.querySelectorAll(target.css ?? '*')];
    for (const element of candidates) {
      if (target.css && !element.matches(target.css)) continue;
      if (target.level && element.tagName !== `H${target.level}`) continue;
      if (target.name !== undefined && !matches(nameOf(element), target.name)) continue;
      if (target.label !== undefined && !matches(labelOf(element), target.label)) continue;
      if (target.text !== undefined) {
        if (!matches(squash(element.textContent), target.text)) continue;
        // The smallest element with that text, not every ancestor.
        const child = [...element.children].some((c) =>
          matches(squash(c.textContent), target.text),
        );
        if (child) continue;
      }
      // A file input is often drawn by its label: it counts as shown when the label is.
      const shown =
        visible(element) ||
        (element instanceof HTMLInputElement &&
          element.type === 'file' &&
          [...(element.labels ?? [])].some(visible));
      if (shown) found.push(element);
    }
  }
  return target.nth === undefined ? found : found.slice(target.nth, target.nth + 1);
}
