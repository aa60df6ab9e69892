"use client";

import { useEffect, useState } from "react";
import { useNearScreen } from "@/components/layout/near-screen";
import { readApi } from "@/lib/client/fetcher";
import { firstPage, type PagingState } from "@/lib/commerce/catalogue/paging";
import type { LoadMoreGrid } from "@/components/list/load-more-grid";
import { toCard, type CardProduct } from "./card-product";

type Loaded = { Grid: typeof LoadMoreGrid; page: PagingState<CardProduct> };

/**
 * Spec §2 product detail, recommendations: read in the browser when the section comes near the
 * screen (the cached product page carries neither their cards in its HTML and RSC
 * payload nor the card and load-more code in its first JavaScript). The heading is
 * server-rendered (its words come translated from the page); a failed read, or none to show, removes the section (§8 a failed list is
 * complete).
 */
export function Recommendations({ productId, title }: { productId: number; title: string }) {
  const [section, near] = useNearScreen<HTMLElement>();
  const [loaded, setLoaded] = useState<Loaded | "none" | null>(null);
  const endpoint = `/api/catalogue/product/${productId}/recommend`;

  useEffect(() => {
    if (!near) return;
    let live = true;
    const load = async () => {
      try {
        const [module, result] = await Promise.all([
          import("@/components/list/load-more-grid"),
          // the schema comes with the grid's code, not in the product page's first JavaScript
          readApi(
            () => import("@/lib/commerce/catalogue/product.schema").then((m) => m.cardPageSchema),
            `${endpoint}?page=1`,
          ),
        ]);
        if (!live) return;
        if (!result.ok || !result.data.list.length) return setLoaded("none");
        setLoaded({
          Grid: module.LoadMoreGrid,
          page: firstPage({ ...result.data, list: result.data.list.map(toCard) }),
        });
      } catch {
        if (live) setLoaded("none");
      }
    };
    void load();
    return () => {
      live = false;
    };
  }, [near, endpoint]);

  if (loaded === "none") return null;
  return (
    <section
      ref={section}
      aria-labelledby="recommend"
      className="mt-8 min-h-40"
      data-testid="section-recommend"
      data-loaded={loaded ? "true" : "false"}
    >
      <h2 id="recommend" className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {loaded ? (
        <loaded.Grid initial={loaded.page} endpoint={endpoint} testId="recommend-grid" />
      ) : null}
    </section>
  );
}
