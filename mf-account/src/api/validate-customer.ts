import { ApiError, apiRequest } from '@museum/shared';
import type { FieldErrors } from '@museum/shared/domain';
import { type CustomerInput, customerValidationSchema } from '@museum/shared/wire';

/**
 * POST customer/validate: the validate-only call (SPEC §5) made as the visitor leaves a field. Without a token
 * it checks a registration (a guest form too: the API then refuses only the missing password), with the
 * token an update of the logged-in customer. Answers the field errors, none when the data is valid.
 */
export async function validateCustomer(
  c: CustomerInput,
  options: { asUpdate: boolean; signal?: AbortSignal },
): Promise<FieldErrors> {
  try {
    await apiRequest('post', 'customer/validate', {
      body: { c },
      data: customerValidationSchema,
      withToken: options.asUpdate,
      handles: [422],
      signal: options.signal,
    });
    return {};
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return error.fieldErrors;
    throw error;
  }
}
