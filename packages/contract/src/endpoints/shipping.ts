import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import { regionsQuery, regionsResponse } from '../regions.ts';
import { shippersResponse } from '../shipping.ts';
import {
  branchesQuery,
  branchesResponse,
  pickupPointParams,
  pickupPointResponse,
  pickupPointsResponse,
} from '../store.ts';

/** Shippers, the shop's branches, the carriers' pickup points and the regions they are listed by. */
export const shippingApi = {
  shippers: endpoint.get('/api/v1/shippers', {
    tags: ['store'],
    summary: 'Shippers with list prices in x-currency, delivery dates and blocked payments',
    response: { 200: shippersResponse, 400: errorResponse },
  }),
  branches: endpoint.get('/api/v1/branches', {
    tags: ['store'],
    summary:
      "The shop's own branches (personal pick-up), optionally by ids (keys=1,2); with shipper_id, that network's pickup points matching s (and region), in the countries the shop lists pickup points in",
    querystring: branchesQuery,
    response: { 200: z.union([pickupPointsResponse, branchesResponse]), 400: errorResponse },
  }),
  pickupPoint: endpoint.get('/api/v1/shippers/:shipperId/branches/remoteId/:remoteId', {
    tags: ['store'],
    summary: 'A pickup point by its network id',
    params: pickupPointParams,
    response: { 200: pickupPointResponse, 400: errorResponse, 404: errorResponse },
  }),
  regions: endpoint.get('/api/v1/regions', {
    tags: ['store'],
    summary: 'Regions of the Czech Republic (14) and Slovakia (8), optionally of one country',
    querystring: regionsQuery,
    response: { 200: regionsResponse, 400: errorResponse },
  }),
};
