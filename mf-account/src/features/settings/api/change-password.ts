import { apiRequest } from '@museum/shared';
import { pwdchangeSchema } from '@museum/shared/wire';

/**
 * POST customer/pwdchange?_ with the current and the new password in clear (SPEC §5 hashes on login only; the API
 * checks the new one's length and hashes both). Answers a NEW JWT: every earlier token of the account is revoked,
 * the one sent too, so the caller stores it. 422 PASSWORD_WRONG or field errors (`_pn` PASSWORD_TOO_SHORT,
 * FIELD_TOO_LONG), 429 with Retry-After after repeated wrong passwords (like a login).
 */
export async function changePassword(current: string, next: string): Promise<string> {
  return apiRequest('post', 'customer/pwdchange', {
    body: { _po: current, _pn: next },
    data: pwdchangeSchema,
    withToken: true,
    handles: [422, 429],
  });
}
