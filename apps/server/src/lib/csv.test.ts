import { describe, expect, it } from 'vitest';
import { csvField } from './csv.ts';

describe('csvField', () => {
  it('quotes only what needs it and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField(true)).toBe('true');
  });
  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-2 degrees')).toBe("'-2 degrees");
  });
});
