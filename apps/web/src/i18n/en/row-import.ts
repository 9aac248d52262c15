import type { RowImportMessages } from '../zh-cn/row-import.ts';

export const rowImportEn: RowImportMessages = {
  rowImport: {
    insertTop: 'Import as new rows',
    covering: 'Import, updating existing rows',
    refusedTitle: 'Nothing was imported',
    refusedHint: 'These rows were refused. Correct them in the file and import it again.',
    row: 'Row',
    rowNumber: 'Row {{row}}',
    wholeFile: 'Whole file',
    column: 'Column',
    problem: 'Problem',
  },
};
