import type { RemoteConfig } from '@museum/shared/wire';
import type { Db } from './db/open.ts';
import type { Clock } from './lib/clock.ts';
import { localDate, localDateTime } from './lib/clock.ts';
import type { I18nText, Lang } from './lib/i18n.ts';

export interface AppOptions {
  db: Db;
  clock?: Clock;
  /** Origins allowed by CORS, e.g. http://localhost:3000. */
  corsOrigins: string[];
  /** Public base URL of this API, ending in '/' (used for the payment page address). */
  publicUrl: string;
  /** GET /__outbox for the e2e suite; never on in production. */
  enableTestEndpoints?: boolean;
  /** One line per request (method, path without query, status, duration). */
  log?: (line: string) => void;
  /** Largest accepted request body in bytes (default 64 KiB). */
  maxBodyBytes?: number;
  /** How long a cart handed to payment stays payable (default 30 minutes). */
  cartTtlSeconds?: number;
  /**
   * A reverse proxy in front of the API sets X-Forwarded-For: take the client address (login limits) from
   * its last entry instead of the socket. Off by default: anyone can send that header.
   */
  trustProxy?: boolean;
  /**
   * Bound registrations, guest customers and opened payments per client (services/write-limits.ts; default
   * on). Off only for a load test that books from one address (API_WRITE_LIMITS=0).
   */
  writeLimits?: boolean;
}

export interface StoredContent {
  banners: Record<
    string,
    Array<{ image: string; image_mobile: string; title: I18nText; text: I18nText; link: string }>
  >;
  cookie_warning: I18nText;
  social_media: Array<{ name: string; link: string; sequence_no: number }>;
}

export interface StoredMeta {
  name: I18nText;
  address: { street: string; zip: string; city: string; country: string };
  phone: string;
  email: string;
  website: string;
  opening_hours: Array<{ days: I18nText; hours: I18nText | string }>;
  timezone: string;
  currency: string;
}

/** Everything a handler needs, built once per app. */
export interface Shop {
  db: Db;
  clock: Clock;
  publicUrl: string;
  corsOrigins: string[];
  config: RemoteConfig;
  content: StoredContent;
  meta: StoredMeta;
  jwtSecret: string;
  profile: string;
  cartTtlSeconds: number;
  trustProxy: boolean;
  writeLimits: boolean;
  today(): string;
  now(): string;
  nowSeconds(): number;
}

export type Env = { Variables: { lang: Lang } };

export const SHOP_ID = '179';

function setting<T>(db: Db, key: string): T {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
    | { value: string }
    | undefined;
  if (!row) throw new Error(`The database has no setting ${key}; seed it first.`);
  return (key === 'jwt_secret' || key === 'profile' ? row.value : JSON.parse(row.value)) as T;
}

export function createShop(options: AppOptions, clock: Clock): Shop {
  const { db } = options;
  return {
    db,
    clock,
    publicUrl: options.publicUrl.endsWith('/') ? options.publicUrl : `${options.publicUrl}/`,
    corsOrigins: options.corsOrigins,
    config: setting<RemoteConfig>(db, 'config'),
    content: setting<StoredContent>(db, 'content'),
    meta: setting<StoredMeta>(db, 'meta'),
    jwtSecret: setting<string>(db, 'jwt_secret'),
    profile: setting<string>(db, 'profile'),
    cartTtlSeconds: options.cartTtlSeconds ?? 30 * 60,
    trustProxy: options.trustProxy ?? false,
    writeLimits: options.writeLimits ?? true,
    today: () => localDate(clock.now()),
    now: () => localDateTime(clock.now()),
    nowSeconds: () => Math.floor(clock.now().getTime() / 1000),
  };
}
