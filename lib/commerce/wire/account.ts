import { z } from "zod";

/** GET accounts/privacy: the current user (spec §7 Account). */
export const accountSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;
