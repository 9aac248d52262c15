// The bench's data: 100 000 rows shaped like the investment list (API.md), generated from the index so
// every run and every page sees the same values.
export interface BenchRow {
  id: number;
  user: string;
  project: string;
  amount: number;
  profit: number;
  rate: string;
  status: 'active' | 'settled';
  bank: string;
  remarks: string;
  created_at: string;
}

const projects = ['Gold Fund A', 'Silver Plan', 'Green Energy', 'Harbour Bond', 'Tech Growth'];
const banks = ['ICBC', 'Vietcombank', 'Bank Mandiri', 'HSBC', 'BCA'];
const start = Date.UTC(2026, 0, 1);

export function makeRows(count: number): BenchRow[] {
  const rows = new Array<BenchRow>(count);
  for (let index = 0; index < count; index++) {
    rows[index] = {
      id: index + 1,
      user: `member${(index * 7919) % 50_000}`,
      project: projects[index % projects.length]!,
      amount: ((index * 104_729) % 10_000_000) + 100,
      profit: (index * 3301) % 250_000,
      rate: `${(index % 40) / 4 + 1}`,
      status: index % 3 === 0 ? 'settled' : 'active',
      bank: banks[index % banks.length]!,
      remarks:
        index % 4 === 0
          ? `Reinvested from the matured position of order ${index + 1000}, as requested by the member`
          : '',
      created_at: new Date(start + index * 37_000).toISOString(),
    };
  }
  return rows;
}

export const ROW_COUNT = 100_000;
