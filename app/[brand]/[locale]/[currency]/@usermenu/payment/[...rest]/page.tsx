// /payment/confirm and /payment/result read the shopper's order, so they render per request: the
// menu from the session, not "Log in" until the browser has asked
export { ServerUserMenu as default } from "../../server-menu";
