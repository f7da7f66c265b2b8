/** The body of every error answer the API gives, so clients parse one shape. */
import * as z from 'zod';

export const apiErrorSchema = z.object({
  errorType: z.string(),
  message: z.string(),
  /** Field path (e.g. `body.channel`) to the message about it, for validation errors. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
