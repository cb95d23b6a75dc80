import type { Operation } from '../document';
import type { Parameter } from '../operation-parts';
import type { OperationExamples } from './collect';

/*
 * Puts an operation's examples where OpenAPI tools read them: `example` on
 * each parameter the call sent, on the request body's media type, and on
 * each answer's JSON. A query value travels as text; the example is the value
 * the parameter's schema describes (a comma list as its array).
 */

const parameterExample = (parameter: Parameter, request: OperationExamples['request']): unknown => {
  if (parameter.in === 'path') return request.params[parameter.name];
  if (parameter.in === 'header') return request.headers[parameter.name];
  const name = parameter.name.replace(/\[\]$/, '');
  const value = request.query[name];
  if (typeof value === 'string' && parameter.schema.type === 'array') return value.split(',');
  return value;
};

export const withExamples = (operation: Operation, examples: OperationExamples): Operation => {
  const parameters = operation.parameters?.map((parameter) => {
    const example = parameterExample(parameter, examples.request);
    return example === undefined ? parameter : { ...parameter, example };
  });
  const requestBody = operation.requestBody && {
    ...operation.requestBody,
    content: Object.fromEntries(
      Object.entries(operation.requestBody.content).map(([type, media]) => [
        type,
        examples.request.body === undefined ? media : { ...media, example: examples.request.body },
      ]),
    ),
  };
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, response]) => {
      const example = examples.responses[Number(status)];
      const json = response.content?.['application/json'];
      if (example === undefined || !json) return [status, response];
      return [status, { ...response, content: { ...response.content, 'application/json': { ...json, example } } }];
    }),
  );
  return {
    ...operation,
    ...(parameters && { parameters }),
    ...(requestBody && { requestBody }),
    responses,
  };
};
