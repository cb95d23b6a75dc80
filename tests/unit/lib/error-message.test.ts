import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import { describeError, getErrorMessage, getErrorTitle } from '@/lib/error-message';

const GENERIC = 'Something went wrong. Please try again later.';
const httpError = (status: number, data: unknown, fallbackMessage?: string) =>
  new ApiError({ kind: 'HTTP_ERROR', status, data, fallbackMessage });

describe('getErrorMessage: the resolution order of spec section 8, step by step', () => {
  // Every source present; each case removes the winner of the previous one.
  const all = { msg: 'from msg', message: 'from message', error: 'from error' };

  it('1. data.msg comes first', () => {
    expect(getErrorMessage(httpError(400, all, 'Failed to update user'), 'caller')).toBe('from msg');
  });

  it('2. then data.message', () => {
    const { msg: _msg, ...data } = all;
    expect(getErrorMessage(httpError(400, data, 'Failed to update user'), 'caller')).toBe('from message');
  });

  // Steps 1, 2 and 4 read an HTTP_ERROR's data and step 3 never reads an
  // ApiError, so 3 is what an error the app threw itself resolves to.
  it("3. then the error's own message, for an error the app threw", () => {
    const thrown = new Error('We are missing your phone number, please go to your settings and update it!');
    expect(getErrorMessage(thrown, 'caller')).toBe(thrown.message);
  });

  it("3. but never an ApiError's own message, which is a diagnostic", () => {
    const error = httpError(400, { error: 'from error' });
    expect(error.message).toBe('Request failed with status 400');
    expect(getErrorMessage(error)).toBe('from error');
  });

  it('4. then data.error', () => {
    expect(getErrorMessage(httpError(400, { error: 'from error' }, 'Failed to update user'), 'caller')).toBe(
      'from error',
    );
  });

  it("5. then, for a 403, 'You are not authorized to perform this action'", () => {
    expect(getErrorMessage(httpError(403, { success: false }, 'Failed to fetch agents'), 'caller')).toBe(
      'You are not authorized to perform this action',
    );
  });

  it("6. then the route's failure message, stored when success was false", () => {
    expect(getErrorMessage(httpError(200, { success: false }, 'Failed to fetch agents'), 'caller')).toBe(
      'Failed to fetch agents',
    );
  });

  it('7. then the fallback argument', () => {
    expect(getErrorMessage(httpError(500, { success: false }), 'Failed to make request')).toBe(
      'Failed to make request',
    );
  });

  it('8. else the generic sentence', () => {
    expect(getErrorMessage(httpError(500, { success: false }))).toBe(GENERIC);
  });

  it('skips blank and non-text values at every step', () => {
    const data = { msg: '  ', message: 42, error: { nested: 'no' } };
    expect(getErrorMessage(httpError(400, data, ''), ' ')).toBe(GENERIC);
    expect(getErrorMessage(new Error(''))).toBe(GENERIC);
  });

  it('a 403 with a message shows the message', () => {
    expect(getErrorMessage(httpError(403, { message: 'Only the account admin can do this' }))).toBe(
      'Only the account admin can do this',
    );
  });
});

describe('getErrorMessage for the kinds without response data', () => {
  it('FETCH_ERROR: the browser wording is not shown; the fallback, else the generic sentence', () => {
    const error = new ApiError({ kind: 'FETCH_ERROR' }, { cause: new TypeError('Failed to fetch') });
    expect(error.message).toBe('Failed to fetch');
    expect(getErrorMessage(error)).toBe(GENERIC);
    expect(getErrorMessage(error, 'Failed to make request')).toBe('Failed to make request');
  });

  it('TIMEOUT_ERROR: the generic sentence', () => {
    expect(getErrorMessage(new ApiError({ kind: 'TIMEOUT_ERROR', timeoutMs: 15_000 }))).toBe(GENERIC);
  });

  it('PARSING_ERROR: never the raw text', () => {
    const error = new ApiError({ kind: 'PARSING_ERROR', status: 200, rawText: '<html>oops</html>' });
    expect(getErrorMessage(error)).toBe(GENERIC);
  });

  it('anything that is not an error: the generic sentence', () => {
    expect(getErrorMessage(undefined)).toBe(GENERIC);
    expect(getErrorMessage('a thrown string')).toBe(GENERIC);
  });
});

describe('describeError', () => {
  it("a 403 without a message: 'Access denied' / 'You are not authorized to perform this action'", () => {
    expect(describeError(httpError(403, { success: false }, 'Failed to fetch agents'))).toEqual({
      title: 'Access denied',
      message: 'You are not authorized to perform this action',
    });
  });

  it('a 403 keeps its title when the server explains itself', () => {
    expect(describeError(httpError(403, { message: 'Verify your e-mail first' }))).toEqual({
      title: 'Access denied',
      message: 'Verify your e-mail first',
    });
  });

  it('other errors have no title', () => {
    expect(describeError(httpError(422, { message: 'Bad price' }))).toEqual({ message: 'Bad price' });
    expect(getErrorTitle(httpError(401, {}))).toBeUndefined();
  });
});
