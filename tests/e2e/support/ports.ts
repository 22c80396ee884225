// Ports of the servers the browser suite starts; away from the defaults so a
// running `npm start` does not get in the way.
export const E2E = {
  sitePort: 3210,
  apiPort: 4210,
  siteUrl: 'http://127.0.0.1:3210',
  apiUrl: 'http://127.0.0.1:4210',
};
