import type { IncomingMessage } from "node:http";

/** The socket's peer becomes the right-most X-Forwarded-For entry and the X-Real-IP. */
export function forwardFromSocket(req: IncomingMessage): void;
