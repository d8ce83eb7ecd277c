/**
 * Content items by id for client-resolved rails (continue watching): the browser never calls the content
 * service itself. Input is checked with zod; at most 50 ids (one content call). The profile's age limit
 * applies here too, read from the signed viewer ticket (never a cookie the browser writes): a title above
 * it is left out like an unknown id.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { listingCall } from "@/app/_api/listingCall";
import { getServices } from "@/app/_server/services";
import { errorText, log } from "@/ops/log";

const query = z.object({
  ids: z
    .string()
    .transform((value) => value.split(",").filter(Boolean))
    .pipe(z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)).min(1).max(50)),
  lang: z.enum(["ar", "en", "fr"]).default("ar"),
});

export async function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) {
    return NextResponse.json(
      { error: { status: 400, code: "bad-request", message: "ids must be 1 to 50 comma-separated content ids; lang one of ar, en, fr" } },
      { status: 400 },
    );
  }
  try {
    const items = await getServices().content.productsByIds(parsed.data.ids, listingCall(request, parsed.data.lang));
    return NextResponse.json({ items }, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    log({ level: "error", code: "content-items-failed", error: errorText(error) });
    return NextResponse.json(
      { error: { status: 502, code: "content-unavailable", message: "The content service did not answer" } },
      { status: 502 },
    );
  }
}
