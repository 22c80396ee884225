// The environment of `npm start` and `npm run dev`: the agency API on its
// port, and the site pointed at it unless other APIs are configured. The
// site and the agency API get the same credentials and brand: the agency
// API's development values unless set, given explicitly because a
// production server refuses to start without them (instrumentation.ts).
export const DEV_CREDENTIALS = {
  MAIN_API_KEY: 'dev-main-key',
  PANEL_API_TOKEN: 'dev-panel-token',
  API_SALT: 'dev-salt',
};
export const DEFAULT_SITE_NAME = 'Aurora Talents';

/** The agency API's variable set from the site's one when only the latter is given. */
function pass(source, siteName, apiName) {
  const value = source[apiName] || source[siteName];
  return value ? { [siteName]: source[siteName] || value, [apiName]: value } : {};
}

/** The site's and the agency API's variables for a local stack, from `source`. */
export function stackVariables(source, { sitePort, apiPort }) {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const pick = (...names) => names.map((name) => source[name]).find((value) => value);
  const key = pick('MAIN_API_KEY', 'AGENCY_API_MAIN_KEY') ?? DEV_CREDENTIALS.MAIN_API_KEY;
  const token =
    pick('PANEL_API_TOKEN', 'AGENCY_API_PANEL_TOKEN') ?? DEV_CREDENTIALS.PANEL_API_TOKEN;
  const salt = pick('API_SALT', 'AGENCY_API_SALT') ?? DEV_CREDENTIALS.API_SALT;
  // The composite card prints the agency's name: the site's brand, not the API's default.
  const siteName = pick('SITE_NAME', 'AGENCY_API_SITE_NAME') ?? DEFAULT_SITE_NAME;
  return {
    apiUrl,
    vars: {
      AGENCY_API_PORT: String(apiPort),
      MAIN_API_URL: source.MAIN_API_URL || apiUrl,
      PANEL_API_URL: source.PANEL_API_URL || apiUrl,
      SITE_URL: source.SITE_URL || `http://localhost:${sitePort}`,
      SITE_NAME: siteName,
      MAIN_API_KEY: key,
      PANEL_API_TOKEN: token,
      API_SALT: salt,
      AGENCY_API_SITE_NAME: source.AGENCY_API_SITE_NAME || siteName,
      AGENCY_API_MAIN_KEY: source.AGENCY_API_MAIN_KEY || key,
      AGENCY_API_PANEL_TOKEN: source.AGENCY_API_PANEL_TOKEN || token,
      AGENCY_API_SALT: source.AGENCY_API_SALT || salt,
      // What the site states about age and periods is what the agency API applies.
      ...pass(source, 'RECRUITMENT_MIN_AGE', 'AGENCY_API_MIN_AGE'),
      ...pass(source, 'RECRUITMENT_RETENTION_DAYS', 'AGENCY_API_RETENTION_DAYS'),
      ...pass(source, 'RECRUITMENT_MINOR_PENDING_DAYS', 'AGENCY_API_MINOR_PENDING_DAYS'),
      ...pass(source, 'PRIVACY_EMAIL', 'AGENCY_API_PRIVACY_EMAIL'),
    },
  };
}

export function localStackEnv() {
  const { apiUrl, vars } = stackVariables(process.env, {
    sitePort: process.env.PORT || '3000',
    apiPort: process.env.AGENCY_API_PORT || '4000',
  });
  return { apiUrl, env: { ...process.env, ...vars } };
}
