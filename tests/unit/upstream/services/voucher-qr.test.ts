/** @jest-environment node */
// The voucher PDF's QR codes: the PNG decodes back to exactly the text it was made from (what an
// entrance scanner sees).
import jsQR from "jsqr";
import sharp from "sharp";
import { qrPng } from "@/upstream/services/voucher-qr";

// jest 30 runs the PNG encoder ~50× slower than node; a loaded machine needs the room
jest.setTimeout(60_000);

async function decode(
  png: Buffer,
): Promise<{ text: string | null; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  return { text: found?.data ?? null, width: info.width, height: info.height };
}

describe("qrPng", () => {
  it.each([
    ["a voucher code", "QF7K2M9XR4"],
    ["an order number", "261123AB12CD34EF56"],
    ["a verification URL", "https://shop.example.com/v/QF7K2M9XR4?sig=abc_-123"],
    ["Chinese text", "臺北101觀景台門票"],
  ])("decodes back to %s exactly, at 512 px by default", async (_what, text) => {
    await expect(decode(await qrPng(text))).resolves.toEqual({ text, width: 512, height: 512 });
  });

  it("makes the size asked for", async () => {
    await expect(decode(await qrPng("QF7K2M9XR4", 200))).resolves.toEqual({
      text: "QF7K2M9XR4",
      width: 200,
      height: 200,
    });
  });
});
