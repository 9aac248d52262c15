import type { RowImportMessages } from '../zh-cn/row-import.ts';

export const rowImportVn: RowImportMessages = {
  rowImport: {
    insertTop: 'Nhập thành dòng mới',
    covering: 'Nhập, cập nhật dòng đã có',
    refusedTitle: 'Chưa nhập dữ liệu nào',
    refusedHint: 'Các dòng sau bị từ chối. Hãy sửa chúng trong tệp rồi nhập lại.',
    row: 'Dòng',
    rowNumber: 'Dòng {{row}}',
    wholeFile: 'Cả tệp',
    column: 'Cột',
    problem: 'Lý do',
  },
};
