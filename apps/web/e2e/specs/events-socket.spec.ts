import { test } from '../fixtures.ts';
import { readFileSync } from 'node:fs';
import { assert, field, present, storedToken } from '../support.ts';
import {
  askWithdrawal,
  changeBalance,
  createProject,
  invest,
  registerMember,
  unique,
} from '../member-support.ts';
import { apiToken, signIn } from '../system-support.ts';

// The admin token once travelled in the events socket's URL (`/api/ws?token=…`) and
// the request log kept it. The runner also checks the log of the whole run once the server stops.

/** Waits up to 10 s for `check` to hold, asking every 100 ms. */
async function until(check: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

test('the events socket carries no token in its URL, events still arrive, and the server log holds no token', async ({
  page,
  baseUrl,
  serverLog,
}) => {
  assert.ok(serverLog, 'the runner names the server log');
  const sockets: { url: string; sent: string[]; received: string[] }[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== '/api/ws') return;
    const line = { url: socket.url(), sent: [] as string[], received: [] as string[] };
    socket.on('framesent', (frame) => line.sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => line.received.push(String(frame.payload)));
    sockets.push(line);
  });
  const adminToken = await apiToken(baseUrl);
  const project = await createProject(baseUrl, adminToken, {
    name: unique('e2e-sock-'),
    periodMinutes: 600,
  });
  const member = await registerMember(baseUrl, adminToken, 'e2e-sock-');
  await changeBalance(baseUrl, adminToken, member.id, 500_00, 'e2e events socket');

  await signIn(page, baseUrl);
  const token = await storedToken(page);
  const secret = present(token.split('|')[1], 'the secret part of the token');
  await until(() => sockets.length > 0);
  assert.ok(sockets.length > 0, 'the shell opened the events socket');
  const line = present(sockets.at(-1), 'the events socket');
  assert.equal(new URL(line.url).search, '', `no query in ${line.url}`);
  assert.ok(!line.url.includes(secret), 'no token in the URL');

  // The token went as the first message; the server took it.
  await until(() => line.received.length > 0);
  assert.deepEqual(JSON.parse(present(line.sent[0], 'the first message sent')), { type: 'auth', token });
  assert.deepEqual(JSON.parse(present(line.received[0], 'the first message received')), { type: 'ready' });

  // Events still arrive: an investment on the line, and a reviewer's notice of a new withdrawal.
  await invest(baseUrl, member, project.id, 200_00);
  await askWithdrawal(baseUrl, member, 50_00);
  await page.getByText('New withdrawal request').first().waitFor();
  await page.getByText(`${member.name} asks to withdraw`).first().waitFor();
  const types = () => line.received.map((m) => field(JSON.parse(m), 'type'));
  await until(() => types().includes('investment.created'));
  assert.ok(types().includes('investment.created'), `heard ${types().join(', ')}`);

  // The server's log saw the socket open (the request log is on), but none of the tokens. The log
  // reaches its file a moment after the request.
  const read = () => readFileSync(serverLog, 'utf8');
  await until(() => read().includes('"url":"/api/ws"'));
  const log = read();
  assert.ok(log.includes('"url":"/api/ws"'), 'the log holds the socket request');
  for (const issued of [token, adminToken, member.token])
    assert.ok(
      !log.includes(present(issued.split('|')[1], 'the secret part of a token')),
      'the log holds a token issued in this spec',
    );
});
