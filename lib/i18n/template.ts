// A translated message whose values are only known in the browser (a count
// that grows as pages load), sent as text with marked holes: the server
// formats it once with markers, the browser fills the holes. The browser
// needs no translation library for it.

const hole = (name: string) => `\u0000${name}\u0000`;

/** The message formatted with a marker in place of each value, for `fillTemplate`. */
export function templateOf(format: (values: Record<string, string>) => string, names: string[]) {
  return format(Object.fromEntries(names.map((name) => [name, hole(name)])));
}

/** The template with its holes filled, as the translator writes a plain `{value}`. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\u0000(\w+)\u0000/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
