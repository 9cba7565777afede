import { ApiError } from '@museum/shared';
import { type FieldErrors, lockWaitTime, type WaitTime } from '@museum/shared/domain';

/** How the API refused a password or e-mail change. */
export type CredentialRefusal =
  | { kind: 'fields'; errors: FieldErrors }
  | { kind: 'locked'; wait: WaitTime | null }
  | { kind: 'other'; error: unknown };

/**
 * A refusal of customer/pwdchange or customer/emailchange: a wrong current password (PASSWORD_WRONG) belongs to
 * the current-password field, field errors to their fields (`_po` the current password, `_pn` the new one, e.g.
 * PASSWORD_TOO_SHORT), a 429 is a lock-out with its wait.
 */
export function credentialRefusal(
  error: unknown,
  names: { currentPassword: string; newPassword?: string; email?: string },
): CredentialRefusal {
  if (error instanceof ApiError && error.status === 429)
    return { kind: 'locked', wait: lockWaitTime(error.retryAfterSeconds) };
  if (error instanceof ApiError && error.code === 'PASSWORD_WRONG')
    return { kind: 'fields', errors: { [names.currentPassword]: ['PASSWORD_WRONG'] } };
  if (error instanceof ApiError && error.status === 422) {
    const fields = error.fieldErrors;
    const errors: Record<string, string[]> = {};
    if (fields.email && names.email) errors[names.email] = fields.email;
    if (fields._po) errors[names.currentPassword] = fields._po;
    if (fields._pn && names.newPassword) errors[names.newPassword] = fields._pn;
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  }
  return { kind: 'other', error };
}
