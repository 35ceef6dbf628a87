import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorCodes, lookupApi } from '@shop/contract';
import { routeOf } from '../../../http/contract-routes.ts';
import { errorTexts } from '../../../http/error-texts.ts';
import { HttpError } from '../../../http/errors.ts';
import {
  CompanyRegistryUnavailable,
  type CompanyRegistry,
} from '../../../integrations/company-registry/company-registry.ts';

/** The business checkout fills company name, DIČ and address from the IČO the shopper types. */
export const companyLookupRoutes: FastifyPluginAsyncZod<{ registry: CompanyRegistry }> = async (
  app,
  { registry },
) => {
  app.route({
    ...routeOf(lookupApi.company),
    handler: async (req) => {
      // The schema has already checked the format and the check digit: here only "not registered" is left.
      const found = await registry.findByIco(req.query.ico).catch((err: unknown) => {
        if (!(err instanceof CompanyRegistryUnavailable)) throw err;
        req.log.warn({ err }, 'company register unavailable');
        throw new HttpError(
          503,
          errorTexts[errorCodes.companyRegisterDown].cs,
          'ico',
          errorCodes.companyRegisterDown,
        );
      });
      if (!found)
        throw new HttpError(
          404,
          errorTexts[errorCodes.companyNotFound].cs,
          'ico',
          errorCodes.companyNotFound,
        );
      return { data: found };
    },
  });
};
