// @ts-check
// A server process for the browser specs and the benches: a free port to start it on, waiting until it is
// ready, and stopping it (SIGTERM, then SIGKILL after 10 s).
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') return reject(new Error('no port was given'));
      probe.close(() => resolvePort(address.port));
    });
  });
}

/**
 * @param {string} baseUrl
 * @param {import('node:child_process').ChildProcess} server
 */
export async function waitUntilReady(baseUrl, server, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
}

/**
 * @param {import('node:child_process').ChildProcess} server
 * @returns {Promise<void>}
 */
export function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      done();
    });
    server.kill('SIGTERM');
  });
}
