import { nginxBrotliModulePath, nginxPath } from '../../scripts/lib/nginx.mjs';

/** Where the suite's own shop runs: the ports of DESIGN §1 moved by an offset, beside any `npm start`. */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 200);
export const SHELL_PORT = 3000 + PORT_OFFSET;
export const API_PORT = 4000 + PORT_OFFSET;
export const SHELL = `http://localhost:${SHELL_PORT}`;
export const API = `http://localhost:${API_PORT}`;

export const REMOTE_PORTS = {
  mf_tickets: 3001 + PORT_OFFSET,
  mf_tours: 3002 + PORT_OFFSET,
  mf_shop: 3003 + PORT_OFFSET,
  mf_checkout: 3004 + PORT_OFFSET,
  mf_account: 3005 + PORT_OFFSET,
} as const;

export type RemoteName = keyof typeof REMOTE_PORTS;

/** Debian's Chromium (MACHINE.md): Playwright cannot download its own browser here. */
export const CHROMIUM = process.env.MUSEUM_CHROMIUM ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A second shell and a second copy of a remote, for the operator's swap (tests/remote-swap.spec.ts). */
export const SWAP_SHELL_PORT = 3021 + PORT_OFFSET;
export const SWAP_REMOTE_PORT = 3020 + PORT_OFFSET;
/** The shop served by Debian's nginx with deploy/nginx's configuration (tests/deploy-nginx.spec.ts). */
export const NGINX_SHELL_PORT = 3040 + PORT_OFFSET;
export const NGINX_REMOTE_PORTS = {
  mf_tickets: 3041 + PORT_OFFSET,
  mf_tours: 3042 + PORT_OFFSET,
  mf_shop: 3043 + PORT_OFFSET,
  mf_checkout: 3044 + PORT_OFFSET,
  mf_account: 3045 + PORT_OFFSET,
} as const;
/** Debian's nginx (npm test installs it as root, like Chromium). */
export const NGINX = nginxPath();
/** nginx's module that sends the build's Brotli files (Debian: libnginx-mod-http-brotli-static). */
export const NGINX_BROTLI_MODULE = nginxBrotliModulePath();

/** A build of a remote made against a newer @museum/shared contract (tests/remote-contract.spec.ts). */
export const NEWER_CONTRACT_REMOTE_PORT = 3022 + PORT_OFFSET;

/** The dev servers a team works with (`pnpm dev`, a remote alone), beside the suite's builds (tests/dev-servers.spec.ts). */
export const DEV_SHELL_PORT = 3023 + PORT_OFFSET;
export const DEV_REMOTE_PORT = 3024 + PORT_OFFSET;

/**
 * More museum APIs beside the suite's own, one per demo profile the shell's tests need (api/README.md), on the
 * ports after the main API's. `faults` is a `full` museum of its own for the tests that make the API fail on
 * purpose (`POST /__faults`), so that no other test ever meets an injected failure.
 */
export const PROFILE_APIS = {
  'tickets-only': API_PORT + 1,
  'no-registration': API_PORT + 2,
  embedded: API_PORT + 3,
  faults: API_PORT + 4,
  /**
   * A `full` museum of its own for the checkout journeys (e2e/tests/checkout-*.spec.ts): they spend voucher
   * codes, pay the demo order and fill time slots, which no other test should meet.
   */
  checkout: API_PORT + 5,
} as const;

export type ProfileApi = keyof typeof PROFILE_APIS;
