import {
  isUploadKey,
  shopUploadPath,
  UPLOAD_REFUSAL_STATUS,
  uploadRefusal,
  upstreamUploadPath,
} from "@/lib/commerce/contract/uploads";

// Spec §7 POST file_upload and §5 Refund ("Image uploads must finish before submit"): an upload's
// name, where each program serves it, and why one was refused.

describe("§7 file_upload: a stored image's name is 32 base64url characters and .webp: isUploadKey", () => {
  it.each<[string, string, boolean]>([
    ["24 random bytes in base64url", "AbCdEfGhIjKlMnOpQrStUvWxYz012-_9.webp", true],
    ["32 base64url characters and .webp", `${"a".repeat(30)}-_.webp`, true],
    ["31 characters", `${"a".repeat(31)}.webp`, false],
    ["33 characters", `${"a".repeat(33)}.webp`, false],
    ["another extension", `${"a".repeat(32)}.png`, false],
    ["a path in the name", `../${"a".repeat(29)}.webp`, false],
    ["base64 '+' or '/'", `${"a".repeat(31)}+.webp`, false],
    ["nothing", "", false],
  ])("%s → %s", (_label, key, expected) => expect(isUploadKey(key)).toBe(expected));
});

describe("§7 file_upload: the upstream serves /uploads/{key}; the shop proxies /api/uploads/{key}", () => {
  it.each<[string, string, string]>([[`${"b".repeat(32)}.webp`, "/uploads/", "/api/uploads/"]])(
    "%s",
    (key, upstream, shop) => {
      expect(upstreamUploadPath(key)).toBe(`${upstream}${key}`);
      expect(shopUploadPath(key)).toBe(`${shop}${key}`);
    },
  );
});

describe("§5 Refund: an upload refused says why (data.reason of 40000) and with which HTTP status", () => {
  it.each<[unknown, string | null, number | null]>([
    [{ reason: "too_large" }, "too_large", 413],
    [{ reason: "not_image" }, "not_image", 415],
    [{ reason: "too_many" }, "too_many", 429],
    [{ reason: "other" }, null, null],
    [{}, null, null],
    [null, null, null],
    ["too_large", null, null],
  ])("%j → %j (%j)", (data, reason, status) => {
    const got = uploadRefusal(data);
    expect(got).toBe(reason);
    expect(got ? UPLOAD_REFUSAL_STATUS[got] : null).toBe(status);
  });
});
