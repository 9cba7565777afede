import { errorMessage, fieldErrorMessages, type MessageText } from '@museum/shared';
import type { AccountErrorCode } from '@museum/shared/domain';
import { isApiErrorCode, isFieldErrorCode } from '@museum/shared/wire';
import { useTranslation } from 'react-i18next';

const ACCOUNT_CODES: ReadonlySet<string> = new Set<AccountErrorCode>([
  'EMAIL_MISMATCH',
  'PASSWORD_MISMATCH',
  'SHIPPING_INCOMPLETE',
]);

/** An API code on a field: field codes as fieldErrorMessages reads them, rule codes (PASSWORD_WRONG) as such. */
function apiMessage(code: string): MessageText {
  if (isApiErrorCode(code) && !isFieldErrorCode(code)) return errorMessage(code);
  return fieldErrorMessages([code])[0] ?? errorMessage('FIELD_INVALID');
}

/** A message of the store or the API's error catalogue, in the current language. */
export function useMessageText(): (content: MessageText) => string {
  const { t } = useTranslation('account');
  return (content) => ('text' in content ? content.text : t(content.key, content.values ?? {}));
}

/**
 * A field's error codes as the visitor reads them: the account's own codes (SPEC §5 "e-mails do not match",
 * "passwords do not match", the incomplete shipping address) from the `account` namespace, the API's field
 * codes from `apiErrors`, and the rule codes that belong to a field (PASSWORD_WRONG on the current password)
 * too; anything unknown reads as "check this entry".
 */
export function useFieldMessages(): (codes: readonly string[] | undefined) => string[] {
  const { t } = useTranslation('account');
  const text = useMessageText();
  return (codes = []) => {
    const own = codes.filter((code) => ACCOUNT_CODES.has(code));
    const api = codes.filter((code) => !ACCOUNT_CODES.has(code));
    const messages = [
      ...own.map((code) => t(`fieldErrors.${code}`)),
      ...api.map((code) => text(apiMessage(code))),
    ];
    return [...new Set(messages)];
  };
}
