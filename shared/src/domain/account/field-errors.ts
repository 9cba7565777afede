/**
 * Field name → error codes, as the API answers a 422 (`{error: {email: ['EMAIL_TAKEN']}}`, nested fields as
 * `shipping.zip`) and as the shop's own checks report them. Codes are translated where they are shown.
 */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** Bounds for what is read from an answer: a hostile or broken body cannot flood the page. */
const MAX_FIELDS = 100;
const MAX_CODES_PER_FIELD = 10;
const MAX_NAME_LENGTH = 100;

/**
 * SPEC §5: the server answers field errors as an object; a field's error may be a single string, which is
 * wrapped into a list. Anything else (a rule code string, null, numbers) gives no field errors.
 */
export function wrapFieldErrors(error: unknown): Record<string, string[]> {
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, codes] of Object.entries(error).slice(0, MAX_FIELDS)) {
    if (field.length === 0 || field.length > MAX_NAME_LENGTH) continue;
    const list = (Array.isArray(codes) ? codes : [codes])
      .filter((code): code is string => typeof code === 'string' && code.length > 0)
      .slice(0, MAX_CODES_PER_FIELD);
    if (list.length > 0) result[field] = list;
  }
  return result;
}

/** Every error of every set, each code once per field, in the order found (SPEC §5: all errors show). */
export function mergeFieldErrors(...sets: readonly FieldErrors[]): FieldErrors {
  const merged: Record<string, string[]> = {};
  for (const set of sets) {
    for (const [field, codes] of Object.entries(set)) {
      const list = merged[field] ?? [];
      for (const code of codes) if (!list.includes(code)) list.push(code);
      if (list.length > 0) merged[field] = list;
    }
  }
  return merged;
}

export const hasFieldErrors = (errors: FieldErrors): boolean =>
  Object.values(errors).some((codes) => codes.length > 0);

/**
 * SPEC §5: for a guest, a 422 whose only error is the password counts as success: a museum API whose
 * customer/validate checks only a registration asks for the password a guest does not have. An e-mail that
 * already has an account does not stop a guest either (auth/guest accepts it); the demo API does not even look
 * it up for a guest (`guest: true`).
 */
export function guestFieldErrors(errors: FieldErrors): FieldErrors {
  const result: Record<string, readonly string[]> = {};
  for (const [field, codes] of Object.entries(errors)) {
    if (field === 'password') continue;
    const kept = field === 'email' ? codes.filter((code) => code !== 'EMAIL_TAKEN') : codes;
    if (kept.length > 0) result[field] = kept;
  }
  return result;
}

/** SPEC §5: the guest's validation succeeded when nothing but the password (or a known e-mail) was refused. */
export function isGuestValidationSuccess(errors: FieldErrors): boolean {
  return !hasFieldErrors(guestFieldErrors(errors));
}

/** Only the errors of the given fields (those the visitor has left, while the form is not yet submitted). */
export function errorsOfFields(errors: FieldErrors, fields: ReadonlySet<string>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.has(field)));
}

/** The first field, in form order, that has an error: focus goes there after a failed submit. */
export function firstInvalidField(order: readonly string[], errors: FieldErrors): string | null {
  return order.find((field) => (errors[field]?.length ?? 0) > 0) ?? null;
}

/**
 * Errors for fields the form does not show (a field the museum hides, a name the shop does not know): they
 * are shown with the form's summary so that no error goes unseen.
 */
export function unplacedFieldErrors(errors: FieldErrors, shown: readonly string[]): string[] {
  const codes: string[] = [];
  for (const [field, list] of Object.entries(errors)) {
    if (shown.includes(field)) continue;
    for (const code of list) if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}
