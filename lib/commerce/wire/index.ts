export * from "./common";
export * from "./platform";
export * from "./product";
export * from "./config";
export * from "./account";
export * from "./upload";
export * from "./questions";
export * from "./membership";
