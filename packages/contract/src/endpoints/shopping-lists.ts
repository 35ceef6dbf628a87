import { WISHLIST_CODE } from '@shop/rules';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  shoppingListBody,
  shoppingListCodeParams,
  shoppingListIdParams,
  shoppingListItemBody,
  shoppingListItemParams,
  shoppingListResponse,
  shoppingListsResponse,
} from '../shopping-lists.ts';

const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 422: errorResponse };
const noContent = z.null().describe('No content');

/** The customer's shopping lists and wish list, by id or (the wish list) by code. */
export const shoppingListApi = {
  lists: endpoint.get('/api/v1/user/shopping-lists', {
    tags: ['store'],
    summary: 'The customer’s shopping lists with their item counts, the wish list first',
    response: { 200: shoppingListsResponse, 401: errorResponse },
  }),
  create: endpoint.post('/api/v1/user/shopping-lists', {
    tags: ['store'],
    summary: 'Make a shopping list with a name (422: empty or long name, too many lists)',
    body: shoppingListBody,
    response: { 200: shoppingListResponse, ...failures },
  }),
  byCode: endpoint.get('/api/v1/user/shopping-lists/code/:code', {
    tags: ['store'],
    summary: `A list by its code with its items; \`${WISHLIST_CODE}\` is the wish list, made on first use`,
    params: shoppingListCodeParams,
    response: { 200: shoppingListResponse, ...failures },
  }),
  list: endpoint.get('/api/v1/user/shopping-lists/:id', {
    tags: ['store'],
    summary: 'One of the customer’s lists with its items (404 when it is not theirs)',
    params: shoppingListIdParams,
    response: { 200: shoppingListResponse, ...failures },
  }),
  rename: endpoint.patch('/api/v1/user/shopping-lists/:id', {
    tags: ['store'],
    summary: 'Rename one of the customer’s lists (the wish list keeps its name)',
    params: shoppingListIdParams,
    body: shoppingListBody,
    response: { 200: shoppingListResponse, ...failures },
  }),
  delete: endpoint.delete('/api/v1/user/shopping-lists/:id', {
    tags: ['store'],
    summary: 'Delete one of the customer’s lists with its items (the wish list stays)',
    params: shoppingListIdParams,
    response: { 204: noContent, ...failures },
  }),
  addItemByCode: endpoint.post('/api/v1/user/shopping-lists/code/:code/items', {
    tags: ['store'],
    summary: `Put a variant on the list of this code (\`${WISHLIST_CODE}\`: the wish list, kept once per variant)`,
    params: shoppingListCodeParams,
    body: shoppingListItemBody,
    response: { 200: shoppingListResponse, ...failures },
  }),
  addItem: endpoint.post('/api/v1/user/shopping-lists/:id/items', {
    tags: ['store'],
    summary:
      'Put a variant on one of the customer’s lists: id (variant), amount (1 unless given, adds up), custom (a note)',
    params: shoppingListIdParams,
    body: shoppingListItemBody,
    response: { 200: shoppingListResponse, ...failures },
  }),
  removeItem: endpoint.delete('/api/v1/user/shopping-lists/:id/items/:itemId', {
    tags: ['store'],
    summary: 'Take an item off one of the customer’s lists (404 when it is not theirs)',
    params: shoppingListItemParams,
    response: { 204: noContent, ...failures },
  }),
};
