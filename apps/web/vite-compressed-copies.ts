import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Text the browser fetches; images and fonts carry their own compression.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
// Below this a compressed answer saves less than its headers cost.
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build, at the highest levels: they are
 * made once per build, and the server sends the one the browser accepts (`@fastify/static`'s
 * `preCompressed`), so no request pays for compressing.
 */
export function compressedCopies(): Plugin {
  return {
    name: 'compressed-copies',
    apply: 'build',
    async writeBundle(output, bundle) {
      const dir = output.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
