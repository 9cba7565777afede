import { apiRequest } from '@museum/shared';
import { pwdchangeSchema } from '@museum/shared/wire';
import { passwordHash } from '../../../lib/md5';

/**
 * POST customer/pwdchange?_ with the MD5 of the current and the new password. Answers a NEW JWT: every
 * earlier token of the account is revoked, the one sent too, so the caller stores it. 422 PASSWORD_WRONG,
 * 429 with Retry-After after repeated wrong passwords (like a login).
 */
export async function changePassword(current: string, next: string): Promise<string> {
  const [_po, _pn] = await Promise.all([passwordHash(current), passwordHash(next)]);
  return apiRequest('post', 'customer/pwdchange', {
    body: { _po, _pn },
    data: pwdchangeSchema,
    withToken: true,
    handles: [422, 429],
  });
}
