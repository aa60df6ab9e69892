import { render, renderHook, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { useErrorMessage, useLazyErrorText } from "@/components/account/use-error-text";
import type { Locale } from "@/lib/commerce/platform/locales";
import en from "@/messages/en.json";
import zhHans from "@/messages/zh-hans.json";
import zhHant from "@/messages/zh-hant.json";

const ALL = { en, "zh-hans": zhHans, "zh-hant": zhHant } as const;

/** The provider a catalogue page has: the layout's namespaces, without "errors". */
function catalogueProvider(locale: Locale) {
  const { errors: _left, ...messages } = ALL[locale];
  return function Provider({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Shanghai">
        {children}
      </NextIntlClientProvider>
    );
  };
}

describe('failure words on a page whose provider has no "errors"', () => {
  it.each(["en", "zh-hans", "zh-hant"] as const)(
    "%s: a failure key resolves to its translated words once they are loaded",
    async (locale) => {
      const { result } = renderHook(() => useLazyErrorText(), {
        wrapper: catalogueProvider(locale),
      });
      await expect(result.current("offShelf")).resolves.toBe(ALL[locale].errors.offShelf);
      await expect(result.current("noSuchKey")).resolves.toBe(ALL[locale].errors.generic);
    },
  );

  it("a failure shown in a render appears once its words are loaded", async () => {
    function Refused() {
      return <p data-testid="refused">{useErrorMessage("seckillOnce")}</p>;
    }
    render(<Refused />, { wrapper: catalogueProvider("zh-hant") });
    expect(await screen.findByText(zhHant.errors.seckillOnce)).toBeInTheDocument();
  });

  it('uses the page\'s own "errors" where its scope sends them', async () => {
    const { result } = renderHook(() => useLazyErrorText(), {
      wrapper: ({ children }) => (
        <NextIntlClientProvider locale="en" messages={{ errors: { offShelf: "Gone." } }}>
          {children}
        </NextIntlClientProvider>
      ),
    });
    await expect(result.current("offShelf")).resolves.toBe("Gone.");
  });
});
