import { z } from 'zod';
import { mediaSizes, type MediaSize } from './media.ts';

const isMediaSize = (n: number): n is MediaSize => (mediaSizes as readonly number[]).includes(n);

/** Path parameters of GET /media/{width}x{height}/{crop|fit}/{upscale|noupscale}/{path}[.webp]. */
export const mediaRequestParams = z.object({
  size: z
    .string()
    .regex(/^\d{1,4}x\d{1,4}$/)
    .transform((s) => s.split('x').map(Number) as [number, number])
    .refine(([w, h]) => isMediaSize(w) && isMediaSize(h), {
      message: `Povolené rozměry: ${mediaSizes.join(', ')}`,
    }),
  fit: z.enum(['crop', 'fit']),
  upscale: z.enum(['upscale', 'noupscale']),
  '*': z.string().min(1).max(500),
});
export type MediaRequestParams = z.infer<typeof mediaRequestParams>;
