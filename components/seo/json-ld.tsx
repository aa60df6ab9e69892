import { jsonLd } from "@/lib/seo/metadata";

/** One JSON-LD <script> per object (lib/seo/structured-data builds them; "<" is escaped). */
export function JsonLd({ data }: { data: readonly object[] }) {
  return data.map((d, i) => (
    <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(d) }} />
  ));
}
