import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { ChatPanel } from "@/components/chat/chat-panel";
import { CHAT_MESSAGE_MAX } from "@/lib/commerce/support/chatbot";
import en from "@/messages/en.json";
import zhHans from "@/messages/zh-hans.json";

const TOKEN = {
  code: 10000,
  data: { token: "t".repeat(43), expires_at: "2999-01-01T00:00:00.000Z", signed_in: true },
};
const reply = (status: number, body: unknown) => ({
  ok: status === 200,
  status,
  json: async () => body,
});
const contact = { phone: "+86 400 820 1234", email: "help@shop.example.com", wechat: "TripFunCS" };

function renderPanel(messages: typeof en = en, locale: "en" | "zh-hans" = "en") {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <ChatPanel id="chat" open online={false} onClose={() => {}} contact={contact} />
    </NextIntlClientProvider>,
  );
}

function answers(...bodies: [number, unknown][]) {
  const fetchMock = jest.fn().mockResolvedValueOnce(reply(200, TOKEN));
  for (const [status, body] of bodies) fetchMock.mockResolvedValueOnce(reply(status, body));
  global.fetch = fetchMock;
  return fetchMock;
}

const ask = (text: string) => {
  fireEvent.change(screen.getByTestId("chat-input"), { target: { value: text } });
  fireEvent.submit(screen.getByTestId("chat-input").closest("form")!);
};

describe("§1 chat panel: the bot's answers in the shopper's words", () => {
  it("shows the shopper's orders with the §4 label in their language", async () => {
    const fetchMock = answers([
      200,
      {
        code: 10000,
        data: {
          kind: "orders",
          orders: [
            {
              sn: "261123AB12CD34EF56",
              label: "toShip",
              title: "茶具",
              created_at: "2026-11-23T08:00:00Z",
            },
          ],
        },
      },
    ]);
    renderPanel(zhHans as typeof en, "zh-hans");
    ask("我的订单到哪了");
    await waitFor(() =>
      expect(screen.getByTestId("chat-order")).toHaveTextContent(
        `订单 261123AB12CD34EF56：${zhHans.orders.status.toShip}`,
      ),
    );
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      "/api/chatbot/token",
      "/api/chatbot/messages",
    ]);
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({
      token: "t".repeat(43),
      text: "我的订单到哪了",
    });
  });

  it("hands over to the brand's contact channels", async () => {
    answers([200, { code: 10000, data: { kind: "handover" } }]);
    renderPanel();
    ask("talk to a human");
    await waitFor(() =>
      expect(screen.getByTestId("chat-handover")).toHaveTextContent("help@shop.example.com"),
    );
    expect(screen.getByTestId("chat-handover")).toHaveTextContent("TripFunCS");
    expect(screen.getByTestId("chat-handover")).toHaveTextContent(en.contact.hours);
  });

  it("asks for a new token once when the old one lapsed (10002)", async () => {
    const fetchMock = answers(
      [401, { code: 10002, errorKey: "tokenExpired" }],
      [200, TOKEN],
      [200, { code: 10000, data: { kind: "sign_in" } }],
    );
    renderPanel();
    ask("where is my order");
    await waitFor(() =>
      expect(screen.getByText(en.chat.signIn, { exact: false })).toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it.each<[string, [number, unknown], string]>([
    [
      "too many messages (40029)",
      [429, { code: 40029, errorKey: "rateLimited" }],
      en.chat.rateLimited,
    ],
    ["an answer it cannot read", [200, { code: 10000, data: { kind: "poem" } }], en.chat.failed],
  ])("%s", async (_, body, text) => {
    answers(body);
    renderPanel();
    ask("hello");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text));
  });

  it("refuses an empty or too long message before sending it", () => {
    const fetchMock = answers();
    renderPanel();
    ask("   ");
    expect(screen.getByRole("alert")).toHaveTextContent(en.chat.chatEmpty);
    ask("x".repeat(CHAT_MESSAGE_MAX + 1));
    expect(screen.getAllByRole("alert")[1]).toHaveTextContent(String(CHAT_MESSAGE_MAX));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
