import type { Lang } from '../lib/i18n.ts';
import { pick } from '../lib/i18n.ts';
import { T } from '../seed/texts.ts';

/** Fields of the registration form (`c`), in form order. */
export const CUSTOMER_FIELDS = [
  'email',
  'password',
  'salutation',
  'fname',
  'lname',
  'company',
  'phone',
  'street',
  'zip',
  'city',
  'country',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export const VISIBLE_FIELDS: CustomerField[] = [...CUSTOMER_FIELDS];
export const REQUIRED_FIELDS: CustomerField[] = [
  'email',
  'password',
  'salutation',
  'fname',
  'lname',
  'street',
  'zip',
  'city',
  'country',
];

export const SALUTATIONS = [
  { key: 'ms', name: T.salutationMs },
  { key: 'mr', name: T.salutationMr },
  { key: 'mx', name: T.salutationMx },
];

export const salutationsIn = (lang: Lang) =>
  SALUTATIONS.map((s) => ({ key: s.key, name: pick(s.name, lang) }));

const regionNames = new Map<Lang, Intl.DisplayNames>();
export function countryName(key: string, lang: Lang): string {
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' });
    regionNames.set(lang, names);
  }
  return names.of(key) ?? key;
}
