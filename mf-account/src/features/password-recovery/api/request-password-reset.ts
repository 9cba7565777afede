import { apiRequest } from '@museum/shared';
import { pwdresetSchema } from '@museum/shared/wire';

/**
 * POST customer/pwdreset with the e-mail and this shop's origin: the API mails the link
 * `{origin}/{lang}/recover/link#{token}`, in the language of the request, i.e. the visitor's (api/README.md
 * "Password reset"). 422: EMAIL_UNKNOWN, or field errors (EMAIL_INVALID, origin URL_NOT_ALLOWED); 429 with
 * Retry-After beyond the reset limits (the caller shows the wait).
 */
export async function requestPasswordReset(email: string, origin: string): Promise<void> {
  await apiRequest('post', 'customer/pwdreset', {
    body: { email: email.trim(), origin },
    data: pwdresetSchema,
    handles: [422],
  });
}
