// The accounts profile routes (wired in ./profile.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { profileForm } from "../../../lib/commerce/accounts/account-forms.schema";
import { accountSchema, accountSummarySchema } from "../../../lib/commerce/accounts/account.schema";
import { defineRoute, jsonBody } from "../../http/route";

const tags = ["accounts: profile"];

export const getPrivacy = defineRoute({
  method: "get",
  path: "/accounts/privacy",
  tags,
  summary: "The signed-in user with default_tourist, membership and points",
  data: accountSchema,
  describe: "The user",
  auth: true,
});

export const putPrivacy = defineRoute({
  method: "put",
  path: "/accounts/privacy",
  tags,
  summary: "Update names, company and job title",
  request: jsonBody(profileForm),
  data: accountSchema,
  describe: "The updated user",
  auth: true,
});

export const getSummary = defineRoute({
  method: "get",
  path: "/accounts/summary",
  tags,
  summary: "Counts for the account page: orders by tab, coupons, favourites, addresses, travellers",
  data: accountSummarySchema,
  describe: "Counts",
  auth: true,
});
