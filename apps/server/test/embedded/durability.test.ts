import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process on the embedded database: started, written to, killed with SIGKILL, started again.
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bo-durability-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.server.json`, { force: true }); // the note a killed server leaves beside its folder
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      DEMO_DATA: 'off',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  // Up to a minute: a first start makes the database and runs every migration, slower on a busy machine.
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return { child, output: () => output };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

const json = { 'content-type': 'application/json' };
async function login(port: number, password: string) {
  return fetch(`http://127.0.0.1:${port}/api/tokens`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ auth_type: 'admin', admin: { email: 'admin@example.com', password } }),
  });
}

describe('the embedded database', () => {
  it('creates the demo admin, and keeps a write answered 2xx through kill -9', async () => {
    const port = await freePort();
    const first = await startServer(port);
    expect(first.output()).toContain('demo sign-in: admin@example.com / admin123');
    const { token } = (await (await login(port, 'admin123')).json()) as { token: string };
    const change = await fetch(`http://127.0.0.1:${port}/api/admins/me/password`, {
      method: 'PATCH',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        current_password: 'admin123',
        password: 'changed-pass',
        password_confirmation: 'changed-pass',
      }),
    });
    expect(change.status).toBe(204);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await startServer(port);
    try {
      expect(second.output()).not.toContain('demo sign-in');
      expect((await login(port, 'changed-pass')).status).toBe(201);
      expect((await login(port, 'admin123')).status).toBe(422);
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((r) => second.child.once('exit', r));
    }
  }, 90_000);

  it('shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = await startServer(port);
    server.child.kill('SIGTERM');
    const code = await new Promise((r) => server.child.once('exit', r));
    expect(code).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 60_000);
});
