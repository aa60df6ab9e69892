// The handlers of the accounts book routes (./book.routes.ts), one named function each.
import * as addresses from "../../services/addresses";
import * as tourists from "../../services/tourists";
import { reply, type AppRouteHandler } from "../../http/route";
import * as routes from "./book.routes";

export const getAddress: AppRouteHandler<typeof routes.getAddress> = async (c) =>
  reply(c, await addresses.listAddresses(c.get("db"), c.get("user").id));

export const postAddress: AppRouteHandler<typeof routes.postAddress> = async (c) =>
  reply(
    c,
    await addresses.createAddress(c.get("db"), c.get("user").id, c.req.valid("json"), c.get("now")),
  );

export const getAddressById: AppRouteHandler<typeof routes.getAddressById> = async (c) =>
  reply(c, await addresses.getAddress(c.get("db"), c.get("user").id, c.req.valid("param").id));

export const putAddressById: AppRouteHandler<typeof routes.putAddressById> = async (c) =>
  reply(
    c,
    await addresses.updateAddress(
      c.get("db"),
      c.get("user").id,
      c.req.valid("param").id,
      c.req.valid("json"),
    ),
  );

export const deleteAddressById: AppRouteHandler<typeof routes.deleteAddressById> = async (c) =>
  reply(c, await addresses.deleteAddress(c.get("db"), c.get("user").id, c.req.valid("param").id));

export const getTourist: AppRouteHandler<typeof routes.getTourist> = async (c) =>
  reply(c, await tourists.listTourists(c.get("db"), c.get("user").id));

export const postTourist: AppRouteHandler<typeof routes.postTourist> = async (c) =>
  reply(
    c,
    await tourists.createTourist(c.get("db"), c.get("user").id, c.req.valid("json"), c.get("now")),
  );

export const getTouristById: AppRouteHandler<typeof routes.getTouristById> = async (c) =>
  reply(c, await tourists.getTourist(c.get("db"), c.get("user").id, c.req.valid("param").id));

export const putTouristById: AppRouteHandler<typeof routes.putTouristById> = async (c) =>
  reply(
    c,
    await tourists.updateTourist(
      c.get("db"),
      c.get("user").id,
      c.req.valid("param").id,
      c.req.valid("json"),
      c.get("now"),
    ),
  );

export const deleteTouristById: AppRouteHandler<typeof routes.deleteTouristById> = async (c) =>
  reply(c, await tourists.deleteTourist(c.get("db"), c.get("user").id, c.req.valid("param").id));
