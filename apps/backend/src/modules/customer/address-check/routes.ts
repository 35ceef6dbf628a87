import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressNoticeCodes, errorCodes, lookupApi, type AddressNotice } from '@shop/contract';
import { addressNoticeTexts, format, type AddressNotice as RuleNotice } from '@shop/rules';
import { routeOf } from '../../../http/contract-routes.ts';
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

  app.route({
    ...routeOf(lookupApi.suggestTowns),
    onRequest: limit,
    handler: async (req) => {
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
  });

  app.route({
    ...routeOf(lookupApi.checkAddress),
    onRequest: limit,
    handler: async (req) => {
      const found = await checker.check(req.body).catch((err: unknown) => unavailable(err, req.log));
      return { data: { notices: found.map(notice) } };
    },
  });
};
