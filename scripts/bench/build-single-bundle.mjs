// Builds the shop as one bundle for `pnpm bench:web`: the shell's build, with its remote loader replaced by
// single-bundle-remote-loader.ts (every remote's routes imported by the shell). Same code, same libraries,
// same chunking strategy; only Module Federation is left out. Output: .museum/bench/single.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BOOT_PRELOADS_FILE, readBootPreloads } from '../lib/boot-preloads.mjs';

/** The shell's own build tools, resolved from the shell package (the workspace root has none). */
async function fromShell(root, specifier) {
  const require = createRequire(join(root, 'shell', 'package.json'));
  return import(pathToFileURL(require.resolve(specifier)).href);
}

export async function buildSingleBundle({ root, outDir }) {
  const { createRsbuild, mergeRsbuildConfig } = await fromShell(root, '@rsbuild/core');
  const { defineHostConfig } = await fromShell(root, '@museum/shared/build');
  const shell = join(root, 'shell');
  const base = defineHostConfig({ name: 'shell', port: 3000, cssPrefix: 'sh', title: 'Museum shop' });
  const rsbuild = await createRsbuild({
    cwd: shell,
    rsbuildConfig: mergeRsbuildConfig(base, {
      output: { distPath: { root: outDir }, cleanDistPath: true },
      // The replacement loader lives outside the packages: it reaches the singleton by the same file.
      resolve: { alias: { '@museum/shared$': join(root, 'shared', 'src', 'index.ts') } },
      tools: {
        rspack: (config, { rspack }) => {
          config.plugins.push(
            new rspack.NormalModuleReplacementPlugin(
              /[\\/]remotes[\\/]remote-loader(\.ts)?$/,
              join(root, 'scripts', 'bench', 'single-bundle-remote-loader.ts'),
            ),
          );
        },
      },
    }),
  });
  await rsbuild.build();
  // One bundle loads no remote: its pages announce no remote's manifest (scripts/lib/boot-preloads.mjs), which
  // it would fetch for nothing.
  const read = readBootPreloads(outDir);
  if (!read) throw new Error(`the one-bundle build wrote no ${BOOT_PRELOADS_FILE}`);
  const { remotes: _remotes, ...preloads } = read;
  writeFileSync(join(outDir, BOOT_PRELOADS_FILE), `${JSON.stringify(preloads, null, 2)}\n`);
}
