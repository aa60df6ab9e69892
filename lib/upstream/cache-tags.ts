import { z } from "zod";

// The tags catalogue reads are cached under (lib/upstream/client.ts adds "catalogue" to each;
// lib/upstream/catalogue.ts names the rest). POST /api/revalidate accepts exactly these.
const FIXED = [
  "catalogue",
  "products",
  "home",
  "themes",
  "cities",
  "platform",
  "announcements",
  "auth-config",
] as const;
const PER_ID = /^(product|theme):[1-9]\d{0,9}$/;

const cacheTagSchema = z.union([z.enum(FIXED), z.string().regex(PER_ID)]);

/** The body of POST /api/revalidate: 1 to 100 tags, each one the catalogue uses. */
export const revalidateBodySchema = z
  .object({ tags: z.array(cacheTagSchema).min(1).max(100) })
  .strict();
