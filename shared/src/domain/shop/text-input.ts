/** Texts in the shop's forms: at most this many characters (the API's bound, api/README.md). */
export const MAX_FORM_TEXT_LENGTH = 100;

/**
 * Characters a one-line text may not hold: control characters and the bidi embeddings, overrides and isolates
 * that can make a name read differently from what it is (the API refuses them too).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** Whether a one-line text holds characters the shop never sends (see FORBIDDEN). */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

export type FormTextProblem = 'required' | 'tooLong' | 'invalid';

/** What is wrong with a required one-line text, or null: empty after trimming, too long, or unusable characters. */
export function formTextProblem(value: string, maxLength = MAX_FORM_TEXT_LENGTH): FormTextProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > maxLength) return 'tooLong';
  if (hasForbiddenCharacters(trimmed)) return 'invalid';
  return null;
}
