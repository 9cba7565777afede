import { API_ERRORS_NAMESPACE } from '../i18n/i18n';
import type { MessageText } from '../stores/message-store';
import { ApiError, type ApiUnavailableCode, ApiUnavailableError } from './client';
import { type ApiErrorCode, isApiErrorCode, isFieldErrorCode } from './wire/error-codes.ts';

/** What a visitor can be told about a failed request: an API code, a client-side one, or nothing specific. */
export type ErrorMessageCode = ApiErrorCode | ApiUnavailableCode | 'UNKNOWN';

/** The translated message of one code (namespace `apiErrors`, complete in eight languages). */
export function errorMessage(code: ErrorMessageCode): MessageText {
  return { key: `${API_ERRORS_NAMESPACE}:${code}` };
}

/**
 * The code to tell the visitor for any failure of a request: the API's code when it sent a known one, the
 * client's when no usable answer came, UNKNOWN otherwise (never a raw server text or a stack).
 */
export function errorCodeOf(error: unknown): ErrorMessageCode {
  if (error instanceof ApiUnavailableError) return error.code;
  if (error instanceof ApiError) {
    const code = error.code;
    if (code !== null && isApiErrorCode(code)) return code;
    // A 503 whatever its body (a proxy's page): the shop is being updated.
    return error.status === 503 ? 'SERVICE_UNAVAILABLE' : 'UNKNOWN';
  }
  return 'UNKNOWN';
}

/** errorMessage(errorCodeOf(error)): one call for the usual `catch`. */
export function describeApiError(error: unknown): MessageText {
  return errorMessage(errorCodeOf(error));
}

/** A field's codes as the visitor reads them; a code the shop does not know reads as "check this entry". */
export function fieldErrorMessages(codes: readonly string[]): MessageText[] {
  return codes.map((code) => errorMessage(isFieldErrorCode(code) ? code : 'FIELD_INVALID'));
}
