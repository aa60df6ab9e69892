import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ChatWidget } from "@/components/chat/chat-widget";
import { CarriedNotice } from "@/components/layout/carried-notice";
import { CookieNotice } from "@/components/layout/cookie-notice";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ToastHost } from "@/components/layout/toast-host";
import { WechatShare } from "@/components/layout/wechat-share";
import { pick } from "@/lib/i18n/messages";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getPickerCities, getPlatform } from "@/lib/upstream/catalogue";

// Rendered on first visit per (brand, locale, currency) and then served from the cache.
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): ShopParams[] {
  return [];
}

type Props = { children: ReactNode; params: Promise<ShopParams> };
/** `usermenu`: the header's user menu, from the session on personal pages (./@usermenu) */
type LayoutProps = Props & { usermenu: ReactNode };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    title: { template: t("titleTemplate", { brand: brand.name }), default: brand.name },
    description: t("description", { brand: brand.name, tagline: brand.tagline[locale] }),
    applicationName: brand.name,
    icons: { icon: brand.logo },
  };
}

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const { brand } = await resolveShop(params);
  return { themeColor: brand.theme.headerBg, width: "device-width", initialScale: 1 };
}

/**
 * What every page's client islands read (the header, the notices, the error page). A page adds its
 * own namespaces where its islands are (components/account/messages-scope, catalogue-scope): the
 * messages are in every page's RSC payload (docs/decisions/product-page-weight.md). Not "errors":
 * the pages that show failures send it in their scope, and the catalogue pages' islands load it
 * when they have a failure to show (components/account/use-error-text.ts).
 */
const CLIENT_NAMESPACES = [
  "header",
  "contact",
  "cookie",
  "scrollTop",
  "errorPage",
  "search",
  "notice",
] as const;

export default async function ShopLayout({ children, params, usermenu }: LayoutProps) {
  const shop = await resolveShop(params);
  const messages = await getMessages();
  const tHeader = await getTranslations("header");
  const [cities, platform] = await Promise.all([
    getPickerCities(shop.ctx).catch(() => null),
    getPlatform(shop.ctx).catch(() => null),
  ]);

  // <html> and <body> come from the root layout one level up (../layout.tsx)
  return (
    <NextIntlClientProvider locale={shop.locale} messages={pick(messages, CLIENT_NAMESPACES)}>
      <SiteHeader shop={shop} cities={cities} userMenu={usermenu} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter shop={shop} />
      <ScrollToTop />
      <CarriedNotice />
      <CookieNotice privacyHref="/privacy" />
      {/* §3 enable_robot: the chatbot only where the platform turns it on */}
      {platform?.enable_robot ? (
        <ChatWidget icons={platform.icon_config} contact={shop.brand.contact} />
      ) : null}
      <WechatShare />
      <ToastHost
        position="top-center"
        containerAriaLabel={tHeader("notifications")}
        toastOptions={{
          unstyled: true,
          classNames: {
            toast:
              "flex w-full items-center gap-2 rounded-brand bg-ink/90 px-4 py-2 text-sm text-surface shadow-lg",
            actionButton:
              "ml-auto shrink-0 rounded-brand bg-surface px-2.5 py-1 text-xs font-semibold text-ink",
          },
        }}
      />
    </NextIntlClientProvider>
  );
}
