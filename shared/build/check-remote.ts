/**
 * `pnpm check:remote <manifest-url>`: before a remote is deployed (or pointed at in shop.config.json), check
 * that the shell will run it (docs/architecture.md "Compatibility"). Reads the remote's mf-manifest.json and
 * the shell's, and refuses a remote whose shared singletons the shell's copies do not satisfy, or whose
 * `@museum/shared` contract is not the shell's. The same rule the shell applies at run time, earlier.
 */
import satisfies from 'semver/functions/satisfies.js';
import validRange from 'semver/ranges/valid.js';
import { REMOTE_NAMES } from '../src/contract/remote-names.ts';
import { checkContract } from '../src/domain/contract-compatibility.ts';

/** The libraries that must exist once per page (DESIGN §2), and the contract. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  'i18next',
  'react-i18next',
  '@museum/shared',
] as const;

interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

interface Manifest {
  name?: string;
  metaData?: { name?: string; buildInfo?: { buildVersion?: string } };
  shared?: SharedEntry[];
  exposes?: { name?: string; path?: string }[];
}

export interface RemoteVerdict {
  remote: string;
  version: string | null;
  problems: string[];
}

function asManifest(value: unknown, what: string): Manifest {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as Manifest).shared))
    throw new Error(`${what} is not a Module Federation manifest (no "shared" list)`);
  return value as Manifest;
}

const CONTRACT_HINTS = {
  missing: 'it declares no @museum/shared contract',
  invalid: 'its @museum/shared range is not a semver range',
  newer: 'built against a newer @museum/shared than the shell: deploy the shell first',
  older: 'built against an older major of @museum/shared: rebuild it against the current one',
} as const;

function checkSingleton(
  name: string,
  remote: SharedEntry | undefined,
  shell: SharedEntry | undefined,
): string | null {
  if (!shell?.version) return `${name}: the shell does not provide it`;
  if (!remote) return `${name}: not shared by the remote, so it would bring a second copy onto the page`;
  if (remote.singleton !== true) return `${name}: shared by the remote, but not as a singleton`;
  const needed = remote.requiredVersion;
  if (name === '@museum/shared') {
    const verdict = checkContract(needed || undefined, shell.version);
    return verdict.compatible
      ? null
      : `${name}: needs ${verdict.needed ?? 'nothing'}, the shell provides ${shell.version} (${CONTRACT_HINTS[verdict.reason]})`;
  }
  if (!needed || validRange(needed) === null) return `${name}: the remote declares no valid required version`;
  if (!satisfies(shell.version, needed))
    return `${name}: needs ${needed}, the shell provides ${shell.version}`;
  return null;
}

/** Every reason why the shell described by `shellManifest` would refuse the remote of `remoteManifest`. */
export function checkRemoteManifest(remoteManifest: unknown, shellManifest: unknown): RemoteVerdict {
  const remote = asManifest(remoteManifest, 'the remote manifest');
  const shell = asManifest(shellManifest, 'the shell manifest');
  const name = remote.metaData?.name ?? remote.name ?? '(unnamed)';
  const problems: string[] = [];
  if (!(REMOTE_NAMES as readonly string[]).includes(name))
    problems.push(`"${name}" is not a remote of this shop (${REMOTE_NAMES.join(', ')})`);
  if (!remote.exposes?.some((entry) => entry.name === 'routes' || entry.path === './routes'))
    problems.push('it does not expose ./routes (DESIGN §2)');
  for (const singleton of SINGLETONS) {
    const problem = checkSingleton(
      singleton,
      remote.shared?.find((entry) => entry.name === singleton),
      shell.shared?.find((entry) => entry.name === singleton),
    );
    if (problem) problems.push(problem);
  }
  // Sub-paths of the singletons (react/jsx-runtime, zustand/react…) must come from the shell too: a remote's
  // own copy of React's JSX runtime would be a second React.
  const provided = new Set((shell.shared ?? []).map((entry) => entry.name));
  for (const entry of remote.shared ?? []) {
    const base = SINGLETONS.find((name) => entry.name.startsWith(`${name}/`));
    if (base && entry.singleton && !provided.has(entry.name))
      problems.push(`${entry.name}: the shell does not provide it, so the remote would bring its own copy`);
  }
  return { remote: name, version: remote.metaData?.buildInfo?.buildVersion ?? null, problems };
}

/** A readable report: one line when the remote fits, the remote and each reason when it does not. */
export function describeVerdict(verdict: RemoteVerdict, source: string): string {
  const build = verdict.version ? `${verdict.remote} ${verdict.version}` : verdict.remote;
  if (verdict.problems.length === 0) return `✓ ${build} (${source}) fits the shell.`;
  return [`✗ ${build} (${source}) is refused:`, ...verdict.problems.map((problem) => `  - ${problem}`)].join(
    '\n',
  );
}
