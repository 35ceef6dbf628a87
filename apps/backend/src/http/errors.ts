import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeOfStatus, errorCodes, type ApiError, type ErrorResponse } from '@shop/contract';
import { answerErrorsInRequestLocale } from './error-language.ts';
import { errorTexts } from './error-texts.ts';

/** Czech titles of the refusals that have no reason of their own (`errors: [{ code, field, title }]`). */
export const errorTitles = {
  invalid: errorTexts[errorCodes.invalid].cs,
  badRequest: errorTexts[errorCodes.badRequest].cs,
  notFound: errorTexts[errorCodes.notFound].cs,
  unavailable: errorTexts[errorCodes.unavailable].cs,
  internal: errorTexts[errorCodes.internal].cs,
} as const;

export const errorBody = (code: string, title: string, field?: string): ErrorResponse => ({
  errors: [field === undefined ? { code, title } : { code, field, title }],
});

/**
 * An error a service throws on purpose; the handler answers with its status, code and Czech title
 * (the error catalogue's text of the code, where it has one).
 * Without a code of its own it carries the one its status says.
 */
export class HttpError extends Error {
  readonly code: string;
  constructor(
    readonly statusCode: number,
    readonly title: string,
    readonly field?: string,
    code?: string,
  ) {
    super(title);
    this.code = code ?? errorCodeOfStatus(statusCode);
  }
}
export const notFound = (field?: string) => new HttpError(404, errorTitles.notFound, field);

/** A form refused with a message per field (422): every field's message at once, in form order. */
export class FieldsRefused extends Error {
  readonly statusCode = 422;
  readonly errors: ApiError[];
  constructor(fields: Partial<Record<string, string>>, code: string = errorCodes.invalid) {
    const errors = Object.entries(fields).flatMap(([field, title]) =>
      title ? [{ code, field, title }] : [],
    );
    super(errors.map((e) => `${e.field}: ${e.title}`).join('; '));
    this.errors = errors;
  }
}

/** Throws FieldsRefused when a rule found anything. */
export function refuseFields(fields: Partial<Record<string, string>>): void {
  if (Object.values(fields).some(Boolean)) throw new FieldsRefused(fields);
}

/**
 * Maps every failure to the error shape: 4xx for bad input, 500 (logged) for our faults. Titles are
 * Czech here; shoppers get them in their locale on the way out.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  answerErrorsInRequestLocale(app);
  app.setNotFoundHandler((_req, reply) => {
    void reply.code(404).send(errorBody(errorCodes.notFound, errorTitles.notFound));
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(errorBody(err.code, err.title, err.field));
    }
    if (err instanceof FieldsRefused) return reply.code(422).send({ errors: err.errors });
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = err.validationContext ?? 'request';
      const errors: ApiError[] = err.validation.map((v) => {
        // "/perPage" -> "perPage"; a whole-object issue (refine on the root) names the part instead.
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
        return { code: errorCodes.invalid, field, title: errorTitles.invalid };
      });
      return reply.code(400).send({
        errors: errors.length ? errors : [{ code: errorCodes.invalid, title: errorTitles.invalid }],
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large …
      if (status === 404) return reply.code(404).send(errorBody(errorCodes.notFound, errorTitles.notFound));
      const code = status === 429 ? errorCodes.tooManyRequests : errorCodes.badRequest;
      return reply.code(status).send(errorBody(code, errorTitles.badRequest));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody(errorCodes.internal, errorTitles.internal));
  });
}
