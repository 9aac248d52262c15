import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../config.ts';
import { BackupRefused, backupEmbedded, restoreEmbedded } from './embedded-backup.ts';

// npm run backup -- <file> | npm run restore -- <file> [--force]   (docs/operations.md, "Backups")
const [command, ...args] = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const usage = 'usage: npm run backup -- <file>  |  npm run restore -- <file> [--force]';

async function main() {
  const config = loadConfig();
  if ((command !== 'backup' && command !== 'restore') || !file) throw new BackupRefused(usage);
  if (config.databaseUrl) {
    throw new BackupRefused('DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (docs/operations.md)');
  }
  // The file is named from where npm was run; DATA_DIR as the server reads it.
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const dataDir = resolve(config.dataDir);
  if (command === 'backup') {
    const done = await backupEmbedded(dataDir, target);
    const from = done.from === 'server' ? 'the running server' : 'the stopped data folder';
    console.log(`Backed up ${dataDir} (from ${from}) to ${target}: ${done.bytes} bytes.`);
  } else {
    const done = await restoreEmbedded(dataDir, target, { force: args.includes('--force') });
    console.log(`Restored ${target} into ${dataDir}.`);
    if (done.kept)
      console.log(`The folder it replaced is kept at ${done.kept}; delete it once the restore is checked.`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof BackupRefused || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
