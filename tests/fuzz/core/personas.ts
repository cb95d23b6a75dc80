import { answerProblems } from './answers';
import type { OpenApiIndex, Operation, Schema } from './openapi-index';

/*
 * The personas a run signs in as: their e-mails and the one documented
 * password, read from docs/scenarios.md's personas table, signed in through
 * the API's own sign-in operation (the one that takes an e-mail and a
 * password and declares Set-Cookie), the session kept as its cookie.
 */

export type Personas = { emails: string[]; password: string };

export const personasOf = (scenariosMarkdown: string): Personas => {
  const emails = [...scenariosMarkdown.matchAll(/^\| \d+ \| `\w+` \| `([^`]+@[^`]+)` \|/gm)].map((match) => match[1]!);
  const password = /password \*\*`([^`]+)`\*\*/.exec(scenariosMarkdown)?.[1];
  if (emails.length === 0 || !password) throw new Error('docs/scenarios.md lists no personas or no password');
  return { emails, password };
};

/** The operation that signs in with an e-mail and a password and sets the session cookie. */
const signInOperation = (index: OpenApiIndex): Operation => {
  const found = index.operations.find((operation) => {
    const schema = operation.body?.media.schema && index.resolve(operation.body.media.schema);
    const properties = (schema?.properties ?? {}) as Record<string, Schema>;
    const setsCookie = Object.entries(operation.answers).some(
      ([status, answer]) =>
        status.startsWith('2') && Object.keys(answer.headers ?? {}).some((name) => /^set-cookie$/i.test(name)),
    );
    return operation.method === 'POST' && 'email' in properties && 'password' in properties && setsCookie;
  });
  if (!found) throw new Error('The document has no sign-in operation (e-mail, password, Set-Cookie)');
  return found;
};

export type SignIn = { cookie?: string; problems: string[] };

export const signIn = async (
  index: OpenApiIndex,
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<SignIn> => {
  const operation = signInOperation(index);
  const response = await fetch(`${baseUrl}${operation.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const text = await response.text();
  const problems = answerProblems(index, operation, { status: response.status, headers: response.headers, text });
  const name = index.sessionCookie;
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => name !== undefined && pair.startsWith(`${name}=`) && pair !== `${name}=`);
  return { cookie: response.ok ? cookie : undefined, problems };
};
