// Spec §1 partner apps, §6 points/quota payment for certain users: wire shapes of the partner calls.
import { z } from "zod";

/** GET accounts/payment_rights: which balance methods the caller may use, and their balances. */
export const paymentRightsSchema = z.object({
  methods: z.array(z.string().max(20)).max(10),
  quota: z.object({ currency: z.string().max(3), balance: z.number().int() }).nullable(),
  points: z.number().int(),
});
export type PaymentRightsWire = z.infer<typeof paymentRightsSchema>;
