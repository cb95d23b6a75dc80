import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from '../contract';
import { ERROR_STATUSES } from '../contract/schemas/envelope';
import packageJson from '../package.json' with { type: 'json' };

type Operation = { responses?: Record<string, unknown> };
type Document = ReturnType<typeof generateOpenApi>;
type SharedResponses = NonNullable<NonNullable<Document['components']>['responses']>;

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * ts-rest inlines the common error responses into every operation, which
 * makes the document a megabyte of repetition. Each error status is the same
 * everywhere (commonResponses), so it is hoisted once into
 * components.responses and referenced.
 */
const hoistCommonErrors = (document: Document): Document => {
  const shared: SharedResponses = {};
  for (const pathItem of Object.values(document.paths) as Record<string, Operation | undefined>[]) {
    for (const method of HTTP_METHODS) {
      const responses = pathItem[method]?.responses;
      if (!responses) continue;
      for (const status of ERROR_STATUSES) {
        const response = responses[String(status)];
        if (!response) continue;
        const name = `Error${status}`;
        shared[name] ??= response as SharedResponses[string];
        responses[String(status)] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  return { ...document, components: { ...document.components, responses: shared } };
};

/** The OpenAPI document generated from the one contract. */
export const buildOpenApiDocument = () =>
  hoistCommonErrors(
    generateOpenApi(
      contract,
      {
        info: {
          title: 'OfferDesk API',
          version: packageJson.version,
          description:
            'Generated from the ts-rest contract in contract/. Successes are { success: true, body }; failures are a non-2xx status with { success: false, message, errors?, challenges? }. Sessions are cookie-based.',
        },
        servers: [{ url: '/' }],
      },
      { setOperationId: 'concatenated-path', jsonQuery: false },
    ) as Document,
  );
