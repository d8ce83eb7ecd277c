"use client";
/** A fatal render error: the error page with a retry (spec 4). */
import { ScreenErrorPage } from "@/app/_shell/lazyErrorPages";

export default function ScreenError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ScreenErrorPage {...props} />;
}
