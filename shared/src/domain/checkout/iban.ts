// IBAN handling through ibantools (country lengths, check digits, BBAN formats): never a hand-written check.
import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';

/** Longest IBAN (32 characters in the registry) with a space every four, plus room for stray spaces. */
export const MAX_IBAN_INPUT = 50;

export type IbanError = 'required' | 'invalid' | 'notSepa';

/** What the visitor typed, as the bank writes it: no spaces or dashes, capital letters (`DE89370400440532013000`). */
export function normaliseIban(input: string): string {
  return electronicFormatIBAN(input.slice(0, MAX_IBAN_INPUT)) ?? '';
}

/**
 * Why an entered IBAN cannot be used for a direct debit, or null: missing, not a valid IBAN (length of its
 * country, check digits, account format), or from a country outside SEPA, where no direct debit is possible.
 */
export function ibanError(input: string): IbanError | null {
  const iban = normaliseIban(input);
  if (iban === '') return 'required';
  if (input.length > MAX_IBAN_INPUT || !isValidIBAN(iban)) return 'invalid';
  if (!isSEPACountry(iban.slice(0, 2))) return 'notSepa';
  return null;
}

/** An IBAN in groups of four (`DE89 3704 0044 0532 0130 00`), for showing it back to the visitor. */
export function formatIban(input: string): string {
  return friendlyFormatIBAN(normaliseIban(input)) ?? input;
}
