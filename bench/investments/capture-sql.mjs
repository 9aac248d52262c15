// Records the SQL the product sends for one request, so the baseline can send exactly the same: every
// statement with its parameters, grouped in waves (statements the product had in flight together).
import pg from 'pg';

const original = pg.Client.prototype.query;
let recording = null;

pg.Client.prototype.query = function query(...args) {
  if (!recording) return original.apply(this, args);
  const [config, values] = args;
  const entry = {
    text: typeof config === 'string' ? config : config.text,
    // A named (prepared) statement stays prepared in the baseline too.
    name: typeof config === 'string' ? undefined : config.name,
    // Drizzle passes a query config and its parameters beside it; pg-pool passes them inside.
    values: (typeof config === 'string' ? values : (config.values ?? values)) ?? [],
    start: performance.now(),
    end: 0,
    rows: 0,
  };
  recording.push(entry);
  const finish = (result) => {
    entry.end = performance.now();
    entry.rows = result?.rows?.length ?? 0;
  };
  // pg answers through a callback (as pg-pool asks) or a promise.
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last];
    args[last] = (err, result) => {
      finish(result);
      callback(err, result);
    };
    return original.apply(this, args);
  }
  const answer = original.apply(this, args);
  answer?.then?.(finish, () => {});
  return answer;
};

/** The statements of one request, in waves; `data` points at the statement that returned the most rows. */
export async function captureRequest(send) {
  const statements = [];
  recording = statements;
  try {
    await send();
  } finally {
    recording = null;
  }
  const waves = [];
  let waveEnd = -Infinity;
  let data = [0, 0];
  let most = -1;
  for (const s of statements.sort((a, b) => a.start - b.start)) {
    if (s.start >= waveEnd || !waves.length) waves.push([]);
    const wave = waves.at(-1);
    wave.push({ name: s.name, text: s.text, values: s.values });
    waveEnd = Math.max(waveEnd, s.end);
    if (s.rows > most) {
      most = s.rows;
      data = [waves.length - 1, wave.length - 1];
    }
  }
  return { waves, data };
}
