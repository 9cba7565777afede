import { createHash, randomBytes } from 'node:crypto';
import {
  customerRequestSchema,
  customerValidationRequestSchema,
  emailchangeRequestSchema,
  loginRequestSchema,
  pwdchangeRequestSchema,
  pwdconfirmRequestSchema,
  pwdresetRequestSchema,
} from '@museum/shared/wire';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod/mini';
import type { Env, Shop } from '../context.ts';
import { clientAddress } from '../lib/client.ts';
import {
  badRequest,
  fieldError,
  fieldErrors,
  forbidden,
  orderNotAvailable,
  parseOr422,
  tooManyAttempts,
  unprocessable,
} from '../lib/http.ts';
import type { Lang } from '../lib/i18n.ts';
import { pick, tr } from '../lib/i18n.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { body, bodyRenamed, ok } from '../lib/request.ts';
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
import { emailLookupLimits } from '../services/email-lookups.ts';
import { loginLimits } from '../services/login-limits.ts';
import { outbox } from '../services/outbox.ts';
import { resetLimits } from '../services/reset-limits.ts';
import { issueJwt, optionalSession, requireSession } from '../services/session.ts';
import { writeLimits } from '../services/write-limits.ts';

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

/**
 * The MD5 of a clear password, as auth/login sends it (SPEC §5 hashes on login only): every password is stored as
 * scrypt(md5), so one that arrives in clear (register, pwdconfirm, pwdchange, emailchange) is hashed here first.
 */
const passwordMd5 = (password: string) => createHash('md5').update(password).digest('hex');

/** pwdconfirm's fields as strings, present or not: a missing one is SPEC §5's 400 before any other check. */
const pwdconfirmFieldsSchema = z.object({ token: z.optional(z.string()), _p: z.optional(z.string()) });

/** Field errors of the `c` object are named without the `c.` prefix, as the form names them. */
const formFieldName = (field: string) => field.replace(/^c\./, '');

async function customerBody(c: Context): Promise<CustomerInput> {
  return (await bodyRenamed(c, customerRequestSchema, formFieldName)).c;
}

/** `{origin}/{lang}/recover/` with an optional `{token}` placeholder: the only backlink still accepted. */
const BACKLINK = /^(https?:\/\/[^/?#\s]+)\/([a-z]{2})\/recover\/(?:\{token\})?$/;

/**
 * The shop origin a reset link points to (issue 9: the raw backlink was mailed, so a newline or markup in
 * it carried an attacker's link with a valid token). Only an allowed origin, exactly, from `origin`, a
 * strict `backlink`, or else the request's Origin header; the link itself is built by the API.
 */
function resetOrigin(
  shop: Shop,
  lang: Lang,
  given: { origin?: string | undefined; backlink?: string | undefined },
  header: string | undefined,
): string {
  const allowed = (origin: string | undefined) =>
    origin !== undefined && shop.corsOrigins.includes(origin) ? origin : null;
  if (given.backlink !== undefined) {
    const match = BACKLINK.exec(given.backlink);
    const origin = allowed(match?.[1]);
    if (!origin || match?.[2] !== lang) throw fieldError('backlink', 'BACKLINK_NOT_ALLOWED');
    return origin;
  }
  if (given.origin !== undefined) {
    const origin = allowed(given.origin.replace(/\/$/, ''));
    if (!origin) throw fieldError('origin', 'URL_NOT_ALLOWED');
    return origin;
  }
  const origin = allowed(header);
  if (!origin) throw fieldError('origin', 'FIELD_REQUIRED');
  return origin;
}

/** Login, registration, customer data and passwords (SPEC §7 "Account"). */
export function accountRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();
  const { db } = shop;
  const mail = outbox(db);
  const limits = loginLimits(db);
  const resets = resetLimits(db);
  const writes = writeLimits(db, shop.writeLimits);
  const lookups = emailLookupLimits(db);
  const client = (c: Context) => clientAddress(c, shop.trustProxy);
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
    // A new password revokes every earlier JWT (token_version) and every reset token.
    setPassword: db.prepare(
      'UPDATE customers SET password_hash = ?, token_version = token_version + 1 WHERE id = ?',
    ),
    setEmail: db.prepare('UPDATE customers SET email = ? WHERE id = ?'),
    insertReset: db.prepare(
      'INSERT INTO password_resets (token_hash, customer_id, expires_at) VALUES (?, ?, ?)',
    ),
    endResets: db.prepare('UPDATE password_resets SET used_at = ? WHERE customer_id = ? AND used_at IS NULL'),
    /** Takes a token once, atomically: a second (or concurrent) confirm finds it used. */
    claimReset: db.prepare(
      'UPDATE password_resets SET used_at = @now WHERE token_hash = @hash AND used_at IS NULL AND expires_at >= @now',
    ),
    reset: db.prepare('SELECT customer_id FROM password_resets WHERE token_hash = ?'),
    order: db.prepare('SELECT customer, status FROM bookings WHERE public_id = ? AND customer IS NOT NULL'),
  };
  /** A new password: stored, earlier tokens and reset links revoked, locks on the account lifted. */
  const changePassword = (account: CustomerRow, hash: string) =>
    db.transaction(() => {
      q.setPassword.run(hash, account.id);
      q.endResets.run(shop.nowSeconds(), account.id);
      limits.clearAccount(account.email);
    })();
  const rules = {
    countryExists: (key: string) => q.country.get(key) !== undefined,
    emailOwner: (email: string) => (q.registered.get(email) as CustomerRow | undefined)?.id,
  };
  /**
   * A guest's data: no password, and an e-mail that is never looked up (a guest may use the address of an
   * account), so that guest registration neither tells whether an address has an account nor meets the limit
   * on such answers.
   */
  const guestRules = {
    ...rules,
    emailOwner: undefined,
    required: REQUIRED_FIELDS.filter((f) => f !== 'password'),
  };
  /**
   * validateCustomer for a request that looks an e-mail up: refused with 429 once this client was told of
   * too many taken addresses, and an EMAIL_TAKEN answer counted (services/email-lookups.ts).
   */
  const validateLookingUp = (
    c: Context,
    input: CustomerInput,
    options: Parameters<typeof validateCustomer>[1],
  ) => {
    const from = client(c);
    const email = normaliseEmail(input.email ?? '');
    if (email !== '') {
      const wait = lookups.wait(from, shop.nowSeconds());
      if (wait > 0) throw tooManyAttempts(c, wait);
    }
    const errors = validateCustomer(input, options);
    if (errors.email?.includes('EMAIL_TAKEN')) lookups.taken(from, email, shop.nowSeconds());
    return errors;
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
    // Stored as validated, trimmed: " AT " passes validation and must then find AT's shipping costs.
    shipping: c.shipping
      ? JSON.stringify({
          id: 1,
          name: c.shipping.name.trim(),
          street: c.shipping.street.trim(),
          zip: c.shipping.zip.trim(),
          city: c.shipping.city.trim(),
          country: c.shipping.country.trim(),
        })
      : null,
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
    const from = client(c);
    const wait = limits.begin(email, from, shop.nowSeconds());
    if (wait > 0) throw tooManyAttempts(c, wait);
    const account = registered(email);
    // verifyPassword runs scrypt even without an account, so timing does not reveal which e-mails exist.
    if (!(await verifyPassword(_p, account?.password_hash)) || !account) {
      limits.fail(email, from, shop.nowSeconds());
      throw unprocessable('AUTH_LOGIN_FAILED');
    }
    limits.succeed(email, from, shop.nowSeconds());
    return ok(c, issueJwt(shop, account.id, false));
  });

  r.post('/auth/guest', async (c) => {
    if (!shop.config.has_guest_registration) throw unprocessable('GUEST_REGISTRATION_DISABLED');
    const input = await customerBody(c);
    const errors = validateCustomer(input, guestRules);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const wait = writes.begin('guest', client(c), shop.nowSeconds());
    if (wait > 0) throw tooManyAttempts(c, wait);
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
    const errors = validateLookingUp(c, input, { ...rules, required: REQUIRED_FIELDS });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const wait = writes.begin('register', client(c), shop.nowSeconds());
    if (wait > 0) throw tooManyAttempts(c, wait);
    // The clear password arrives here (SPEC §5 hashes on login only); we store scrypt(md5) like every other.
    const row = {
      ...fields(input),
      email: normaliseEmail(input.email ?? ''),
      password_hash: await hashPassword(passwordMd5(input.password ?? '')),
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
    const { c: input, guest } = await bodyRenamed(c, customerValidationRequestSchema, formFieldName);
    let errors: ReturnType<typeof validateCustomer>;
    if (guest) {
      // What auth/guest would answer: a museum's shared Wi-Fi must not lose guest checkout to the look-up limit.
      if (!shop.config.has_guest_registration) throw unprocessable('GUEST_REGISTRATION_DISABLED');
      errors = validateCustomer(input, guestRules);
    } else if (session) {
      // An update: no password, the customer's own e-mail allowed.
      errors = validateLookingUp(c, input, {
        ...rules,
        self: session.sub,
        required: REQUIRED_FIELDS.filter((f) => f !== 'password' && f !== 'email'),
      });
    } else {
      errors = validateLookingUp(c, input, { ...rules, required: REQUIRED_FIELDS });
    }
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
    // README: 406 when the order is not open, unknown ones included (as order/review answers).
    if (row?.status !== 'reserved') throw orderNotAvailable();
    const data = JSON.parse(row.customer) as ReturnType<typeof customerView>;
    return ok(c, { ...data, addrShipping: null, isGuest: true, send_invoice: true });
  });

  r.post('/customer/pwdreset', async (c) => {
    const request = await body(c, pwdresetRequestSchema);
    if (!isEmail(request.email.trim())) throw fieldError('email', 'EMAIL_INVALID');
    const lang = c.get('lang');
    const origin = resetOrigin(shop, lang, request, c.req.header('origin'));
    const email = normaliseEmail(request.email);
    const wait = resets.begin(email, client(c), shop.nowSeconds());
    if (wait > 0) throw tooManyAttempts(c, wait);
    const account = registered(email);
    if (!account) throw unprocessable('EMAIL_UNKNOWN');
    const token = randomBytes(24).toString('base64url');
    db.transaction(() => {
      // Only the newest link works: earlier ones end now.
      q.endResets.run(shop.nowSeconds(), account.id);
      q.insertReset.run(sha256(token), account.id, shop.nowSeconds() + RESET_TOKEN_SECONDS);
    })();
    // SPEC §7: the recover page of the shop, in the language of the request, with the token after a hash: a
    // fragment never goes to a server, so the token stays out of the shop's access logs (and the page moves it
    // out of the address at once, away from bookmarks and tags).
    const url = `${origin}/${lang}/recover/link#${token}`;
    mail.send(account.email, pick(RESET_SUBJECT, lang), `${pick(RESET_BODY, lang)}\n${url}\n`, shop.now());
    return ok(c, true);
  });

  r.post('/customer/pwdconfirm', async (c) => {
    const raw = await body(c, pwdconfirmFieldsSchema);
    // SPEC §5: a missing field is a 400 "You must fill all fields".
    if (!raw.token || !raw._p) throw badRequest('You must fill all fields');
    // The new password arrives in clear (SPEC §5): out of bounds is a 422 on `_p` before the token is used.
    const { token, _p } = parseOr422(pwdconfirmRequestSchema, raw);
    const hash = sha256(token);
    if (q.claimReset.run({ hash, now: shop.nowSeconds() }).changes !== 1)
      throw unprocessable('TOKEN_INVALID');
    const { customer_id } = q.reset.get(hash) as { customer_id: number };
    changePassword(customer(customer_id), await hashPassword(passwordMd5(_p)));
    return ok(c, issueJwt(shop, customer_id, false));
  });

  const requireAccount = (c: Context) => {
    const session = requireSession(c, shop);
    if (session.guest) throw forbidden();
    return customer(session.sub);
  };

  /**
   * The old password of a logged-in customer, limited like a login (a stolen JWT must not guess it). `md5` is
   * the MD5 of the clear `_po` (passwordMd5), as the stored scrypt(md5) takes it.
   */
  async function checkOldPassword(c: Context, account: CustomerRow, md5: string): Promise<void> {
    const from = client(c);
    const wait = limits.begin(account.email, from, shop.nowSeconds());
    if (wait > 0) throw tooManyAttempts(c, wait);
    if (!(await verifyPassword(md5, account.password_hash))) {
      limits.fail(account.email, from, shop.nowSeconds());
      throw unprocessable('PASSWORD_WRONG');
    }
    limits.succeed(account.email, from, shop.nowSeconds());
  }

  r.post('/customer/pwdchange', async (c) => {
    const account = requireAccount(c);
    // Both passwords arrive in clear (SPEC §5); a new one out of bounds is a 422 on `_pn` before `_po` is checked.
    const { _po, _pn } = await body(c, pwdchangeRequestSchema);
    await checkOldPassword(c, account, passwordMd5(_po));
    changePassword(account, await hashPassword(passwordMd5(_pn)));
    // Every earlier token is revoked, the caller's too: it gets a new one.
    return ok(c, issueJwt(shop, account.id, false));
  });

  r.post('/customer/emailchange', async (c) => {
    const account = requireAccount(c);
    const { _po, email } = await body(c, emailchangeRequestSchema);
    await checkOldPassword(c, account, passwordMd5(_po));
    const next = normaliseEmail(email);
    if (!isEmail(next)) throw fieldError('email', 'EMAIL_INVALID');
    // The same budget of EMAIL_TAKEN answers as registration: an account's own password must not buy a
    // look-up of any number of addresses.
    const from = client(c);
    const wait = lookups.wait(from, shop.nowSeconds());
    if (wait > 0) throw tooManyAttempts(c, wait);
    const owner = registered(next);
    if (owner && owner.id !== account.id) {
      lookups.taken(from, next, shop.nowSeconds());
      throw fieldError('email', 'EMAIL_TAKEN');
    }
    db.transaction(() => {
      q.setEmail.run(next, account.id);
      // A reset link mailed to the old address must not set a password for the account at its new one.
      q.endResets.run(shop.nowSeconds(), account.id);
    })();
    return ok(c, true);
  });

  return r;
}
