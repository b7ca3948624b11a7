import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessages } from '../testing/field-messages';
import { formBooleanField, optionalTextField, passwordField, requiredTextField } from './fields';
import { formDefaults, toFormField, withPasswordConfirmation } from './form';

const signUp = z.object({
  name: requiredTextField('Name is required', 50),
  nickname: optionalTextField(50),
  age: z.union([z.number(), z.string()]),
  password: passwordField(),
  news: z.boolean().default(true),
  terms: z.boolean(),
  contact: formBooleanField().optional(),
});

describe('form starting values', () => {
  it('are read from the schema: defaults, unticked boxes and blank text', () => {
    expect(formDefaults(signUp)).toEqual({
      name: '',
      nickname: '',
      age: '',
      password: '',
      news: true,
      terms: false,
      contact: false,
    });
  });

  it('take what a loaded record gives, blank for its nulls, and ignore the rest', () => {
    const record = { name: 'Ana', nickname: null, news: false, id: 4, role: 'applicant' };
    expect(formDefaults(signUp, record)).toEqual({
      ...formDefaults(signUp),
      name: 'Ana',
      news: false,
    });
  });

  it('see through a confirmation and a transform of the whole form', () => {
    const form = withPasswordConfirmation(signUp, 'password');
    expect(Object.keys(formDefaults(form))).toEqual([
      ...Object.keys(signUp.shape),
      'confirm_password',
    ]);
  });
});

describe('password confirmation', () => {
  const form = withPasswordConfirmation(signUp, 'password');
  const filled = {
    ...formDefaults(form),
    name: 'Ana',
    age: 15,
    password: 'summer2026',
    confirm_password: 'summer2026',
    terms: true,
  };

  it('yields the payload without the confirmation', () => {
    expect(form.parse(filled)).toEqual({
      name: 'Ana',
      nickname: null,
      age: 15,
      password: 'summer2026',
      news: true,
      terms: true,
      contact: false,
    });
  });

  it('says "Passwords do not match" under the confirmation, even while other fields are wrong', () => {
    const result = form.safeParse({ ...filled, name: '', confirm_password: 'summer2027' });
    expect(fieldMessages(result)).toEqual({
      name: 'Name is required',
      confirm_password: 'Passwords do not match',
    });
  });
});

describe('server field errors', () => {
  const values = formDefaults(signUp);

  it('land on the input of the same name, nested paths on their top-level input', () => {
    expect(toFormField(values, 'nickname')).toBe('nickname');
    expect(toFormField(values, 'name.first')).toBe('name');
  });

  it('land nowhere when the form has no such input', () => {
    expect(toFormField(values, 'job_id')).toBeUndefined();
    expect(toFormField(values, 'toString')).toBeUndefined();
    expect(toFormField(values, '')).toBeUndefined();
    expect(toFormField(values, undefined)).toBeUndefined();
  });
});
