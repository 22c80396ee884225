// What a production server cannot run without: the API credentials (else it
// would quietly use the development ones) and its own public address (else
// canonical links and the sitemap would name localhost). Checked when the
// server starts, not when it is built: `next build` needs none of them.

const PRODUCTION_VARIABLES = ['MAIN_API_KEY', 'PANEL_API_TOKEN', 'API_SALT', 'SITE_URL'] as const;

/** The variables that are set to something; an empty value counts as unset. */
export function givenVariables(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/** The production variables missing from `source`. */
export function missingProductionVariables(source: Record<string, string | undefined>): string[] {
  const given = givenVariables(source);
  return PRODUCTION_VARIABLES.filter((name) => !Object.hasOwn(given, name));
}

/** The refusal printed when the server will not start. */
export function missingVariablesMessage(missing: readonly string[]): string {
  return (
    `The site will not start in production without ${missing.join(', ')}. ` +
    'Set them in the environment (see .env.example); the development defaults are refused.'
  );
}
