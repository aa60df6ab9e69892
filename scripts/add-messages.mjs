// Merges message keys into messages/{en,zh-hans,zh-hant}.json in one write per file:
// node scripts/add-messages.mjs < patch.json  where patch = { en: { ns: { key: "…" } }, "zh-hans": …, "zh-hant": … }
import { readFileSync, writeFileSync } from "node:fs";
const patch = JSON.parse(readFileSync(0, "utf8"));
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      a[k] ??= {};
      merge(a[k], v);
    } else a[k] = v;
  }
  return a;
};
for (const locale of ["en", "zh-hans", "zh-hant"]) {
  if (!patch[locale]) continue;
  const file = `messages/${locale}.json`;
  const current = JSON.parse(readFileSync(file, "utf8"));
  writeFileSync(file, JSON.stringify(merge(current, patch[locale]), null, 2) + "\n");
}
