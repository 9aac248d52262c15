import { describe, expect, it } from 'vitest';
import { refusedRows } from './use-row-import.tsx';

const titles = { code: 'Currency code', name: 'Currency name' };

describe("an import's refusal as the file's rows", () => {
  it('names each refused row by its number in the file and each field by its column, in file order', () => {
    // Rows sent 0, 1 and 2 were the file's rows 2, 4 and 5 (a blank line was row 3).
    const errors = {
      'rows.2.name': ['This field is required'],
      'rows.0.code': ['This value is already taken', 'Enter a three-letter ISO 4217 code'],
    };
    expect(refusedRows(errors, [2, 4, 5], titles)).toEqual([
      {
        row: 2,
        column: 'Currency code',
        messages: ['This value is already taken', 'Enter a three-letter ISO 4217 code'],
      },
      { row: 5, column: 'Currency name', messages: ['This field is required'] },
    ]);
  });

  it('says the whole file when the refusal is of the file itself (too many rows), and keeps unknown fields', () => {
    const errors = {
      rows: ['An import takes at most 1,000 rows: split the file'],
      'rows.1.kind': ['Choose payment or transfer'],
    };
    expect(refusedRows(errors, [2, 3], titles)).toEqual([
      { row: null, column: '', messages: ['An import takes at most 1,000 rows: split the file'] },
      { row: 3, column: 'kind', messages: ['Choose payment or transfer'] },
    ]);
  });
});
