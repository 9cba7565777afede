/**
 * pnpm check:remote <manifest-url-or-file>… [--shell <manifest-url-or-file>]
 *
 * Exit 0 when every remote fits the shell, 1 when one is refused (with the reasons), 2 when a manifest cannot
 * be read. The shell's manifest defaults to the built shell (shell/dist/mf-manifest.json); for a deployed shop
 * pass the shell's deployed manifest.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkRemoteManifest, describeVerdict } from './check-remote.ts';

const FETCH_TIMEOUT_MS = 15_000;

/** A remote registered by its remoteEntry.js (deploy/nginx does) has its mf-manifest.json beside it. */
function manifestOf(source: string): string {
  return source.replace(/remoteEntry\.js(?=$|[?#])/, 'mf-manifest.json');
}

async function readManifest(given: string): Promise<unknown> {
  const source = manifestOf(given);
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(source, 'utf8'));
}

function parseArguments(args: string[]): { remotes: string[]; shell: string } {
  const remotes: string[] = [];
  let shell = join(import.meta.dirname, '..', '..', 'shell', 'dist', 'mf-manifest.json');
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--shell') shell = args[++index] ?? shell;
    else if (arg !== '--') remotes.push(arg);
  }
  return { remotes, shell };
}

const { remotes, shell } = parseArguments(process.argv.slice(2));
if (remotes.length === 0) {
  console.error('usage: pnpm check:remote <mf-manifest.json URL or file>… [--shell <shell manifest>]');
  process.exit(2);
}

let shellManifest: unknown;
try {
  shellManifest = await readManifest(shell);
} catch (error) {
  console.error(
    `Cannot read the shell's manifest ${shell}: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(2);
}

let refused = 0;
for (const source of remotes) {
  try {
    const verdict = checkRemoteManifest(await readManifest(source), shellManifest);
    console.log(describeVerdict(verdict, source));
    if (verdict.problems.length > 0) refused++;
  } catch (error) {
    console.error(`✗ ${source}: cannot be read: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 2;
  }
}
if (refused > 0) process.exitCode = 1;
