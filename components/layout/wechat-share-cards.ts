// The WeChat share-card set-up, loaded by <WechatShare> only inside WeChat's browser: it parses
// with zod, which must stay out of the JavaScript every page loads.
import { jsapiSignatureSchema } from "@/lib/commerce/accounts/partners.schema";

const SDK_URL = "https://res.wx.qq.com/open/js/jweixin-1.6.0.js";

type ShareData = { title: string; desc: string; link: string; imgUrl: string };
type Wx = {
  config: (c: Record<string, unknown>) => void;
  ready: (f: () => void) => void;
  updateAppMessageShareData: (d: ShareData) => void;
  updateTimelineShareData: (d: Omit<ShareData, "desc">) => void;
};

declare global {
  interface Window {
    /** set by WeChat's JS-SDK script once it has loaded */
    wx?: Wx;
  }
}

let sdk: Promise<Wx | null> | null = null;

/** WeChat's JS-SDK, loaded once and only on demand (the CSP allows its host only for WeChat's browser). */
function loadSdk(): Promise<Wx | null> {
  sdk ??= new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => resolve(window.wx ?? null);
    script.onerror = () => resolve(null);
    document.head.appendChild(script);
  });
  return sdk;
}

const meta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[property="${name}"], meta[name="${name}"]`)
    ?.content ?? "";

/** Signs this page's URL, loads the SDK and gives the share cards the page's own title, description and image. */
export async function setUpShareCards(cancelled: () => boolean) {
  const link = location.href.split("#")[0]!;
  const res = await fetch(`/api/wechat/jsapi?url=${encodeURIComponent(link)}`).catch(() => null);
  const parsed = jsapiSignatureSchema.safeParse(
    res?.ok ? ((await res.json()) as { data?: unknown }).data : null,
  );
  if (!parsed.success || cancelled()) return;
  const wx = await loadSdk();
  if (!wx || cancelled()) return;
  const { appId, timestamp, nonceStr, signature } = parsed.data;
  wx.config({
    debug: false,
    appId,
    timestamp,
    nonceStr,
    signature,
    jsApiList: ["updateAppMessageShareData", "updateTimelineShareData"],
  });
  const card = {
    title: meta("og:title") || document.title,
    desc: meta("og:description") || meta("description"),
    link,
    imgUrl: meta("og:image"),
  };
  wx.ready(() => {
    wx.updateAppMessageShareData(card);
    wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
  });
}
