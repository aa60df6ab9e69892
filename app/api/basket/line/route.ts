import {
  basketAddBody,
  basketDeleteBody,
  basketUpdateBody,
} from "@/lib/commerce/checkout/checkout.schema";
import { bffRoute } from "@/lib/http/bff";
import { addBasketLine, deleteBasketLines, updateBasketLine } from "@/lib/upstream/checkout";

export const dynamic = "force-dynamic";

/** POST /api/basket/line: add (merged with the same variant, date and session); Idempotency-Key passed on. */
export const POST = bffRoute({ auth: true, body: basketAddBody }, (args) =>
  addBasketLine(args.ctx, args.body, { idempotencyKey: args.idempotencyKey }),
);
/** PUT /api/basket/line { id, quantity } */
export const PUT = bffRoute({ auth: true, body: basketUpdateBody }, (args) =>
  updateBasketLine(args.ctx, args.body),
);
/** DELETE /api/basket/line { ids } */
export const DELETE = bffRoute({ auth: true, body: basketDeleteBody }, (args) =>
  deleteBasketLines(args.ctx, args.body.ids),
);
