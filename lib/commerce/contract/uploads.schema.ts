import { z } from "zod";

// Spec §7 POST file_upload: the stored image, re-encoded as WebP without metadata. `url` is the
// path the upstream serves it on (/uploads/{key}); the key in it is the capability to read it.
export const uploadSchema = z.object({
  id: z.number().int().positive(),
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});

export type UploadView = z.infer<typeof uploadSchema>;
