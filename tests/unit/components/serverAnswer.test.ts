import { describe, expect, it } from 'vitest';
import { readAnswer } from '@/components/forms/serverAnswer';

const photos = ['image_1', 'image_2', 'image_3', 'image_4'];

describe('readAnswer', () => {
  it('is sent on 2xx and limited on 429', () => {
    expect(readAnswer(201, null)).toEqual({ status: 'sent', fieldErrors: {} });
    expect(readAnswer(429, { message: 'x' })).toEqual({ status: 'limited', fieldErrors: {} });
  });

  it('marks the fields a 422 names, leaving out whole-form errors', () => {
    expect(
      readAnswer(422, { message: 'x', errors: { phone: 'required', _form: 'invalid' } }),
    ).toEqual({ status: 'invalid', fieldErrors: { phone: 'required' } });
  });

  it('is a general error when a 422 names no field the form can mark', () => {
    expect(readAnswer(422, { message: 'x' })).toEqual({ status: 'error', fieldErrors: {} });
    expect(readAnswer(422, { errors: { _form: 'invalid' } }).status).toBe('error');
    expect(readAnswer(422, 'not json').status).toBe('error');
  });

  it('puts a 413 or 415 about one photo in that slot', () => {
    expect(readAnswer(415, { message: 'x', field: 'image_3' }, photos)).toEqual({
      status: 'invalid',
      fieldErrors: { image_3: 'fileType' },
    });
    expect(readAnswer(413, { message: 'x', field: 'image_1' }, photos)).toEqual({
      status: 'invalid',
      fieldErrors: { image_1: 'fileTooLarge' },
    });
  });

  it('is a general error for a 413/415 without a known photo field', () => {
    expect(readAnswer(413, { message: 'x' }, photos).status).toBe('error');
    expect(readAnswer(415, { field: 'name' }, photos).status).toBe('error');
    expect(readAnswer(415, { field: 'image_3' }).status).toBe('error');
  });

  it('is a general error for other failures', () => {
    expect(readAnswer(502, null).status).toBe('error');
    expect(readAnswer(400, { field: 'image_2' }, photos).status).toBe('error');
  });
});
