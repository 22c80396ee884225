import { describe, expect, it } from 'vitest';
import { parseJson } from '../src/json.ts';

describe('parseJson', () => {
  it('reads a chosen option and a favorites list', () => {
    expect(parseJson('{"label":"Brasil","value":"BR"}')).toEqual({ label: 'Brasil', value: 'BR' });
    expect(parseJson('[{"id":1}]')).toEqual([{ id: 1 }]);
  });

  it('tells text that is not JSON apart from JSON null', () => {
    expect(parseJson('São Paulo')).toBeUndefined();
    expect(parseJson('')).toBeUndefined();
    expect(parseJson('null')).toBeNull();
  });
});
