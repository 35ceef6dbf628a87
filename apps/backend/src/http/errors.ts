import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorResponse } from '@shop/contract';

/** Shopper-facing Czech texts of the error shape (`errors: [{ field, title }]`). */
export const errorTitles = {
  invalid: 'Neplatná hodnota',
  badRequest: 'Neplatný požadavek',
  notFound: 'Nenalezeno',
  unavailable: 'Služba je dočasně nedostupná',
  internal: 'Něco se porouchalo',
} as const;

export const errorBody = (title: string, field?: string): ErrorResponse => ({
  errors: [field === undefined ? { title } : { field, title }],
});

/** An error a service throws on purpose; the handler answers with its status and Czech title. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly title: string,
    readonly field?: string,
  ) {
    super(title);
  }
}
export const notFound = (field?: string) => new HttpError(404, errorTitles.notFound, field);

/** Maps every failure to the spec's error shape: 4xx for bad input, 500 (logged) for our faults. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_req, reply) => {
    void reply.code(404).send(errorBody(errorTitles.notFound));
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(errorBody(err.title, err.field));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = err.validationContext ?? 'request';
      const errors: ApiError[] = err.validation.map((v) => {
        // "/perPage" -> "perPage"; a whole-object issue (refine on the root) names the part instead.
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
        return { field, title: errorTitles.invalid };
      });
      return reply.code(400).send({ errors: errors.length ? errors : [{ title: errorTitles.invalid }] });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large …
      return reply
        .code(status)
        .send(errorBody(status === 404 ? errorTitles.notFound : errorTitles.badRequest));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody(errorTitles.internal));
  });
}
