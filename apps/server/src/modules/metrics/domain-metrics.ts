import { balanceRecordKinds } from '@app/contracts';
import { Counter, type Registry } from 'prom-client';
import { listen, throttleKinds } from '../../core/signals.ts';

/** Counters of what the services report (signals.ts); answers the function that stops hearing them. */
export function countSignals(registry: Registry): () => void {
  const registers = [registry];
  const ledger = new Counter({
    name: 'ledger_records_written_total',
    help: 'Balance records written, by kind (a record of a transaction that then failed is counted too).',
    labelNames: ['kind'] as const,
    registers,
  });
  const replays = new Counter({
    name: 'idempotent_replays_total',
    help: 'Requests answered with the stored answer of an earlier one with the same Idempotency-Key, by route.',
    labelNames: ['route'] as const,
    registers,
  });
  const throttled = new Counter({
    name: 'throttled_attempts_total',
    help: 'Attempts refused by a limit: sign-in, second factor, member sign-in, locked pay password, request rate.',
    labelNames: ['kind'] as const,
    registers,
  });
  // Every known series from the start, so rate() and increase() see the first one.
  for (const kind of balanceRecordKinds) ledger.inc({ kind }, 0);
  for (const kind of throttleKinds) throttled.inc({ kind }, 0);

  return listen((signal) => {
    if (signal.type === 'ledger.written') ledger.inc({ kind: signal.kind }, signal.records);
    else if (signal.type === 'idempotency.replayed') replays.inc({ route: signal.route });
    else throttled.inc({ kind: signal.kind });
  });
}
