import type { TFunction } from 'i18next';
import type { ServerEvent, ServerEventType } from '../../../api/server-events.ts';
import { formatAmount } from '../../../components/money/index.ts';

const SHORT_JSON = 80;

/** The value at a path of an object the server sent, whose shape the page does not trust. */
function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const word = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
const count = (value: unknown) => (typeof value === 'number' ? value : word(value));
const money = (value: unknown) => (typeof value === 'number' ? formatAmount(value) : undefined);

// A count stays a number: i18next picks a text's form for one (`_one`) only from a number.
type Values = Record<string, string | number | undefined>;

const summaries: Record<ServerEventType, (data: unknown, t: TFunction) => [string, Values]> = {
  'investment.created': (data) => [
    'investmentCreated',
    {
      name: word(at(data, 'user', 'name')),
      project: word(at(data, 'project', 'name')),
      amount: money(at(data, 'amount')),
    },
  ],
  'investment.settled': (data) => ['investmentSettled', { count: count(at(data, 'count')) }],
  'withdrawal.created': (data) => [
    'withdrawalCreated',
    { name: word(at(data, 'user', 'name')), amount: money(at(data, 'amount')) },
  ],
  'withdrawal.reviewed': (data, t) => {
    const status = word(at(data, 'status'));
    return [
      'withdrawalReviewed',
      {
        name: word(at(data, 'user', 'name')),
        amount: money(at(data, 'amount')),
        status: status && t(`demoTools.websocket.reviewStatuses.${status}`, { defaultValue: status }),
      },
    ];
  },
};

/** One line about an event for the list; the start of its JSON when the data is not as expected. */
export function summarizeEvent(event: ServerEvent, t: TFunction): string {
  const [key, values] = summaries[event.type](event.data, t);
  if (Object.values(values).every((value) => value !== undefined))
    return t(`demoTools.websocket.summary.${key}`, values);
  const json = JSON.stringify(event.data) ?? '';
  return json.length > SHORT_JSON ? `${json.slice(0, SHORT_JSON)}…` : json;
}
