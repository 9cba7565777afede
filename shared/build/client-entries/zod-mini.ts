// The parts of zod/mini the shop uses, shared as `zod/mini`: the shell's copy validates the remotes' API answers
// too, instead of each remote's `./routes` chunk bringing a copy of its own (8.5 kB gzip of the 12.6 kB of
// mf-tickets' routes, parsed and run again on a phone; issue 14). A shared module keeps every export, and
// whatever it keeps lands in the shell's start-page chunk beside the shell's own zod calls, so this lists
// exactly what the packages call; client-entries.test.ts keeps the list equal to that. Only the shell's
// federation chunk imports this module (shell/src/app/remotes/shared-modules.ts), so the object itself is not
// on the start page either.
// The package's modules are imported by path: importing 'zod/mini' here would be this very module again.
import {
  _default,
  array,
  boolean,
  catch as catchValue,
  email,
  enum as enumOf,
  extend,
  int,
  literal,
  looseObject,
  maximum,
  maxLength,
  minimum,
  minLength,
  nullable,
  number,
  object,
  optional,
  pipe,
  record,
  regex,
  string,
  transform,
  union,
  url,
} from 'museum-zod-mini-lib/external.js';

export const z = {
  _default,
  array,
  boolean,
  catch: catchValue,
  email,
  enum: enumOf,
  extend,
  int,
  literal,
  looseObject,
  maximum,
  maxLength,
  minimum,
  minLength,
  nullable,
  number,
  object,
  optional,
  pipe,
  record,
  regex,
  string,
  transform,
  union,
  url,
};
