/**
 * An RFC 4180 reader for the tests, written apart from the writer it checks: a character-level
 * state machine (quoted fields, doubled quotes, CRLF or LF line ends, a final line end optional).
 * Throws on a quote inside an unquoted field or after a closing quote, and on an unclosed quote.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let state: 'start' | 'plain' | 'quoted' | 'quote-in-quoted' = 'start';
  const endField = () => {
    record.push(field);
    field = '';
    state = 'start';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    switch (state) {
      case 'start':
      case 'plain':
        if (ch === '"') {
          if (state === 'plain') throw new Error(`quote inside an unquoted field at ${i}`);
          state = 'quoted';
        } else if (ch === ',') endField();
        else if (ch === '\n') endRecord();
        else if (ch === '\r' && text[i + 1] === '\n') {
          endRecord();
          i += 1;
        } else {
          field += ch;
          state = 'plain';
        }
        break;
      case 'quoted':
        if (ch === '"') state = 'quote-in-quoted';
        else field += ch;
        break;
      case 'quote-in-quoted':
        if (ch === '"') {
          field += '"';
          state = 'quoted';
        } else if (ch === ',') endField();
        else if (ch === '\n') endRecord();
        else if (ch === '\r' && text[i + 1] === '\n') {
          endRecord();
          i += 1;
        } else throw new Error(`text after a closing quote at ${i}`);
        break;
    }
  }
  if (state === 'quoted') throw new Error('unclosed quote');
  if (field !== '' || record.length > 0 || state !== 'start') endRecord();
  return records;
}
