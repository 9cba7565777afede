import { apiRequest } from '@museum/shared';
import { emailchangeSchema } from '@museum/shared/wire';

/**
 * POST customer/emailchange?_ with the current password in clear (SPEC §5 hashes on login only; the API hashes
 * it) and the new address. 422 PASSWORD_WRONG or
 * field errors (EMAIL_INVALID, EMAIL_TAKEN), 429 with Retry-After after repeated wrong passwords.
 */
export async function changeEmail(currentPassword: string, email: string): Promise<void> {
  await apiRequest('post', 'customer/emailchange', {
    body: { _po: currentPassword, email: email.trim() },
    data: emailchangeSchema,
    withToken: true,
    handles: [422, 429],
  });
}
