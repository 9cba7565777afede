// The parts of zod/mini the shop uses, shared as `zod/mini`: the shell's copy validates the remotes' API answers
// too, instead of each remote's `./routes` chunk bringing a copy of its own (8.5 kB gzip of the 12.6 kB of
// mf-tickets' routes, parsed and run again on a phone; issue 14). A shared module keeps every export, and
// whatever it keeps lands in the shell's start-page chunk beside the shell's own zod calls, so this lists
// exactly what the packages call; client-entries.test.ts keeps the list equal to that. Only the shell's
// federation chunk imports this module (shell/src/app/remotes/shared-modules.ts), so the object itself is not
// on the start page either.
// The package's modules are imported by path: importing 'zod/mini' here would be this very module again. Each
// function is read off the namespace by name, which the bundler resolves at build time (the rest is dropped).
import * as mini from 'museum-zod-mini-lib/external.js';

export const z = {
  _default: mini._default,
  array: mini.array,
  boolean: mini.boolean,
  catch: mini.catch,
  email: mini.email,
  enum: mini.enum,
  extend: mini.extend,
  int: mini.int,
  literal: mini.literal,
  looseObject: mini.looseObject,
  maximum: mini.maximum,
  maxLength: mini.maxLength,
  minimum: mini.minimum,
  minLength: mini.minLength,
  nullable: mini.nullable,
  number: mini.number,
  object: mini.object,
  optional: mini.optional,
  pipe: mini.pipe,
  record: mini.record,
  regex: mini.regex,
  string: mini.string,
  transform: mini.transform,
  union: mini.union,
  url: mini.url,
};
