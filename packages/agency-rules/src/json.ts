/**
 * The value of a form field sent as JSON text (a chosen option, the
 * favorites list), or undefined when the text is not JSON. No JSON text
 * parses to undefined, so the caller can tell "not JSON" apart and answer it
 * its own way: the site keeps the text for its schema to report, the agency
 * API answers 422 with the code `json`.
 */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
