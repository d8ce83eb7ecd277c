import { notFound } from "next/navigation";

/** Deeper paths have no pages yet; they get the localized 404 page inside the app's layout. */
export const dynamicParams = true;

export default function UnknownPath(): never {
  notFound();
}
