import * as runtime from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { afterEach, describe, expect, it } from 'vitest';
import { FEDERATION_RUNTIME_GLOBALS } from './runtime-globals';
import { provideFederationRuntime } from './runtime-provider';

const page = globalThis as Record<string, unknown>;

afterEach(() => {
  for (const global of Object.values(FEDERATION_RUNTIME_GLOBALS)) delete page[global];
});

describe('provideFederationRuntime', () => {
  it('puts every package a remote entry reads on the page', () => {
    provideFederationRuntime();
    expect(page._FEDERATION_RUNTIME_CORE).toBe(runtimeCore);
    expect(page._FEDERATION_RUNTIME).toBe(runtime);
    for (const global of Object.values(FEDERATION_RUNTIME_GLOBALS)) expect(page[global]).toBeTypeOf('object');
  });

  it('keeps a runtime the page already has, so two providers never make two runtimes', () => {
    const first = { ModuleFederation: class {} };
    page._FEDERATION_RUNTIME_CORE = first;
    provideFederationRuntime();
    expect(page._FEDERATION_RUNTIME_CORE).toBe(first);
  });
});
