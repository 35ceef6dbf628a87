import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressCheckBody,
  addressCheckResponse,
  addressNoticeCodes,
  addressSuggestQuery,
  addressSuggestResponse,
  errorCodes,
  errorResponse,
  type AddressNotice,
} from '@shop/contract';
import { addressNoticeTexts, format, type AddressNotice as RuleNotice } from '@shop/rules';
import { errorTexts } from '../../../http/error-texts.ts';
import { HttpError } from '../../../http/errors.ts';
import { throttle } from '../../../http/throttle.ts';
import {
  AddressCheckUnavailable,
  type AddressChecker,
} from '../../../integrations/address-check/address-checker.ts';

/** Per shopper's address: typing a town and a postcode asks a few times a field (the storefront waits for a pause). */
export const ADDRESS_CHECKS = { max: 300, windowMs: 5 * 60 * 1000 } as const;

/** The fields' Czech labels, for `{input}` of the notices' Czech titles (clients put in their own). */
const FIELD_LABELS: Record<AddressNotice['field'], string> = {
  street: 'Ulice',
  houseNumber: 'Číslo popisné',
  city: 'Obec',
  postcode: 'PSČ',
};

const notice = (n: RuleNotice): AddressNotice => ({
  code: addressNoticeCodes[n.level],
  field: n.field,
  title: format(addressNoticeTexts[n.level], { input: FIELD_LABELS[n.field] }),
  level: n.level,
});

/**
 * The address forms check and complete the town and postcode while the shopper types: towns for a
 * typed town or postcode, and the notices of the whole address (never a refusal of it).
 */
export const addressCheckRoutes: FastifyPluginAsyncZod<{ checker: AddressChecker }> = async (
  app,
  { checker },
) => {
  const limit = throttle(app, [{ name: 'address-check', ...ADDRESS_CHECKS }]);
  const unavailable = (err: unknown, log: { warn: (o: object, m: string) => void }): never => {
    if (!(err instanceof AddressCheckUnavailable)) throw err;
    log.warn({ err }, 'address check unavailable');
    throw new HttpError(
      503,
      errorTexts[errorCodes.addressCheckDown].cs,
      undefined,
      errorCodes.addressCheckDown,
    );
  };

  app.get(
    '/api/v1/address-check/suggest',
    {
      onRequest: limit,
      schema: {
        tags: ['store'],
        summary:
          'Towns while the shopper types an address: by the start of the town (city, 2 letters or more; case and diacritics aside) or of the postcode (3 digits or more), best first, each with a postcode; none for a country without data (ADDRESS_CHECK)',
        querystring: addressSuggestQuery,
        response: { 200: addressSuggestResponse, 400: errorResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async (req) => {
      const { country, city, postcode } = req.query;
      const data = await (
        postcode
          ? checker.townsOfPostcode(country, postcode)
          : city
            ? checker.suggestTowns(country, city)
            : Promise.resolve([])
      ).catch((err: unknown) => unavailable(err, req.log));
      return { data };
    },
  );

  app.post(
    '/api/v1/address-check',
    {
      onRequest: limit,
      schema: {
        tags: ['store'],
        summary:
          "The address-verification service's notices of an address: per field an error ('Pole {input} nebylo vyplněno správně': a postcode not of 5 digits, a malformed street or house number) or a warning ('Ujistěte se, že pole {input} je vyplněno správně': an unknown town or postcode, a town and postcode that do not fit); the shopper may keep either. Streets are checked by format only. 503 address.checkDown ('Něco se porouchalo') when the service cannot answer",
        body: addressCheckBody,
        response: { 200: addressCheckResponse, 400: errorResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async (req) => {
      const found = await checker.check(req.body).catch((err: unknown) => unavailable(err, req.log));
      return { data: { notices: found.map(notice) } };
    },
  );
};
