// The accounts book routes (wired in ./book.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { z } from "@hono/zod-openapi";
import { addressForm, touristForm } from "../../../lib/commerce/accounts/account-forms.schema";
import {
  addressSchema,
  okSchema,
  touristSchema,
} from "../../../lib/commerce/accounts/account.schema";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { pathNumber } from "../../http/input";
import { defineRoute, jsonBody } from "../../http/route";

const idParams = z.object({ id: pathNumber("id", "1") });
const missing = [
  {
    code: Codes.itemMissing,
    note: "no such id for this user (another user's id answers the same)",
  },
];
/** POST with an Idempotency-Key: another body with the same key, or the first still running */
const created = [Codes.idempotencyConflict];
// —— addresses ——
const addressTags = ["accounts: addresses"];
// —— travellers ——
const travellerTags = ["accounts: travellers"];

export const getAddress = defineRoute({
  method: "get",
  path: "/accounts/address",
  tags: addressTags,
  summary: "The user's addresses, default first",
  data: z.array(addressSchema),
  describe: "Addresses",
  auth: true,
});

export const postAddress = defineRoute({
  method: "post",
  path: "/accounts/address",
  tags: addressTags,
  summary: "Add an address (§5 Address form)",
  request: jsonBody(addressForm),
  data: addressSchema,
  describe: "The address",
  auth: true,
  idempotency: "optional",
  failures: created,
});

export const getAddressById = defineRoute({
  method: "get",
  path: "/accounts/address/{id}",
  tags: addressTags,
  summary: "One address",
  request: { params: idParams },
  data: addressSchema,
  describe: "The address",
  auth: true,
  failures: missing,
});

export const putAddressById = defineRoute({
  method: "put",
  path: "/accounts/address/{id}",
  tags: addressTags,
  summary: "Change an address",
  request: { params: idParams, ...jsonBody(addressForm) },
  data: addressSchema,
  describe: "The address",
  auth: true,
  failures: missing,
});

export const deleteAddressById = defineRoute({
  method: "delete",
  path: "/accounts/address/{id}",
  tags: addressTags,
  summary: "Delete an address",
  request: { params: idParams },
  data: okSchema,
  describe: "Deleted",
  auth: true,
  failures: missing,
});

export const getTourist = defineRoute({
  method: "get",
  path: "/accounts/tourist",
  tags: travellerTags,
  summary: "The user's travellers, default first",
  data: z.array(touristSchema),
  describe: "Travellers",
  auth: true,
});

export const postTourist = defineRoute({
  method: "post",
  path: "/accounts/tourist",
  tags: travellerTags,
  summary: "Add a traveller (ID number checked per ID type)",
  request: jsonBody(touristForm),
  data: touristSchema,
  describe: "The traveller",
  auth: true,
  idempotency: "optional",
  failures: created,
});

export const getTouristById = defineRoute({
  method: "get",
  path: "/accounts/tourist/{id}",
  tags: travellerTags,
  summary: "One traveller",
  request: { params: idParams },
  data: touristSchema,
  describe: "The traveller",
  auth: true,
  failures: missing,
});

export const putTouristById = defineRoute({
  method: "put",
  path: "/accounts/tourist/{id}",
  tags: travellerTags,
  summary: "Change a traveller",
  request: { params: idParams, ...jsonBody(touristForm) },
  data: touristSchema,
  describe: "The traveller",
  auth: true,
  failures: missing,
});

export const deleteTouristById = defineRoute({
  method: "delete",
  path: "/accounts/tourist/{id}",
  tags: travellerTags,
  summary: "Delete a traveller",
  request: { params: idParams },
  data: okSchema,
  describe: "Deleted",
  auth: true,
  failures: missing,
});
