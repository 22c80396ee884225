// Without the API credentials production would quietly use the development ones, without its
// address canonicals would name localhost. Checked at start: `next build` needs none.

const PRODUCTION_VARIABLES = ['MAIN_API_KEY', 'PANEL_API_TOKEN', 'API_SALT', 'SITE_URL'] as const;

/** The variables that are set to something; an empty value counts as unset. */
export function givenVariables(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export function missingProductionVariables(source: Record<string, string | undefined>): string[] {
  const given = givenVariables(source);
  return PRODUCTION_VARIABLES.filter((name) => !Object.hasOwn(given, name));
}

export function missingVariablesMessage(missing: readonly string[]): string {
  return (
    `The site will not start in production without ${missing.join(', ')}. ` +
    'Set them in the environment (see .env.example); the development defaults are refused.'
  );
}
