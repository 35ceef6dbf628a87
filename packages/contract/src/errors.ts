import { z } from 'zod';

/** The spec's error shape: `errors: [{ field, title }]`; `title` is a Czech message for the shopper. */
export const apiError = z.object({
  field: z.string().optional(),
  title: z.string(),
});
export const errorResponse = z.object({ errors: z.array(apiError).min(1) });
export type ApiError = z.infer<typeof apiError>;
export type ErrorResponse = z.infer<typeof errorResponse>;
