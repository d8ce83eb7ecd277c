import { ForbiddenPage } from "@/app/_shell/lazyErrorPages";

/** A page's `forbidden()` (issue 32 §2): 403, with the way to switch profile. */
export default function Forbidden() {
  return <ForbiddenPage />;
}
