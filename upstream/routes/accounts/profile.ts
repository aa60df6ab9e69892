// Spec §7 Account: the current user (accounts/privacy), counts (accounts/summary), profile update.
import { profileForm } from "../../../lib/commerce/accounts/account-forms.schema";
import { accountSchema, accountSummarySchema } from "../../../lib/commerce/accounts/account.schema";
import * as profile from "../../services/profile";
import { defineRoute, jsonBody, reply } from "../../http/route";
import { createRouter } from "../../http/router";

export const profileRoutes = createRouter();
const tags = ["accounts: profile"];

profileRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/accounts/privacy",
    tags,
    summary: "The signed-in user with default_tourist, membership and points",
    data: accountSchema,
    describe: "The user",
    auth: true,
  }),
  async (c) => reply(c, await profile.privacy(c.get("db"), c.get("user"), c.get("now"))),
);

profileRoutes.openapi(
  defineRoute({
    method: "put",
    path: "/accounts/privacy",
    tags,
    summary: "Update names, company and job title",
    request: jsonBody(profileForm),
    data: accountSchema,
    describe: "The updated user",
    auth: true,
  }),
  async (c) => {
    const user = await profile.updateProfile(
      c.get("db"),
      c.get("user").id,
      c.req.valid("json"),
      c.get("now"),
    );
    return reply(c, await profile.privacy(c.get("db"), user, c.get("now")));
  },
);

profileRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/accounts/summary",
    tags,
    summary:
      "Counts for the account page: orders by tab, coupons, favourites, addresses, travellers",
    data: accountSummarySchema,
    describe: "Counts",
    auth: true,
  }),
  async (c) =>
    reply(
      c,
      await profile.summary(c.get("db"), c.get("user").id, c.get("platform").id, c.get("now")),
    ),
);
