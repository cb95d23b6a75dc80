import { describe, expect, it } from 'vitest';
import { resolveReturnPath } from '@/lib/session/return-path';

describe('the return path after sign-in (spec section 2)', () => {
  it.each([
    ['/settings/users', '/settings/users'],
    ['/listings?page=2&sort=createdFirst', '/listings?page=2&sort=createdFirst'],
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['/auth', '/'],
    ['/auth/signup/agent', '/'],
    ['//evil.example/path', '/'],
    ['https://evil.example/', '/'],
  ])('%s gives %s', (stored, expected) => {
    expect(resolveReturnPath(stored)).toBe(expected);
  });
});
