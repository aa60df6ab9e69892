import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

// A sitemap (or sitemap index) checked against the sitemaps.org XSD, with the image and hreflang
// extensions it uses (tests/fixtures/sitemap: the vendored schemas and where each comes from), by
// libxml2's xmllint compiled to WebAssembly (xmllint-wasm: no system package needed).

const dir = path.join(__dirname, "..", "fixtures", "sitemap");
const file = (fileName: string) => ({
  fileName,
  contents: readFileSync(path.join(dir, fileName), "utf8"),
});

/** The schema errors of a sitemap; [] when it is valid. */
export async function sitemapSchemaErrors(
  xml: string,
  kind: "urlset" | "index",
): Promise<string[]> {
  const schema = kind === "urlset" ? file("urlset-with-extensions.xsd") : file("siteindex.xsd");
  const result = await validateXML({
    xml: { fileName: "sitemap.xml", contents: xml },
    schema,
    preload: ["sitemap.xsd", "sitemap-image.xsd", "xhtml-link.xsd"].map(file),
    // a sitemap of 50,000 URLs is tens of MB
    maxMemoryPages: 16_384,
  });
  return result.errors.map((e) => e.rawMessage);
}
