import { createHash, randomBytes } from 'node:crypto';
import {
  customerRequestSchema,
  emailchangeRequestSchema,
  loginRequestSchema,
  pwdchangeRequestSchema,
  pwdconfirmRequestSchema,
  pwdresetRequestSchema,
} from '@museum/shared/wire';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { partial } from 'zod/mini';
import type { Env, Shop } from '../context.ts';
import {
  ApiError,
  badRequest,
  fieldErrors,
  forbidden,
  notFound,
  parseOr422,
  unprocessable,
} from '../lib/http.ts';
import { pick, tr } from '../lib/i18n.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { body, ok } from '../lib/request.ts';
import type { CustomerInput, CustomerRow } from '../services/customers.ts';
import {
  countryName,
  customerView,
  isEmail,
  normaliseEmail,
  REQUIRED_FIELDS,
  salutationsIn,
  VISIBLE_FIELDS,
  validateCustomer,
} from '../services/customers.ts';
import { outbox } from '../services/outbox.ts';
import { issueJwt, optionalSession, requireSession } from '../services/session.ts';

/** After this many failed logins in a row an account is locked, first for 30 s, doubling to 15 min. */
const FAILURES_BEFORE_LOCK = 5;
const FIRST_LOCK_SECONDS = 30;
const LONGEST_LOCK_SECONDS = 15 * 60;
const RESET_TOKEN_SECONDS = 60 * 60;

const RESET_SUBJECT = tr(
  'Passwort zurücksetzen',
  'Reset your password',
  'Réinitialiser votre mot de passe',
  'Reimposta la password',
  'Wachtwoord opnieuw instellen',
  'Restablecer la contraseña',
  'Återställ ditt lösenord',
  'Nulstil din adgangskode',
);
const RESET_BODY = tr(
  'Über diesen Link wählen Sie ein neues Passwort (eine Stunde gültig):',
  'Open this link to choose a new password (valid for one hour):',
  'Ouvrez ce lien pour choisir un nouveau mot de passe (valable une heure) :',
  'Apri questo link per scegliere una nuova password (valido per un’ora):',
  'Open deze link om een nieuw wachtwoord te kiezen (een uur geldig):',
  'Abra este enlace para elegir una contraseña nueva (válido una hora):',
  'Öppna länken för att välja ett nytt lösenord (giltig i en timme):',
  'Åbn linket for at vælge en ny adgangskode (gyldigt i en time):',
);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Field errors of the `c` object are named without the `c.` prefix, as the form names them. */
async function customerBody(c: Context): Promise<CustomerInput> {
  try {
    return (await body(c, customerRequestSchema)).c;
  } catch (error) {
    if (error instanceof ApiError && 'error' in error.body && typeof error.body.error === 'object') {
      const renamed = Object.entries(error.body.error as Record<string, string[]>).map(([k, v]) => [
        k.replace(/^c\./, ''),
        v,
      ]);
      throw fieldErrors(Object.fromEntries(renamed));
    }
    throw error;
  }
}

/** Login, registration, customer data and passwords (SPEC §7 "Account"). */
export function accountRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();
  const { db } = shop;
  const mail = outbox(db);
  const q = {
    countries: db.prepare('SELECT key FROM countries ORDER BY sequence_no, key'),
    country: db.prepare('SELECT 1 FROM countries WHERE key = ?'),
    byId: db.prepare('SELECT * FROM customers WHERE id = ?'),
    registered: db.prepare('SELECT * FROM customers WHERE email = ? AND is_guest = 0'),
    insert: db.prepare(`
      INSERT INTO customers (email, password_hash, is_guest, salutation, fname, lname, company, phone, street, zip, city, country, send_invoice, shipping, created_at)
      VALUES (@email, @password_hash, @is_guest, @salutation, @fname, @lname, @company, @phone, @street, @zip, @city, @country, @send_invoice, @shipping, @created_at)`),
    update: db.prepare(`
      UPDATE customers SET salutation = @salutation, fname = @fname, lname = @lname, company = @company, phone = @phone,
        street = @street, zip = @zip, city = @city, country = @country, send_invoice = @send_invoice, shipping = @shipping
      WHERE id = @id`),
    setPassword: db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?'),
    setEmail: db.prepare('UPDATE customers SET email = ? WHERE id = ?'),
    failures: db.prepare('SELECT failures, locked_until FROM login_failures WHERE email = ?'),
    recordFailure: db.prepare(`
      INSERT INTO login_failures (email, failures, locked_until) VALUES (@email, 1, 0)
      ON CONFLICT (email) DO UPDATE SET failures = failures + 1, locked_until = @lockedUntil`),
    clearFailures: db.prepare('DELETE FROM login_failures WHERE email = ?'),
    insertReset: db.prepare(
      'INSERT INTO password_resets (token_hash, customer_id, expires_at) VALUES (?, ?, ?)',
    ),
    reset: db.prepare('SELECT * FROM password_resets WHERE token_hash = ?'),
    useReset: db.prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ?'),
    order: db.prepare('SELECT customer, status FROM bookings WHERE public_id = ? AND customer IS NOT NULL'),
  };
  const rules = {
    countryExists: (key: string) => q.country.get(key) !== undefined,
    emailOwner: (email: string) => (q.registered.get(email) as CustomerRow | undefined)?.id,
  };
  const customer = (id: number) => q.byId.get(id) as CustomerRow;
  const registered = (email: string) => q.registered.get(normaliseEmail(email)) as CustomerRow | undefined;

  const fields = (c: CustomerInput) => ({
    salutation: c.salutation?.trim() ?? '',
    fname: c.fname?.trim() ?? '',
    lname: c.lname?.trim() ?? '',
    company: c.company?.trim() ?? '',
    phone: c.phone?.trim() ?? '',
    street: c.street?.trim() ?? '',
    zip: c.zip?.trim() ?? '',
    city: c.city?.trim() ?? '',
    country: c.country?.trim() ?? '',
    send_invoice: c.send_invoice === false || c.send_invoice === 0 ? 0 : 1,
    shipping: c.shipping ? JSON.stringify({ id: 1, ...c.shipping }) : null,
  });

  r.get('/customer/attr', (c) => {
    const lang = c.get('lang');
    return ok(c, {
      countries: (q.countries.all() as Array<{ key: string }>).map(({ key }) => ({
        key,
        name: countryName(key, lang),
      })),
      salutations: salutationsIn(lang),
      required_fields: REQUIRED_FIELDS,
      visible_fields: VISIBLE_FIELDS,
    });
  });

  r.post('/auth/login', async (c) => {
    const { _u, _p } = await body(c, loginRequestSchema);
    const email = normaliseEmail(_u);
    const now = shop.nowSeconds();
    const failures = q.failures.get(email) as { failures: number; locked_until: number } | undefined;
    if (failures && failures.locked_until > now) {
      c.header('Retry-After', String(failures.locked_until - now));
      throw new ApiError(429, { error: 'AUTH_TOO_MANY_ATTEMPTS' });
    }
    const account = registered(email);
    // verifyPassword runs scrypt even without an account, so timing does not reveal which e-mails exist.
    if (!verifyPassword(_p, account?.password_hash) || !account) {
      const count = (failures?.failures ?? 0) + 1;
      const lockedUntil =
        count >= FAILURES_BEFORE_LOCK
          ? now + Math.min(FIRST_LOCK_SECONDS * 2 ** (count - FAILURES_BEFORE_LOCK), LONGEST_LOCK_SECONDS)
          : 0;
      q.recordFailure.run({ email, lockedUntil });
      throw unprocessable('AUTH_LOGIN_FAILED');
    }
    q.clearFailures.run(email);
    return ok(c, issueJwt(shop, account.id, false));
  });

  r.post('/auth/guest', async (c) => {
    if (!shop.config.has_guest_registration) throw unprocessable('GUEST_REGISTRATION_DISABLED');
    const input = await customerBody(c);
    const errors = validateCustomer(input, {
      ...rules,
      emailOwner: undefined,
      required: REQUIRED_FIELDS.filter((f) => f !== 'password'),
    });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const id = Number(
      q.insert.run({
        ...fields(input),
        email: normaliseEmail(input.email ?? ''),
        password_hash: null,
        is_guest: 1,
        created_at: shop.now(),
      }).lastInsertRowid,
    );
    return ok(c, issueJwt(shop, id, true));
  });

  r.post('/customer/register', async (c) => {
    if (!shop.config.has_user_registration) throw unprocessable('REGISTRATION_DISABLED');
    const input = await customerBody(c);
    const errors = validateCustomer(input, { ...rules, required: REQUIRED_FIELDS });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    // The clear password arrives here (SPEC §5 hashes on login only); we store scrypt(md5) like every other.
    const md5 = createHash('md5')
      .update(input.password ?? '')
      .digest('hex');
    const row = {
      ...fields(input),
      email: normaliseEmail(input.email ?? ''),
      password_hash: hashPassword(md5),
      is_guest: 0,
      created_at: shop.now(),
    };
    let id: number;
    try {
      id = Number(q.insert.run(row).lastInsertRowid);
    } catch {
      // Two registrations raced for one address: the unique index decides.
      throw fieldErrors({ email: ['EMAIL_TAKEN'] });
    }
    return ok(c, issueJwt(shop, id, false));
  });

  r.post('/customer/validate', async (c) => {
    const session = optionalSession(c, shop);
    const input = await customerBody(c);
    // With a JWT it validates an update (no password, own e-mail allowed); without, a registration.
    const errors = session
      ? validateCustomer(input, {
          ...rules,
          self: session.sub,
          required: REQUIRED_FIELDS.filter((f) => f !== 'password' && f !== 'email'),
        })
      : validateCustomer(input, { ...rules, required: REQUIRED_FIELDS });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    return ok(c, true);
  });

  r.post('/customer/update', async (c) => {
    const session = requireSession(c, shop);
    const input = await customerBody(c);
    // The e-mail changes only through customer/emailchange (with the password).
    const errors = validateCustomer(
      { ...input, email: undefined, password: undefined },
      { ...rules, required: REQUIRED_FIELDS.filter((f) => f !== 'password' && f !== 'email') },
    );
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const current = customer(session.sub);
    const next = fields(input);
    q.update.run({
      ...next,
      shipping: input.shipping === undefined ? current.shipping : next.shipping,
      id: session.sub,
    });
    return ok(c, customerView(customer(session.sub)));
  });

  r.get('/customer', (c) => ok(c, customerView(customer(requireSession(c, shop).sub))));

  r.get('/customer/fromOrder', (c) => {
    const row = q.order.get(c.req.query('id') ?? '') as { customer: string; status: string } | undefined;
    if (!row) throw notFound();
    if (row.status !== 'reserved') throw new ApiError(406, { error: 'ORDER_NOT_AVAILABLE' });
    const data = JSON.parse(row.customer) as ReturnType<typeof customerView>;
    return ok(c, { ...data, addrShipping: null, isGuest: true, send_invoice: true });
  });

  r.post('/customer/pwdreset', async (c) => {
    const { email, backlink } = await body(c, pwdresetRequestSchema);
    if (!isEmail(email.trim())) throw fieldErrors({ email: ['EMAIL_INVALID'] });
    let link: URL;
    try {
      link = new URL(backlink);
    } catch {
      throw fieldErrors({ backlink: ['FIELD_INVALID'] });
    }
    // The link goes into a mail: only the shop's own origins may receive the token.
    if (!shop.corsOrigins.includes(link.origin)) throw fieldErrors({ backlink: ['BACKLINK_NOT_ALLOWED'] });
    const account = registered(email);
    if (!account) throw unprocessable('EMAIL_UNKNOWN');
    const token = randomBytes(24).toString('base64url');
    q.insertReset.run(sha256(token), account.id, shop.nowSeconds() + RESET_TOKEN_SECONDS);
    const url = backlink.includes('{token}') ? backlink.replace('{token}', token) : `${backlink}${token}`;
    const lang = c.get('lang');
    mail.send(account.email, pick(RESET_SUBJECT, lang), `${pick(RESET_BODY, lang)}\n${url}\n`, shop.now());
    return ok(c, true);
  });

  r.post('/customer/pwdconfirm', async (c) => {
    const raw = await body(c, partial(pwdconfirmRequestSchema));
    // SPEC §5: a missing field is a 400 "You must fill all fields".
    if (!raw.token || !raw._p) throw badRequest('You must fill all fields');
    const { token, _p } = parseOr422(pwdconfirmRequestSchema, raw);
    const reset = q.reset.get(sha256(token)) as
      | { customer_id: number; expires_at: number; used_at: number | null }
      | undefined;
    if (!reset || reset.used_at != null || reset.expires_at < shop.nowSeconds())
      throw unprocessable('TOKEN_INVALID');
    db.transaction(() => {
      q.setPassword.run(hashPassword(_p), reset.customer_id);
      q.useReset.run(shop.nowSeconds(), sha256(token));
      q.clearFailures.run(customer(reset.customer_id).email);
    })();
    return ok(c, issueJwt(shop, reset.customer_id, false));
  });

  const requireAccount = (c: Context) => {
    const session = requireSession(c, shop);
    if (session.guest) throw forbidden();
    return customer(session.sub);
  };

  r.post('/customer/pwdchange', async (c) => {
    const account = requireAccount(c);
    const { _po, _pn } = await body(c, pwdchangeRequestSchema);
    if (!verifyPassword(_po, account.password_hash)) throw unprocessable('PASSWORD_WRONG');
    q.setPassword.run(hashPassword(_pn), account.id);
    return ok(c, true);
  });

  r.post('/customer/emailchange', async (c) => {
    const account = requireAccount(c);
    const { _po, email } = await body(c, emailchangeRequestSchema);
    if (!verifyPassword(_po, account.password_hash)) throw unprocessable('PASSWORD_WRONG');
    const next = normaliseEmail(email);
    if (!isEmail(next)) throw fieldErrors({ email: ['EMAIL_INVALID'] });
    const owner = registered(next);
    if (owner && owner.id !== account.id) throw fieldErrors({ email: ['EMAIL_TAKEN'] });
    q.setEmail.run(next, account.id);
    return ok(c, true);
  });

  return r;
}
