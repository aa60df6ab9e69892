import { getFormatter, getTranslations } from "next-intl/server";
import { shopDateTime } from "@/components/account/format";
import type { PointsEntry } from "@/lib/commerce/membership/membership.schema";

const REASONS = ["earned", "order", "order_closed", "exchange"] as const;
type Reason = (typeof REASONS)[number];
const isReason = (r: string): r is Reason => (REASONS as readonly string[]).includes(r);

/** Spec §2 /account points: the caller's points history, newest first (server-rendered, personal page). */
export async function PointsHistory({ entries }: { entries: PointsEntry[] }) {
  const t = await getTranslations("points");
  const format = await getFormatter();
  return (
    <section
      aria-labelledby="points-history"
      className="rounded-brand bg-surface p-4 ring-1 ring-line sm:p-6"
      data-testid="points-history"
    >
      <h2 id="points-history" className="mb-2 font-semibold">
        {t("history")}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{t("historyEmpty")}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {entries.map((e) => (
            <li
              key={e.id}
              className="flex items-center justify-between gap-2 py-2"
              data-testid="points-entry"
            >
              <span className="flex flex-col">
                <span>
                  {isReason(e.reason)
                    ? t(`reason_${e.reason}`, { sn: e.order_sn ?? "" })
                    : t("reason_other")}
                </span>
                <span className="text-xs text-muted">{shopDateTime(e.created_at)}</span>
              </span>
              <span className={`font-semibold ${e.delta >= 0 ? "text-primary" : "text-accent"}`}>
                {e.delta > 0 ? "+" : ""}
                {format.number(e.delta)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
