import { ApiError, apiRequest } from '@museum/shared';
import type { CustomerFormKind, FieldErrors } from '@museum/shared/domain';
import {
  type CustomerInput,
  type CustomerValidationRequest,
  customerValidationSchema,
} from '@museum/shared/wire';

/**
 * POST customer/validate: the validate-only call (SPEC §5) made as the visitor leaves a field. A registration
 * is checked without a token, an update of the logged-in customer with it, and a guest's data as auth/guest
 * checks it (`guest: true`): its e-mail is not looked up, so a guest never meets the API's limit on telling
 * which addresses have an account. Answers the field errors, none when the data is valid.
 */
export async function validateCustomer(
  c: CustomerInput,
  options: { kind: CustomerFormKind; signal?: AbortSignal | undefined },
): Promise<FieldErrors> {
  try {
    await apiRequest('post', 'customer/validate', {
      body: (options.kind === 'guest' ? { c, guest: true } : { c }) satisfies CustomerValidationRequest,
      data: customerValidationSchema,
      withToken: options.kind === 'update',
      handles: [422],
      signal: options.signal,
    });
    return {};
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return error.fieldErrors;
    throw error;
  }
}
