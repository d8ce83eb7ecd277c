import { UnauthorizedPage } from "@/app/_shell/lazyErrorPages";

/** A page's `unauthorized()` (issue 32 §2): 401, with the way to sign in. */
export default function Unauthorized() {
  return <UnauthorizedPage />;
}
