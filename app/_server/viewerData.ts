/**
 * The viewer-data port (renderer/data/viewerData.ts) over the services, for one live render of a signed-in viewer:
 * profiles (one profiles/me call per render, shared by profile lists and forms), watching progress and history,
 * where a title was left, and what a form's `prefill` asks for, under the field names the operations use
 * (domain/forms/operations.ts). Which prefilled values a form shows is up to its layout
 * (components/form/formSetup.ts `prefilledValues`).
 */
import type { Reservation, ReservedPrice } from "@/domain/subscription/codes";
import type { AccountProfile, AccountUser } from "@/domain/account";
import type { FormValues } from "@/domain/forms/fieldRules";
import type { HistoryPage } from "@/domain/types";
import { errorText, log } from "@/ops/log";
import type { FormPrefill, ViewerData } from "@/renderer";
import { ownCards, ownPayments, ownSubscription } from "./ownSubscription";
import { getServices, type CallContext } from "./services";

export function accountValues(user: AccountUser): FormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    ...(user.email === null ? {} : { email: user.email }),
    ...(user.country === undefined ? {} : { country: user.country }),
    ...(user.subscribeToPromotion === undefined ? {} : { subscribeToPromotion: user.subscribeToPromotion }),
    ...(user.subscribeToNewsLetter === undefined ? {} : { subscribeToNewsLetter: user.subscribeToNewsLetter }),
  };
}

export function profileValues(profile: AccountProfile | undefined): FormValues {
  if (!profile) return {};
  return {
    name: profile.name,
    avatar: profile.avatarAlias,
    language: profile.language,
    ...(profile.ageRestriction === undefined ? {} : { ageRestriction: String(profile.ageRestriction) }),
  };
}

export interface SignedInViewer {
  token: string;
  /** The watched profile (from the viewer ticket), whose headers profile-aware calls carry. */
  profileId: string | undefined;
}

function ratio(progress: { finished: boolean; percent: number }): number {
  return progress.finished ? 1 : Math.min(1, progress.percent / 100);
}

export function viewerData(call: CallContext, viewer: SignedInViewer): ViewerData {
  const services = getServices();
  const { token } = viewer;
  let profilesCall: Promise<AccountProfile[]> | undefined;
  const profiles = () => (profilesCall ??= services.profiles.myProfiles(call, { token }));
  let favourites: Promise<string[]> | undefined;
  // The order summary and the payment module of one page price the same reservation: one request.
  const reservedCalls = new Map<string, Promise<ReservedPrice>>();
  const reservedPrice = (reservation: Reservation, productId: string): Promise<ReservedPrice> => {
    const key = `${reservation.kind}:${reservation.id}:${productId}`;
    let request = reservedCalls.get(key);
    if (!request) reservedCalls.set(key, (request = services.codes.reserved(reservation, productId, token, call)));
    return request;
  };

  async function prefill(source: FormPrefill, editedProfileId: string | undefined): Promise<FormValues> {
    if (source === "account") return accountValues(await services.user.userData(call, token));
    const list = await profiles();
    if (source === "profile") return profileValues(list.find((profile) => profile.id === editedProfileId));
    const caller = { token, profile: list.find((profile) => profile.id === viewer.profileId) };
    const { maxAgeRestriction } = await services.profiles.settings(call, caller);
    return maxAgeRestriction === null ? {} : { maxAgeRestriction: String(maxAgeRestriction) };
  }

  return {
    profileId: viewer.profileId,
    profiles,
    prefill,
    async progress(ids) {
      const items = await services.playback.progress(ids, call, token);
      return new Map(items.map((item) => [item.contentId, ratio(item)]));
    },
    async resumeAt(id) {
      try {
        const [saved] = await services.playback.progress([id], call, token);
        return saved && !saved.finished ? saved.timeWatched : 0;
      } catch (error) {
        log({ level: "warn", code: "resume-position-failed", error: errorText(error) });
        return 0;
      }
    },
    async currentPackageId() {
      // Spec 8: a failed product-context fetch is silent; the packages show without the viewer's own marked.
      try {
        return await services.subscription.currentPackageId(token, call);
      } catch (error) {
        log({ level: "warn", code: "current-package-failed", error: errorText(error) });
        return undefined;
      }
    },
    subscription: () => ownSubscription(token, call),
    terminationReasons: () => services.subscription.terminationReasons(call),
    upgradeQuote: (toProductId) => services.subscription.proration(toProductId, token, call),
    payments: () => ownPayments(token, call),
    cards: () => ownCards(token, call),
    carrierContracts: () => services.carrierBilling.countryContracts(call, token),
    cashReferences: () => services.cashPayments.references(token, call),
    reservedPrice,
    offerEligibility: (offerId) => services.subscription.offerEligibility(offerId, call, token),
    deal: (dealParam) => services.codes.deal(dealParam, token, call),
    devices: () => services.devices.list(call, token),
    onboarding: () => services.playback.onboarding(call, token),
    genres: () => services.content.genres(call),
    favouriteIds() {
      favourites ??= services.playback.favouriteIds(call, token);
      return favourites;
    },
    async history(page, size): Promise<HistoryPage> {
      const reply = await services.playback.history({ page, size }, call, token);
      return {
        kind: "profile",
        page: reply.page,
        size: reply.size,
        total: reply.total,
        entries: reply.items.map(({ item, progress }) => ({ item, ratio: ratio(progress), finished: progress.finished, watchedAt: progress.updatedAt })),
      };
    },
  };
}
