/**
 * The process-wide adapter instances, built from the environment once. Server code only.
 */
import { AppGridClient } from "./appgrid/appGridClient";
import { ContentClient } from "./content/contentClient";
import { readServiceConfig, type ServiceConfig } from "./serviceConfig";

export interface Services {
  config: ServiceConfig;
  appgrid: AppGridClient;
  content: ContentClient;
}

let services: Services | undefined;

export function getServices(): Services {
  if (!services) {
    const config = readServiceConfig();
    services = {
      config,
      appgrid: new AppGridClient({ baseURL: config.appgridBaseURL, appKey: config.appgridAppKey }),
      content: new ContentClient({ baseURL: config.contentBaseURL }),
    };
  }
  return services;
}
