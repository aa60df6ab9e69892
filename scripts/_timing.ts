import { createApp } from "../upstream/app";
import { openDatabase } from "../upstream/db/client";
async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL! });
  const app = createApp({ db: database.db, dbKind: database.kind });
  for (const arg of process.argv.slice(2)) {
    const [p, lang = "en"] = arg.split("|");
    const times: number[] = [];
    let body: any;
    for (let i = 0; i < 21; i++) {
      const t0 = performance.now();
      const r = await app.request(p!, { headers: { platform: "default", language: lang, currency: "CNY", channel: "web" } });
      body = await r.json();
      if (i > 0) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const d = body.data;
    console.log(`${p} ${lang} p50 ${times[10]!.toFixed(1)} p95 ${times[19]!.toFixed(1)} code ${body.code} count ${d?.count ?? d?.length} first ${(d?.list ?? d)?.[0]?.title}`);
  }
  await database.close();
}
void main();
