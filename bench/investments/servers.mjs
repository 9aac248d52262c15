// Starts a bench server in a process of its own (so the load generator never shares its event loop) and
// reads that process's resident memory.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The Node flags the server's start script gives the product (`apps/server/package.json`), so the bench
 * runs it as `npm start` does.
 */
export function productNodeFlags() {
  const { scripts } = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../apps/server/package.json'), 'utf8'),
  );
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/**
 * Forks `file` with the environment given (and Node options, e.g. `--cpu-prof` to profile it); answers its
 * base URL, pid and a stop function.
 */
export function startServer(file, env, nodeOptions = []) {
  const child = fork(resolve(import.meta.dirname, file), [], {
    execArgv: ['--import', 'tsx', ...nodeOptions],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`${file} stopped with ${code} before listening`)));
    child.once('message', (message) => {
      child.removeAllListeners('exit');
      done({
        url: `http://127.0.0.1:${message.port}`,
        pid: child.pid,
        // A moment first, for the last requests of a load run to finish.
        stop: () =>
          new Promise((stopped) => {
            child.once('exit', stopped);
            setTimeout(() => child.disconnect(), 1000);
          }),
      });
    });
  });
}

/** Resident set size of a process, in bytes (Linux). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}
