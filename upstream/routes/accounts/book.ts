// Spec §7 Address and Tourist: list, read, create, update, delete — every id scoped to the caller.
import { z } from "@hono/zod-openapi";
import { addressForm, touristForm } from "../../../lib/commerce/accounts/account-forms.schema";
import {
  addressSchema,
  okSchema,
  touristSchema,
} from "../../../lib/commerce/accounts/account.schema";
import * as addresses from "../../services/addresses";
import * as tourists from "../../services/tourists";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { missingWhenMalformed, pathNumber } from "../../http/input";
import { defineRoute, jsonBody, reply } from "../../http/route";
import { createRouter } from "../../http/router";

export const bookRoutes = createRouter();

const idParams = z.object({ id: pathNumber("id", "1") });
const missing = [
  {
    code: Codes.itemMissing,
    note: "no such id for this user (another user's id answers the same)",
  },
];
/** POST with an Idempotency-Key: another body with the same key, or the first still running */
const created = [Codes.idempotencyConflict];
const hook = (what: string) => missingWhenMalformed(bookRoutes, what);

// —— addresses ——
let tags = ["accounts: addresses"];
bookRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/accounts/address",
    tags,
    summary: "The user's addresses, default first",
    data: z.array(addressSchema),
    describe: "Addresses",
    auth: true,
  }),
  async (c) => reply(c, await addresses.listAddresses(c.get("db"), c.get("user").id)),
);
bookRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/accounts/address",
    tags,
    summary: "Add an address (§5 Address form)",
    request: jsonBody(addressForm),
    data: addressSchema,
    describe: "The address",
    auth: true,
    idempotency: "optional",
    failures: created,
  }),
  async (c) =>
    reply(
      c,
      await addresses.createAddress(
        c.get("db"),
        c.get("user").id,
        c.req.valid("json"),
        c.get("now"),
      ),
    ),
);
bookRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/accounts/address/{id}",
    tags,
    summary: "One address",
    request: { params: idParams },
    data: addressSchema,
    describe: "The address",
    auth: true,
    failures: missing,
  }),
  async (c) =>
    reply(c, await addresses.getAddress(c.get("db"), c.get("user").id, c.req.valid("param").id)),
  hook("address"),
);
bookRoutes.openapi(
  defineRoute({
    method: "put",
    path: "/accounts/address/{id}",
    tags,
    summary: "Change an address",
    request: { params: idParams, ...jsonBody(addressForm) },
    data: addressSchema,
    describe: "The address",
    auth: true,
    failures: missing,
  }),
  async (c) =>
    reply(
      c,
      await addresses.updateAddress(
        c.get("db"),
        c.get("user").id,
        c.req.valid("param").id,
        c.req.valid("json"),
      ),
    ),
  hook("address"),
);
bookRoutes.openapi(
  defineRoute({
    method: "delete",
    path: "/accounts/address/{id}",
    tags,
    summary: "Delete an address",
    request: { params: idParams },
    data: okSchema,
    describe: "Deleted",
    auth: true,
    failures: missing,
  }),
  async (c) =>
    reply(c, await addresses.deleteAddress(c.get("db"), c.get("user").id, c.req.valid("param").id)),
  hook("address"),
);

// —— travellers ——
tags = ["accounts: travellers"];
bookRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/accounts/tourist",
    tags,
    summary: "The user's travellers, default first",
    data: z.array(touristSchema),
    describe: "Travellers",
    auth: true,
  }),
  async (c) => reply(c, await tourists.listTourists(c.get("db"), c.get("user").id)),
);
bookRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/accounts/tourist",
    tags,
    summary: "Add a traveller (ID number checked per ID type)",
    request: jsonBody(touristForm),
    data: touristSchema,
    describe: "The traveller",
    auth: true,
    idempotency: "optional",
    failures: created,
  }),
  async (c) =>
    reply(
      c,
      await tourists.createTourist(
        c.get("db"),
        c.get("user").id,
        c.req.valid("json"),
        c.get("now"),
      ),
    ),
);
bookRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/accounts/tourist/{id}",
    tags,
    summary: "One traveller",
    request: { params: idParams },
    data: touristSchema,
    describe: "The traveller",
    auth: true,
    failures: missing,
  }),
  async (c) =>
    reply(c, await tourists.getTourist(c.get("db"), c.get("user").id, c.req.valid("param").id)),
  hook("traveller"),
);
bookRoutes.openapi(
  defineRoute({
    method: "put",
    path: "/accounts/tourist/{id}",
    tags,
    summary: "Change a traveller",
    request: { params: idParams, ...jsonBody(touristForm) },
    data: touristSchema,
    describe: "The traveller",
    auth: true,
    failures: missing,
  }),
  async (c) =>
    reply(
      c,
      await tourists.updateTourist(
        c.get("db"),
        c.get("user").id,
        c.req.valid("param").id,
        c.req.valid("json"),
        c.get("now"),
      ),
    ),
  hook("traveller"),
);
bookRoutes.openapi(
  defineRoute({
    method: "delete",
    path: "/accounts/tourist/{id}",
    tags,
    summary: "Delete a traveller",
    request: { params: idParams },
    data: okSchema,
    describe: "Deleted",
    auth: true,
    failures: missing,
  }),
  async (c) =>
    reply(c, await tourists.deleteTourist(c.get("db"), c.get("user").id, c.req.valid("param").id)),
  hook("traveller"),
);
