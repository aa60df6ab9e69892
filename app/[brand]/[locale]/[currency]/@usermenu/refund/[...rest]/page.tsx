// the order's own pages (refund, cancel, pinned) read it with the session, so they render per
// request: the menu from the session, not "Log in" until the browser has asked
export { ServerUserMenu as default } from "../../server-menu";
