import { getTranslations } from "next-intl/server";

/** Spec §6: a channel-restricted section entered outside its partner channel. */
export async function ChannelRestricted() {
  const t = await getTranslations();
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center" data-testid="channel-restricted">
      <p role="alert" className="text-lg font-semibold">
        {t("errors.channelRestricted")}
      </p>
      <p className="mt-2 text-sm text-muted">{t("list.channelRestrictedNote")}</p>
      <a
        href="/"
        className="mt-6 inline-block rounded-brand bg-primary px-6 py-2 text-sm font-semibold text-primary-contrast"
      >
        {t("list.channelRestrictedHome")}
      </a>
    </div>
  );
}
