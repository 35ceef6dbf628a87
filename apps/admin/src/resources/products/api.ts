import {
  uploadImageMaxBytes,
  uploadImageTypes,
  type AdminProduct,
  type AdminProductBody,
  type AdminProductImagesBody,
  type AdminProductOptions,
  type AdminVariantBody,
  type AdminVariantPriceBody,
  type AdminVolumePriceBody,
  type UploadedImage,
} from '@shop/contract';
import { api, ApiError, unwrap } from '../../api/client';

type Currency = AdminVolumePriceBody['currency'];

/** The product editor's calls; each change answers the whole product as the server now has it. */
const product = (call: Promise<{ data?: { data: unknown }; error?: unknown; response: Response }>) =>
  unwrap(call).then((r) => r.data as AdminProduct);

export const productApi = {
  options: () => unwrap(api.GET('/api/admin/v1/products/options')).then((r) => r.data as AdminProductOptions),
  get: (id: number) => product(api.GET('/api/admin/v1/products/{id}', { params: { path: { id } } })),
  create: (body: AdminProductBody) => product(api.POST('/api/admin/v1/products', { body })),
  update: (id: number, body: AdminProductBody) =>
    product(api.PUT('/api/admin/v1/products/{id}', { params: { path: { id } }, body })),
  visibility: (id: number, visible: boolean) =>
    product(
      api.PUT('/api/admin/v1/products/{id}/visibility', { params: { path: { id } }, body: { visible } }),
    ),
  archive: (id: number) =>
    product(api.POST('/api/admin/v1/products/{id}/archive', { params: { path: { id } } })),
  restore: (id: number) =>
    product(api.POST('/api/admin/v1/products/{id}/restore', { params: { path: { id } } })),
  addVariant: (id: number, body: AdminVariantBody) =>
    product(api.POST('/api/admin/v1/products/{id}/variants', { params: { path: { id } }, body })),
  updateVariant: (id: number, variantId: number, body: AdminVariantBody) =>
    product(
      api.PUT('/api/admin/v1/products/{id}/variants/{variantId}', {
        params: { path: { id, variantId } },
        body,
      }),
    ),
  archiveVariant: (id: number, variantId: number) =>
    product(
      api.POST('/api/admin/v1/products/{id}/variants/{variantId}/archive', {
        params: { path: { id, variantId } },
      }),
    ),
  restoreVariant: (id: number, variantId: number) =>
    product(
      api.POST('/api/admin/v1/products/{id}/variants/{variantId}/restore', {
        params: { path: { id, variantId } },
      }),
    ),
  setPrice: (id: number, variantId: number, body: AdminVariantPriceBody) =>
    product(
      api.PUT('/api/admin/v1/products/{id}/variants/{variantId}/prices', {
        params: { path: { id, variantId } },
        body,
      }),
    ),
  /** Removes a customer group's price, or with `customerGroup` null everyone's (with its volume prices). */
  removePrice: (id: number, variantId: number, currency: Currency, customerGroup: string | null) =>
    product(
      api.DELETE('/api/admin/v1/products/{id}/variants/{variantId}/prices/{currency}', {
        params: { path: { id, variantId, currency }, query: customerGroup ? { customerGroup } : {} },
      }),
    ),
  addVolumePrice: (id: number, variantId: number, body: AdminVolumePriceBody) =>
    product(
      api.POST('/api/admin/v1/products/{id}/variants/{variantId}/volume-prices', {
        params: { path: { id, variantId } },
        body,
      }),
    ),
  changeVolumePrice: (
    id: number,
    variantId: number,
    currency: Currency,
    fromAmount: number,
    body: Omit<AdminVolumePriceBody, 'currency'>,
  ) =>
    product(
      api.PUT('/api/admin/v1/products/{id}/variants/{variantId}/volume-prices/{currency}/{fromAmount}', {
        params: { path: { id, variantId, currency, fromAmount } },
        body,
      }),
    ),
  removeVolumePrice: (id: number, variantId: number, currency: Currency, fromAmount: number) =>
    product(
      api.DELETE('/api/admin/v1/products/{id}/variants/{variantId}/volume-prices/{currency}/{fromAmount}', {
        params: { path: { id, variantId, currency, fromAmount } },
      }),
    ),
  /** One of the gallery's pictures as the variant's own, or null for the product's. */
  setVariantImage: (id: number, variantId: number, path: string | null) =>
    product(
      api.PUT('/api/admin/v1/products/{id}/variants/{variantId}/image', {
        params: { path: { id, variantId } },
        body: { path },
      }),
    ),
  setStock: (id: number, variantId: number, warehouse: string, quantity: number) =>
    product(
      api.PUT('/api/admin/v1/products/{id}/variants/{variantId}/stock', {
        params: { path: { id, variantId } },
        body: { warehouse, quantity, reason: 'correction' },
      }),
    ),
  setImages: (id: number, body: AdminProductImagesBody) =>
    product(api.PUT('/api/admin/v1/products/{id}/images', { params: { path: { id } }, body })),
};

/** The message of a refused call for one field, if the server named it. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.errors.find((e) => e.field === field)?.title : undefined;
}

/**
 * Uploads one product picture (the raw file as the body, its name in ?name=) with its progress in
 * per cent; refused with the server's Czech message (too big, not a picture).
 */
export function uploadProductImage(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedImage> {
  if (file.size > uploadImageMaxBytes)
    return Promise.reject(
      new ApiError(413, [{ code: 'media.tooBig', title: 'Soubor je příliš velký, nejvýše 10 MB.' }]),
    );
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/v1/media/product-images?name=${encodeURIComponent(file.name)}`);
    xhr.withCredentials = true;
    // An unknown type goes as bytes: the server decides from the content.
    xhr.setRequestHeader(
      'content-type',
      (uploadImageTypes as readonly string[]).includes(file.type) ? file.type : 'application/octet-stream',
    );
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { data?: UploadedImage; errors?: { code: string; title: string; field?: string }[] } | null =
        null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) {
        onProgress(100);
        resolve(body.data);
      } else reject(new ApiError(xhr.status, body?.errors ?? []));
    };
    xhr.onerror = () => reject(new ApiError(0, []));
    xhr.send(file);
  });
}

/** An address from a Czech name: lower case without diacritics, words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/**
 * A picture's address at the image service in a square size (`/media/{w}x{h}/fit/upscale/{path}.webp`);
 * the sizes are the service's own (64, 128, …).
 */
export const thumbnailUrl = (path: string, size: 64 | 128 | 270) =>
  `/media/${size}x${size}/fit/upscale/${path.replace(/^\/+/, '')}.webp`;
