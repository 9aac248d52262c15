// Figures remembered per key for at most `maxAgeMs` after the moment they were true (no figure
// more than 10 seconds old). A busy key is computed again in the background before it goes stale, so its
// readers never wait; readers arriving together share one computation (single flight); a key nobody
// reads costs nothing; and only the `maxEntries` most recently read keys are kept, so arbitrary ranges
// cannot grow the memory.

export interface Fresh<T> {
  value: T;
  /** When the value was true (ms since the epoch, by `clock`). */
  at: number;
}

export interface FreshFigures<K, T> {
  /** The key's figures, at most `maxAgeMs` old. */
  get(key: K): Promise<T>;
  /** How many keys are remembered now. */
  readonly size: number;
}

interface Options<K, T> {
  /** Computes a key's figures; answers them and when they were true. */
  compute: (key: K) => Promise<Fresh<T>>;
  keyOf: (key: K) => string;
  maxAgeMs: number;
  maxEntries: number;
  clock?: () => number;
  /** Hears a background computation that failed (the old figures keep answering until they expire). */
  onError?: (error: unknown) => void;
}

export function freshFigures<K, T>({
  compute,
  keyOf,
  maxAgeMs,
  maxEntries,
  clock = () => Date.now(),
  onError = () => {},
}: Options<K, T>): FreshFigures<K, T> {
  // A Map iterates in insertion order: re-inserting on each read keeps the least recently read first.
  const remembered = new Map<string, Fresh<T>>();
  const running = new Map<string, Promise<Fresh<T>>>();
  // How long the last computation took: the next starts early enough to end, even three times as slow (a
  // busy key is a loaded server), a second before the figures pass their age, so its readers never wait.
  // A computation that long starts as soon as the previous has ended, and only while the key is read.
  let lastTook = 0;
  const refreshAfter = () => Math.max(0, maxAgeMs - 3 * lastTook - 1000);

  function run(id: string, key: K): Promise<Fresh<T>> {
    let flight = running.get(id);
    if (!flight) {
      const started = clock();
      flight = compute(key)
        .then((fresh) => {
          lastTook = clock() - started;
          const known = remembered.get(id);
          if (!known || known.at <= fresh.at) {
            remembered.delete(id);
            remembered.set(id, fresh);
            while (remembered.size > maxEntries) remembered.delete(remembered.keys().next().value!);
          }
          return fresh;
        })
        .finally(() => running.delete(id));
      running.set(id, flight);
    }
    return flight;
  }

  return {
    async get(key) {
      const id = keyOf(key);
      const known = remembered.get(id);
      const age = known ? clock() - known.at : Infinity;
      if (!known || age >= maxAgeMs) return (await run(id, key)).value;
      remembered.delete(id);
      remembered.set(id, known);
      if (age >= refreshAfter()) run(id, key).catch(onError);
      return known.value;
    },
    get size() {
      return remembered.size;
    },
  };
}
