import { describe, expect, it } from 'vitest';
import { initialFormState, serverFieldErrors } from '@/lib/forms/form-state';
import { textFields } from '@/lib/forms/form-data';

describe('textFields (what a form posted to its Server Action)', () => {
  it('keeps the named text fields only: no files, no framework fields, no unknown names', () => {
    const data = new FormData();
    data.append('name', 'Ana');
    data.append('phone', '');
    data.append('$ACTION_REF_1', '');
    data.append('admin', 'yes');
    data.append('message', new File(['x'], 'm.txt'));
    expect(textFields(data, ['name', 'phone', 'message', 'website'])).toEqual({
      name: 'Ana',
      phone: '',
    });
  });
});

describe('serverFieldErrors', () => {
  it('gives react-hook-form the answer’s errors, and nothing when there are none', () => {
    expect(serverFieldErrors(initialFormState)).toBeUndefined();
    expect(
      serverFieldErrors({ status: 'invalid', fieldErrors: { phone: 'required' }, values: {} }),
    ).toEqual({ phone: { type: 'server', message: 'required' } });
  });
});
