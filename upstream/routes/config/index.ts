// Spec §7 "Configuration and general": platform, pogs, cities, ads, themes, home settings,
// announcements, short URLs, init.
import { createRouter } from "../../http/router";
import { pageRoutes } from "./pages";
import { platformRoutes } from "./platform";

export const configRoutes = createRouter().route("/", platformRoutes).route("/", pageRoutes);
