// The shared libraries the shell hands to the federation runtime when the first remote loads (DESIGN §2:
// singletons). The shell's own imports resolve to these very modules (react-router and react-i18next through
// their client entries, by alias), so a remote's page and the shell share one React, one router, one i18n
// instance and one set of stores. One exception: zod/mini is no singleton, and the `z` provided here is the
// client entry of the functions the packages use, while the shell's own code imports zod/mini itself (the same
// modules, tree-shaken). Keep the keys equal to HOST_SHARED_KEYS in shared/build/index.ts.
import type { createInstance } from '@module-federation/enhanced/runtime';
import * as museumShared from '@museum/shared';
import * as i18next from 'i18next';
import * as zodMini from 'museum-client-entry/zod-mini';
import React from 'react';
import ReactJsxRuntime from 'react/jsx-runtime';
import ReactDom from 'react-dom';
import ReactDomClient from 'react-dom/client';
import * as reactI18next from 'react-i18next';
import * as reactRouter from 'react-router';
import * as zustand from 'zustand';
import * as zustandReact from 'zustand/react';
import * as zustandVanilla from 'zustand/vanilla';

type Module = Record<string, unknown>;

/**
 * Modules already on the page, by key. CommonJS packages (react, react-dom) are given as their exports object,
 * exactly what a bundle of their own would hold; ES packages as their namespace.
 */
const loadedModules: Record<string, Module> = {
  react: React as unknown as Module,
  'react/jsx-runtime': ReactJsxRuntime as unknown as Module,
  'react-dom': ReactDom as unknown as Module,
  'react-dom/client': ReactDomClient as unknown as Module,
  'react-router': reactRouter,
  'react-i18next': reactI18next,
  i18next,
  zustand,
  'zustand/react': zustandReact,
  'zustand/vanilla': zustandVanilla,
  'zod/mini': zodMini,
  '@museum/shared': museumShared,
};

/** Stateless helpers a remote may use that the shell itself does not: loaded only if a remote asks for them. */
const onDemandModules: Record<string, () => Promise<Module>> = {
  'react/jsx-dev-runtime': () => import('react/jsx-dev-runtime') as Promise<Module>,
  'zustand/shallow': () => import('zustand/shallow'),
  'zustand/react/shallow': () => import('zustand/react/shallow'),
  'zustand/middleware': () => import('zustand/middleware'),
};

type SharedOptions = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

/** The `shared` option of the federation runtime: every provided key, with its version (zod/mini no singleton). */
export function providedShared(): SharedOptions {
  const versions = import.meta.env.MUSEUM_SHARED_VERSIONS;
  const shared: SharedOptions = {};
  for (const [key, { version, singleton }] of Object.entries(versions)) {
    // The shell consumes none of them through the runtime: what it requires is the runtime's default.
    const shareConfig = { singleton, requiredVersion: `^${version}` };
    const loaded = loadedModules[key];
    if (loaded) {
      shared[key] = { version, shareConfig, lib: () => loaded, loaded: true };
      continue;
    }
    const load = onDemandModules[key];
    if (!load) throw new Error(`The shell provides no module for the shared key ${key}`);
    shared[key] = { version, shareConfig, get: () => load().then((module) => () => module) };
  }
  return shared;
}
