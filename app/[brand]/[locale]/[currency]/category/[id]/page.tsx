import type { Metadata } from "next";
import {
  CategoryPageView,
  categoryId,
  categoryMetadata,
  type RawQuery,
} from "@/components/list/list-pages";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

// A category list with dates in the query renders per request; others come from l/[key].
export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string }>; searchParams: Promise<RawQuery> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return categoryMetadata(
    await resolveShop(params),
    categoryId((await params).id),
    await searchParams,
  );
}

export default async function CategoryPage({ params, searchParams }: Props) {
  return (
    <CategoryPageView
      shop={await resolveShop(params)}
      id={categoryId((await params).id)}
      query={await searchParams}
    />
  );
}
