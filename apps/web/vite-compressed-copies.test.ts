import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressedCopies } from './vite-compressed-copies.ts';

type WriteBundle = (output: { dir?: string }, bundle: Record<string, unknown>) => Promise<void>;

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the files as a build would, then runs the plugin over them as Vite does after writing. */
async function build(files: Record<string, Buffer>) {
  dir = mkdtempSync(join(tmpdir(), 'copies-'));
  mkdirSync(join(dir, 'assets'));
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
  const writeBundle = compressedCopies().writeBundle as unknown as WriteBundle;
  await writeBundle({ dir }, Object.fromEntries(Object.keys(files).map((file) => [file, {}])));
}

const text = (bytes: number) =>
  Buffer.from('const signIn = () => fetch("/api/tokens");\n'.repeat(bytes / 42));

describe('compressed copies of the build', () => {
  it('writes a brotli and a gzip copy of each script, style sheet and page above 1 KB', async () => {
    const files = {
      'index.html': text(2048),
      'assets/app-1a2b.js': text(50_000),
      'assets/app-3c4d.css': text(4096),
    };
    await build(files);
    for (const [file, content] of Object.entries(files)) {
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br)).toEqual(content);
      expect(gunzipSync(gz)).toEqual(content);
      expect(br.length).toBeLessThan(content.length / 10);
    }
  });

  it('leaves alone files under 1 KB and images, which gain nothing', async () => {
    await build({ 'assets/tiny-1a2b.js': text(500), 'assets/logo-3c4d.png': text(8192) });
    for (const file of ['assets/tiny-1a2b.js', 'assets/logo-3c4d.png']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });
});
