"use client";
/** A fatal render error: the error page with a retry that clears it (spec 4 "Page load and routing"). */
import { useParams, useRouter } from "next/navigation";
import { startTransition } from "react";
import { ErrorState } from "@/components/error-state/ErrorState";
import { localeFromPath } from "@/domain/localePaths";
import { clientCommon } from "./clientCommon";

export function ScreenErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const params = useParams<{ lang: string }>();
  const router = useRouter();
  const strings = clientCommon[localeFromPath(`/${params.lang ?? ""}`)];
  return (
    <ErrorState
      code={500}
      title={strings["500_error_title"]}
      description={strings["500_error_description"]}
      reference={error.digest === undefined ? undefined : strings.error.reference.replace("{{id}}", error.digest)}
      action={{
        kind: "retry",
        label: strings.error.retry,
        onRetry: () =>
          startTransition(() => {
            router.refresh();
            reset();
          }),
      }}
    />
  );
}
