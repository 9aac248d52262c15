import type { BalanceRecordKind } from '@app/contracts';

/** The refusals of the limits on guessing and on request rates (DESIGN.md §5). */
export const throttleKinds = [
  'sign_in',
  'two_factor',
  'member_sign_in',
  'pay_password',
  'rate_limit',
] as const;
export type ThrottleKind = (typeof throttleKinds)[number];

/** What the domain code reports for the operator's metrics, without knowing how they are kept. */
export type Signal =
  | { type: 'ledger.written'; kind: BalanceRecordKind; records: number }
  | { type: 'idempotency.replayed'; route: string }
  | { type: 'throttle.refused'; kind: ThrottleKind };

type Listener = (signal: Signal) => void;
const listeners = new Set<Listener>();

// The ledger is written inside services that hold a transaction, not an app, so signals are heard by
// every app of the process: in production one process is one app; a test that runs two apps in one
// process and reads their counters must expect each to hear both.
export function report(signal: Signal) {
  for (const listener of listeners) listener(signal);
}

/** Hears every signal of this process until the answered function is called. */
export function listen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
