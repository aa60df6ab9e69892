// Users and their identities (e-mail, phone, guest, google, partner).
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { identities, users } from "../db/schema";
import type { UserRow } from "./sessions";

export type IdentityKind = "email" | "phone" | "guest" | "google" | "partner" | "wechat";
type Q = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function findIdentity(db: Q, kind: IdentityKind, value: string) {
  const [row] = await db
    .select({ user: users, identity: identities })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.kind, kind), eq(identities.value, value)));
  return row ?? null;
}

export async function createUser(
  db: Q,
  input: {
    platformId: number;
    nickname: string;
    now: Date;
    firstName?: string;
    lastName?: string;
    company?: string;
    jobTitle?: string;
    passwordHash?: string | null;
    isGuest?: boolean;
  },
  identity: { kind: IdentityKind; value: string; verified: boolean }[],
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      nickname: input.nickname,
      firstName: input.firstName ?? "",
      lastName: input.lastName ?? "",
      company: input.company ?? "",
      jobTitle: input.jobTitle ?? "",
      passwordHash: input.passwordHash ?? null,
      isGuest: input.isGuest ?? false,
      platformId: input.platformId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  if (identity.length)
    await db
      .insert(identities)
      .values(identity.map((i) => ({ ...i, userId: user.id, createdAt: input.now })));
  return user;
}

/** "Jane D." / the e-mail's local part / the phone's last four digits. */
export function nicknameFor(input: {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}): string {
  if (input.firstName)
    return `${input.firstName}${input.lastName ? ` ${input.lastName.slice(0, 1)}.` : ""}`.slice(
      0,
      40,
    );
  if (input.email) return input.email.split("@")[0]!.slice(0, 40);
  if (input.phone) return `****${input.phone.slice(-4)}`;
  return "Guest";
}
