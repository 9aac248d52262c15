// Builds the web app and prints the JavaScript the login page loads, two ways:
// - from the build manifest: the entry chunk and its static imports, plus what the login route imports
//   lazily (the default language's texts), each with its own imports, gzipped here;
// - on the wire: the product's server started on the build and Chromium opening the sign-in page, each
//   script counted by the bytes of its body as the browser received it (login-wire.mjs).
// Usage: node bench/login-bundle.mjs   (exits 1 when the scripts on the wire pass the budget)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { signInScriptsOnTheWire } from './login-wire.mjs';

const BUDGET_BYTES = 155 * 1024;
const webDir = resolve(import.meta.dirname, '../apps/web');
// Modules the login route loads lazily, matched by the end of their manifest key. The sign-in page itself
// is held in the boot chunk (apps/web/vite.config.ts), which the entry imports.
const loginLazyModules = ['src/i18n/zh-cn/index.ts'];

const outDir = mkdtempSync(join(tmpdir(), 'login-bundle-'));
try {
  execFileSync(
    'npx',
    ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entries = Object.entries(manifest);
  // A module's own chunk by its path, or a chunk layer by its name.
  const keyEndingWith = (suffix) => {
    const found = entries.find(([key, chunk]) => key.endsWith(suffix) || chunk.name === suffix);
    if (!found) throw new Error(`no chunk for ${suffix} in the build manifest`);
    return found[0];
  };

  const files = new Set();
  const include = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) include(imported);
  };
  const entryKey = entries.find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entryKey) throw new Error('the build manifest has no entry');
  include(entryKey);
  for (const suffix of loginLazyModules) include(keyEndingWith(suffix));
  // Scripts the page names itself beside the entry (the signed-in preload, vite-signed-in-preload.ts).
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(/<script[^>]* src="\/([^"]+)"/g)) files.add(file);

  const rows = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  for (const row of rows) console.log(`${String(row.gzip).padStart(8)}  ${row.file}`);
  console.log(`login page JavaScript: ${total} bytes gzip (${(total / 1024).toFixed(1)} KB)`);

  const wire = (await signInScriptsOnTheWire(outDir)).sort((a, b) => b.wire - a.wire);
  console.log('\non the wire, as Chromium received the sign-in page:');
  for (const row of wire)
    console.log(`${String(row.wire).padStart(8)}  ${row.encoding.padEnd(8)}  ${row.file}`);
  const onTheWire = wire.reduce((sum, row) => sum + row.wire, 0);
  const unlisted = wire.filter((row) => !files.has(row.file)).map((row) => row.file);
  if (unlisted.length) console.log(`loaded but not in the manifest's estimate: ${unlisted.join(', ')}`);
  console.log(
    `sign-in scripts on the wire: ${onTheWire} bytes in ${wire.length} files ` +
      `(${(onTheWire / 1024).toFixed(1)} KB; budget 155 KB)`,
  );
  process.exitCode = onTheWire <= BUDGET_BYTES ? 0 : 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
