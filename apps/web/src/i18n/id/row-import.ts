import type { RowImportMessages } from '../zh-cn/row-import.ts';

export const rowImportId: RowImportMessages = {
  rowImport: {
    insertTop: 'Impor sebagai baris baru',
    covering: 'Impor, perbarui baris yang ada',
    refusedTitle: 'Tidak ada yang diimpor',
    refusedHint: 'Baris berikut ditolak. Perbaiki di berkas lalu impor lagi.',
    row: 'Baris',
    rowNumber: 'Baris {{row}}',
    wholeFile: 'Seluruh berkas',
    column: 'Kolom',
    problem: 'Masalah',
  },
};
