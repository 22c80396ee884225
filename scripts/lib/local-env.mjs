// The environment of `npm start` and `npm run dev`: the agency API on its
// port, and the site pointed at it unless other APIs are configured.
export function localStackEnv() {
  const apiPort = process.env.AGENCY_API_PORT ?? '4000';
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env = {
    ...process.env,
    AGENCY_API_PORT: apiPort,
    MAIN_API_URL: process.env.MAIN_API_URL ?? apiUrl,
    PANEL_API_URL: process.env.PANEL_API_URL ?? apiUrl,
  };
  return { apiUrl, env };
}
