import { fetcherFor } from "./fetcher";
import { fields } from "./read";

// The basket as the header sees it: only how many lines, read without the schema library (the
// header is on every page). The cart page keeps the full basket under BASKET_KEY and refreshes
// this count whenever it changes; the booking panel revalidates it after adding.

export const BASKET_KEY = "/api/basket";
export const BASKET_COUNT_KEY = "/api/basket#count";

const readCount = fetcherFor({
  parse: (data: unknown): number => {
    const lines = fields(data).lines;
    return Array.isArray(lines) ? lines.length : 0;
  },
});

export const fetchBasketCount = (): Promise<number> => readCount(BASKET_KEY);
