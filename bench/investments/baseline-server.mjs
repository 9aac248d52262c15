// The lists' baseline: a minimal Fastify route over a bare `pg` pool of the product's size, running the
// statements the product ran for the same request (read from BENCH_SQL_FILE), in the same order and with
// the same overlap, and answering the data statement's rows as JSON.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

pg.types.setTypeParser(20, (v) => Number(v));
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 20),
});
/** @type {Record<string, { waves: { name?: string, text: string, values: unknown[] }[][], data: [number, number] }>} */
const plans = JSON.parse(readFileSync(process.env.BENCH_SQL_FILE ?? '', 'utf8'));

const app = Fastify({ logger: { level: 'warn' } });
app.get('/:name', async (request, reply) => {
  const plan = plans[/** @type {{ name: string }} */ (request.params).name];
  if (!plan) return reply.status(404).send({ message: 'no such plan' });
  let data = [];
  for (const [w, wave] of plan.waves.entries()) {
    const results = await Promise.all(wave.map((q) => pool.query(q)));
    if (w === plan.data[0]) data = results[plan.data[1]].rows;
  }
  return { data };
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('disconnect', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
