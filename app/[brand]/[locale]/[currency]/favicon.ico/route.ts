import { getBrand, isBrandSlug } from "@/brands";
import { readPublicText } from "@/lib/host";
import { markOfLogo } from "@/lib/seo/brand-icon";

/**
 * /favicon.ico, which browsers and crawlers ask for whatever the page links: the brand's mark
 * (lib/seo/brand-icon.ts) as SVG — browsers take an icon by its content type, not its name.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ brand: string }> }) {
  const { brand: slug } = await params;
  if (!isBrandSlug(slug)) return new Response("not found", { status: 404 });
  const logo = await readPublicText(getBrand(slug).logo);
  const icon = markOfLogo(logo);
  if (!icon) return new Response("not found", { status: 404 });
  return new Response(icon, {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
    },
  });
}
