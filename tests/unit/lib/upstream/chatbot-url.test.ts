/** @jest-environment node */
// §1 chatbot: with CHATBOT_URL set, the chat's messages go to that external bot (with the token
// from chatbot/guest_token, the language and the brand) instead of the upstream's own bot.

const ctx = {
  brand: "default" as const,
  locale: "zh-hans" as const,
  currency: "CNY" as const,
  requestId: "req-12345678",
};
const body = { token: "t".repeat(43), text: "我的订单到哪了" };

async function load() {
  jest.resetModules();
  process.env.CHATBOT_URL = "http://bot.example.test/chat";
  return import("@/lib/upstream/info");
}

afterEach(() => {
  delete process.env.CHATBOT_URL;
});

it("posts the message to CHATBOT_URL and reads its answer", async () => {
  const fetchMock = jest
    .fn()
    .mockResolvedValue(new Response(JSON.stringify({ code: 10000, data: { kind: "sign_in" } })));
  global.fetch = fetchMock;
  const { sendChatMessage } = await load();
  await expect(sendChatMessage(ctx, body)).resolves.toEqual({ kind: "sign_in" });
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe("http://bot.example.test/chat");
  expect(JSON.parse(String(init.body))).toEqual({
    ...body,
    language: "zh-hans",
    platform: "default",
  });
});

it("hands over to customer service when the external bot answers something unreadable", async () => {
  global.fetch = jest
    .fn()
    .mockResolvedValue(new Response(JSON.stringify({ code: 10000, data: { kind: "poem" } })));
  const { sendChatMessage } = await load();
  await expect(sendChatMessage(ctx, body)).resolves.toEqual({ kind: "handover" });
});

it("reports an outage of the external bot as a retryable failure", async () => {
  global.fetch = jest.fn().mockRejectedValue(new TypeError("fetch failed"));
  const { sendChatMessage } = await load();
  await expect(sendChatMessage(ctx, body)).rejects.toMatchObject({
    name: "UpstreamError",
    retryable: true,
  });
});
