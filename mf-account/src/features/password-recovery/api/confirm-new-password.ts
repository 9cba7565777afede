import { apiRequest } from '@museum/shared';
import { jwtSchema } from '@museum/shared/wire';

/**
 * POST customer/pwdconfirm with the link's token and the new password in clear (SPEC §5 hashes on login only; the
 * API checks its length and hashes it); answers a JWT (the visitor is logged in). 400 "You must fill all fields"
 * (SPEC §5), 422 TOKEN_INVALID for a used, old or superseded link, or field errors on `_p` (PASSWORD_TOO_SHORT,
 * FIELD_TOO_LONG) before the link is used.
 */
export async function confirmNewPassword(token: string, password: string): Promise<string> {
  return apiRequest('post', 'customer/pwdconfirm', {
    body: { token, _p: password },
    data: jwtSchema,
    handles: [400, 422],
  });
}
