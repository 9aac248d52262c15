// Throughput on these machines swings by a third within minutes (pgbench: 2 328 and 3 910 tps on the same
// database within the hour), so a product figure and its baseline measured once each, one after the
// other, compare two different machines. Each comparison runs in rounds instead, the product and its
// baselines back to back in every round, and the round with the median ratio stands for the run.

/** Runs `round` `rounds` times; answers every round and the one whose `ratio` is the median. */
export async function inRounds(rounds, round) {
  const all = [];
  for (let i = 0; i < rounds; i += 1) all.push(await round(i));
  const ratio = medianOf(all.map((r) => r.ratio));
  return { median: all.find((r) => r.ratio === ratio), all };
}

/** The median of some numbers (the lower middle one of an even count). */
export const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

export const pct = (r) => `${(r * 100).toFixed(0)}%`;
