// Traditional Chinese folded to simplified for search (lib/commerce/catalogue/search-text): OpenCC's
// Hong Kong and Taiwan tables, so either script's keyword finds titles written in both.
import * as OpenCC from "opencc-js";
import type { ChineseFold } from "../../lib/commerce/catalogue/search-text";

const fromHongKong = OpenCC.Converter({ from: "hk", to: "cn" });
const fromTaiwan = OpenCC.Converter({ from: "tw", to: "cn" });

export const toSimplified: ChineseFold = (text) => fromTaiwan(fromHongKong(text));
