// The balance edits' floor for any Node server: a minimal Fastify route over a bare `pg` pool of the
// product's size running pgbench's transaction (balance-edits.mjs) as named, prepared statements: lock
// the member, move the balance, write the record. No sign-in, no validation, no access rules.
// The amount is written into the statements as pgbench's script has it.
// Run by servers.mjs in its own process with DATABASE_URL, POOL_SIZE, ADMIN_ID and AMOUNT set.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 20),
});
const admin = Number(process.env.ADMIN_ID);
const amount = Number(process.env.AMOUNT ?? 100);
const begin = { name: 'edit_begin', text: 'BEGIN' };
const lock = { name: 'edit_lock', text: 'SELECT balance FROM users WHERE id = $1 FOR UPDATE' };
const move = {
  name: 'edit_move',
  text: `UPDATE users SET balance = balance + ${amount}, updated_at = now() WHERE id = $1`,
};
const record = {
  name: 'edit_record',
  text: `INSERT INTO balance_records (user_id, amount, balance_before, balance_after, kind, operator_id, remarks)
  SELECT id, ${amount}, balance - ${amount}, balance, 'recharge', $2, 'bench' FROM users WHERE id = $1`,
};
const end = { name: 'edit_end', text: 'END' };

const app = Fastify({ logger: { level: 'warn' } });
app.post('/edits/:id', async (request, reply) => {
  const id = Number(/** @type {{ id: string }} */ (request.params).id);
  const client = await pool.connect();
  try {
    await client.query(begin);
    await client.query({ ...lock, values: [id] });
    await client.query({ ...move, values: [id] });
    await client.query({ ...record, values: [id, admin] });
    await client.query(end);
    client.release();
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    client.release(err);
    throw err;
  }
  return reply.status(204).send();
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('disconnect', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
