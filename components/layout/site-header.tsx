import { getTranslations } from "next-intl/server";
import type { PickerCity } from "@/lib/upstream/catalogue";
import type { Shop } from "@/lib/shop/params";
import { LazyCartLink } from "./account-islands";
import { CityPicker } from "./city-picker";
import { ContactPopup } from "./contact-popup";
import { CurrencyPicker } from "./currency-picker";
import { HeaderBar } from "./header-bar";
import { LanguagePicker } from "./language-picker";
import { SearchEntry } from "./search-entry";
import type { ReactNode } from "react";

/** `userMenu`: the layout's slot (the browser's <LazyUserMenu />, or the server's <UserMenu /> on personal pages). */
export async function SiteHeader({
  shop,
  cities,
  userMenu,
}: {
  shop: Shop;
  cities: PickerCity[] | null;
  userMenu: ReactNode;
}) {
  const t = await getTranslations("header");
  return (
    <header className="sticky top-0 z-30 bg-header text-header-ink shadow-sm">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <HeaderBar
        logo={
          <a
            href="/"
            aria-label={`${shop.brand.name} – ${t("home")}`}
            className="shrink-0"
            data-testid="brand-logo"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a 2 KB SVG wordmark; no optimisation to gain */}
            <img
              src={shop.brand.logo}
              alt={shop.brand.name}
              width={150}
              height={36}
              className="h-8 w-auto md:h-9"
            />
          </a>
        }
        search={<SearchEntry />}
        menu={
          <>
            <CityPicker cities={cities} />
            <LanguagePicker locale={shop.locale} />
            <CurrencyPicker currency={shop.currency} />
            <ContactPopup contact={shop.brand.contact} />
          </>
        }
        account={
          <nav aria-label={t("account")} className="flex items-center gap-0.5">
            <LazyCartLink />
            {userMenu}
          </nav>
        }
      />
    </header>
  );
}
