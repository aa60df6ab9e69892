import { z } from "zod";

/** What /api/session tells the browser: never the token, only who is signed in. */
export const sessionResponseSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
