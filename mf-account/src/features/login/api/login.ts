import { apiRequest } from '@museum/shared';
import { jwtSchema } from '@museum/shared/wire';
import { passwordHash } from '../../../lib/md5';

/**
 * POST auth/login with the e-mail and the MD5 of the password (SPEC §5: hashed on login only); answers the
 * JWT. Wrong credentials (422 AUTH_LOGIN_FAILED, or a 401/403 from another museum API) and the lock-out (429)
 * are the page's to explain, not a lost session.
 */
export async function logIn(email: string, password: string): Promise<string> {
  return apiRequest('post', 'auth/login', {
    body: { _u: email.trim(), _p: await passwordHash(password) },
    data: jwtSchema,
    handles: [401, 403, 422, 429],
  });
}
