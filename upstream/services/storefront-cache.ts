// Tells the storefront that catalogue data changed (cache invalidation): POST
// {STOREFRONT_REVALIDATE_URL} with the shared REVALIDATE_TOKEN and the cache tags the storefront
// reads that data under (product:<id>, products, home, …). Best effort: the change itself is
// already committed, so a storefront that is down or slow only means its pages refresh on their
// own schedule (CATALOGUE_REVALIDATE); the outcome is returned for ops to see.

export type StorefrontCache = { url: string; token: string } | null;

export type RevalidateOutcome = { sent: boolean; status?: number; error?: string; tags: string[] };

export async function revalidateStorefront(
  target: StorefrontCache,
  tags: string[],
): Promise<RevalidateOutcome> {
  const unique = [...new Set(tags)];
  if (!target || unique.length === 0) return { sent: false, tags: unique };
  try {
    const res = await fetch(target.url, {
      method: "POST",
      headers: { authorization: `Bearer ${target.token}`, "content-type": "application/json" },
      body: JSON.stringify({ tags: unique }),
      signal: AbortSignal.timeout(3000),
    });
    await res.arrayBuffer();
    return { sent: res.ok, status: res.status, tags: unique };
  } catch (error) {
    return {
      sent: false,
      error: error instanceof Error ? error.message : String(error),
      tags: unique,
    };
  }
}

/** The tags of one product's cached reads: its page data and every list it may appear in. */
export const productTags = (productId: number) => [
  `product:${productId}`,
  "products",
  "home",
  "themes",
];
