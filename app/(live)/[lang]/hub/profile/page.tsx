import { redirect } from "next/navigation";
import { localeParam, type LangParams } from "@/app/_request/localeParam";

/** /hub/profile has no screen of its own: the profiles are managed on /hub/profile-manage. */
export default async function ProfilePage({ params }: LangParams) {
  redirect(`/${await localeParam(params)}/hub/profile-manage`);
}
