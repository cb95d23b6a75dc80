import type { Answer, Media, OpenApiIndex, Operation } from './openapi-index';

/*
 * Whether an answer is one the document declares: its status among the
 * operation's (exact, a range such as 4XX, or default), its body valid
 * against the declared media type's schema, and its declared headers present
 * when required and valid when present.
 */

export type Received = { status: number; headers: Headers; text: string };

const declaredAnswer = (operation: Operation, status: number): Answer | undefined =>
  operation.answers[String(status)] ?? operation.answers[`${String(status)[0]}XX`] ?? operation.answers.default;

const mediaFor = (answer: Answer, contentType: string): Media | undefined => {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const content = answer.content ?? {};
  return content[type] ?? content[`${type.split('/')[0]}/*`] ?? content['*/*'];
};

const headerValues = (headers: Headers, name: string): string[] =>
  name.toLowerCase() === 'set-cookie' ? headers.getSetCookie() : headers.has(name) ? [headers.get(name)!] : [];

/** What is wrong with the answer, if anything, one line per problem. */
export const answerProblems = (index: OpenApiIndex, operation: Operation, received: Received): string[] => {
  const problems: string[] = [];
  if (received.status >= 500) problems.push(`server error ${received.status}: ${received.text.slice(0, 200)}`);
  const answer = declaredAnswer(operation, received.status);
  if (!answer) return [...problems, `status ${received.status} is not declared`];
  if (received.text !== '') {
    const media = mediaFor(answer, received.headers.get('content-type') ?? '');
    if (!media)
      problems.push(`a ${received.status} with a body of type ${received.headers.get('content-type')} is not declared`);
    else if (media.schema) {
      let body: unknown;
      try {
        body = JSON.parse(received.text);
      } catch {
        problems.push(`the ${received.status} body is not JSON`);
      }
      const validate = index.validator(media.schema);
      if (body !== undefined && !validate(body))
        problems.push(`the ${received.status} body does not match its schema: ${index.errorText(validate)}`);
    }
  }
  for (const [name, header] of Object.entries(answer.headers ?? {})) {
    const values = headerValues(received.headers, name);
    if (values.length === 0 && header.required) problems.push(`the ${received.status} lacks its header ${name}`);
    const validate = header.schema && index.parameterValidator(header.schema);
    for (const value of values)
      if (validate && !validate(value))
        problems.push(`header ${name}: ${JSON.stringify(value)} does not match its schema`);
  }
  return problems;
};
