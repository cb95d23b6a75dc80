import { describe, expect, it } from 'vitest';
import {
  ApiError,
  getChallenges,
  getErrorStatus,
  getFieldErrors,
  isApiError,
  isApiErrorKind,
  isHttpStatus,
} from '@/lib/api-errors';

const httpError = (status: number, data: unknown) => new ApiError({ kind: 'HTTP_ERROR', status, data });

describe('ApiError', () => {
  it('is an Error whose kind narrows to its own fields', () => {
    const error: unknown = new ApiError({ kind: 'PARSING_ERROR', status: 502, rawText: '<html>' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError' });
    if (!isApiError(error) || error.kind !== 'PARSING_ERROR') throw new Error('narrowing failed');
    expect([error.status, error.rawText]).toEqual([502, '<html>']);
  });

  it('keeps the cause', () => {
    const cause = new TypeError('fetch failed');
    expect(new ApiError({ kind: 'FETCH_ERROR' }, { cause }).cause).toBe(cause);
  });
});

describe('guards', () => {
  it('isApiError rejects look-alikes', () => {
    expect(isApiError({ kind: 'HTTP_ERROR', status: 500 })).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('isApiErrorKind and isHttpStatus match kind and status', () => {
    const unauthorised = httpError(401, {});
    expect(isApiErrorKind(unauthorised, 'HTTP_ERROR')).toBe(true);
    expect(isApiErrorKind(unauthorised, 'FETCH_ERROR')).toBe(false);
    expect(isHttpStatus(unauthorised, 401)).toBe(true);
    expect(isHttpStatus(unauthorised, 403)).toBe(false);
    expect(isHttpStatus(new ApiError({ kind: 'PARSING_ERROR', status: 401, rawText: '' }), 401)).toBe(false);
  });

  it('getErrorStatus is the answered status, if any', () => {
    expect(getErrorStatus(httpError(404, null))).toBe(404);
    expect(getErrorStatus(new ApiError({ kind: 'PARSING_ERROR', status: 200, rawText: '' }))).toBe(200);
    expect(getErrorStatus(new ApiError({ kind: 'TIMEOUT_ERROR', timeoutMs: 1 }))).toBeUndefined();
  });
});

describe('getFieldErrors', () => {
  it('reads data.errors, keeping text entries only', () => {
    const error = httpError(400, {
      errors: { email: 'Invalid email address', 'inspections.0.days': 'Too many', n: 3 },
    });
    expect(getFieldErrors(error)).toEqual({ email: 'Invalid email address', 'inspections.0.days': 'Too many' });
  });

  it('is empty when there is nothing to read', () => {
    expect(getFieldErrors(httpError(400, { errors: ['x'] }))).toEqual({});
    expect(getFieldErrors(httpError(500, 'text body'))).toEqual({});
    expect(getFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('getChallenges', () => {
  it("filters a 403's challenges to the two kinds, once each", () => {
    const error = httpError(403, {
      challenges: ['phone-verification', 'captcha', 'email-verification', 'phone-verification', 7],
    });
    expect(getChallenges(error)).toEqual(['phone-verification', 'email-verification']);
  });

  it('reads challenges only from a 403', () => {
    expect(getChallenges(httpError(401, { challenges: ['email-verification'] }))).toEqual([]);
    expect(getChallenges(httpError(403, { message: 'no' }))).toEqual([]);
    expect(getChallenges(undefined)).toEqual([]);
  });
});
