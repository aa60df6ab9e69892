"use client";

import dynamic from "next/dynamic";

/**
 * The Grab button where most pages have none: a product page shows it only while the product is
 * in a flash sale, so its code is fetched only for those pages (server-rendered all the same).
 */
export const LazyGrabButton = dynamic(() => import("./grab-button").then((m) => m.GrabButton));
