// The deployable parts of the shop and their ports (DESIGN §1). MUSEUM_PORT_OFFSET moves every port, so the
// test suite can run its own shop beside one started with `npm start`.
export const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

export const FRONTENDS = [
  { dir: 'shell', federationName: 'shell', port: 3000 },
  { dir: 'mf-tickets', federationName: 'mf_tickets', port: 3001 },
  { dir: 'mf-tours', federationName: 'mf_tours', port: 3002 },
  { dir: 'mf-shop', federationName: 'mf_shop', port: 3003 },
  { dir: 'mf-checkout', federationName: 'mf_checkout', port: 3004 },
  { dir: 'mf-account', federationName: 'mf_account', port: 3005 },
];

export const REMOTES = FRONTENDS.filter((app) => app.dir !== 'shell');

export const API_PORT = 4000;

export function portOffset(env = process.env) {
  const offset = Number.parseInt(env.MUSEUM_PORT_OFFSET ?? '0', 10);
  return Number.isInteger(offset) && offset >= 0 && offset < 1000 ? offset : 0;
}

export function portsFor(offset = portOffset()) {
  return {
    api: API_PORT + offset,
    frontends: FRONTENDS.map((app) => ({ ...app, port: app.port + offset })),
  };
}

/** The deploy-time configuration the shell reads at boot, for the given ports. */
export function shopConfigFor({ api, frontends }, host = 'localhost') {
  const remotes = Object.fromEntries(
    frontends
      .filter((app) => app.dir !== 'shell')
      .map((app) => [app.federationName, `http://${host}:${app.port}/mf-manifest.json`]),
  );
  return {
    api: `http://${host}:${api}/`,
    remotes,
    supportEmail: 'shop@museum.example',
    titleSeparator: '-',
  };
}

export function originsFor({ frontends }, host = 'localhost') {
  return frontends.map((app) => `http://${host}:${app.port}`);
}
