import { apiCall } from "./api";

// The basket as the header sees it: only how many lines, read without the schema library (the
// header is on every page). The cart page keeps the full basket under BASKET_KEY and refreshes
// this count whenever it changes; the booking panel revalidates it after adding.

export const BASKET_KEY = "/api/basket";
export const BASKET_COUNT_KEY = "/api/basket#count";

export async function fetchBasketCount(): Promise<number> {
  const result = await apiCall<{ lines?: unknown }>(BASKET_KEY);
  if (!result.ok) throw new Error(result.errorKey);
  return Array.isArray(result.data?.lines) ? result.data.lines.length : 0;
}
