import type { Db } from "@comptoir/db";
import type { Context } from "hono";
import { type UserRow, userOfToken } from "../services/accounts/sessions.ts";

/** What a request may carry besides its headers and query: the deletion call sends both in its body. */
export interface SessionClaim {
  token?: string | undefined;
  user_id?: number | string | undefined;
}

/**
 * The session token of a request: `Authorization: Bearer …` first, else the API's
 * `token` query parameter, else the body's. Never logged: the request log drops the query.
 */
export function tokenOf(c: Context, body: SessionClaim = {}): string | null {
  const bearer = c.req.header("authorization")?.match(/^Bearer\s+(\S{1,200})$/i)?.[1];
  const token = bearer ?? c.req.query("token") ?? body.token;
  return token && token.length <= 200 ? token : null;
}

/** The user id the caller claims (`x-user`, `user_id` in the query or the body), if any. */
function claimedUserId(c: Context, body: SessionClaim): string | null {
  const claimed = c.req.header("x-user") ?? c.req.query("user_id") ?? body.user_id;
  return claimed === undefined || claimed === "" ? null : String(claimed);
}

/**
 * The logged-in customer of the request, or null: no token, an unknown, expired or revoked one, or
 * a claimed user id that is not the token's own (the id proves nothing, it can only disagree).
 */
export async function sessionUser(
  c: Context,
  db: Db,
  now: Date,
  body: SessionClaim = {},
): Promise<{ user: UserRow; token: string } | null> {
  const token = tokenOf(c, body);
  if (!token) return null;
  const user = await userOfToken(db, token, now);
  if (!user) return null;
  const claimed = claimedUserId(c, body);
  if (claimed !== null && claimed !== String(user.id)) return null;
  return { user, token };
}
