// The report of a CSV import the server refused.
export const rowImportZhCn = {
  rowImport: {
    // The modes of spec §9 for rows the server keeps: covering updates the rows whose key the file names.
    insertTop: '导入新增行',
    covering: '导入并更新已有行',
    refusedTitle: '导入失败，未写入任何数据',
    refusedHint: '以下行未通过校验。请在文件中改正后重新导入。',
    row: '行',
    rowNumber: '第 {{row}} 行',
    wholeFile: '整个文件',
    column: '列',
    problem: '原因',
  },
};
export type RowImportMessages = typeof rowImportZhCn;
