import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  uploadImageMaxBytes,
  uploadImageQuery,
  uploadImageTypes,
  uploadedImageResponse,
  type UploadImageKind,
} from '../admin-media.ts';
import { stockLevelBody, stockLevelResponse, stockWatchParams } from '../stock-watchers.ts';

/** One kind's picture upload: the raw file as the body (no body schema: any content type is read as bytes). */
const imageUpload = <const P extends string>(kind: UploadImageKind, path: P) =>
  endpoint.post(path, {
    tags: ['admin'],
    summary: `Upload one ${kind} picture: the raw file as the request body with Content-Type ${uploadImageTypes.join(' | ')} (no multipart), the original file name in ?name=; at most ${uploadImageMaxBytes / 1024 / 1024} MB. The content must be a picture of one of those formats; it is stored under a name from its content hash and the answer gives its path for /media/... URLs and its size`,
    querystring: uploadImageQuery,
    response: {
      200: uploadedImageResponse,
      401: errorResponse,
      403: errorResponse,
      413: errorResponse,
      415: errorResponse,
      422: errorResponse,
    },
  });

/** The back office's picture uploads and a variant's stock levels. */
export const adminMediaApi = {
  productImages: imageUpload('product', '/api/admin/v1/media/product-images'),
  contentImages: imageUpload('content', '/api/admin/v1/media/content-images'),
  setStock: endpoint.put('/api/admin/v1/stock/:variantId', {
    tags: ['admin'],
    summary:
      "Set a variant's pieces in a warehouse (by code), not below what unpaid orders hold there; written as a stock movement ('restock' or 'correction'). A variant back in stock gets its watchers e-mailed once and its product page revalidated",
    params: stockWatchParams,
    body: stockLevelBody,
    response: {
      200: stockLevelResponse,
      400: errorResponse,
      401: errorResponse,
      404: errorResponse,
      422: errorResponse,
    },
  }),
};
