// jsdom as the unit tests' browser, plus what jsdom lacks and a browser has: the Fetch API's
// Response and Request (Node's own). A fetch double then answers a real Response, the way the
// browser's fetch does, instead of an object cast to one.
const { TestEnvironment } = require("jest-environment-jsdom");

module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ["Response", "Request", "Headers"])
      if (typeof this.global[name] === "undefined") this.global[name] = globalThis[name];
  }
};
