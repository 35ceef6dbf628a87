import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import { mediaRequestParams } from '../media-request.ts';

/** Images resized on request; the answer is the image itself (image/webp or image/png), not JSON. */
export const mediaApi = {
  image: endpoint.get('/media/:size/:fit/:upscale/*', {
    tags: ['media'],
    summary: 'Resized image: {width}x{height}/{crop|fit}/{upscale|noupscale}/{path}[.webp]',
    params: mediaRequestParams,
    response: { 400: errorResponse, 404: errorResponse },
  }),
};
