/**
 * The user as the native bridge tells it to an app (spec 7 "user fields reduced to a fixed list";
 * docs/in-app-payments.md "Native bridge"): who, never a token.
 */
import type { StoredUser } from "@/stores/appStore";

export function nativeUser(user: StoredUser) {
  return { id: user.id, email: user.email ?? null, firstName: user.firstName ?? null, lastName: user.lastName ?? null, userType: user.userType };
}
