/**
 * What a server may announce with the shell's page so that the start does not wait for the scripts before it
 * asks (issue 14): per language, the script of the shell's texts, and the API calls the first picture waits
 * for; per remote, the first path segments of its pages, whose page then announces the remote's manifest (or
 * entry) from the shop's configuration. Written as `boot-preloads.json` beside `index.html`; the project's static server and the nginx
 * configuration turn it into a `Link: rel=preload` header for pages under `/{language}/`
 * (scripts/lib/boot-preloads.mjs).
 */
import type { RsbuildPlugin } from '@rsbuild/core';
// The file's name and shape belong to its reader, which the servers use (plain Node, no build step).
import { BOOT_PRELOADS_FILE, type BootPreloads, isBootPreloads } from '../../scripts/lib/boot-preloads.mjs';
import { bootRequestPaths } from '../src/api/boot-requests.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { REMOTE_SEGMENTS } from '../src/routes/route-table.ts';

/** The module of one language's common texts: `shared/src/i18n/locales/{language}.json`. */
const TEXTS_MODULE = /[\\/]shared[\\/]src[\\/]i18n[\\/]locales[\\/]([a-z]{2})\.json$/;

export function pluginBootPreloads(): RsbuildPlugin {
  return {
    name: 'museum:boot-preloads',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const texts: Record<string, string[]> = {};
        for (const chunk of compilation.chunks) {
          for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
            const language = TEXTS_MODULE.exec(module.nameForCondition() ?? '')?.[1];
            if (!language || !(LANGUAGES as readonly string[]).includes(language)) continue;
            const scripts = [...chunk.files].filter((file) => file.endsWith('.js'));
            texts[language] = [...(texts[language] ?? []), ...scripts.map((file) => `${publicPath}${file}`)];
          }
        }
        const missing = LANGUAGES.filter((language) => !texts[language]?.length);
        if (missing.length > 0)
          throw new Error(`boot-preloads: no chunk holds the texts of ${missing.join(', ')}`);
        const preloads: BootPreloads = {
          texts,
          api: bootRequestPaths(),
          remotes: REMOTE_SEGMENTS,
        };
        if (!isBootPreloads(preloads))
          throw new Error(
            'boot-preloads: a script path, language, remote name or route segment the servers would refuse ' +
              '(scripts/lib/boot-preloads.mjs isBootPreloads)',
          );
        compilation.emitAsset(
          BOOT_PRELOADS_FILE,
          new sources.RawSource(`${JSON.stringify(preloads, null, 2)}\n`),
        );
      });
    },
  };
}
