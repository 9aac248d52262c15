/** The records of an RFC 4180 text (quoted fields may hold commas, line breaks and doubled quotes). */
export function records(text: string): string[][] {
  const out: string[][] = [];
  let record: string[] = [];
  const field = /"((?:[^"]|"")*)"|([^,\n"]*)/y;
  for (let at = 0; at < text.length; at++) {
    field.lastIndex = at;
    const match = field.exec(text)!;
    record.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : match[2]!);
    at = field.lastIndex;
    if (text[at] !== ',') {
      out.push(record);
      record = [];
    }
  }
  return out;
}

/** An export's body (after its byte-order mark) as its header and its rows. */
export function csvTable(body: string): { header: string[]; rows: string[][] } {
  const [header = [], ...rows] = records(body.replace(/^\uFEFF/, ''));
  return { header, rows };
}
