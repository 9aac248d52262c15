// Throughput on these machines swings by a third within minutes (pgbench: 2 328 and 3 910 tps on the same
// database within the hour), so a product figure and its baseline measured once each, one after the
// other, compare two different machines. Each comparison runs in rounds instead, the product and its
// baselines back to back in every round, and the round with the median ratio stands for the run.

/** Runs `round` `rounds` times; answers every round and the one whose `ratio` is the median. */
export async function inRounds(rounds, round) {
  const all = [];
  for (let i = 0; i < rounds; i += 1) all.push(await round(i));
  const sorted = [...all].sort((a, b) => a.ratio - b.ratio);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], all };
}

export const pct = (r) => `${(r * 100).toFixed(0)}%`;
