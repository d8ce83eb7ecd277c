/**
 * Quick search for the header's field (issue 31 §1): the first 4 results (spec 9's quick search size) for `q`, as
 * the results page would rank them. The browser never calls the content service itself. Input is checked with zod;
 * a text longer than the service reads is a 400 the field shows as no suggestions. The profile's age limit and the
 * country come from the signed viewer ticket and the edge (never a cookie the browser writes), as for every listing.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { listingCall } from "@/app/_api/listingCall";
import { sharedCaches } from "@/app/_server/sharedCaches";
import { quickSearchSize } from "@/domain/searchQuery";
import { searchQueryMaxLength } from "@/domain/searchText";
import { errorText, log } from "@/ops/log";

const query = z.object({
  q: z.string().trim().min(1).max(searchQueryMaxLength),
  lang: z.enum(["ar", "en", "fr"]).default("ar"),
});

export async function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) {
    return NextResponse.json(
      { error: { status: 400, code: "bad-request", message: `q must be 1 to ${searchQueryMaxLength} characters; lang one of ar, en, fr` } },
      { status: 400 },
    );
  }
  try {
    // Through the web tier's content cache: at a premiere, many viewers type the same title.
    const page = await sharedCaches().content.search(
      { text: parsed.data.q, page: 0, size: quickSearchSize },
      listingCall(request, parsed.data.lang),
    );
    // Private: the results depend on the profile's age limit.
    return NextResponse.json({ items: page.items, total: page.total }, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    log({ level: "error", code: "quick-search-failed", error: errorText(error) });
    return NextResponse.json({ error: { status: 502, code: "content-unavailable", message: "The content service did not answer" } }, { status: 502 });
  }
}
