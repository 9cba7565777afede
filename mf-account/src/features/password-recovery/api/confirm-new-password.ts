import { apiRequest } from '@museum/shared';
import { jwtSchema } from '@museum/shared/wire';
import { passwordHash } from '../../../lib/md5';

/**
 * POST customer/pwdconfirm with the link's token and the MD5 of the new password; answers a JWT (the visitor
 * is logged in). 400 "You must fill all fields" (SPEC §5), 422 TOKEN_INVALID for a used, old or superseded link.
 */
export async function confirmNewPassword(token: string, password: string): Promise<string> {
  return apiRequest('post', 'customer/pwdconfirm', {
    body: { token, _p: await passwordHash(password) },
    data: jwtSchema,
    handles: [400, 422],
  });
}
