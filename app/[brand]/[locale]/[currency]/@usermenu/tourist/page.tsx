// a login-required route (lib/commerce/accounts/access.ts), rendered per request: the menu from the session
export { ServerUserMenu as default } from "../server-menu";
