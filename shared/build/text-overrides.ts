/**
 * SPEC §1 "Texts can be overridden by a customisation hook chosen at build time": a museum's own wording for any
 * text of the shell or a remote, per language and namespace, from the JSON file MUSEUM_TEXT_OVERRIDES names
 * when the shell is built. The shell hands it to `setTextOverrides` before its first texts load; every
 * namespace loaded later (a remote's) gets its overrides too. Checked here, so a wrong file stops the build
 * with one line per problem instead of showing keys to visitors.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TextOverrides } from '../src/i18n/i18n.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';

const MAX_FILE_BYTES = 256 * 1024;
const MAX_DEPTH = 6;
const MAX_TEXT_LENGTH = 2000;
const NAMESPACE = /^[A-Za-z][\w-]{0,39}$/;
const KEY = /^[\w-]{1,80}$/;

/** What is wrong with an overrides object, one line each; empty when it may be used. */
export function textOverrideProblems(value: unknown): string[] {
  const problems: string[] = [];
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const texts = (v: unknown, path: string, depth: number) => {
    if (!isObject(v)) return problems.push(`${path} must be an object of texts`);
    if (depth > MAX_DEPTH) return problems.push(`${path} is nested deeper than ${MAX_DEPTH} levels`);
    for (const [key, text] of Object.entries(v)) {
      const at = `${path}.${key}`;
      if (!KEY.test(key)) problems.push(`${at}: a key is letters, digits, _ or -`);
      else if (typeof text === 'string') {
        if (text.length > MAX_TEXT_LENGTH)
          problems.push(`${at} is longer than ${MAX_TEXT_LENGTH} characters`);
      } else if (isObject(text)) texts(text, at, depth + 1);
      else problems.push(`${at} must be a text or an object of texts`);
    }
  };
  if (!isObject(value)) return ['the file must hold an object: { "de": { "common": { … } } }'];
  for (const [language, namespaces] of Object.entries(value)) {
    if (!(LANGUAGES as readonly string[]).includes(language)) {
      problems.push(`${language} is not one of the shop's languages (${LANGUAGES.join(', ')})`);
      continue;
    }
    if (!isObject(namespaces)) {
      problems.push(`${language} must be an object of namespaces`);
      continue;
    }
    for (const [namespace, catalogue] of Object.entries(namespaces)) {
      if (!NAMESPACE.test(namespace)) problems.push(`${language}.${namespace} is not a namespace name`);
      else texts(catalogue, `${language}.${namespace}`, 1);
    }
  }
  return problems;
}

/** The overrides of MUSEUM_TEXT_OVERRIDES for the shell's build, or null when it names no file. */
export function readTextOverrides(file = process.env.MUSEUM_TEXT_OVERRIDES): TextOverrides | null {
  if (!file) return null;
  const path = resolve(file);
  const raw = readFileSync(path, 'utf8');
  if (Buffer.byteLength(raw) > MAX_FILE_BYTES)
    throw new Error(`MUSEUM_TEXT_OVERRIDES: ${path} is larger than ${MAX_FILE_BYTES / 1024} kB`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new Error(`MUSEUM_TEXT_OVERRIDES: ${path} is not JSON (${(error as Error).message})`);
  }
  const problems = textOverrideProblems(value);
  if (problems.length > 0)
    throw new Error(`MUSEUM_TEXT_OVERRIDES: ${path}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return value as TextOverrides;
}
