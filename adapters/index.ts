/**
 * The process-wide adapter instances, built from the environment once. Server code only.
 */
import { AppGridClient } from "./appgrid/appGridClient";
import { ContentClient } from "./content/contentClient";
import { SportsClient } from "./sports/sportsClient";
import { PlaybackClient } from "./playback/playbackClient";
import { CarrierBillingClient } from "./subscription/carrierBillingClient";
import { CashPaymentClient } from "./subscription/cashPaymentClient";
import { InAppClient } from "./subscription/inAppClient";
import { CodesClient } from "./subscription/codesClient";
import { PartnersClient } from "./subscription/partnersClient";
import { SubscriptionClient } from "./subscription/subscriptionClient";
import { ProfilesClient } from "./user/profilesClient";
import { UserClient } from "./user/userClient";
import { DevicesClient } from "./user/devicesClient";
import { BotCheckClient } from "./botCheck/botCheckClient";
import { readServiceConfig, type ServiceConfig } from "./serviceConfig";

export interface Services {
  config: ServiceConfig;
  appgrid: AppGridClient;
  content: ContentClient;
  user: UserClient;
  profiles: ProfilesClient;
  /** The account's devices and TV pairing (devicesservice) on the user service. */
  devices: DevicesClient;
  playback: PlaybackClient;
  subscription: SubscriptionClient;
  /** Mobile carrier billing (tpay/…) on the subscription service. */
  carrierBilling: CarrierBillingClient;
  /** Cash payments (cash/…) on the subscription service. */
  cashPayments: CashPaymentClient;
  /** Apple and Google in-app payments (applePay/…, googlePlay/…) on the subscription service. */
  inApp: InAppClient;
  /** Coupon and voucher codes (codes/…) on the subscription service. */
  codes: CodesClient;
  /** The partners and the partner TV providers' sign-in (partners/…) on the subscription service. */
  partners: PartnersClient;
  /** Sports data: tournaments, fixtures and results, matches (docs/sports-service.md). */
  sports: SportsClient;
  /** The bot-check provider's challenges (issue 31 §5). */
  botCheck: BotCheckClient;
}

let services: Services | undefined;

export function getServices(): Services {
  if (!services) {
    const config = readServiceConfig();
    services = {
      config,
      appgrid: new AppGridClient({ baseURL: config.appgridBaseURL, appKey: config.appgridAppKey }),
      content: new ContentClient({ baseURL: config.contentBaseURL }),
      sports: new SportsClient({ baseURL: config.sportsBaseURL }),
      user: new UserClient({ baseURL: config.userBaseURL }),
      profiles: new ProfilesClient({ baseURL: config.profilesBaseURL }),
      devices: new DevicesClient({ baseURL: config.userBaseURL }),
      playback: new PlaybackClient({ baseURL: config.contentBaseURL, playoutSecret: config.playoutSecret }),
      subscription: new SubscriptionClient({ baseURL: config.subscriptionBaseURL }),
      carrierBilling: new CarrierBillingClient({ baseURL: config.subscriptionBaseURL }),
      cashPayments: new CashPaymentClient({ baseURL: config.subscriptionBaseURL }),
      inApp: new InAppClient({ baseURL: config.subscriptionBaseURL }),
      codes: new CodesClient({ baseURL: config.subscriptionBaseURL }),
      partners: new PartnersClient({ baseURL: config.subscriptionBaseURL }),
      botCheck: new BotCheckClient({ baseURL: config.botCheckBaseURL }),
    };
  }
  return services;
}
