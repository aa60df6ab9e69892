import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { ChatMessages } from "@/components/chat/chat-messages";
import { ChatPanel } from "@/components/chat/chat-panel";
import zhHant from "@/messages/zh-hant.json";

const contact = { phone: "+86 400 820 1234", email: "help@shop.example.com", wechat: "TripFunCS" };

describe("the chat panel's words, loaded when it is first opened", () => {
  it("renders in the page's language from a provider that has only the launcher's words", async () => {
    global.fetch = jest.fn().mockReturnValue(new Promise(() => {}));
    const { open, close, online, offline } = zhHant.chat;
    render(
      <NextIntlClientProvider
        locale="zh-hant"
        messages={{ chat: { open, close, online, offline } }}
      >
        <ChatMessages>
          <ChatPanel id="chat" open online={false} onClose={() => {}} contact={contact} />
        </ChatMessages>
      </NextIntlClientProvider>,
    );
    expect(await screen.findByText(zhHant.chat.welcome)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: zhHant.chat.title })).toBeInTheDocument();
  });
});
