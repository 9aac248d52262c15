// The dashboard's baseline: a minimal Fastify route over a bare `pg` pool of the product's size that, on
// every request, computes the range's figures with the product's own statements and settings straight
// from the raw tables (no memory of earlier answers), each statement on a connection of its own side by
// side as the product does, and answers their three JSON values. BENCH_RANGES names the ranges:
// {"days30": {"from", "to", "tz"}, ...}.
import Fastify from 'fastify';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { figureParts, plainPlans } from '../../apps/server/src/modules/dashboard/service.ts';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 20),
});
const dialect = new PgDialect();
const render = (statement) => {
  const { sql, params } = dialect.sqlToQuery(statement);
  return { text: sql, values: params };
};
const plans = Object.fromEntries(
  Object.entries(JSON.parse(process.env.BENCH_RANGES ?? '{}')).map(([name, range]) => [
    name,
    figureParts(range).map((part) => ({
      settings: [plainPlans, part.settings].filter(Boolean).map(render),
      statement: render(part.statement),
    })),
  ]),
);

async function answerOf(part) {
  const client = await pool.connect();
  try {
    await client.query('begin read only');
    for (const setting of part.settings) await client.query(setting);
    const { rows } = await client.query(part.statement);
    await client.query('commit');
    return rows[0].answer;
  } finally {
    client.release();
  }
}

const app = Fastify({ logger: { level: 'warn' } });
app.get('/:name', async (request, reply) => {
  const plan = plans[/** @type {{ name: string }} */ (request.params).name];
  if (!plan) return reply.status(404).send({ message: 'no such range' });
  return { data: await Promise.all(plan.map(answerOf)) };
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('disconnect', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
