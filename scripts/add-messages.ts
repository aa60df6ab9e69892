// Merges message keys into messages/{en,zh-hans,zh-hant}.json in one write per file:
// node --import tsx scripts/add-messages.ts < patch.json  where patch = { en: { ns: { key: "…" } }, "zh-hans": …, "zh-hant": … }
import { readFileSync, writeFileSync } from "node:fs";
type Messages = { [key: string]: string | Messages };

const patch: Partial<Record<string, Messages>> = JSON.parse(readFileSync(0, "utf8"));
const merge = (a: Messages, b: Messages): Messages => {
  for (const [k, v] of Object.entries(b)) {
    const here = a[k];
    if (typeof v === "object") {
      const into = typeof here === "object" ? here : {};
      a[k] = merge(into, v);
    } else a[k] = v;
  }
  return a;
};
for (const locale of ["en", "zh-hans", "zh-hant"]) {
  const add = patch[locale];
  if (!add) continue;
  const file = `messages/${locale}.json`;
  const current: Messages = JSON.parse(readFileSync(file, "utf8"));
  writeFileSync(file, JSON.stringify(merge(current, add), null, 2) + "\n");
}
